/**
 * A parent on a slow phone taps Submit on the new candidate profile twice before the button turns
 * busy. The browser cancels the first request, but the server has saved the profile, so the second
 * is refused as a profile already made: the page must take that as its own save and still upload
 * the chosen photo, never drop it.
 */
import { fillCandidateForm } from './families.js';
import { expect, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

test('Submit sent twice on the new profile saves one profile and still uploads the chosen photo', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('twice');
  await signUpThroughUi(page, { firstName: 'Sunil', lastName: 'Gupta', email, phone: '4165550144', password: 'Sunil-gupta-2026' });
  await page.getByRole('dialog', { name: 'Before you add a profile' }).getByRole('button', { name: 'Agree' }).click();
  await fillCandidateForm(page, { firstName: 'Sunil', lastName: 'Gupta', gender: 'Male', dobYear: 1992, foodHabits: 'Vegetarian', city: 'Ottawa' }, email);

  // The first save reaches the server and is saved; its answer is held until the second tap.
  let saves = 0;
  let firstSaved!: () => void;
  const savedOnServer = new Promise<void>((resolve) => (firstSaved = resolve));
  let secondSent!: () => void;
  const secondTap = new Promise<void>((resolve) => (secondSent = resolve));
  await page.route('**/api/profilemgmt/saveProfile', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    saves += 1;
    if (saves > 1) {
      secondSent();
      return route.continue();
    }
    const response = await route.fetch();
    firstSaved();
    await secondTap;
    // Cancelled in the browser by then: the answer goes nowhere.
    void route.fulfill({ response }).catch(() => undefined);
  });
  // Not awaited alone: the click waits for what it started, held here until the second tap.
  const firstTap = page.getByRole('button', { name: 'Submit' }).click();
  await savedOnServer;
  // The second tap, before the page has turned the button busy.
  await page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit' }) }).evaluate((form: HTMLFormElement) => form.requestSubmit());
  await firstTap;

  await expect(page).toHaveURL(/\/new\/candProfileConfirm\?candidateId=/, { timeout: 30_000 });
  await expect(page.getByText('Your photo is uploaded successfully!')).toBeVisible();
  expect(saves).toBe(2);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

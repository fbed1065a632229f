/**
 * Family Details and Horoscope as families meet them, in Chromium against the local
 * stack: a family that created its profile without them is invited to add them on My Candidate
 * Profile, fills each on its own page (the counter counts down, nothing is required) and returns to
 * its profile with a confirmation; another family sees the masked view in the 'Candidate Details'
 * modal (parents' names starred, no time or place of birth); once the family accepts that family's
 * proposal, it sees parents' names and the time of birth in full. axe on every new page and view;
 * set E2E_SCREENSHOTS_DIR to keep screenshots at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { familyThroughUi } from './families.js';
import { candidateDialog, expect, expectAccessible, screenshotWidths, test } from './fixtures.js';

const screenshot = (page: Page, name: string) => screenshotWidths(page, 'familyDetails-', name);
const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });
const sectionOf = (scope: Page | ReturnType<Page['getByRole']>, title: string) =>
  scope.getByRole('region', { name: title, exact: true });

const about = 'We are a family of teachers from Udaipur.\nWe spend every Diwali with the grandparents.';

test('a family fills family details and horoscope; another family sees them masked, then in full after acceptance', async ({ browser }) => {
  test.setTimeout(300_000);
  // A city no other spec uses: the specs share one local stack, and biodata.spec has an Ishita in Guelph.
  const a = await familyThroughUi(browser, { firstName: 'Ishita', lastName: 'Rathore', gender: 'Female', dobYear: 1990, foodHabits: 'Vegetarian', city: 'Stratford' });
  const b = await familyThroughUi(browser, { firstName: 'Nikhil', lastName: 'Chauhan', gender: 'Male', dobYear: 1989, foodHabits: 'Vegetarian', city: 'Barrie' });

  // A's own profile invites it to add the sections it left empty.
  const page = a.page;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Stuff' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Candidate Profile' }).click();
  await expect(sectionOf(page, 'Family Details')).toContainText('Other families like to know the family');
  await expect(sectionOf(page, 'Horoscope')).toContainText('If your family follows horoscopes');
  await expectAccessible(page);

  // Family Details on its own page: only that section, optional, with the counter.
  await sectionOf(page, 'Family Details').getByRole('link', { name: 'Add Family Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/myCandidateProfile/${a.candidateId}/familyDetails$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family Details of Ishita');
  await expect(page.getByLabel('First Name', { exact: true })).toHaveCount(0);
  await page.getByLabel("Father's Name").fill('Mahendra Rathore');
  await page.getByLabel("Father's Occupation").fill('School principal');
  await page.getByLabel("Mother's Name").fill('Sunita Rathore');
  await page.getByLabel("Mother's Occupation").fill('Teacher');
  await page.getByLabel('Brothers', { exact: true }).selectOption('2');
  await expect(page.getByLabel('Brothers Married').locator('option')).toHaveText(['Select…', '0', '1', '2']);
  await page.getByLabel('Brothers Married').selectOption('1');
  await page.getByLabel('Sisters', { exact: true }).selectOption('0');
  await page.getByLabel('Family Type').selectOption('Joint');
  await page.getByLabel('Family Values').selectOption('Moderate');
  await page.getByLabel('Native City').fill('Udaipur');
  await page.getByLabel('Native State').fill('Rajasthan');
  await page.getByLabel('Native Country').selectOption('India');
  await page.getByLabel('About our family').fill(about);
  await expect(page.getByText(`${400 - about.length} characters left`)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'family-page');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myCandidateProfile\?notice=familyDetailsUpdated$/);
  await expect(page.getByText('Your family details are saved.')).toBeVisible();
  await expect(sectionOf(page, 'Family Details')).toContainText('Mahendra Rathore');
  await expect(sectionOf(page, 'Family Details')).toContainText('2 (1 married)');
  await expect(sectionOf(page, 'Family Details')).toContainText('Udaipur, Rajasthan, India');

  // Horoscope on its own page, reached from the profile's buttons; then back with a confirmation.
  await page.locator('.actions').getByRole('link', { name: 'Horoscope', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/myCandidateProfile/${a.candidateId}/horoscope$`));
  await page.getByLabel('Rashi (Moon Sign)').selectOption('Simha (Leo)');
  await page.getByLabel('Nakshatra').selectOption('Rohini');
  await page.getByLabel('Manglik').selectOption('No');
  await page.getByLabel('Time of Birth').fill('06:45');
  await page.getByLabel('Place of Birth').fill('Udaipur, Rajasthan');
  await expectAccessible(page);
  await screenshot(page, 'horoscope-page');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your horoscope details are saved.')).toBeVisible();
  await expect(sectionOf(page, 'Horoscope')).toContainText('Rohini');
  await expect(sectionOf(page, 'Horoscope')).toContainText('06:45');
  await expect(sectionOf(page, 'Horoscope').getByRole('link', { name: 'Edit Horoscope' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'own-profile');

  // The whole edit form shows both sections filled, so an edit there keeps them.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Family Details (optional)' }).getByLabel("Father's Name")).toHaveValue('Mahendra Rathore');
  await expect(page.getByLabel('Time of Birth')).toHaveValue('06:45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your candidate profile is updated successfully!')).toBeVisible();
  await expect(sectionOf(page, 'Horoscope')).toContainText('06:45');

  // B sees A masked: parents' names starred, no time or place of birth, the rest as given.
  await b.page.goto('/dashboard/searchProfiles?searchText=Stratford&minAge=21&maxAge=45');
  await cardOf(b.page, 'Ishita').getByRole('button', { name: 'View' }).click();
  const modal = candidateDialog(b.page, 'Ishita');
  await expect(sectionOf(modal, 'Family Details')).toContainText('M**************e');
  await expect(sectionOf(modal, 'Family Details')).toContainText('School principal');
  await expect(modal).not.toContainText('Mahendra');
  await expect(sectionOf(modal, 'Horoscope')).toContainText('Rohini');
  await expect(sectionOf(modal, 'Horoscope')).not.toContainText('Time of Birth');
  await expect(modal).not.toContainText('06:45');
  await expect(modal.getByRole('link', { name: /Edit Family Details|Add Horoscope/ })).toHaveCount(0);
  await expectAccessible(b.page);
  await sectionOf(modal, 'Family Details').scrollIntoViewIfNeeded();
  await screenshot(b.page, 'masked-modal');

  // B proposes; A accepts; B now sees parents' names and the time of birth in full.
  await modal.getByRole('button', { name: 'Propose' }).click();
  await b.page.getByRole('dialog', { name: 'Send a proposal?' }).getByRole('button', { name: 'Yes, Propose' }).click();
  await expect(modal.getByRole('button', { name: 'Proposed' })).toBeDisabled();
  await b.page.keyboard.press('Escape');
  await page.goto('/dashboard/receivedProposals');
  await cardOf(page, 'Nikhil').getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept this proposal?' }).getByRole('button', { name: 'Yes, Accept' }).click();
  await expect(cardOf(page, 'Nikhil')).toContainText('Status: Accepted');

  await b.page.goto('/dashboard/myProposals');
  await cardOf(b.page, 'Ishita').getByRole('button', { name: 'View' }).click();
  const connected = candidateDialog(b.page, 'Ishita');
  await expect(sectionOf(connected, 'Family Details')).toContainText('Mahendra Rathore');
  await expect(sectionOf(connected, 'Family Details')).toContainText('Sunita Rathore');
  await expect(sectionOf(connected, 'Horoscope')).toContainText('06:45');
  await expect(sectionOf(connected, 'Horoscope')).toContainText('Udaipur, Rajasthan');
  await expectAccessible(b.page);
  await sectionOf(connected, 'Horoscope').scrollIntoViewIfNeeded();
  await screenshot(b.page, 'connected-modal');
});

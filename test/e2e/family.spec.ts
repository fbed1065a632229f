/**
 * A family of two in two browsers: the mother (an existing account) invites the father from Family
 * Members; he opens the mailed link in his own browser, signs up with the code and sees the family's
 * candidate profile; the mother removes him, and his open tab is refused on its next action.
 */
import type { Page } from '@playwright/test';
import { familyThroughUi, joinThroughUi } from './families.js';
import { expect, expectAccessible, screenshotWidths, test, uniqueEmail } from './fixtures.js';
import { readLatestMail } from './mail.js';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** The page again in a phone's browser (the same session): every visible control at least 44 × 44 px and every text at least 16 px. */
async function expectPhoneSized(from: Page) {
  const context = await from.context().browser()!.newContext({ ...PHONE, storageState: await from.context().storageState() });
  const page = await context.newPage();
  await page.goto(new URL(from.url()).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const found = await page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll('main button, main a[href], main input:not([type=hidden]), main select')) {
      const r = el.getBoundingClientRect();
      const hidden = getComputedStyle(el).visibility === 'hidden' || r.width === 0;
      const inline = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
      if (!hidden && !inline && (r.width < 43.5 || r.height < 43.5)) small.push(`${el.tagName} "${(el as HTMLElement).innerText}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const p = n.parentElement;
      if (!p || !n.textContent?.trim() || p.closest('.amplify-visually-hidden, dialog:not([open])')) continue;
      if (parseFloat(getComputedStyle(p).fontSize) < 15.99) small.push(`text "${n.textContent.trim().slice(0, 30)}" ${getComputedStyle(p).fontSize}`);
    }
    return small;
  });
  expect(found).toEqual([]);
  await context.close();
}

test('the mother invites the father, who joins in his own browser; she removes him and his tab is refused', async ({ browser }) => {
  test.setTimeout(240_000);
  const mother = await familyThroughUi(browser, { firstName: 'Simran', lastName: 'Dhillon', gender: 'Female', dobYear: 1994, foodHabits: 'Vegetarian', city: 'Brampton' });
  const page = mother.page;
  await page.goto('/dashboard/userSettings');
  await page.getByRole('link', { name: 'Family Members' }).first().click();
  await expect(page.getByRole('heading', { name: 'Family Members', level: 1 })).toBeVisible();
  await expect(page.getByText(`${mother.firstName} ${mother.lastName} (you)`).or(page.getByText('(you)'))).toBeVisible();

  // A bad form answers with field messages.
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Email Id Not Valid').or(page.getByText(/First Name is required/)).first()).toBeVisible();

  const fatherEmail = uniqueEmail('father');
  await page.getByLabel('First Name', { exact: true }).fill('Harjit');
  await page.getByLabel('Last Name', { exact: true }).fill('Dhillon');
  await page.getByLabel('Relation to the candidate').selectOption('Father');
  await page.getByLabel('Email', { exact: true }).fill(fatherEmail);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`We sent an invitation to ${fatherEmail}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Withdraw the invitation of ${fatherEmail}` })).toBeVisible();
  await expectAccessible(page);
  await expectPhoneSized(page);
  await screenshotWidths(page, 'family-', 'members');

  // The father, in his own browser.
  const father = await joinThroughUi(browser, fatherEmail, 'father-123', readLatestMail, async (invitation) => {
    await expect(invitation.getByText(/Simran invites you to join your family/)).toBeVisible();
    await expect(invitation.getByLabel('First Name', { exact: true })).toHaveValue('Harjit');
    await expectAccessible(invitation);
    await expectPhoneSized(invitation);
    await screenshotWidths(invitation, 'family-', 'invitation');
  });
  await father.goto('/dashboard/myCandidateProfile');
  await expect(father.getByText('Brampton').first()).toBeVisible();

  // The mother sees him and removes him.
  await page.reload();
  await expect(page.locator('.family-name', { hasText: 'Harjit Dhillon' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Harjit Dhillon' }).click();
  await page.getByRole('dialog', { name: 'Remove Harjit?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Harjit Dhillon is removed from your family and signed out.')).toBeVisible();

  // His open tab: the next thing he does is refused, and he is sent to sign in.
  await father.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(father).toHaveURL(/\/signin/);
  await father.context().close();
  await page.context().close();
});

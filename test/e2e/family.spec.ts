/**
 * A family of two in two browsers: the mother (an existing account) invites the father from Family
 * Members; he opens the mailed link in his own browser, signs up with the code and sees the family's
 * candidate profile; the mother removes him, and his open tab is refused on its next action.
 * Then a mother and the candidate: the candidate changes their own mail frequency (the mother's
 * stays), sees who the family's contact person is, and deletes the family by typing their first name.
 */
import type { Page } from '@playwright/test';
import { familyThroughUi, joinThroughInvitation } from './families.js';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { familyTexts } from '#shared/texts.js';
import { expect, expectAccessible, memberApi, screenshotWidths, test, uniqueEmail } from './fixtures.js';
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
  // The link's last day spelled out (the browser's en-US: 'Dec 6, 2026'), never an ambiguous 12/6/2026.
  await expect(page.getByText(/link valid until [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Withdraw the invitation of ${fatherEmail}` })).toBeVisible();
  await expectAccessible(page);
  await expectPhoneSized(page);
  await screenshotWidths(page, 'family-', 'members');

  // The father, in his own browser.
  const father = await joinThroughInvitation(browser, fatherEmail, 'father-123', async (invited) => {
    await expect(invited.getByText(/Simran invites you to join your family/)).toBeVisible();
    await expect(invited.getByLabel('First Name', { exact: true })).toHaveValue('Harjit');
    await expectAccessible(invited);
    await expectPhoneSized(invited);
    await screenshotWidths(invited, 'family-', 'invitation');
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

test('the candidate changes their own mail frequency, the mother\'s stays; the candidate deletes the family by typing their first name', async ({ browser }) => {
  test.setTimeout(240_000);
  const mother = await familyThroughUi(browser, { firstName: 'Noor', lastName: 'Grewal', gender: 'Female', dobYear: 1995, foodHabits: 'Vegetarian', city: 'Kitchener' });
  const api = await memberApi(mother.email, mother.password);
  const candidateEmail = uniqueEmail('candidate');
  expect((await api('inviteFamilyMember', { body: { firstName: 'Noor', lastName: 'Grewal', relation: 'Candidate', email: candidateEmail } })).status).toBe(200);
  const candidate = await joinThroughInvitation(browser, candidateEmail, 'noor-12345');
  const proposalsFrequency = (page: Page) => page.getByText('Proposals and answers', { exact: true }).locator('..').locator('dd');

  // The candidate's own settings: Proposals and answers -> Weekly digest.
  await candidate.goto('/dashboard/userSettings/viewNotifySetting');
  await expect(candidate.getByText(familyTexts.ownNotifySettings)).toBeVisible();
  await candidate.getByRole('link', { name: /^(Edit|Add)$/ }).click();
  await candidate.getByLabel(/Proposals and answers/).selectOption('weekly');
  await candidate.getByRole('button', { name: 'Save' }).click();
  await expect(candidate.getByText('Your Notification Preferences are updated successfully!')).toBeVisible();
  await candidate.goto('/dashboard/userSettings/viewNotifySetting');
  await expect(proposalsFrequency(candidate)).toHaveText('Weekly digest');
  await expectAccessible(candidate);
  await screenshotWidths(candidate, 'family-', 'own-notify-settings');
  await mother.page.goto('/dashboard/userSettings/viewNotifySetting');
  await expect(proposalsFrequency(mother.page)).toHaveText('Immediately');

  // Family Members names the contact person: the mother, who signed the family up.
  await candidate.goto('/dashboard/userSettings/familyMembers');
  await expect(candidate.getByText(familyTexts.contactPerson('Noor Grewal'))).toBeVisible();
  await expectAccessible(candidate);
  await expectPhoneSized(candidate);
  await screenshotWidths(candidate, 'family-', 'members-contact');

  // Deleting the family: the button waits for the candidate's first name.
  await candidate.goto('/dashboard/userSettings/myData/deleteMyAccount');
  const typed = candidate.getByLabel("Type your candidate's first name to confirm");
  const button = candidate.getByRole('button', { name: dataRightsTexts.deleteTitle });
  await typed.fill('Nur');
  await expect(button).toBeDisabled();
  await typed.fill('noor');
  await expect(button).toBeEnabled();
  await expectAccessible(candidate);
  await expectPhoneSized(candidate);
  await screenshotWidths(candidate, 'family-', 'delete-family');
  await button.click();
  await expect(candidate).toHaveURL(/\/\?notice=accountDeleted$/);
  for (const address of [mother.email, candidateEmail]) {
    expect(await readLatestMail(browser, address, /Your family's rishta account is deleted/)).toContain("every member's sign-in");
  }
  // The mother's open tab: her next action is refused, and she is sent to sign in.
  await mother.page.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(mother.page).toHaveURL(/\/signin/);
  await candidate.context().close();
  await mother.page.context().close();
});

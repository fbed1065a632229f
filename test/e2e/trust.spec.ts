/**
 * The community's trust, kept from the volunteer console in a browser: a family asks for a code on
 * /requestReferral, a volunteer sends one (read in the mail viewer) and the family signs up with it,
 * another request is declined; a member reports a profile, the volunteer marks it ineligible from
 * the report, that family sees the ineligible message and leaves search, and the audit trail lists
 * both actions; a family that came in with a member's own code shows 'Referred by a member family'
 * and the volunteer follows its referral tree. axe on every new console page and dialog. Set
 * E2E_SCREENSHOTS_DIR to keep screenshots of the pages at 1280 and 390 px.
 */
import type { Browser, Page } from '@playwright/test';
import { trustTexts } from '#shared/domain/trust.js';
import { dashboardIneligible } from '#shared/texts.js';
import { familyThroughUi, volunteerPage, type Family } from './families.js';
import { candidateDialog, expect, expectAccessible, openMore, screenshotWidths, signUpThroughUi, test, uniqueEmail } from './fixtures.js';
import { readLatestMail } from './mail.js';

const screenshot = (page: Page, name: string) => screenshotWidths(page, 'trust-', name);

const password = 'secret-123';
const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });

/** A family asks for a code on the public page, signed out, as a visitor does. */
async function requestReferral(browser: Browser, firstName: string, email: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/requestReferral');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('4165550177');
  await page.getByRole('button', { name: 'Request Referral Code' }).click();
  await expect(page).toHaveURL(/\/requestReferralConfirm/);
  await page.context().close();
}


/** A search every family of this test falls in (their ages, either food habit). */
async function searchAll(member: Family) {
  const { page } = member;
  await page.goto('/dashboard/searchProfiles');
  await page.getByLabel('Minimum Age', { exact: true }).selectOption('40');
  await page.getByLabel('Maximum Age', { exact: true }).selectOption('44'); // 45 is "45 and over": older families of other specs would join
  await page.getByRole('group', { name: 'Food Habits' }).getByLabel('Vegetarian', { exact: true }).check();
  await page.getByRole('group', { name: 'Food Habits' }).getByLabel('Non Vegetarian', { exact: true }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/profiles? matched to your search/)).toBeVisible();
}

async function openCandidate(member: Family, firstName: string) {
  await cardOf(member.page, firstName).getByRole('button', { name: 'View' }).click();
  const modal = candidateDialog(member.page, firstName);
  await expect(modal).toBeVisible();
  return modal;
}

test('volunteers answer requests, act on a report and follow the referral tree', async ({ browser }) => {
  test.setTimeout(420_000);
  const volunteer = await volunteerPage(browser);
  const menu = volunteer.page.getByRole('navigation', { name: 'Volunteer Console' });

  // Families: Avtar and Noor came in with the volunteers' codes; Sehaj with Avtar's own code.
  const arjun = await familyThroughUi(browser, { firstName: 'Avtar', lastName: 'Sandhu', gender: 'Male', dobYear: 1984, foodHabits: 'Vegetarian', city: 'Brampton' });
  const nimrat = await familyThroughUi(browser, { firstName: 'Noor', lastName: 'Gill', gender: 'Female', dobYear: 1984, foodHabits: 'Vegetarian', city: 'Kitchener' });
  await arjun.page.goto('/dashboard/userSettings/referAFriend');
  const arjunCode = (await arjun.page.getByTestId('referral-code').innerText()).trim();
  const simran = await familyThroughUi(browser, { firstName: 'Sehaj', lastName: 'Brar', gender: 'Female', dobYear: 1985, foodHabits: 'Non Vegetarian', city: 'Surrey' }, arjunCode);

  // (a) Two families ask for a code on the public page.
  const meeraEmail = uniqueEmail('meera');
  const leelaEmail = uniqueEmail('leela');
  await requestReferral(browser, 'Meera', meeraEmail);
  await requestReferral(browser, 'Leela', leelaEmail);

  const { page } = volunteer;
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/referralRequests$/);
  await expect(menu.getByRole('link')).toHaveText(['Referral Requests', 'Directory', 'Eligibility', 'Reports', 'Audit Trail']);
  const meeraRow = page.getByRole('row').filter({ hasText: meeraEmail });
  await expect(meeraRow.getByText('Waiting')).toBeVisible();
  await expectAccessible(page);
  await meeraRow.getByRole('button', { name: 'Send a code to Meera Iyer' }).click();
  await page.getByRole('dialog', { name: 'Send a referral code to Meera Iyer?' }).getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `sent to ${meeraEmail}.` })).toBeVisible();
  await expect(meeraRow.getByText(/^Answered on /)).toBeVisible();
  await expect(meeraRow.getByRole('button')).toHaveCount(0);

  // Leela's request is declined with a reason (the dialog checked by axe).
  const leelaRow = page.getByRole('row').filter({ hasText: leelaEmail });
  await leelaRow.getByRole('button', { name: 'Decline the request of Leela Iyer' }).click();
  const declineDialog = page.getByRole('dialog', { name: 'Decline the request of Leela Iyer' });
  await expect(declineDialog).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'decline-dialog');
  await declineDialog.getByLabel('Reason').fill('Nobody in the community knows the family');
  await declineDialog.getByRole('button', { name: 'Decline' }).click();
  await expect(declineDialog).toBeHidden();
  await expect(leelaRow.getByText(/^Declined on .*: Nobody in the community knows the family$/)).toBeVisible();

  // The code arrives by mail; Meera's family signs up with it, and the code shows as used.
  const mail = await readLatestMail(browser, meeraEmail, /Your rishta referral code/);
  const meeraCode = /referral code for rishta is: (\w+)/.exec(mail)?.[1] ?? '';
  expect(meeraCode).toMatch(/^\w{6,}$/);
  const meera = await (await browser.newContext()).newPage();
  await signUpThroughUi(meera, { firstName: 'Meera', lastName: 'Iyer', email: meeraEmail, phone: '4165550177', password }, meeraCode);
  await page.reload();
  const codeRow = page.getByRole('row').filter({ hasText: meeraCode });
  await expect(codeRow.getByText(/^By Meera Iyer on /)).toBeVisible();
  await expect(codeRow).toContainText(volunteer.email);
  await expectAccessible(page);
  await screenshot(page, 'referral-requests');

  // (b) Avtar reports Noor's profile from the search modal; Sehaj's shows who vouched, never who.
  await searchAll(arjun);
  let modal = await openCandidate(arjun, 'Sehaj');
  await expect(modal.getByText(trustTexts.referredByMember)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  modal = await openCandidate(arjun, 'Noor');
  await expect(modal.getByText(trustTexts.invitedByVolunteers)).toBeVisible();
  await openMore(modal);
  await modal.getByRole('button', { name: trustTexts.reportButton }).click();
  const reportDialog = arjun.page.getByRole('dialog', { name: trustTexts.reportTitle });
  await reportDialog.getByLabel('Reason').selectOption('Fake or misleading profile');
  await reportDialog.getByLabel('Details (optional)').fill('The photos are of a film actress');
  await reportDialog.getByRole('button', { name: trustTexts.reportSend }).click();
  await expect(arjun.page.getByText(trustTexts.reported)).toBeVisible();

  // The volunteer marks Noor ineligible from the report.
  await menu.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const reportCard = page.getByRole('article', { name: 'Noor Gill' });
  await expect(reportCard.getByText('The photos are of a film actress')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'reports');
  await reportCard.getByRole('button', { name: 'Resolve the report on Noor Gill' }).click();
  const resolveDialog = page.getByRole('dialog', { name: 'Resolve the report on Noor Gill' });
  // The outcome chosen by its label, as a person clicks it (Amplify's radio input itself is visually hidden).
  await resolveDialog.getByRole('radiogroup', { name: 'Outcome' }).getByText('Mark ineligible', { exact: true }).click();
  await expect(resolveDialog.getByRole('radio', { name: 'Mark ineligible' })).toBeChecked();
  await resolveDialog.getByLabel('Reason').fill('Photos of a film actress: a fake profile');
  await expectAccessible(page);
  await screenshot(page, 'resolve-dialog');
  await resolveDialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolveDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The report on Noor Gill is closed: Marked ineligible.' })).toBeVisible();
  await expect(reportCard).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Report states' }).getByRole('link', { name: 'Closed' }).click();
  await expect(page.getByRole('article', { name: 'Noor Gill' }).getByText('Marked ineligible')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'reports-closed');

  // Noor's family sees the ineligible message; Avtar's search no longer finds her.
  await nimrat.page.goto('/dashboard');
  await expect(nimrat.page.getByText(dashboardIneligible)).toBeVisible();
  await searchAll(arjun);
  await expect(cardOf(arjun.page, 'Sehaj')).toBeVisible();
  await expect(cardOf(arjun.page, 'Noor')).toHaveCount(0);

  // The audit trail lists the code sent, the request declined and the report closed.
  await menu.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Sent a referral code' }).filter({ hasText: volunteer.email }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Declined a referral request' }).filter({ hasText: 'Nobody in the community knows the family' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Marked a reported profile ineligible' }).filter({ hasText: 'Photos of a film actress: a fake profile' })).toBeVisible();
  await expectAccessible(page);

  // (c) Eligibility finds Sehaj; her referral tree names Avtar, whose tree lists her.
  await menu.getByRole('link', { name: 'Eligibility' }).click();
  await page.getByLabel('Name, e-mail or public URL name').fill(simran.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/eligibility\?q=/);
  const simranRow = page.getByRole('row').filter({ hasText: simran.email });
  await expect(simranRow.getByText('Eligible', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'eligibility');
  await simranRow.getByRole('button', { name: 'Mark ineligible: Sehaj Brar' }).click();
  const eligibilityDialog = page.getByRole('dialog', { name: 'Mark ineligible: Sehaj Brar' });
  await expect(eligibilityDialog).toBeVisible();
  await expectAccessible(page);
  await eligibilityDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(eligibilityDialog).toBeHidden();

  await simranRow.getByRole('link', { name: 'Referral tree of Sehaj Brar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Referral tree: Sehaj/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'referral-tree-simran');
  await page.getByRole('link', { name: /^Avtar/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Referral tree: Avtar/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Sehaj/ }) })).toContainText('referred 0');
  await expect(page.getByText(/^Invited by the volunteers/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'referral-tree-arjun');
  await page.getByRole('button', { name: 'Mark this branch ineligible' }).click();
  const branchDialog = page.getByRole('dialog', { name: /^Mark the branch of Avtar/ });
  await expect(branchDialog).toContainText('at least 2 accounts');
  await expectAccessible(page);
  await screenshot(page, 'branch-dialog');
  await branchDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(branchDialog).toBeHidden();
});

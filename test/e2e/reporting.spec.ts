/**
 * Reporting a profile and the referral line, in Chromium against the local stack: two families
 * made through the UI (each signed up with a volunteer-issued code); E finds F in search, reads
 * 'Invited by the volunteers' in the 'Candidate Details' modal and on F's profile page, then reports
 * F from the modal (the reason is required) — with axe on the report dialog. F's own view shows no
 * line and no Report.
 */
import type { Page } from '@playwright/test';
import { trustTexts } from '#shared/domain/trust.js';
import { familyThroughUi } from './families.js';
import { candidateDialog, expect, expectAccessible, memberApi, openMore, test } from './fixtures.js';

const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });

/** Screenshots for a look at the layout, when asked for (SCREENSHOTS=<folder>). */
async function shot(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("E reports F from the modal; F's profile says 'Invited by the volunteers'", async ({ browser }) => {
  test.setTimeout(240_000);
  const e = await familyThroughUi(browser, { firstName: 'Esha', lastName: 'Bains', gender: 'Female', dobYear: 1992, foodHabits: 'Vegetarian', city: 'Midland' });
  const f = await familyThroughUi(browser, { firstName: 'Fateh', lastName: 'Chahal', gender: 'Male', dobYear: 1989, foodHabits: 'Vegetarian', city: 'Lindsay' });
  const fApi = await memberApi(f.email, f.password);
  const pubName = `fateh-${Date.now().toString(36)}`;
  expect((await fApi('updatePubURL', { params: { candidateId: f.candidateId }, body: { candidateProfilePublicURL: pubName } })).status).toBe(200);

  // E finds F in search and opens the modal: the line says how F came in, never who.
  await e.page.goto('/dashboard/searchProfiles?searchText=Lindsay&minAge=21&maxAge=45');
  await expect(e.page.getByText(/^Total \d+ profiles? matched to your search\.$/)).toBeVisible();
  await cardOf(e.page, 'Fateh').getByRole('button', { name: 'View' }).click();
  const modal = candidateDialog(e.page, 'Fateh');
  await expect(modal.getByText(trustTexts.invitedByVolunteers)).toBeVisible();
  await shot(e.page, 'referral-line-modal');

  // The report: a reason is required; then sent with details.
  await openMore(modal);
  await modal.getByRole('button', { name: trustTexts.reportButton }).click();
  const report = e.page.getByRole('dialog', { name: trustTexts.reportTitle });
  await expect(report).toContainText(trustTexts.reportIntro);
  await expectAccessible(e.page);
  await report.getByRole('button', { name: trustTexts.reportSend }).click();
  await expect(report.getByText('Please choose a reason')).toBeVisible();
  await expectAccessible(e.page);
  await report.getByLabel('Reason').selectOption('Fake or misleading profile');
  await report.getByLabel('Details (optional)').fill('The photos are of a film actor.');
  await shot(e.page, 'report-dialog');
  await report.getByRole('button', { name: trustTexts.reportSend }).click();
  await expect(report).toBeHidden();
  await expect(modal.getByRole('status').filter({ hasText: trustTexts.reported })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Reported' })).toBeDisabled();
  await shot(e.page, 'reported-modal');
  await expectAccessible(e.page);

  // F's profile page shows E the line, and Report beside Block this family under More.
  await e.page.goto(`/viewMyProfile/${pubName}`);
  await expect(e.page.getByRole('heading', { level: 1, name: "Fateh's Profile" })).toBeVisible();
  await expect(e.page.getByText(trustTexts.invitedByVolunteers)).toBeVisible();
  await openMore(e.page.getByRole('main'));
  await expect(e.page.getByRole('button', { name: trustTexts.reportButton })).toBeVisible();
  await shot(e.page, 'referral-line-page');

  // F's own view: no line, no Report.
  await f.page.goto(`/viewMyProfile/${pubName}`);
  await expect(f.page.getByRole('heading', { level: 1, name: "Fateh's Profile" })).toBeVisible();
  await expect(f.page.getByText('First Name')).toBeVisible();
  await expect(f.page.getByText(trustTexts.invitedByVolunteers)).toHaveCount(0);
  await expect(f.page.getByRole('button', { name: trustTexts.reportButton })).toHaveCount(0);
});

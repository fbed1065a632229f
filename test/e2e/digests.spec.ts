/**
 * The scheduled digests as families meet them, in Chromium against the local stack. The test runs
 * the job handlers as the schedule (or `npm run job -- <name> --at <time>`) does, with the time
 * moved: the daily digest reaches the family a proposal waits on, its link unsubscribes without
 * signing in and the settings page shows it; 30 days on, the unanswered proposal is 'Expired' to
 * both families and its sender gets a kind closing mail.
 */
import type { Page } from '@playwright/test';
import { familyThroughUi } from './families.js';
import { expect, expectAccessible, memberApi, test } from './fixtures.js';
import { readLatestMail } from './mail.js';

const DAY = 86_400_000;
const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });
const runJob = async (name: 'reminderDigest' | 'matchDigest', at: Date) => {
  const job = (await import(`#functions/jobs/${name}.js`)) as { handler: (e: { scheduledTime: string }) => Promise<{ complete: boolean }> };
  expect((await job.handler({ scheduledTime: at.toISOString() })).complete).toBe(true);
};

test('the daily digest, one-click unsubscribe, and a proposal that expires', async ({ browser }) => {
  test.setTimeout(240_000);
  const start = Date.now();
  const f = await familyThroughUi(browser, { firstName: 'Farida', lastName: 'Bhandari', gender: 'Female', dobYear: 1991, foodHabits: 'Vegetarian', city: 'Kelowna' });
  const g = await familyThroughUi(browser, { firstName: 'Gurdeep', lastName: 'Sandhuwal', gender: 'Male', dobYear: 1980, foodHabits: 'Vegetarian', city: 'Abbotsford' });
  // A match digest's link names a profile; opened by that profile's own family (a forwarded mail) it
  // leads to their own profile, not to another family's view of it with Propose and Block.
  await f.page.goto(`/dashboard?profile=${f.candidateId}`);
  await expect(f.page).toHaveURL(/\/dashboard\/myCandidateProfile$/);
  await expect(f.page.getByRole('button', { name: 'Propose' })).toHaveCount(0);

  // The proposal itself (proposals.spec.ts proposes through the pages).
  const api = await memberApi(f.email, f.password);
  const session = (await api('getSession')).body;
  expect((await api('saveUserInteraction', { body: { userProfileId: session.id, fromCandidateId: f.candidateId, toCandidateId: g.candidateId, interactionType: 'proposal' } })).status).toBe(200);

  // Four days on, the daily digest tells G's family the proposal is waiting.
  await runJob('reminderDigest', new Date(start + 4 * DAY));
  const digest = await readLatestMail(browser, g.email, /A proposal for Gurdeep is waiting for your answer/);
  expect(digest).toContain('The family of “Farida” (');
  expect(digest).toContain('/dashboard/receivedProposals');
  const link = /Unsubscribe: (\S+\/unsubscribe\?token=\S+)/.exec(digest)?.[1];
  expect(link).toBeTruthy();

  // Opened where another family is signed in (a forwarded mail), the page says whose e-mails it changes.
  await f.page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(f.page.getByText('You are signed in as Farida, but this link came in a mail to someone of another family: it changes their e-mails, not yours.')).toBeVisible();

  // The link works without signing in: a fresh browser, one click.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link!);
  await expect(stranger.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(stranger.getByText(/You are signed in as/)).toHaveCount(0);
  // What the button stops is said before it is pressed.
  await expect(stranger.getByText(/Unsubscribing stops every e-mail about proposals and answers/)).toBeVisible();
  await expectAccessible(stranger);
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(stranger.getByText(/You will no longer receive every e-mail about proposals and answers/)).toBeVisible();
  await expectAccessible(stranger);
  await stranger.context().close();

  // G's notification settings show the change.
  await g.page.goto('/dashboard/userSettings/viewNotifySetting');
  const row = g.page.getByText('E-mail me a digest of proposals waiting for my answer (daily, or weekly if chosen for proposals)', { exact: true }).locator('..');
  await expect(row.locator('dd')).toHaveText('No');

  // A forged link is refused and changes nothing.
  const forged = await (await browser.newContext()).newPage();
  await forged.goto(`${link!.slice(0, -3)}abc`);
  await forged.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(forged.getByRole('alert')).toContainText('This unsubscribe link is not valid or has expired');
  await forged.context().close();

  // Thirty days after the proposal (no reminder was sent), it expires for both families.
  await runJob('reminderDigest', new Date(start + 31 * DAY));
  const closing = await readLatestMail(browser, f.email, /Your proposal has come to a close/);
  expect(closing).toContain('has had no answer for 30 days');
  await f.page.goto('/dashboard/myProposals');
  const sent = cardOf(f.page, 'Gurdeep');
  await expect(sent).toContainText('Status: Expired');
  await expect(sent.getByRole('button', { name: 'Send Reminder' })).toBeDisabled();
  await expect(sent.getByRole('button', { name: 'Revoke' })).toBeDisabled();
  await g.page.goto('/dashboard/receivedProposals');
  const received = cardOf(g.page, 'Farida');
  await expect(received).toContainText('Status: Expired');
  await expect(received.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expectAccessible(g.page);
});

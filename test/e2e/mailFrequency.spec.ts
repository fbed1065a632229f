/**
 * Mail frequencies as a family meets them, in Chromium against the local stack: Q's family sets *Proposals and
 * answers* to *Daily digest* in Manage Notify Settings; P's family proposes; no mail comes at once
 * (nor when the held mails go out); the next daily run sends Q one digest carrying the proposal; its
 * *Weekly digest* link changes the setting without signing in, and a forged or expired link is
 * refused. The jobs run as the schedule runs them, their clocks moved.
 */
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { familyThroughUi } from './families.js';
import { expect, expectAccessible, memberApi, screenshotWidths, test } from './fixtures.js';
import { readLatestMail } from './mail.js';

const DAY = 86_400_000;
const runJob = async (name: 'reminderDigest' | 'heldMail', at: Date) => {
  const job = (await import(`#functions/jobs/${name}.js`)) as { handler: (e: { scheduledTime: string }) => Promise<{ complete: boolean }> };
  expect((await job.handler({ scheduledTime: at.toISOString() })).complete).toBe(true);
};

test('a family chooses a daily digest for proposals; a frequency link from the mail changes it without signing in', async ({ browser }) => {
  test.setTimeout(240_000);
  const p = await familyThroughUi(browser, { firstName: 'Parvati', lastName: 'Iyengarji', gender: 'Female', dobYear: 1990, foodHabits: 'Vegetarian', city: 'Peterborough' });
  const q = await familyThroughUi(browser, { firstName: 'Qasim', lastName: 'Rahmanji', gender: 'Male', dobYear: 1988, foodHabits: 'Vegetarian', city: 'Cornwall' });

  // Q's family: Manage Notify Settings, Proposals and answers -> Daily digest.
  await q.page.goto('/dashboard/userSettings/viewNotifySetting');
  await expect(q.page.getByText('Proposals and answers', { exact: true }).locator('..').locator('dd')).toHaveText('Immediately');
  await q.page.getByRole('link', { name: /^(Edit|Add)$/ }).click();
  await q.page.getByLabel(/Proposals and answers/).selectOption('daily');
  await expectAccessible(q.page);
  await screenshotWidths(q.page, 'mailFrequency-', 'settings-form');
  await q.page.getByRole('button', { name: 'Save' }).click();
  await expect(q.page.getByText('Your Notification Preferences are updated successfully!')).toBeVisible();
  await q.page.goto('/dashboard/userSettings/viewNotifySetting');
  await expect(q.page.getByText('Proposals and answers', { exact: true }).locator('..').locator('dd')).toHaveText('Daily digest');

  // P proposes (proposals.spec.ts proposes through the pages).
  const api = await memberApi(p.email, p.password);
  const session = (await api('getSession')).body;
  expect((await api('saveUserInteraction', { body: { userProfileId: session.id, fromCandidateId: p.candidateId, toCandidateId: q.candidateId, interactionType: 'proposal' } })).status).toBe(200);

  // No immediate mail: not now, nor when the held mails go out 11 minutes on.
  await runJob('heldMail', new Date(Date.now() + 11 * 60_000));
  const viewer = await browser.newPage();
  await viewer.goto(process.env.E2E_MAIL_VIEWER ?? '');
  await expect(viewer.locator('.email').filter({ hasText: q.email }).filter({ hasText: /A proposal for Qasim/ })).toHaveCount(0);
  await viewer.close();

  // The next daily run sends Q one digest with the proposal. The job keeps its last finished day:
  // other specs move its clock too, so its state is put back as found.
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
  const stateKey = { pk: 'JOB#reminderDigest', sk: 'STATE' };
  const saved = (await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: stateKey }))).Item;
  await db.send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: stateKey }));
  try {
    await runJob('reminderDigest', new Date(Date.now() + DAY));
  } finally {
    if (saved) await db.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: saved }));
    else await db.send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: stateKey }));
  }
  const digest = await readLatestMail(browser, q.email, /News about proposals for Qasim/);
  expect(digest).toContain('The family of “Parvati” (');
  expect(digest).toContain('has sent a proposal to Qasim.');
  expect(digest).toContain('/dashboard/receivedProposals');
  const link = /Weekly digest: (\S+\/mailFrequency\?token=\S+)/.exec(digest)?.[1];
  expect(link).toBeTruthy();
  expect(digest).not.toMatch(/^Daily digest: /m);

  // The link works without signing in: a fresh browser; opening it changes nothing, one click does.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link!);
  await expect(stranger.getByRole('heading', { name: 'E-mail Frequency' })).toBeVisible();
  await expectAccessible(stranger);
  await screenshotWidths(stranger, 'mailFrequency-', 'link-page');
  await stranger.getByRole('button', { name: 'Change Frequency' }).click();
  await expect(stranger.getByRole('heading', { name: 'E-mail Frequency Changed' })).toBeVisible();
  await expect(stranger.getByText('Proposals and answers: Weekly digest. You can change it again under User Settings.')).toBeVisible();
  await expectAccessible(stranger);
  await screenshotWidths(stranger, 'mailFrequency-', 'link-done');
  await stranger.context().close();
  await q.page.goto('/dashboard/userSettings/viewNotifySetting');
  await expect(q.page.getByText('Proposals and answers', { exact: true }).locator('..').locator('dd')).toHaveText('Weekly digest');

  // A forged link and an expired one are refused and change nothing.
  const { signFrequencyToken } = await import('#functions/lib/frequencyToken.js');
  const qId = (await (await memberApi(q.email, q.password))('getSession')).body.id as string;
  const expired = signFrequencyToken({ userId: qId, topic: 'proposals', frequency: 'never', exp: Math.floor(Date.now() / 1000) - 60 });
  for (const bad of [`${link!.slice(0, -3)}abc`, link!.replace(/token=.*$/, `token=${encodeURIComponent(expired)}`)]) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(bad);
    await page.getByRole('button', { name: 'Change Frequency' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is not valid or has expired');
    await expectAccessible(page);
    await page.context().close();
  }
  await q.page.goto('/dashboard/userSettings/viewNotifySetting');
  await expect(q.page.getByText('Proposals and answers', { exact: true }).locator('..').locator('dd')).toHaveText('Weekly digest');
});

/**
 * The family's data rights, in Chromium against the local stack: a new family downloads its data
 * from User Settings → My Data (the file holds its profile), then deletes its account by typing its
 * e-mail; it lands on the home page signed out, signing in fails, its photos are gone from S3, and
 * the family it exchanged a proposal with sees 'A family that left'. axe on both new pages. Set
 * E2E_SCREENSHOTS_DIR to keep screenshots of them at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { FAMILY_LEFT } from '#shared/domain/proposals.js';
import { texts } from '#shared/texts.js';
import { familyThroughUi } from './families.js';
import { expect, expectAccessible, memberApi, screenshotWidths, test } from './fixtures.js';
import { readLatestMail } from './mail.js';

const screenshot = (page: Page, name: string) => screenshotWidths(page, 'dataRights-', name);

async function photoObjects(candidateId: string): Promise<string[]> {
  const s3 = new S3Client({ region: 'us-east-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: true });
  const res = await s3.send(new ListObjectsV2Command({ Bucket: process.env.PHOTO_BUCKET, Prefix: `photos/${candidateId}/` }));
  return (res.Contents ?? []).map((o) => o.Key ?? '');
}

test('download my data, delete my account: signed out for good, photos gone, the other family sees a family that left', async ({ browser }) => {
  test.setTimeout(240_000);
  const leaving = await familyThroughUi(browser, { firstName: 'Ishani', lastName: 'Vadhera', gender: 'Female', dobYear: 1990, foodHabits: 'Vegetarian', city: 'Guelph' });
  const staying = await familyThroughUi(browser, { firstName: 'Jaspreet', lastName: 'Grewalji', gender: 'Male', dobYear: 1988, foodHabits: 'Vegetarian', city: 'Brantford' });
  // A past proposal between them (proposals.spec.ts proposes and accepts through the pages).
  const leavingApi = await memberApi(leaving.email, leaving.password);
  const leavingId = (await leavingApi('getSession')).body.id as string;
  const proposal = await leavingApi('saveUserInteraction', {
    body: { userProfileId: leavingId, fromCandidateId: leaving.candidateId, toCandidateId: staying.candidateId, interactionType: 'proposal' },
  });
  expect(proposal.status).toBe(200);
  const stayingApi = await memberApi(staying.email, staying.password);
  const stayingId = (await stayingApi('getSession')).body.id as string;
  expect((await stayingApi('acceptTheirProposal', { params: { userId: stayingId, interactionId: proposal.body.id } })).status).toBe(200);
  // One photo, kept at three sizes: the original, the 120 px thumbnail and the view copy.
  expect(await photoObjects(leaving.candidateId)).toHaveLength(3);

  // Download My Data, from the User Settings menu.
  const page = leaving.page;
  await page.goto('/dashboard/userSettings');
  await page.getByRole('navigation', { name: 'User settings' }).getByRole('link', { name: 'My Data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Data' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'my-data');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: dataRightsTexts.downloadTitle }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(dataRightsTexts.downloadFileName);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file.userProfile).toMatchObject({ id: leavingId, userEmail: leaving.email, firstName: 'Ishani' });
  expect(file.candidateProfile).toMatchObject({ id: leaving.candidateId, firstName: 'Ishani', lastName: 'Vadhera', city: 'Guelph' });
  expect(file.candidateProfile.photos).toHaveLength(1);
  expect(file.proposalsSent).toEqual([expect.objectContaining({ toCandidateId: staying.candidateId, status: 'Accepted' })]);
  await expect(page.getByText(`Your file ${dataRightsTexts.downloadFileName} is downloaded.`)).toBeVisible();

  // Delete My Account and Everything: the button waits for the candidate's first name.
  await page.getByRole('link', { name: `${dataRightsTexts.deleteTitle}…` }).click();
  await expect(page.getByRole('heading', { level: 1, name: dataRightsTexts.deleteTitle })).toBeVisible();
  const confirmField = page.getByLabel("Type your candidate's first name to confirm");
  const deleteButton = page.getByRole('button', { name: dataRightsTexts.deleteTitle });
  await expect(deleteButton).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, 'delete-account');
  await confirmField.fill('Ishita');
  await expect(deleteButton).toBeDisabled();
  await confirmField.fill('ishani');
  await expect(deleteButton).toBeEnabled();
  await screenshot(page, 'delete-account-typed');
  await deleteButton.click();
  await expect(page).toHaveURL(/\/\?notice=accountDeleted$/);
  await expect(page.getByText('Your account and everything it held are deleted, and you are signed out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await readLatestMail(browser, leaving.email, /Your family's rishta account is deleted/)).toContain('A family that left');

  // Signing in fails; the photos are gone.
  await page.goto('/signin');
  await page.getByLabel(/^e-?mail/i).fill(leaving.email);
  await page.getByLabel(/^password/i).fill(leaving.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText(texts.signInIncorrect)).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  expect(await photoObjects(leaving.candidateId)).toEqual([]);

  // The other family keeps the proposal in its history, from a family that left.
  await staying.page.goto('/dashboard/receivedProposals');
  const card = staying.page.getByRole('article', { name: FAMILY_LEFT });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Accepted');
  await expect(staying.page.getByText('Ishani')).toHaveCount(0);
  await expectAccessible(staying.page);
});

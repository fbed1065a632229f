/**
 * Photos on the family's terms, in Chromium against the local stack: family A (two
 * photos) chooses 'first photo only' on Manage Photos; family B sees one photo and 'Request
 * Photos', and requests; A gets the mail and approves under Photo Requests; B now sees both; A
 * withdraws the approval and B sees one again; after A and B accept a proposal B sees both; a
 * visitor at A's shared link sees one. Axe on the new pages and states; screenshots at 1280 and
 * 390 px with E2E_SCREENSHOTS_DIR (default test-results/photo-access).
 */
import type { Page } from '@playwright/test';
import { photoAccessTexts } from '#shared/texts.js';
import { familyThroughUi } from './families.js';
import { candidateDialog, expect, expectAccessible, memberApi, noisyPng, screenshotWidths, test } from './fixtures.js';
import { readLatestMail } from './mail.js';

const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });
const shots = (page: Page, name: string) => screenshotWidths(page, 'photo-access-', name);

/** B opens A's Candidate Details from search and answers how many of A's photos it shows. */
async function photosInModal(page: Page, city: string, firstName: string) {
  await page.goto(`/dashboard/searchProfiles?searchText=${city}&minAge=21&maxAge=45`);
  await cardOf(page, firstName).getByRole('button', { name: 'View' }).click();
  const modal = candidateDialog(page, firstName);
  await expect(modal.getByRole('heading', { name: 'Shared Photos' })).toBeVisible();
  return modal;
}

test('first photo only, a request approved and withdrawn, a proposal opens all, the visitor sees one', async ({ browser }) => {
  test.setTimeout(300_000);
  process.env.E2E_SCREENSHOTS_DIR ??= 'test-results/photo-access';
  const { mkdirSync } = await import('node:fs');
  mkdirSync(process.env.E2E_SCREENSHOTS_DIR, { recursive: true });
  const a = await familyThroughUi(browser, { firstName: 'Anjali', lastName: 'Sethiya', gender: 'Female', dobYear: 1981, foodHabits: 'Vegetarian', city: 'Timmins' });
  const b = await familyThroughUi(browser, { firstName: 'Baldev', lastName: 'Grewalji', gender: 'Male', dobYear: 1980, foodHabits: 'Vegetarian', city: 'Cornwall' });

  // A uploads a second photo and chooses 'first photo only' on Manage Photos.
  await a.page.goto(`/dashboard/myCandidateProfile/${a.candidateId}/myPhotos/uploadphotos`);
  await a.page.locator('input[type=file]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await noisyPng(a.page, 64) });
  await a.page.getByRole('button', { name: /^upload/i }).click();
  await expect(a.page.getByText('Your photo is uploaded successfully!')).toBeVisible();
  await a.page.goto('/dashboard/myCandidateProfile');
  await a.page.getByRole('link', { name: 'Manage Photos' }).click();
  const setting = a.page.getByRole('radiogroup', { name: photoAccessTexts.settingLegend });
  await expect(setting.getByRole('radio', { name: photoAccessTexts.choices.all })).toBeChecked();
  // Chosen by its label, as a person clicks it (Amplify's radio input itself is visually hidden).
  await setting.getByText(photoAccessTexts.choices.first, { exact: true }).click();
  await expect(setting.getByRole('radio', { name: photoAccessTexts.choices.first })).toBeChecked();
  await a.page.getByRole('button', { name: 'Save Choice' }).click();
  await expect(a.page.getByText(photoAccessTexts.saved)).toBeVisible();
  await expectAccessible(a.page);
  await shots(a.page, 'manage-photos');

  // B sees one photo and 'Request Photos' (card and modal), and requests.
  await b.page.goto('/dashboard/searchProfiles?searchText=Timmins&minAge=21&maxAge=45');
  const card = cardOf(b.page, 'Anjali');
  await expect(card.getByRole('img', { name: 'Photo of Anjali' })).toBeVisible();
  await expect(card.getByRole('button', { name: photoAccessTexts.requestPhotos })).toBeVisible();
  await expectAccessible(b.page);
  await shots(b.page, 'search-card');
  let modal = await photosInModal(b.page, 'Timmins', 'Anjali');
  await expect(modal.getByRole('img', { name: /^Anjali, photo/ })).toHaveCount(1);
  await modal.getByRole('button', { name: photoAccessTexts.requestPhotos }).click();
  await expect(modal.getByRole('button', { name: photoAccessTexts.requested })).toBeDisabled();
  await expect(modal.getByText(photoAccessTexts.requestSent)).toBeVisible();
  await expectAccessible(b.page);
  await shots(b.page, 'modal-requested');

  // A gets the mail, finds the request under Photo Requests (from My Candidate Profile) and approves.
  const mail = await readLatestMail(browser, a.email, new RegExp(photoAccessTexts.mailSubject));
  expect(mail).toContain('/dashboard/myCandidateProfile/photoRequests');
  await a.page.goto('/dashboard/myCandidateProfile');
  await a.page.getByRole('link', { name: 'Photo Requests' }).click();
  await expect(a.page.getByRole('heading', { name: photoAccessTexts.listTitle })).toBeVisible();
  const request = cardOf(a.page, 'Baldev');
  await expect(request).toContainText(photoAccessTexts.statusLabels.pending);
  await expectAccessible(a.page);
  await shots(a.page, 'photo-requests');
  await request.getByRole('button', { name: photoAccessTexts.approve }).click();
  await expect(a.page.getByText(photoAccessTexts.approved)).toBeVisible();
  await expect(request).toContainText(`Status: ${photoAccessTexts.statusLabels.approved}`);

  // B now sees both photos.
  modal = await photosInModal(b.page, 'Timmins', 'Anjali');
  await expect(modal.getByRole('img', { name: /^Anjali, photo/ })).toHaveCount(2);
  await expect(modal.getByRole('button', { name: photoAccessTexts.requestPhotos })).toHaveCount(0);

  // A withdraws the approval: B sees one again, and its request says only 'not now'.
  await request.getByRole('button', { name: photoAccessTexts.withdraw }).click();
  await expect(request).toContainText(photoAccessTexts.statusLabels.withdrawn);
  await expectAccessible(a.page);
  modal = await photosInModal(b.page, 'Timmins', 'Anjali');
  await expect(modal.getByRole('img', { name: /^Anjali, photo/ })).toHaveCount(1);
  await expect(modal.getByText(`${photoAccessTexts.onRequest}: ${photoAccessTexts.notNow}`)).toBeVisible();

  // B proposes from the modal and A accepts: B sees both photos.
  await modal.getByRole('button', { name: 'Propose' }).click();
  await b.page.getByRole('dialog', { name: 'Send a proposal?' }).getByRole('button', { name: 'Yes, Propose' }).click();
  await expect(modal.getByRole('button', { name: 'Proposed' })).toBeDisabled();
  await a.page.goto('/dashboard/receivedProposals');
  await cardOf(a.page, 'Baldev').getByRole('button', { name: 'Accept' }).click();
  await a.page.getByRole('dialog', { name: 'Accept this proposal?' }).getByRole('button', { name: 'Yes, Accept' }).click();
  await expect(cardOf(a.page, 'Baldev')).toContainText('Status: Accepted');
  modal = await photosInModal(b.page, 'Timmins', 'Anjali');
  await expect(modal.getByRole('img', { name: /^Anjali, photo/ })).toHaveCount(2);

  // A visitor at A's shared link sees the first photo only.
  const api = await memberApi(a.email, a.password);
  const name = `anjali-${Date.now().toString(36)}`;
  expect((await api('updatePubURL', { params: { candidateId: a.candidateId }, body: { candidateProfilePublicURL: name } })).status).toBe(200);
  const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/shared/${name}`);
  await expect(visitor.getByRole('heading', { name: "Anjali's Profile" })).toBeVisible();
  await expect(visitor.getByRole('img', { name: /^Anjali, photo/ })).toHaveCount(1);
  await expectAccessible(visitor);
  await shots(visitor, 'shared-link');
  await visitorContext.close();
});

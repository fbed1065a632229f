/**
 * The photo upload's progress bar is fed by the upload's real progress events: with the network
 * throttled through the Chrome DevTools protocol, it is seen strictly between 0 and 100. The
 * photo goes with the copies the browser made (thumbnail, view copy), which the server keeps. A
 * file named as a photo that is none is refused first, in words that say so.
 */
import { photoTexts } from '#shared/domain/photoFiles.js';
import { candidateBody } from '../sampleData.js';
import { expect, expectAccessible, memberApi, noisyPng, screenshotWidths, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

test('the progress bar shows an upload in progress on a slow network', async ({ page }) => {
  const email = uniqueEmail();
  await signUpThroughUi(page, { firstName: 'Neha', lastName: 'Joshi', email, phone: '4165550142', password: 'secret-123' });
  const api = await memberApi(email, 'secret-123');
  const created = await api('saveCandidateProfile', { body: candidateBody() });
  expect(created.status).toBe(200);
  // This browser signed in before the profile was made (elsewhere, as by another member on their
  // phone): My Candidate Profile, opened straight, asks the server rather than say there is none.
  await page.goto('/dashboard/myCandidateProfile');
  await expect(page.getByText('Priya').first()).toBeVisible();
  await expect(page.getByText('You have no candidate profile yet.')).toHaveCount(0);

  // Reached from Manage Photos within the app, so Back stays in the app too.
  await page.goto(`/dashboard/myCandidateProfile/${created.body.id}/myPhotos`);
  await page.getByRole('link', { name: 'Upload Photos' }).click();
  await expect(page).toHaveURL(/uploadphotos/);
  // A file named as a photo that is none is refused in words that say so (not as a wrong file type).
  await page.locator('input[type=file]').setInputFiles({ name: 'notaphoto.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await page.getByRole('button', { name: /^upload/i }).click();
  await expect(page.getByText(photoTexts.unreadable)).toBeVisible();
  await expect(page.getByText(photoTexts.fileType)).toHaveCount(0);

  const image = await noisyPng(page, 700);
  expect(image.length).toBeGreaterThan(1_000_000);
  expect(image.length).toBeLessThan(5_242_880);
  await page.locator('input[type=file]').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: image });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 1_000_000, uploadThroughput: 150_000 });

  await page.getByRole('button', { name: /^upload/i }).click();
  const bar = page.locator('progress[aria-label="Upload progress"]');
  const values: number[] = [];
  await expect
    .poll(
      async () => {
        const v = Number((await bar.getAttribute('value').catch(() => null)) ?? NaN);
        if (!Number.isNaN(v)) values.push(v);
        return v > 0 && v < 100;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  expect(values.some((v) => v > 0 && v < 100)).toBe(true);
  // Back while it goes up asks first; kept on the page, the upload goes on.
  const asked = page.waitForEvent('dialog');
  await page.evaluate(() => history.back());
  const dialog = await asked;
  expect([dialog.type(), dialog.message()]).toEqual(['confirm', 'The photo is still being uploaded. Leave this page and stop the upload?']);
  await dialog.dismiss().catch(() => undefined);
  await expect(page).toHaveURL(/uploadphotos/);
  // A reload asks too (the browser's own question).
  const reloadAsked = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const reloadDialog = await reloadAsked;
  expect(reloadDialog.type()).toBe('beforeunload');
  await reloadDialog.dismiss();
  await expect(page).toHaveURL(/uploadphotos/);

  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page).toHaveURL(/confirmFileUpload/, { timeout: 60_000 });
  const photos = await api('getPhotos', { params: { candidateId: created.body.id } });
  expect(photos.body.items).toHaveLength(1);
  // The browser's canvas made the copies and the server's check kept them: the gallery shows the
  // view copy (JPEG), the owner's link opens the original as chosen (PNG).
  const [photo] = photos.body.items;
  const head = async (url: string) => [...new Uint8Array(await (await fetch(url)).arrayBuffer()).subarray(0, 4)];
  expect(await head(photo.fileURL)).toEqual([0xff, 0xd8, 0xff, expect.any(Number)]);
  expect(await head(photo.originalURL)).toEqual([0x89, 0x50, 0x4e, 0x47]);
  await page.goto(`/dashboard/myCandidateProfile/${created.body.id}/myPhotos`);
  await expect(page.getByRole('link', { name: 'Open the original of photo 1 of 1 in a new tab' })).toBeVisible();
  await expectAccessible(page);
  await screenshotWidths(page, 'photos-', 'manage-photos');
});

/**
 * A parent on a phone (390 x 844, touch): the candidate form keeps what was typed across a reload,
 * the profile is saved before any photo, and then the phone's photos go up as they are — one with
 * a long WhatsApp name, one camera-sized photo of more than 5MB — renamed and scaled in the browser
 * so what is stored meets the spec's rules. Manage Photos names the photos by position and stacks
 * the three 'who sees your photos' choices as whole-width rows of at least 44 px.
 */
import type { Page } from '@playwright/test';
import { PHOTO_MAX_BYTES } from '#shared/domain/candidate.js';
import { expect, expectAccessible, memberApi, noisyPng, screenshotWidths, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WHATSAPP_NAME = 'WhatsApp Image 2024-11-03 at 18.45.12 (1).png';

/** The form's fields a family fills, by label: a select's option, or a text field's text. */
const firstHalf: [string, string, 'select' | 'text'][] = [
  ['First Name', 'Kavya', 'text'], ['Last Name', 'Raghunathan', 'text'], ['Email', 'kavya.r@example.org', 'text'],
  ['Gender', 'Female', 'select'], ['Birth Month', '7', 'select'], ['Birth Year', '1996', 'select'],
  ['Birth Country', 'India', 'select'], ['Brought Up Country', 'Canada', 'select'], ['Height (feet)', '5', 'select'],
  ['Height (inches)', '3', 'select'], ['Religion', 'Hinduism', 'select'], ['Gotra', 'Other', 'select'], ['Enter Gotra', 'Kaushik', 'text'],
];
const secondHalf: [string, string, 'select' | 'text'][] = [
  ['Native Language', 'Tamil', 'select'], ['Food Habits', 'Vegetarian', 'select'], ['Drink Habits', 'No', 'select'],
  ['Smoke Habits', 'No', 'select'], ['Marriage Status', 'Single (Never Married)', 'select'], ['Education', 'Master', 'select'],
  ['Profession', 'Other', 'select'], ['Immigration Status', 'Canadian Citizen', 'select'], ['Country', 'Canada', 'select'],
  ['State / Province', 'Ontario', 'select'], ['City', 'Mississauga', 'text'], ['Open to Relocate', 'Yes', 'select'],
  ['Contact Person Name', 'Lakshmi Raghunathan', 'text'], ['Contact Person Relation', 'Mother', 'select'], ['Contact Person Phone', '9055550142', 'text'],
];

async function fill(page: Page, fields: typeof firstHalf) {
  for (const [label, value, kind] of fields) {
    const field = page.getByLabel(label, { exact: true });
    if (kind === 'select') await field.selectOption(value);
    else await field.fill(value);
  }
}

const draftSaved = (page: Page, text: string) =>
  expect.poll(() => page.evaluate((t) => Object.keys(localStorage).some((k) => k.startsWith('rishta.candidateDraft.') && localStorage.getItem(k)!.includes(t)), text));

/**
 * The elements reaching past the phone's 390 px (none: the page never scrolls sideways). A row made
 * to scroll sideways on its own (the dashboard's sub-navigation) may hold more than fits.
 */
const pastTheScreen = (page: Page) =>
  page.evaluate(() => {
    const inOwnScroller = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(p).overflowX) && p.getBoundingClientRect().right <= 391) return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > 391 && !inOwnScroller(e))
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`)
      .slice(0, 5);
    return document.documentElement.scrollWidth > 390 ? [`page ${document.documentElement.scrollWidth} px wide`, ...past] : past;
  });

async function agree(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).tap();
}

test('a parent on a phone keeps the draft over a reload, saves first, then adds a long-named and a 6 MB photo', async ({ page }) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('phone');
  await signUpThroughUi(page, { firstName: 'Lakshmi', lastName: 'Raghunathan', email, phone: '9055550142', password: 'secret-123' });
  await agree(page);

  // Required fields first, each section a heading a screen reader jumps by.
  const headings = await page.locator('form h2').allTextContents();
  expect(headings.slice(0, 5)).toEqual(['About the Candidate', 'Background and Habits', 'Education and Work', 'Where the Candidate Lives', 'Contact']);
  expect(headings.slice(-2)).toEqual(['Family Details (optional)', 'Horoscope (optional)']);

  // Half-way, the page is reloaded (or the phone dropped it while the parent was in WhatsApp).
  await fill(page, firstHalf);
  await draftSaved(page, 'Kaushik').toBe(true);
  await page.reload();
  await agree(page);
  await expect(page.getByText('Draft restored — what you typed before is filled in again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discard draft' })).toBeVisible();
  for (const [label, value] of firstHalf) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  expect(await pastTheScreen(page)).toEqual([]);
  await expectAccessible(page);
  await screenshotWidths(page, 'phone-', 'candidate-form-draft');
  await page.setViewportSize({ width: 390, height: 844 });

  // Saved without a photo: the photos come after (others see the profile once it has one).
  await fill(page, secondHalf);
  await page.getByRole('button', { name: 'Submit' }).tap();
  await expect(page).toHaveURL(/\/new\/candProfileConfirm\?candidateId=/, { timeout: 30_000 });
  const candidateId = new URL(page.url()).searchParams.get('candidateId')!;
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rishta.candidateDraft.')))).toEqual([]);
  const api = await memberApi(email, 'secret-123');
  expect((await api('getSession')).body.candidateProfilePhotoFlag).toBe(false);

  // A WhatsApp photo with its long name: shown as it will be saved, and kept under that name.
  await page.goto(`/dashboard/myCandidateProfile/${candidateId}/myPhotos/uploadphotos`);
  await page.locator('input[type=file]').setInputFiles({ name: WHATSAPP_NAME, mimeType: 'image/png', buffer: await noisyPng(page, 300) });
  await expect(page.getByText('Saved as WhatsApp-Image-2024-11-03-at-18-45.png')).toBeVisible();
  await expect(page.getByText('File Name should be less than 40 characters.')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotWidths(page, 'phone-', 'upload-photo');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^upload/i }).tap();
  await expect(page).toHaveURL(/confirmFileUpload/, { timeout: 60_000 });

  // A camera-sized photo of more than 5MB: made smaller in the browser, kept under 5MB.
  const large = await noisyPng(page, 1300);
  expect(large.length).toBeGreaterThan(PHOTO_MAX_BYTES);
  await page.goto(`/dashboard/myCandidateProfile/${candidateId}/myPhotos/uploadphotos`);
  await page.locator('input[type=file]').setInputFiles({ name: 'IMG_20241103_184512.png', mimeType: 'image/png', buffer: large });
  await expect(page.getByText('File size should be less than 5MB.')).toHaveCount(0);
  await page.getByRole('button', { name: /^upload/i }).tap();
  await expect(page).toHaveURL(/confirmFileUpload/, { timeout: 90_000 });

  const photos = (await api('getPhotos', { params: { candidateId } })).body.items as { fileName: string; originalURL: string }[];
  expect(photos.map((p) => p.fileName)).toEqual(['WhatsApp-Image-2024-11-03-at-18-45.png', 'IMG_20241103_184512.png']);
  for (const photo of photos) {
    const stored = new Uint8Array(await (await fetch(photo.originalURL)).arrayBuffer());
    expect(stored.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect([...stored.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }
  expect((await api('getSession')).body.candidateProfilePhotoFlag).toBe(true);

  // Manage Photos: the photos by position, the three choices one a line, whole-width and tappable.
  await page.goto(`/dashboard/myCandidateProfile/${candidateId}/myPhotos`);
  await expect(page.getByRole('button', { name: 'Delete photo 1 of 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete photo 2 of 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: /WhatsApp|IMG_/ })).toHaveCount(0);
  const choices = page.locator('.photo-access-choices label.amplify-radio');
  await expect(choices).toHaveCount(3);
  const boxes = await Promise.all((await choices.all()).map((c) => c.boundingBox()));
  const group = (await page.locator('.photo-access-choices .amplify-radiogroup').boundingBox())!;
  for (const [i, box] of boxes.entries()) {
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(group.width - 1);
    if (i > 0) expect(box!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
  }
  expect(await pastTheScreen(page)).toEqual([]);
  await choices.nth(2).tap();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await expectAccessible(page);
  await screenshotWidths(page, 'phone-', 'manage-photos');
});

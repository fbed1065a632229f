/**
 * The candidate profile of a new family, end to end in Chromium: disclaimer, the form whose submit
 * also uploads the chosen photo (and, when that upload fails, says so and keeps the photo for the
 * upload page), a second photo uploaded and one deleted, expectations, view and edit, disable with a reason and enable again,
 * a shared URL opened by a signed-out visitor, and finally deletion (its photos gone from S3) —
 * with an axe scan of every page on the way.
 */
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Page, Route } from '@playwright/test';
import { candidateBody } from '../sampleData.js';
import { expect, expectAccessible, memberApi, noisyPng, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

async function inS3(key: string): Promise<boolean> {
  const s3 = new S3Client({ region: 'us-east-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  try {
    await s3.send(new HeadObjectCommand({ Bucket: process.env.PHOTO_BUCKET, Key: key }));
    return true;
  } catch (e) {
    if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw e;
  }
}

const select = (page: Page, label: string, option: string | { label: string }) =>
  page.getByLabel(label, { exact: true }).selectOption(option);

async function fillCandidateForm(page: Page, photo: Buffer) {
  await page.getByLabel('First Name', { exact: true }).fill('Neha');
  await page.getByLabel('Last Name', { exact: true }).fill('Joshipura');
  await page.getByLabel('Email', { exact: true }).fill('neha.joshi@example.org');
  await select(page, 'Gender', 'Female');
  await select(page, 'Birth Month', { label: 'July' });
  await select(page, 'Birth Year', '1996');
  await select(page, 'Birth Country', 'India');
  await select(page, 'Brought Up Country', 'United States');
  await select(page, 'Religion', 'Hinduism');
  await select(page, 'Gotra', 'Other');
  await page.getByLabel('Enter Gotra').fill('Kasliwal');
  await select(page, 'Height (feet)', '5');
  await select(page, 'Height (inches)', '3');
  await select(page, 'Native Language', 'Marathi');
  await select(page, 'Food Habits', 'Vegetarian');
  await select(page, 'Drink Habits', 'No');
  await select(page, 'Smoke Habits', { label: 'Chain Smokers' });
  await select(page, 'Marriage Status', 'Divorced');
  await select(page, 'Years in Previous Marriage', '1-9');
  await select(page, 'Number of Children from Previous Marriage', '0');
  await select(page, 'Education', 'Master');
  await select(page, 'Profession', 'Other');
  await page.getByLabel('Employer (optional)').fill('Garden State Health');
  await select(page, 'Immigration Status', 'US Citizen');
  await select(page, 'Country', 'United States');
  await select(page, 'State', 'New Jersey');
  await page.getByLabel('City', { exact: true }).fill('Edison');
  await select(page, 'Open to Relocate', 'Yes');
  await page.getByLabel('Contact Person Name').fill('Sunita Joshi');
  await select(page, 'Contact Person Relation', 'Mother');
  await page.getByLabel('Contact Person Phone').fill('7325550188');
  await page.locator('input[type=file]').setInputFiles({ name: 'neha.png', mimeType: 'image/png', buffer: photo });
}

test('a family creates, manages, shares and deletes a candidate profile', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail();
  await signUpThroughUi(page, { firstName: 'Sunita', lastName: 'Joshi', email, phone: '7325550188', password: 'secret-123' });

  // The disclaimer cannot be dismissed by Escape; Close without agreeing explains why.
  const disclaimer = page.getByRole('dialog', { name: 'Before you add a profile' });
  await expect(disclaimer).toContainText('Please add only what is true');
  await page.keyboard.press('Escape');
  await expect(disclaimer).toBeVisible();
  await expectAccessible(page);
  await disclaimer.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('You need to agree to the disclaimer before you upload a profile.')).toBeVisible();
  await page.getByRole('button', { name: 'Read the Disclaimer Again' }).click();
  await disclaimer.getByRole('button', { name: 'Agree' }).click();

  // The form: spec messages for an empty submit, then a complete profile.
  const photo1 = await noisyPng(page, 120);
  await page.locator('input[type=file]').setInputFiles({ name: 'neha.png', mimeType: 'image/png', buffer: photo1 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select gender')).toBeVisible();
  await expect(page.getByText('Please enter contact person name')).toBeVisible();
  await expectAccessible(page);
  await fillCandidateForm(page, photo1);
  // The submit saves the profile, then uploads the chosen photo with the progress bar.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your candidate profile is saved successfully!').first()).toBeVisible();
  await expect(page.locator('progress[aria-label="Upload progress"]')).toBeVisible();
  await expect(page).toHaveURL(/\/new\/candProfileConfirm/);
  await expect(page.getByText('Your photo is uploaded successfully!')).toBeVisible();
  await expect(page.getByText('There is an error in uploading the photo')).toHaveCount(0);
  await expectAccessible(page);

  // The stored session knows about the photo: 'Go to My Dashboard' leads to the dashboard, not the photo gate.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('LoggedInUserProfile') ?? '{}').candidateProfilePhotoFlag)).toBe(true);
  await page.getByRole('link', { name: 'Go to My Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your candidate photo(s) are not uploaded.', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Please upload at least one photo', { exact: false })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/new\/candProfileConfirm/);

  // Two photos: the one uploaded by the form, then another; then one is deleted.
  await page.getByRole('link', { name: 'Upload Another Photo' }).click();
  await expect(page).toHaveURL(/\/myPhotos\/uploadphotos/);
  await expectAccessible(page);
  await page.locator('input[type=file]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await noisyPng(page, 90) });
  await page.getByRole('button', { name: /^upload/i }).click();
  await expect(page).toHaveURL(/confirmFileUpload/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Manage Photos' }).click();
  await expect(page.getByText('(Click/Tap the photo to delete it)')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: /delete photo/i })).toHaveCount(2);
  // Named by position, never by file name: the second photo is 'second.png'.
  await page.getByRole('button', { name: 'Delete photo 2 of 2' }).click();
  await expect(page.getByText('Are you sure to delete this photo?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: /delete photo/i })).toHaveCount(1);

  const api = await memberApi(email, 'secret-123');
  const session = await api('getSession');
  const candidateId: string = session.body.candidateId;
  expect(session.body.candidateProfilePhotoFlag).toBe(true);
  const photoIds: string[] = (await api('getPhotos', { params: { candidateId } })).body.items.map((p: { id: string }) => p.id);
  expect(photoIds).toHaveLength(1);

  // Expectations, with the remaining-characters counter.
  await page.goto('/dashboard/myCandidateProfile');
  await page.getByRole('link', { name: 'Manage Expectation' }).click();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add' }).click();
  await select(page, 'Gender', 'Male');
  await select(page, 'Minimum Age', '27');
  await select(page, 'Maximum Age', '35');
  await page.getByLabel('Expectations').fill('Kind, close to family, enjoys travelling.');
  await expect(page.getByText(`${145 - 'Kind, close to family, enjoys travelling.'.length} characters left`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your Expectation is saved successfully!')).toBeVisible();
  await expectAccessible(page);

  // The owner's view and an edit.
  await page.goto('/dashboard/myCandidateProfile');
  await expect(page.getByText('Hinduism')).toBeVisible();
  await expect(page.getByText('Joshipura')).toBeVisible();
  await expect(page.getByText('Today')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/edit\?uprofileid=/);
  await expectAccessible(page);
  await page.getByLabel('City', { exact: true }).fill('Princeton');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Princeton')).toBeVisible();

  // Disable with a reason, then enable again.
  await page.getByRole('button', { name: 'Disable Profile' }).click();
  await expect(page.getByText('Are you sure to change profile status?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/changeCandProfileStatus/);
  await expectAccessible(page);
  await page.getByLabel('Profile Status Reason').selectOption({ label: 'Taking a Break' });
  await page.getByRole('button', { name: 'Save Status Reason' }).click();
  await expect(page.getByText('Profile Status Reason is updated successfully!')).toBeVisible();
  await expectAccessible(page);
  expect((await api('getSession')).body.candidateProfileVisibilityFlag).toBe(false);
  await page.locator('section').getByRole('link', { name: 'My Candidate Profile' }).click();
  await page.getByRole('button', { name: 'Enable Profile' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/changeCandProfileStatus/);
  expect((await api('getSession')).body.candidateProfileVisibilityFlag).toBe(true);

  // A shared URL, opened by a signed-out visitor.
  await page.goto('/dashboard/myCandidateProfile');
  await page.getByRole('link', { name: 'Manage Shared Profile URL' }).click();
  await expect(page.getByText('Your profile is not shared yet.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit Shared URL' }).click();
  const name = `neha-${Date.now().toString(36)}`;
  await page.getByLabel('Public URL').fill(name);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`/shared/${name}`).first()).toBeVisible();

  await page.goto(`/viewMyProfile/${name}`);
  await expect(page.getByText('Shared Photos')).toBeVisible();
  await expectAccessible(page);

  const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/shared/${name}`);
  await expect(visitor.getByText('Sunita Joshi')).toBeVisible();
  await expect(visitor.getByText('7325550188')).toBeVisible();
  await expect(visitor.getByText('Hinduism')).toHaveCount(0);
  await expectAccessible(visitor);
  await visitor.goto('/shared/no-such-name');
  await expect(visitor.getByText("We didn't find the shared profile for this URL.")).toBeVisible();
  await visitorContext.close();

  // Delete, asked twice; the photos are gone from S3.
  expect(await inS3(`photos/${candidateId}/${photoIds[0]}`)).toBe(true);
  await page.goto('/dashboard/myCandidateProfile');
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Profile Now' }).click();
  await expect(page).toHaveURL(/\/new\?uprofileid=/);
  expect(await inS3(`photos/${candidateId}/${photoIds[0]}`)).toBe(false);
  expect((await api('getSession')).body.candidateId).toBeNull();
});

test('when the photo upload fails, the profile stays saved and the confirm page says so', async ({ page }) => {
  const email = uniqueEmail();
  await signUpThroughUi(page, { firstName: 'Sunita', lastName: 'Joshi', email, phone: '7325550189', password: 'secret-123' });
  await page.getByRole('dialog', { name: 'Before you add a profile' }).getByRole('button', { name: 'Agree' }).click();
  await fillCandidateForm(page, await noisyPng(page, 120));

  // The storage answers the presigned POST with a 500 (everything else goes through).
  const site = new URL(process.env.E2E_BASE_URL!).origin;
  const refuseStorage = async (route: Route) => {
    if (route.request().method() === 'POST') await route.fulfill({ status: 500, body: 'InternalError' });
    else await route.fallback();
  };
  const toStorage = (url: URL) => url.origin !== site;
  await page.route(toStorage, refuseStorage);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your candidate profile is saved successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/new\/candProfileConfirm/);
  await expect(page.getByRole('alert')).toContainText('There is an error in uploading the photo');
  await expect(page.getByText('neha.png')).toBeVisible();
  const api = await memberApi(email, 'secret-123');
  const session = await api('getSession');
  const candidateId: string = session.body.candidateId;
  expect(candidateId).toBeTruthy();
  expect(session.body.candidateProfilePhotoFlag).toBe(false);
  expect((await api('getCandidateProfile', { params: { candidateId } })).body.firstName).toBe('Neha');
  const uploadLink = page.getByRole('link', { name: 'Upload Photos' });
  await expect(uploadLink).toHaveAttribute('href', `/dashboard/myCandidateProfile/${candidateId}/myPhotos/uploadphotos`);
  await expectAccessible(page);

  // Nothing chosen is lost: the upload page has the same photo preselected, and it goes up now.
  await page.unroute(toStorage, refuseStorage);
  await uploadLink.click();
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await expect(page.getByText('neha.png')).toBeVisible();
  await page.getByRole('button', { name: /^upload/i }).click();
  await expect(page).toHaveURL(/confirmFileUpload/);
  expect((await api('getPhotos', { params: { candidateId } })).body.items).toHaveLength(1);
  expect((await api('getSession')).body.candidateProfilePhotoFlag).toBe(true);
});

test('after sign-in, a profile without a photo or a disabled profile leads to its notice', async ({ page }) => {
  const email = uniqueEmail();
  await signUpThroughUi(page, { firstName: 'Arjun', lastName: 'Mehta', email, phone: '6475550177', password: 'secret-123' });
  const api = await memberApi(email, 'secret-123');
  const created = await api('saveCandidateProfile', { body: candidateBody({ firstName: 'Arjun', gender: 'Male' }) });
  expect(created.status).toBe(200);
  const signInAgain = async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.goto('/signin');
    await page.getByLabel(/^e-?mail/i).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: /^sign in$/i }).click();
  };
  await signInAgain();
  await expect(page).toHaveURL(/\/candProfilePhotoMissingNotify$/);
  await expect(page.getByRole('link', { name: 'Upload Photos' })).toHaveAttribute('href', `/dashboard/myCandidateProfile/${created.body.id}/myPhotos/uploadphotos`);
  await api('manageCandProfileVisibility', { params: { candidateId: created.body.id }, body: { candidateProfileVisibilityFlag: false } });
  await signInAgain();
  await expect(page).toHaveURL(/\/candProfileVisibilityNotify$/);
  await expectAccessible(page);
  // The spec's upload page leads to the candidate form.
  await page.goto('/uploadprofile');
  await expect(page).toHaveURL(/\/(new\?uprofileid=|dashboard\/myCandidateProfile)/);
});

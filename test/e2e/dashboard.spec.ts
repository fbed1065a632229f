/** /dashboard in the browser: a family that may not view profiles yet sees why instead of the tabs. */
import { candidateBody } from '../sampleData.js';
import { expect, expectAccessible, memberApi, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

test('a new family without a photo is asked for one on the dashboard, with the Upload Photos link', async ({ page }) => {
  const email = uniqueEmail();
  await signUpThroughUi(page, { firstName: 'Kavita', lastName: 'Rao', email, phone: '4165550177', password: 'secret-123' });
  const api = await memberApi(email, 'secret-123');
  const created = await api('saveCandidateProfile', { body: candidateBody() });
  expect(created.status).toBe(200);

  // The browser's stored session predates the profile: the dashboard reads the gate afresh.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByText('Your candidate photo(s) are not uploaded. Please upload at least one photo.')).toBeVisible();
  await expect(page.getByText(/will appear here soon/)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Upload Photos' }).click();
  await expect(page).toHaveURL(`/dashboard/myCandidateProfile/${created.body.id}/myPhotos/uploadphotos`);
});

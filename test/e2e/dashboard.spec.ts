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

test('a disabled family and an ineligible family each see their own message instead of the tabs', async ({ browser }) => {
  test.setTimeout(120_000);
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { DynamoDBDocumentClient, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { familyThroughUi } = await import('./families.js');

  // Disabled by the family itself, through the API (the profile page's own flow is tested elsewhere).
  const disabled = await familyThroughUi(browser, { firstName: 'Gurpreet', lastName: 'Mann', gender: 'Male', dobYear: 1990, foodHabits: 'Vegetarian', city: 'Brampton' });
  const api = await memberApi(disabled.email, disabled.password);
  expect((await api('manageCandProfileVisibility', { params: { candidateId: disabled.candidateId }, body: { candidateProfileVisibilityFlag: false } })).status).toBe(200);
  await disabled.page.goto('/dashboard');
  await expect(disabled.page.getByText("Your candidate profile is disabled, so you can't see other's profiles. Please first enable your candidate profile.")).toBeVisible();
  await expect(disabled.page.getByRole('tablist')).toHaveCount(0);
  await expectAccessible(disabled.page);
  await disabled.page.getByRole('link', { name: 'Enable Candidate Profile' }).click();
  await expect(disabled.page).toHaveURL(/\/dashboard\/myCandidateProfile$/);

  // Flagged ineligible by a volunteer: directly on the item, as their console will.
  const flagged = await familyThroughUi(browser, { firstName: 'Harleen', lastName: 'Gill', gender: 'Female', dobYear: 1994, foodHabits: 'Vegetarian', city: 'Surrey' });
  const table = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
  await table.send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${flagged.candidateId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET ineligible = :t', ExpressionAttributeValues: { ':t': true },
  }));
  await flagged.page.goto('/dashboard');
  await expect(flagged.page.getByText('You are not eligible to view profiles. Please contact support for more information.')).toBeVisible();
  await expect(flagged.page.getByRole('tablist')).toHaveCount(0);
  await expectAccessible(flagged.page);
});

/**
 * Access tokens of the e2e stack live 20 seconds (globalSetup). After they expire, a protected
 * action still works: Amplify refreshes the tokens through the local Cognito without the member
 * noticing, and the API sees a new, valid token.
 */
import { ACCESS_TOKEN_SECONDS } from './globalSetup.js';
import { expect, issueReferralCode, test, uniqueEmail } from './fixtures.js';

test('a protected action still works after the access token has expired', async ({ page }) => {
  const email = uniqueEmail();
  const code = await issueReferralCode();
  await page.goto('/referralcode');
  await page.getByLabel(/referral code/i).fill(code);
  await page.getByRole('button', { name: /submit|continue|next|validate/i }).click();
  await page.getByLabel(/first name/i).fill('Kiran');
  await page.getByLabel(/last name/i).fill('Rao');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/phone number/i).fill('4165550199');
  await page.getByLabel(/^password/i).fill('secret-123');
  await page.getByLabel(/re-?enter|confirm/i).fill('secret-123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/new\?uprofileid=/);

  const tokens: string[] = [];
  page.on('request', (req) => {
    const auth = req.headers().authorization;
    if (req.url().includes('/api/') && auth) tokens.push(auth);
  });
  await page.goto('/dashboard/userSettings/myUserProfile');
  await expect(page.getByText(email)).toBeVisible();
  const firstToken = tokens.at(-1);
  expect(firstToken).toBeDefined();

  // Let the access token expire (this waits for the token's lifetime; it measures nothing).
  await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 5) * 1000);

  await page.getByRole('link', { name: /^edit$/i }).click();
  await page.getByLabel(/first name/i).fill('Kiranjit');
  await page.getByRole('button', { name: /save|update/i }).click();
  await expect(page.getByRole('link', { name: 'Welcome Kiranjit!' })).toBeVisible();
  expect(tokens.at(-1)).not.toBe(firstToken);
  await expect(page).not.toHaveURL(/\/signin/);
});

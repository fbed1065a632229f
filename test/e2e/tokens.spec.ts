/**
 * Access tokens of the e2e stack live 20 seconds (globalSetup). After they expire, a protected
 * action still works: Amplify refreshes the tokens through the local Cognito without the member
 * noticing, and the API sees a new, valid token. The page's clock is moved past the token's
 * lifetime rather than waited for: Amplify (and the app's own stored-token check) judge expiry by
 * the page's `Date.now()`, so the page sees the token expired at once.
 */
import { ACCESS_TOKEN_SECONDS } from './globalSetup.js';
import { expect, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

test('a protected action still works after the access token has expired', async ({ page }) => {
  // Installed before the first page loads; time then runs as usual until the test moves it.
  await page.clock.install();
  const email = uniqueEmail();
  await signUpThroughUi(page, { firstName: 'Kiran', lastName: 'Rao', email, phone: '4165550199', password: 'secret-123' });

  const tokens: string[] = [];
  page.on('request', (req) => {
    const auth = req.headers().authorization;
    if (req.url().includes('/api/') && auth) tokens.push(auth);
  });
  await page.goto('/dashboard/userSettings/myUserProfile');
  await expect(page.getByText(email)).toBeVisible();
  const firstToken = tokens.at(-1);
  expect(firstToken).toBeDefined();

  // The page's clock jumps past the access token's lifetime: the token it holds is now expired.
  await page.clock.fastForward((ACCESS_TOKEN_SECONDS + 5) * 1000);
  const expiresAtMs = JSON.parse(Buffer.from(firstToken!.replace(/^Bearer /, '').split('.')[1]!, 'base64url').toString()).exp * 1000;
  expect(await page.evaluate(() => Date.now())).toBeGreaterThan(expiresAtMs);

  await page.getByRole('link', { name: /^edit$/i }).click();
  await page.getByLabel(/first name/i).fill('Kiranjit');
  await page.getByRole('button', { name: /save|update/i }).click();
  await expect(page.getByRole('link', { name: 'Welcome Kiranjit!' })).toBeVisible();
  expect(tokens.at(-1)).not.toBe(firstToken);
  await expect(page).not.toHaveURL(/\/signin/);
});

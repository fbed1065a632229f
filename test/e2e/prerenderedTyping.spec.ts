/**
 * A pre-rendered page's form can be filled in before the app has loaded (a slow phone): what was
 * typed must still be there, in the app's own fields, once the app has replaced the markup.
 */
import { expect, test } from './fixtures.js';

test('what a visitor types into the pre-rendered sign-in form before the app loads is kept, focus too', async ({ page }) => {
  // The app's entry script is held back until the visitor has typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/signin', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();
  const prerendered = await email.elementHandle();
  await email.fill('asha.early@example.org');
  await page.getByLabel('Password', { exact: true }).fill('typed-before-the-app');
  release();
  // The app's page takes the pre-rendered markup's place.
  await expect.poll(() => prerendered!.evaluate((el) => el.isConnected), { timeout: 15_000 }).toBe(false);
  await expect(page.getByLabel('Email')).toHaveValue('asha.early@example.org');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-before-the-app');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('a pre-rendered page nobody typed into is replaced with the app\'s own empty fields', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Email')).toBeFocused();
});

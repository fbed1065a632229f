/**
 * A pre-rendered page can be used before the app has loaded (a slow phone): what was typed into its
 * form must still be there, in the app's own fields, once the app has replaced the markup, and its
 * Menu button must open the menu meanwhile and leave the app's menu open, and a form sent meanwhile
 * is sent by the app (never natively, posting the password to a static page).
 */
import type { Page } from '@playwright/test';
import { expect, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

/**
 * Opens `path` with every script but the entry held back (the page's own modules): the app starts,
 * but cannot replace the pre-rendered page until released.
 */
async function openHeldBack(page: Page, to: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(to);
  return release;
}

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

test('the pre-rendered Menu button opens the menu before the app has loaded, and the app keeps it open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await openHeldBack(page, '/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const prerendered = await toggle.elementHandle();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' })).toBeVisible();
  release();
  await expect.poll(() => prerendered!.evaluate((el) => el.isConnected), { timeout: 15_000 }).toBe(false);
  // The app's own menu, open, its button focused; it still closes as the app's does.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' })).toBeHidden();
});

test('Sign In pressed before the app has loaded signs the visitor in once it has, and posts nothing natively', async ({ browser, page }) => {
  const family = { firstName: 'Early', lastName: 'Riser', email: uniqueEmail('early'), phone: '4165550123', password: 'Early-riser-2026' };
  const signUpPage = await browser.newPage();
  await signUpThroughUi(signUpPage, family);
  await signUpPage.context().close();

  const nativePosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/signin') nativePosts.push(request.url());
  });
  const release = await openHeldBack(page, '/signin');
  const email = page.getByLabel('Email');
  const prerendered = await email.elementHandle();
  await email.fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  release();
  await expect.poll(() => prerendered!.evaluate((el) => el.isConnected), { timeout: 15_000 }).toBe(false);
  await expect(page).toHaveURL(/\/new\?uprofileid=/, { timeout: 15_000 });
  expect(nativePosts).toEqual([]);
});

test('Sign In pressed empty before the app has loaded is refused by the app, its first field focused', async ({ page }) => {
  const release = await openHeldBack(page, '/signin');
  const email = page.getByLabel('Email');
  const prerendered = await email.elementHandle();
  await page.getByRole('button', { name: 'Sign In' }).focus();
  await page.keyboard.press('Enter');
  release();
  await expect.poll(() => prerendered!.evaluate((el) => el.isConnected), { timeout: 15_000 }).toBe(false);
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signin$/);
});

test('typing on while the app replaces the pre-rendered page loses no letter', async ({ page }) => {
  // A slow phone's CPU: the replacement takes long enough to fall between keystrokes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let round = 0; round < 3; round++) {
    const release = await openHeldBack(page, '/signin');
    const email = page.getByLabel('Email');
    const prerendered = await email.elementHandle();
    await email.pressSequentially('early@example.org');
    await page.getByLabel('Password', { exact: true }).click();
    // The app takes over in the middle of the password.
    const typing = page.keyboard.type('secretpass1-and-more-letters', { delay: 150 });
    await page.waitForTimeout(100);
    release();
    // The replacement comes while the password is typed, not after.
    await expect.poll(() => prerendered!.evaluate((el) => el.isConnected), { timeout: 15_000 }).toBe(false);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).not.toBe('secretpass1-and-more-letters');
    await typing;
    await expect(page.getByLabel('Email')).toHaveValue('early@example.org');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secretpass1-and-more-letters');
    await page.unrouteAll();
  }
});

test('the referral code and referral request pages show their form before any script has run', async ({ page }) => {
  // No script at all: what a slow phone shows while the app is on its way.
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto('/referralcode');
  await expect(page.getByRole('heading', { name: 'Sign Up with a Referral Code', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/referral code/i)).toBeVisible();
  await page.goto('/requestReferral');
  await expect(page.getByRole('heading', { name: 'Request a Referral Code', level: 1 })).toBeVisible();
  await expect(page.getByLabel('First Name', { exact: true })).toBeVisible();
});

import { texts } from '#shared/texts.js';
import { expect, expectAccessible, test } from './fixtures.js';

const pages: [string, RegExp | string][] = [
  ['/', 'Match, Marriage, and More for forever...!'],
  ['/support', /support/i],
  ['/stepsinfo', /referral/i],
  ['/events', 'Community Events'],
  ['/classified', /Service Providers/],
  ['/referralcode', /referral code/i],
  ['/requestReferral', /referral/i],
  ['/requestReferralConfirm?isRequested=true', /referral/i],
  ['/signin', /Sign In/],
  ['/signup?userReferralId=abcdef-123', /Create Account/],
  ['/signupConfirm?email=asha%40example.org', /Confirmation Code/],
  ['/forgotPassword', /Forgot Password/i],
];

test.describe('public pages', () => {
  for (const [path, text] of pages) {
    test(`${path} shows its content and is accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('home has the spec texts and buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Check out our sponsors!')).toBeVisible();
    await expect(page.getByText('Coming up soon!')).toBeVisible();
    await page.getByRole('link', { name: 'Be a match! (Sign Up)' }).click();
    await expect(page).toHaveURL(/\/referralcode$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Find a perfect match!' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/stepsinfo\?notice=newsletter$/);
    await expect(page.getByRole('status')).toContainText('The newsletter goes to member families.');
  });

  test('a form refused at once, with no request, puts the focus on its first refused field', async ({ page }) => {
    for (const [path, button, field] of [['/signin', 'Sign In', 'Email'], ['/requestReferral', /submit|request|send/i, 'First Name']] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: button }).first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(field, { exact: true })).toBeFocused();
      await expect(page.getByLabel(field, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
  });

  test('support shows four titled videos', async ({ page }) => {
    await page.goto('/support');
    await expect(page.locator('iframe')).toHaveCount(4);
    for (const frame of await page.locator('iframe').all()) {
      await expect(frame).toHaveAttribute('title', /.+/);
      await expect(frame).toHaveAttribute('height', '640');
    }
  });

  test('unknown pages show the 404 texts with a Back button', async ({ page }) => {
    await page.goto('/');
    await page.goto('/no/such/page');
    await expect(page.getByText('Not found!')).toBeVisible();
    await expect(page.getByText('Could not find resource or page.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown referral code gets the spec text', async ({ page }) => {
    await page.goto('/referralcode');
    await page.getByLabel(/referral code/i).fill('NOPE2345');
    await page.getByRole('button', { name: /submit|continue|next|validate/i }).click();
    await expect(page.getByText('Referral Code is not valid or already used it')).toBeVisible();
  });

  test('the menu collapses below 960px and closes on a link click', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a referral request is confirmed', async ({ page }) => {
    await page.goto('/requestReferral');
    await page.getByLabel(/first name/i).fill('Ravi');
    await page.getByLabel(/last name/i).fill('Kumar');
    await page.getByLabel(/e-?mail/i).fill('not-an-email');
    await page.getByLabel(/phone/i).fill('6475550123');
    await page.getByRole('button', { name: /request|submit|send/i }).click();
    await expect(page.getByText('Email Id Not Valid')).toBeVisible();
    const address = `ravi.kumar.${Date.now().toString(36)}@example.org`;
    await page.getByLabel(/e-?mail/i).fill(address);
    await page.getByRole('button', { name: /request|submit|send/i }).click();
    await expect(page).toHaveURL(/\/requestReferralConfirm\?isRequested=true$/);

    // A second request for the same address within the hour is told so, and nothing is sent again.
    await page.goto('/requestReferral');
    await page.getByLabel(/first name/i).fill('Ravi');
    await page.getByLabel(/last name/i).fill('Kumar');
    await page.getByLabel(/e-?mail/i).fill(address);
    await page.getByLabel(/phone/i).fill('6475550123');
    await page.getByRole('button', { name: /request|submit|send/i }).click();
    await expect(page.getByText(texts.referralRequestCooldown)).toBeVisible();
    await expect(page).toHaveURL(/\/requestReferral$/);
  });
});

/**
 * Change E-mail in Chromium: a family whose address bounced sees the banner, follows its Change
 * E-mail link, types a new address, reads the code in the mail viewer, enters it, and the banner is
 * gone. axe on both Change E-mail pages; E2E_SCREENSHOTS_DIR keeps them at 1280 and 390 px.
 */
import { expect, expectAccessible, screenshotWidths, signUpThroughUi, test, uniqueEmail } from './fixtures.js';
import { readLatestMail } from './mail.js';

const BANNER = /We could not deliver mail to/;

test('a family whose mail bounced changes its address with the mailed code, and the banner goes', async ({ page, browser }) => {
  const bounced = `bounce+change${Date.now().toString(36)}@simulator.local`;
  await signUpThroughUi(page, { firstName: 'Asha', lastName: 'Rao', email: bounced, phone: '4165550101', password: 'secret123' });

  // SES's bounce event comes after the send is answered: open the dashboard until the banner shows.
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(page.getByText(BANNER)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await screenshotWidths(page, 'email-change-', 'banner');
  await page.getByRole('link', { name: 'Change E-mail' }).click();

  await expect(page).toHaveURL(/\/dashboard\/userSettings\/changeEmail$/);
  await expect(page.getByRole('heading', { name: 'Change E-mail' })).toBeVisible();
  await expect(page.getByText(bounced)).toBeVisible();
  await expectAccessible(page);
  await screenshotWidths(page, 'email-change-', 'request');
  const next = uniqueEmail('moved');
  await page.getByLabel(/New Email/).fill(next);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page).toHaveURL(/\/changeEmail\/confirm\?email=/);
  await expect(page.getByText(`We sent a code to ${next}.`)).toBeVisible();
  await expectAccessible(page);
  await screenshotWidths(page, 'email-change-', 'confirm');
  const mailed = await readLatestMail(browser, next, /code to change your e-mail/i);
  const code = /\b(\d{6})\b/.exec(mailed)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel(/Code from the e-mail/).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Change E-mail' }).click();
  await expect(page.getByText('That code is not right. Enter the code from the latest e-mail we sent.')).toBeVisible();
  await expectAccessible(page);
  await screenshotWidths(page, 'email-change-', 'confirm-wrong-code');
  await page.getByLabel(/Code from the e-mail/).fill(code);
  await page.getByRole('button', { name: 'Change E-mail' }).click();

  await expect(page.getByRole('heading', { name: 'My User Profile' })).toBeVisible();
  await expect(page.getByText('Your e-mail is changed.')).toBeVisible();
  await expect(page.getByText(next)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

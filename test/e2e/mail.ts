import type { Browser } from '@playwright/test';

/** Reads the newest mail to `address` in the mail viewer page, as a person would. */
export async function readLatestMail(browser: Browser, address: string, subject: RegExp): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(process.env.E2E_MAIL_VIEWER ?? '');
    // The viewer puts each new mail on top: the first match is the newest.
    const mail = page.locator('.email').filter({ hasText: address }).filter({ hasText: subject }).first();
    await mail.waitFor();
    await mail.getByRole('button', { name: 'Toggle text view' }).click();
    return (await mail.locator('.email-text').innerText()).trim();
  } finally {
    await page.close();
  }
}

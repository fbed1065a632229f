/** Shared fixtures for the browser tests: the stack's URL, an axe check, referral codes and mail. */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

/** Fails on any axe violation of WCAG A/AA rules on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

let counter = 0;
export const uniqueEmail = (tag = 'family') => `${tag}.${Date.now().toString(36)}.${counter++}@example.org`;

/** A code issued as a volunteer issues it: the real service writes it and mails it through SES. */
export async function issueReferralCode(email = uniqueEmail('invitee')): Promise<string> {
  const { issueReferralCode: issue } = await import('../../functions/services/referrals.js');
  return (await issue(email)).referralCode;
}

export interface NewFamily {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** Referral code page, then the sign-up form, as a family fills them in; ends on /new. */
export async function signUpThroughUi(page: Page, family: NewFamily, code?: string) {
  await page.goto('/referralcode');
  await page.getByLabel(/referral code/i).fill(code ?? (await issueReferralCode()));
  await page.getByRole('button', { name: /submit|continue|next|validate/i }).click();
  await expect(page).toHaveURL(/\/signup\?userReferralId=/);
  await page.getByLabel(/first name/i).fill(family.firstName);
  await page.getByLabel(/last name/i).fill(family.lastName);
  await page.getByLabel(/^e-?mail/i).fill(family.email);
  await page.getByLabel(/phone number/i).fill(family.phone);
  await page.getByLabel(/^password/i).fill(family.password);
  await page.getByLabel(/re-?enter|confirm/i).fill(family.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/new\?uprofileid=[\w-]+/);
}

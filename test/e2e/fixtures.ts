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

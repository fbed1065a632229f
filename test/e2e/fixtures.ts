/**
 * Shared fixtures for the browser tests: the stack's URL, the CSP guard, an axe check, referral
 * codes and mail.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readLatestMail } from './mail.js';

/**
 * What the app's pages reported against its Content-Security-Policy or Permissions-Policy and no
 * test has checked yet. One list per worker process (the suite runs in one worker).
 */
const policyReports: string[] = [];

/**
 * Records, for every page of the context on the app's origin, each `securitypolicyviolation` event
 * and each console message of Chromium about the CSP or a Permissions-Policy header it could not
 * parse. Other origins (the mail viewer, an embedded player) are not the app's policy.
 */
async function watchPolicies(context: BrowserContext): Promise<void> {
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  await context.exposeBinding('__reportPolicyViolation', (_source, report: string) => {
    policyReports.push(report);
  });
  await context.addInitScript((appOrigin) => {
    if (location.origin !== appOrigin) return;
    const report = (window as unknown as { __reportPolicyViolation(r: string): void }).__reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      report(`${e.disposition} ${e.effectiveDirective}: blocked ${e.blockedURI || '(inline)'} on ${e.documentURI}` +
        `${e.sample ? ` (${e.sample})` : ''}`);
    });
  }, origin);
  context.on('console', (message) => {
    const text = message.text();
    const at = message.location().url || message.page()?.url() || '';
    if (at.startsWith(origin) && /Content Security Policy|Permissions-Policy/.test(text)) policyReports.push(`console at ${at}: ${text}`);
  });
}

/** Fails with every report not checked yet, and forgets them. */
export function expectNoPolicyViolations(when: string): void {
  const reports = policyReports.splice(0);
  expect(reports, `CSP or Permissions-Policy violations ${when}`).toEqual([]);
}

export const test = base.extend<{ policyGuard: void }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // Every context is watched, the `page` fixture's and those specs make with browser.newContext()
  // or browser.newPage() (newPage goes through newContext), since both are created through it.
  browser: [async ({ browser }, use) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await watchPolicies(context);
      return context;
    };
    await use(browser);
    expectNoPolicyViolations('after the last test (or in a beforeAll/afterAll)');
  }, { scope: 'worker' }],
  // After each test (and its page fixture) ends: a report fails the test that caused it.
  policyGuard: [async ({}, use) => {
    await use();
    expectNoPolicyViolations('during this test');
  }, { auto: true }],
});
export { expect };

/**
 * With E2E_SCREENSHOTS_DIR set, keeps full-page screenshots of the page as it is now at 1280 and
 * 390 px wide (`{prefix}{name}-{width}.png`), then puts the viewport back to 1280.
 */
export async function screenshotWidths(page: Page, prefix: string, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${prefix}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Fails on any axe violation of WCAG A/AA rules on the page as it settles. axe reads computed colours,
 * so the mouse is moved off what was just clicked (its hover colours) and the colour transitions
 * under way are let finish first: a button caught between its busy and its enabled colours read as
 * too little contrast. Endless animations (a spinner) are not waited for.
 */
export async function expectAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

let counter = 0;
export const uniqueEmail = (tag = 'family') => `${tag}.${Date.now().toString(36)}.${counter++}@example.org`;

/** A code issued as a volunteer issues it: the real service writes it and mails it through SES. */
export async function issueReferralCode(email = uniqueEmail('invitee')): Promise<string> {
  const { issueReferralCode: issue } = await import('#functions/trust/referrals.js');
  return (await issue(email)).referralCode;
}

export interface NewFamily {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * Referral code page, the sign-up form, then the confirmation page with the code read in the mail
 * viewer, as a family does them; ends on /new.
 */
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
  await confirmSignUpThroughUi(page, family.email);
  await expect(page).toHaveURL(/\/new\?uprofileid=[\w-]+/);
}

/** On the confirmation page: the newest sign-up code in the mail viewer, typed in. */
export async function confirmSignUpThroughUi(page: Page, email: string) {
  await expect(page).toHaveURL(/\/signupConfirm\?email=/);
  const mail = await readLatestMail(page.context().browser()!, email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail)?.[1];
  expect(code, mail).toBeTruthy();
  await page.getByLabel('Confirmation Code').fill(code!);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * Calls the API as a member from the test itself (fresh tokens from the local Cognito), for setup
 * and for checks a page does not show. The browser flows themselves never use this.
 */
export async function memberApi(email: string, password: string) {
  const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const { fillPath, routes } = await import('#shared/api/routes/index.js');
  const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT });
  const signIn = async () =>
    (await cognito.send(new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } })))
      .AuthenticationResult?.AccessToken;
  return async (operation: keyof typeof routes, opts: { params?: Record<string, string>; body?: unknown } = {}) => {
    const route = routes[operation];
    const res = await fetch(`${process.env.E2E_BASE_URL}${fillPath(route.path, opts.params)}`, {
      method: route.method,
      headers: { authorization: `Bearer ${await signIn()}`, ...(opts.body ? { 'content-type': 'application/json' } : {}) },
      body: opts.body ? JSON.stringify(opts.body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/** A PNG of random pixels made by the browser's canvas (noise does not compress: size grows with the side). */
export async function noisyPng(page: Page, side: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (n) => {
    const canvas = document.createElement('canvas');
    canvas.width = n;
    canvas.height = n;
    const ctx = canvas.getContext('2d')!;
    const image = ctx.createImageData(n, n);
    for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }, side);
  return Buffer.from(base64, 'base64');
}

/**
 * Another family's Candidate Details dialog: named after the profile it shows ('Kavya, 27,
 * Toronto'), so a test finds it by the first name, and only once the profile has loaded.
 */
export const candidateDialog = (page: Page, firstName: string) =>
  page.getByRole('dialog', { name: new RegExp(`^${firstName}, `) });

/** Opens the More panel (Block, Report) of a dialog or page, if it is not open yet. */
export async function openMore(scope: Locator): Promise<void> {
  const more = scope.getByRole('button', { name: /^More\b/ });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

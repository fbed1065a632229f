/**
 * `npm run bench -- web`: the first page's weight and Lighthouse scores. Builds the SPA with
 * `npm run build:web` (into a temporary folder) and prints its initial JavaScript (the entry and everything it imports
 * statically) and CSS in kB gzip beside a hello-world React page built the same way in the same
 * run, against the targets; then runs Lighthouse (mobile preset, Debian's Chromium) on home,
 * sign-in and a signed-in member's dashboard on a throw-away local stack. `--quick`: the sizes and
 * Lighthouse on home only, skipped past 60 s. The figures are printed, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../infra/local/stack.js';
import { candidateBody } from '../test/sampleData.js';
import { memberWithPhoto, PASSWORD, quick } from './harness.js';
import { baselineSize, initialSize, type InitialSize } from './webSizes.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const targets = { jsKb: 110, cssKb: 30, performance: 95, accessibility: 100 };
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of the e2e suite (test/e2e/playwright.config.ts): no sandbox, GPU or background traffic.
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Into a folder of its own: web/dist may be served by a running `npm start` or e2e stack.
const dist = mkdtempSync(path.join(tmpdir(), 'rishta-bench-web-dist-'));
const built = spawnSync('npm', ['run', 'build:web', '--', '--outDir', dist], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) throw new Error('npm run build:web failed');
const app = initialSize(dist);
const baseline = await baselineSize(repoRoot);

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const row = (name: string, s: InitialSize, target: string) =>
  `| ${name} | ${kb(s.js)} | ${kb(s.css)} | ${s.jsFiles.length} JS + ${s.cssFiles.length} CSS | ${target} |`;
console.log('\n| first page (gzip) | JS kB | CSS kB | files | target |');
console.log('|---|---|---|---|---|');
console.log(row('baseline: hello-world React (react + react-dom, same Vite config)', baseline, '—'));
console.log(row('rishta SPA (entry + static imports; stylesheets)', app, `JS ≤ ${targets.jsKb}, CSS ≤ ${targets.cssKb}`));
console.log(`JS files: ${app.jsFiles.join(', ')}; CSS: ${app.cssFiles.join(', ')}`);

interface Scores {
  page: string;
  performance: number;
  accessibility: number;
  fcp: string;
  lcp: string;
  tbt: string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-web-'));
const stack = await startLocalStack({ dataDir, port: 0, webDist: dist });
const { launch } = await import('chrome-launcher');
const chrome = await launch({ chromePath, chromeFlags });
try {
  const { default: lighthouse } = await import('lighthouse');
  const audit = async (page: string, urlPath: string, keepStorage = false): Promise<Scores> => {
    // Lighthouse's default config is the mobile preset (Moto G Power, simulated slow 4G and 4x CPU).
    const result = await lighthouse(`${stack.url}${urlPath}`, {
      port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'],
      // The dashboard needs the member's session in this browser's storage.
      disableStorageReset: keepStorage,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${urlPath}`);
    const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const shown = (a: string) => lhr.audits[a]?.displayValue ?? '?';
    return {
      page, performance: score('performance'), accessibility: score('accessibility'),
      fcp: shown('first-contentful-paint'), lcp: shown('largest-contentful-paint'), tbt: shown('total-blocking-time'),
    };
  };

  // Each row as soon as it is measured, so a later failure keeps the earlier figures.
  console.log(`\n${quick ? '(quick mode: home only; the figures are not meaningful)\n' : ''}`);
  console.log('| Lighthouse (mobile) | performance | accessibility | FCP | LCP | TBT |');
  console.log('|---|---|---|---|---|---|');
  const print = (s: Scores) => console.log(`| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.fcp} | ${s.lcp} | ${s.tbt} |`);
  if (quick) {
    // CI keeps the wiring working; one page, and no wait past a minute on a busy runner.
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000).unref());
    // A run still going when the minute is up fails once the browser is gone: not an error here.
    const home = await Promise.race([audit('home /', '/').catch(() => null), timeout]);
    if (home) print(home);
    else console.log('| home / (skipped: Lighthouse took more than 60 s in quick mode) | | | | | |');
  } else {
    print(await audit('home /', '/'));
    print(await audit('sign-in /signin', '/signin'));
    await signInInBrowser(chrome.port, 'bench-web@example.org');
    print(await audit('dashboard /dashboard (member with profile and photo)', '/dashboard', true));
  }
  console.log(`| target | ≥ ${targets.performance} | ${targets.accessibility} | | | |`);
} finally {
  chrome.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}

/**
 * Makes a member with a candidate profile and a photo through the API, then signs in through the
 * sign-in page in the very browser Lighthouse drives (Playwright over CDP), so Amplify's tokens and
 * the stored session are where the app keeps them.
 */
async function signInInBrowser(port: number, email: string): Promise<void> {
  await memberWithPhoto(stack, email, candidateBody({ email }));
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${stack.url}/signin`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    // Lighthouse keeps the storage (the session) and with it the HTTP cache: empty the cache, so
    // the dashboard loads cold like the other pages.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser is chrome-launcher's.
    await browser.close();
  }
}

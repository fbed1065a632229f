/**
 * Security headers in the browser: the local server sends the site's security headers
 * (infra/securityHeaders.ts) on every answer, and the policy guard of fixtures.ts is not vacuous —
 * a violation on the app's origin is reported, in the `page` fixture and in a context a spec makes
 * itself, and the guard's check fails on it.
 */
import { headerValues, securityHeaders } from '../../infra/securityHeaders.js';
import { localSupportVideos } from '../../infra/local/siteDefaults.js';
import { expect, expectNoPolicyViolations, test } from './fixtures.js';

/**
 * What the guard has said so far in this test: each call runs its check, which forgets what it
 * reports (so the test itself ends clean). Chromium reports a violation twice, as an event and on
 * the console; waiting for every report expected leaves nothing to arrive after the test.
 */
function guardVerdicts(): () => string {
  const said: string[] = [];
  return () => {
    try {
      expectNoPolicyViolations('in this page');
    } catch (e) {
      said.push((e as Error).message);
    }
    return said.join('\n');
  };
}

test('every answer carries the security headers, with the emulators as Cognito and S3', async ({ request }) => {
  const expected = headerValues(securityHeaders({
    cognito: process.env.COGNITO_ENDPOINT!, photos: process.env.S3_ENDPOINT!, embeds: localSupportVideos.map((v) => v.url),
  }));
  for (const path of ['/', '/signin', '/config.json', '/api/usermgmt/no-such-route']) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
  const csp = expected['Content-Security-Policy']!;
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain(`connect-src 'self' ${process.env.COGNITO_ENDPOINT} ${process.env.S3_ENDPOINT};`);
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
});

test('an inline script on the app\'s origin is blocked and reported', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Match, Marriage, and More for forever...!')).toBeVisible();
  const verdicts = guardVerdicts();
  // setContent writes with document.open(), which drops the document's listeners (the guard's
  // event listener too): Chromium's console message is what reports this one.
  await page.setContent('<main><h1>Injected</h1><script>document.title = "inline ran"</script></main>');
  await expect.poll(verdicts).toMatch(/console at [\s\S]*inline script violates [\s\S]*script-src 'self'/);
  expect(await page.title()).not.toBe('inline ran');
});

test('a violation in a context the spec makes itself fails the guard\'s check', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  // an image from a host the CSP does not name, as injected markup would load one
  const verdicts = guardVerdicts();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://tracker.example.org/pixel.png';
    img.alt = '';
    document.body.append(img);
  });
  await expect.poll(verdicts).toMatch(/^CSP or Permissions-Policy violations in this page(?=[\s\S]*img-src: blocked https:\/\/tracker\.example\.org)(?=[\s\S]*console at [\s\S]*image 'https:\/\/tracker\.example\.org)/);
  await context.close();
});

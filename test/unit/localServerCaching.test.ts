/**
 * The local server serves the built SPA as CloudFront and the CDK deployment do: hashed assets
 * cached a year as immutable, HTML and config.json revalidated, the pre-rendered public pages at
 * their paths, compressed when the browser accepts it, the security headers on every answer.
 * Through createLocalApp's `app.request`, on a folder shaped like web/dist (no emulators needed).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GroupHandler } from '#functions/http/dispatch.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { Group } from '#shared/api/routes/index.js';
import { createLocalApp, type SiteConfig } from '../../infra/local/server.js';
import { prerenderedPages } from '../../web/prerenderedPages.js';

const dist = mkdtempSync(path.join(tmpdir(), 'rishta-local-server-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'pages'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`; // above the 1 KiB compression threshold
writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
for (const [urlPath, file] of Object.entries(prerenderedPages)) writeFileSync(path.join(dist, file), `<!doctype html><div id="root">page ${urlPath}</div>`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const config: SiteConfig = {
  apiBase: '/api', region: 'us-east-1', userPoolId: 'us-east-1_x', userPoolClientId: 'c', authFlowType: 'USER_PASSWORD_AUTH', supportVideos: [],
};
const app = createLocalApp({} as Record<Group, GroupHandler>, config, dist, { 'X-Content-Type-Options': 'nosniff' });

describe('local server caching and compression', () => {
  it('caches hashed assets for a year as immutable and compresses them', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('sends an asset uncompressed to a client that does not ask for compression', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it('serves each pre-rendered page at its path, revalidated at every use', async () => {
    for (const urlPath of Object.keys(prerenderedPages)) {
      const res = await app.request(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get('cache-control'), urlPath).toBe('no-cache');
      expect(res.headers.get('content-type'), urlPath).toMatch(/^text\/html/);
      expect(await res.text(), urlPath).toContain(`page ${urlPath}<`);
    }
  });

  it('answers other client-side routes with the empty shell, no-cache', async () => {
    for (const urlPath of ['/dashboard', '/classified', '/signup']) {
      const res = await app.request(urlPath);
      expect(res.headers.get('cache-control'), urlPath).toBe('no-cache');
      expect(await res.text(), urlPath).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('marks config.json and index.html no-cache and keeps the security headers', async () => {
    for (const urlPath of ['/config.json', '/index.html']) {
      const res = await app.request(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get('cache-control'), urlPath).toBe('no-cache');
      expect(res.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
    }
  });
});

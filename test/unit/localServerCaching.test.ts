/**
 * The local server serves the built SPA as CloudFront and the CDK deployment do: hashed assets
 * cached a year as immutable, HTML and config.json revalidated, the pre-rendered public pages at
 * their paths, compressed when the browser accepts it, the security headers on every answer.
 * The API's answers go out as API Gateway and CloudFront send them: gzipped from 1,000 bytes, the
 * security headers over the handler's own. Through the local server's own listener on a free port,
 * on a folder shaped like web/dist, with stand-in group handlers (no emulators needed).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GroupHandler, HttpApiEvent } from '#functions/http/dispatch.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group } from '#shared/api/routes/index.js';
import { createLocalListener, type SiteConfig } from '../../infra/local/server.js';
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

/** What the stand-in group handler was handed, and a large answer (a page of search results is tens of KB). */
const events: HttpApiEvent[] = [];
const bigAnswer = JSON.stringify({ profiles: Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, firstName: 'Asha' })) });
const standIn: GroupHandler = async (event) => {
  events.push(event as HttpApiEvent);
  const big = event.rawPath.endsWith('/big');
  return {
    statusCode: big ? 200 : 201, isBase64Encoded: false, body: big ? bigAnswer : '{"ok":true}',
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'sniff' },
  };
};
const groups = { usermgmt: standIn, profilemgmt: standIn } as Record<Group, GroupHandler>;
const server = createServer(createLocalListener(groups, config, dist, { 'X-Content-Type-Options': 'nosniff' }));
let origin = '';
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => {
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resolve();
})));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer { status: number; headers: Headers; body: Buffer; text: () => Promise<string>; arrayBuffer: () => Promise<Buffer> }
/** One request as the browser sends it, answered byte for byte (fetch would undo the compression). */
function send(urlPath: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${urlPath}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers, body, text: async () => body.toString('utf8'), arrayBuffer: async () => body });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('local server caching and compression', () => {
  it('caches hashed assets for a year as immutable and compresses them', async () => {
    const res = await send('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('sends an asset uncompressed to a client that does not ask for compression', async () => {
    const res = await send('/assets/index-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it('serves each pre-rendered page at its path, revalidated at every use', async () => {
    for (const urlPath of Object.keys(prerenderedPages)) {
      const res = await send(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get('cache-control'), urlPath).toBe('no-cache');
      expect(res.headers.get('content-type'), urlPath).toMatch(/^text\/html/);
      expect(await res.text(), urlPath).toContain(`page ${urlPath}<`);
    }
  });

  it('answers other client-side routes with the empty shell, no-cache', async () => {
    for (const urlPath of ['/dashboard', '/classified', '/signup']) {
      const res = await send(urlPath);
      expect(res.headers.get('cache-control'), urlPath).toBe('no-cache');
      expect(await res.text(), urlPath).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('marks config.json and index.html no-cache and keeps the security headers', async () => {
    for (const urlPath of ['/config.json', '/index.html']) {
      const res = await send(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get('cache-control'), urlPath).toBe('no-cache');
      expect(res.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
    }
  });
});

describe('local server API answers', () => {
  it('hands a request to its group as API Gateway\'s event: path, query, headers, cookies and body', async () => {
    events.length = 0;
    const res = await send('/api/profilemgmt/searchProfiles?page=2', {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: 'a=1; b=2', 'x-custom': 'yes' }, body: '{"q":"Asha"}',
    });
    expect(res.status).toBe(201);
    const [event] = events;
    expect(event).toMatchObject({
      version: '2.0', rawPath: '/api/profilemgmt/searchProfiles', rawQueryString: 'page=2', cookies: ['a=1', 'b=2'],
      body: '{"q":"Asha"}', isBase64Encoded: false, requestContext: { http: { method: 'POST', path: '/api/profilemgmt/searchProfiles', sourceIp: '127.0.0.1' } },
    });
    expect(event!.headers['x-custom']).toBe('yes');
    expect(event!.headers.cookie).toBeUndefined();
  });

  it('passes a body of another type base64-encoded, and none on a GET', async () => {
    events.length = 0;
    await send('/api/usermgmt/x', { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: 'raw bytes' });
    await send('/api/usermgmt/x');
    expect(events[0]).toMatchObject({ body: Buffer.from('raw bytes').toString('base64'), isBase64Encoded: true });
    expect(events[1]!.body).toBeUndefined();
  });

  it('gzips a large answer for a client that accepts it, and keeps a small one as it is', async () => {
    const big = await send('/api/profilemgmt/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(big.body.length).toBeLessThan(bigAnswer.length / 4);
    expect(Number(big.headers.get('content-length'))).toBe(big.body.length);
    expect(gunzipSync(big.body).toString()).toBe(bigAnswer);
    const small = await send('/api/profilemgmt/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.body.toString()).toBe('{"ok":true}');
    const plain = await send('/api/profilemgmt/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(bigAnswer);
  });

  it('puts the security headers over the handler\'s own and keeps its others', async () => {
    const res = await send('/api/usermgmt/small');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it('refuses a body larger than API Gateway takes before any handler sees it', async () => {
    events.length = 0;
    const res = await send('/api/usermgmt/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(10 * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString())).toEqual({ message: 'Request Entity Too Large' });
    expect(events).toEqual([]);
  });

  it('sends a path of no group to usermgmt\'s handler, as the API\'s 404 is its', async () => {
    events.length = 0;
    await send('/api/nosuchgroup/x');
    await send('/api');
    expect(events.map((e) => e.rawPath)).toEqual(['/api/nosuchgroup/x', '/api']);
  });
});

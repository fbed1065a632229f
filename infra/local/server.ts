/**
 * The local web server: every endpoint group's Lambda handler under /api (./apiRequests.ts: each
 * request turned into the HTTP API event API Gateway would send it), and, through hono, the runtime
 * /config.json and the built SPA: the pre-rendered public pages at their paths, index.html for
 * other unknown paths. Every answer carries the site's security headers, is compressed and cached
 * as CloudFront and the CDK deployment (infra/web.ts) do it in AWS.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { GroupHandler } from '#functions/http/dispatch.js';
import type { Group } from '#shared/api/routes/index.js';
import type { SiteConfig } from '#shared/api/siteConfig.js';
import { prerenderedPages } from '../../web/prerenderedPages.js';
import { cacheControlOf, NO_CACHE } from '../webCaching.js';
import { apiRequestListener } from './apiRequests.js';

export type { SiteConfig };

export type LocalListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The whole server's request listener: /api/ straight to the group handlers, the rest to the web app. */
export function createLocalListener(
  groupHandlers: Record<Group, GroupHandler>, siteConfig: SiteConfig, webDist: string, securityHeaders: Record<string, string>,
): LocalListener {
  const api = apiRequestListener(groupHandlers, securityHeaders);
  const web = getRequestListener(createWebApp(siteConfig, webDist, securityHeaders).fetch);
  return (req, res) => void (/^\/api(\/|\?|$)/.test(req.url ?? '') ? api(req, res) : web(req, res));
}

/** /config.json and the built SPA. */
export function createWebApp(siteConfig: SiteConfig, webDist: string, securityHeaders: Record<string, string>): Hono {
  const app = new Hono();
  // First, so it wraps every answer below (the API's and its errors too); set after the handler
  // so nothing a handler sets can weaken them, as CloudFront's policy overrides the origin's.
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
  });
  // gzip (or deflate) by Accept-Encoding, as CloudFront's `compress: true`; the API's JSON too.
  app.use('*', compress());
  app.get('/config.json', (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(siteConfig);
  });
  // Read at every request, so a rebuild while the server runs is served at once.
  const html = (c: Context, file: string) => {
    const full = path.join(webDist, file);
    if (!existsSync(full)) return c.text('The web app is not built yet: run `npm run build:web`.', 503);
    c.header('Cache-Control', NO_CACHE);
    return c.html(readFileSync(full, 'utf8'));
  };
  // Before the static files: '/' would otherwise be the empty shell index.html.
  for (const [urlPath, file] of Object.entries(prerenderedPages)) app.get(urlPath, (c) => html(c, file));
  const relativeRoot = path.relative(process.cwd(), webDist) || '.';
  // Set once the static file is answered (serveStatic's onFound runs too late to add a header).
  app.use('/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheControlOf(c.req.path.slice(1)));
  });
  app.use('/*', serveStatic({ root: relativeRoot }));
  app.get('*', (c) => html(c, 'index.html'));
  return app;
}

/**
 * The local web server: every endpoint group's Hono app (the same apps the Lambdas wrap) under
 * /api, the runtime /config.json, and the built SPA with index.html for unknown paths. Every
 * answer carries the site's security headers, as CloudFront adds them in AWS.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Group } from '#shared/api/routes/index.js';

export interface SiteConfig {
  apiBase: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
  authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  supportVideos: { title: string; url: string }[];
}

export function createLocalApp(
  groupApps: Record<Group, Hono>, siteConfig: SiteConfig, webDist: string, securityHeaders: Record<string, string>,
): Hono {
  const app = new Hono();
  // First, so it wraps every answer below (the API's and its errors too); set after the handler
  // so nothing a handler sets can weaken them, as CloudFront's policy overrides the origin's.
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
  });
  app.get('/config.json', (c) => c.json(siteConfig));
  for (const groupApp of Object.values(groupApps)) app.route('/', groupApp);
  app.all('/api/*', (c) => c.json({ message: 'Not found!' }, 404));
  const relativeRoot = path.relative(process.cwd(), webDist) || '.';
  app.use('/*', serveStatic({ root: relativeRoot }));
  const indexFile = path.join(webDist, 'index.html');
  app.get('*', (c) => {
    if (!existsSync(indexFile)) return c.text('The web app is not built yet: run `npm run build:web`.', 503);
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}

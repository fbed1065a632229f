/**
 * Lighthouse for `npm run bench -- web`: one audit of a URL in a running Chromium (mobile preset),
 * its scores and the figures that explain them, and a plain static server for the hello-world
 * baseline page (compressed as the local stack serves the SPA).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

export interface Scores {
  performance: number;
  accessibility: number;
  fcp: string;
  lcp: string;
  tbt: string;
}

/**
 * One cold-cache Lighthouse run (the default config is the mobile preset: Moto G Power, simulated
 * slow 4G and 4x CPU). Lighthouse's storage reset empties the HTTP cache and Cache Storage but
 * keeps localStorage (its default `clearStorageTypes`), so a signed-in member stays signed in.
 * `lhrFile`: the whole report as JSON, to read its opportunities.
 */
export async function audit(port: number, url: string, lhrFile?: string): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhrFile) {
    mkdirSync(path.dirname(lhrFile), { recursive: true });
    writeFileSync(lhrFile, JSON.stringify(lhr));
  }
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const shown = (a: string) => lhr.audits[a]?.displayValue ?? '?';
  return {
    performance: score('performance'), accessibility: score('accessibility'),
    fcp: shown('first-contentful-paint'), lcp: shown('largest-contentful-paint'), tbt: shown('total-blocking-time'),
  };
}

/** Serves a built folder on 127.0.0.1 (gzip by Accept-Encoding); `stop` closes it. */
export async function serveFolder(root: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const app = new Hono();
  app.use('*', compress());
  app.use('/*', serveStatic({ root: path.relative(process.cwd(), root) || '.' }));
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

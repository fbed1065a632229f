/**
 * The shape of the SPA's production build that the first paint depends on: one entry script and
 * no other script before any page can run (a split-off runtime chunk was a second request), one
 * stylesheet that blocks the paint and its size, and a theme sheet with every Amplify property any
 * emitted stylesheet reads still declared (web/amplifyTheme.ts drops the ones nothing reads).
 * Builds the client (no pre-rendering) into a temporary folder; sizes only, never timings.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneComponentProperties } from '../../web/amplifyTheme.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dist = mkdtempSync(path.join(tmpdir(), 'rishta-web-bundle-'));
let html = '';
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const declaredIn = (css: string) => new Set([...css.matchAll(/(--amplify-[\w-]+)\s*:/g)].map((m) => m[1]!));

beforeAll(async () => {
  // Vite keeps a NODE_ENV already set, and vitest's 'test' would build React's development files.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(repoRoot, 'web/vite.config.ts'), logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  html = read('index.html');
}, 180_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the first paint’s files', () => {
  it('1. one entry script, nothing preloaded with it, no runtime chunk', () => {
    const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('rel="modulepreload"');
    expect(readdirSync(path.join(dist, 'assets')).filter((f) => f.includes('runtime'))).toEqual([]);
  });

  it('2. one render-blocking stylesheet, at most 21 kB gzip', () => {
    const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(sheets).toHaveLength(1);
    expect(gzipSync(read(sheets[0]!)).length).toBeLessThanOrEqual(21_000);
  });

  it('3. every Amplify property an emitted stylesheet reads is declared, unless Amplify never declares it', () => {
    const css = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css')).map((f) => read(`assets/${f}`)).join('\n');
    const amplify = path.join(repoRoot, 'node_modules/@aws-amplify/ui-react/dist/styles');
    const amplifyDeclares = declaredIn(readdirSync(amplify).filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(amplify, f), 'utf8')).join('\n'));
    const declared = declaredIn(css);
    const missing = [...css.matchAll(/var\((--amplify-[\w-]+)/g)].map((m) => m[1]!).filter((name) => !declared.has(name));
    expect(missing.filter((name) => amplifyDeclares.has(name))).toEqual([]);
  });
});

describe('pruneComponentProperties', () => {
  const sheet = [
    '[data-amplify-theme] {',
    '  --amplify-colors-red: #f00;',
    '  --amplify-components-button-color: var(--amplify-components-fieldcontrol-color);',
    '  --amplify-components-fieldcontrol-color: var(--amplify-colors-red);',
    '  --amplify-components-table-color: var(--amplify-colors-red);',
    '}',
  ].join('\n');

  it('drops the component properties nothing names and keeps what the kept ones name', () => {
    const pruned = pruneComponentProperties(sheet, ['--amplify-components-button-color']);
    expect([...declaredIn(pruned)].sort()).toEqual(['--amplify-colors-red', '--amplify-components-button-color', '--amplify-components-fieldcontrol-color']);
    expect(pruned).toContain('[data-amplify-theme] {');
  });

  it('keeps every property that is not a component’s', () => {
    expect(declaredIn(pruneComponentProperties(sheet, []))).toEqual(new Set(['--amplify-colors-red']));
  });
});

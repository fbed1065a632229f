/**
 * Build-time pre-rendering of the public pages, so their text paints before any script has run:
 * each page of `pages` is rendered signed out (web/src/prerender.tsx, built by Vite in SSR mode)
 * into a copy of the built index.html at `<outDir>/pages/<name>.html`. index.html itself stays the
 * empty shell every other path falls back to (a pre-rendered home there would flash on /dashboard).
 * The local server and CloudFront's rewrite function answer these paths with these files
 * (`prerenderedPages` in both). No inline script is added: the CSP forbids them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { prerenderedPages } from './prerenderedPages.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.dirname(webRoot.replace(/\/$/, ''));

export async function prerender(outDir: string): Promise<void> {
  // Inside the repository, so the SSR bundle's external imports (react, react-router, Amplify UI)
  // resolve from its node_modules.
  mkdirSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true });
  const ssrDir = mkdtempSync(path.join(repoRoot, 'node_modules/.cache/prerender-'));
  try {
    await build({
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    });
    const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;
    const { renderPage } = (await import(entry)) as { renderPage(pathname: string): Promise<{ markup: string; title: string }> };
    const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
    mkdirSync(path.join(outDir, 'pages'), { recursive: true });
    for (const [pathname, file] of Object.entries(prerenderedPages)) {
      // Style attributes out: the CSP's style-src allows none in HTML (Amplify UI's layout props
      // render them), while React setting the same styles from script later is allowed.
      const page = await renderPage(pathname);
      const markup = page.markup.replace(/ style="[^"]*"/g, '');
      // The page's own title from the first byte (a title is text, never markup: escaped).
      const title = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      writeFileSync(
        path.join(outDir, file),
        shell.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`).replace('<div id="root"></div>', `<div id="root">${markup}</div>`),
      );
    }
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

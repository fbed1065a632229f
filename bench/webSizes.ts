/**
 * What a first visit downloads before the page can run: the entry script of a built index.html,
 * every chunk it imports statically (index.html's modulepreloads, checked against the Vite manifest's
 * import closure so a chunk Vite forgot to preload is still counted), and the stylesheets, gzipped.
 * Also builds the baseline: a hello-world React page through the same Vite config.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialSize {
  jsFiles: string[];
  cssFiles: string[];
  /** gzip bytes */
  js: number;
  css: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const gz = (file: string) => gzipSync(readFileSync(file)).length;

const attrValues = (html: string, tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1]!.replace(/^\//, ''));

export function initialSize(dist: string): InitialSize {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const js = new Set([
    ...attrValues(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...attrValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]);
  const css = new Set(attrValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g));
  try {
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) return;
      js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const i of chunk.imports ?? []) if (!js.has(manifest[i]?.file ?? '')) visit(i);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  } catch {
    // no manifest (build.manifest off): index.html alone
  }
  const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gz(path.join(dist, f)), 0);
  return { jsFiles: [...js], cssFiles: [...css], js: sum(js), css: sum(css) };
}

/**
 * The least any React page ships: react + react-dom rendering one heading, built with the app's Vite
 * config, into `outDir` when given (kept there, for Lighthouse to load it), else thrown away.
 */
export async function baselineSize(repoRoot: string, outDir?: string): Promise<InitialSize> {
  const { build } = await import('vite');
  // Inside the repository so react resolves from its node_modules.
  mkdirSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true });
  const root = mkdtempSync(path.join(repoRoot, 'node_modules/.cache/bench-web-'));
  try {
    mkdirSync(path.join(root, 'src'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="en"><head><title>hello</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      path.join(root, 'src/main.tsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
    );
    await build({
      configFile: path.join(repoRoot, 'web/vite.config.ts'),
      root,
      logLevel: 'warn',
      build: { outDir: outDir ?? path.join(root, 'dist'), emptyOutDir: true, manifest: true },
    });
    return initialSize(outDir ?? path.join(root, 'dist'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

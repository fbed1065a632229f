/**
 * `npm run build:web [-- --outDir <dir>]`: the SPA's production build (web/dist unless told),
 * then its public pages pre-rendered into it (web/prerender.ts). `--outDir` lets a benchmark build
 * beside web/dist without pulling the files from under a running stack or test.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prerender } from './prerender.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const at = process.argv.indexOf('--outDir');
const outDir = path.resolve(at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : path.join(webRoot, 'dist'));

await build({ configFile: path.join(webRoot, 'vite.config.ts'), build: { outDir, emptyOutDir: true } });
await prerender(outDir);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { amplifyThemePruning } from './amplifyTheme.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// `npm run dev` serves the API in the same process; follow its PORT.
const apiServer = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// The client build's own picks of a package's files:
// - react-router's package exports name only its development build (dev warnings on, kept by the
//   minifier); a production build takes the production files, the same code with the warnings off.
// - html2canvas (loaded by jspdf for the biodata's PDF) names its UMD file for browsers: as CommonJS
//   it needs Rolldown's module wrapper, and a lazy chunk with one moves Rolldown's runtime helpers
//   out of the entry into a file of their own, a second request before any page can run. Its ES
//   module build is the same code without the wrapper.
const clientBuildFiles = {
  'react-router/dom': path.join(repoRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
  'react-router': path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs'),
  html2canvas: path.join(repoRoot, 'node_modules/html2canvas/dist/html2canvas.esm.js'),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), amplifyThemePruning(path.join(webRoot, 'src'), path.join(repoRoot, 'node_modules/@aws-amplify/ui-react/dist/styles'))],
  resolve: {
    // Exact names only: `react-router/dom` must not be read as `react-router` + '/dom'.
    alias: command === 'build' && !isSsrBuild ? Object.entries(clientBuildFiles).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chunks each entry imports statically: how `npm run bench -- web` counts the first page.
    manifest: true,
    // The entry lists every lazy chunk's file and the files it imports (Vite preloads them together),
    // about 140 names, and their hashes do not compress: named `signIn-<hash>.js` they cost the first
    // page 1.5 kB gzip more than the bare hash does. Only the entry keeps its name.
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  server: {
    // The SPA imports the route table and schemas from ../shared.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': apiServer,
      '/config.json': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/config.json': apiServer,
    },
  },
}));

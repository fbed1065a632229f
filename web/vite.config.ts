import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// `npm run dev` serves the API in the same process; follow its PORT.
const apiServer = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// react-router's package exports name only its development build (dev warnings on, kept by the
// minifier); a production build takes the production files, the same code with the warnings off.
const reactRouterProduction = {
  'react-router/dom': path.join(repoRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
  'react-router': path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs'),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [react()],
  resolve: {
    // Exact names only: `react-router/dom` must not be read as `react-router` + '/dom'.
    alias: command === 'build' && !isSsrBuild ? Object.entries(reactRouterProduction).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chunks each entry imports statically: how `npm run bench -- web` counts the first page.
    manifest: true,
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

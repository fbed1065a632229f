import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// `npm run dev` serves the API in the same process; follow its PORT.
const apiServer = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
});

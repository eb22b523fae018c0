import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './build/mantine-component-styles.mts';
import { precompress } from './build/precompress.mts';

const root = resolve(import.meta.dirname, '../..');

/** The SPA; in production the API process serves the built files from dist/apps/web. */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: resolve(root, 'node_modules/.vite/apps/web'),
  plugins: [react(), mantineComponentStyles(), precompress()],
  resolve: { alias: { '@salon/contracts': resolve(root, 'libs/contracts/src/index.ts') } },
  server: {
    port: 4200,
    strictPort: true,
    // Same-origin /api in development too, as in production behind the API's CSP.
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: resolve(root, 'dist/apps/web'),
    emptyOutDir: true,
    // No source maps: the server would hand out the source to anyone who asked.
    sourcemap: false,
    // The first page's chunk is about 530 kB raw; its gzip size is what tools/check-bundle-budget.mjs guards.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The contracts only declare schemas and routes: a page that imports one schema need not
      // carry the others (zod's calls look like side effects to the bundler).
      treeshake: { moduleSideEffects: [{ test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
      // What the first page needs, in one file: one request, and gzip sees it all at once.
      // Everything else splits by screen, so a screen fetches only what it draws.
      output: { codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] } },
    },
  },
});

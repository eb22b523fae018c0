import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './build/mantine-component-styles.mts';
import { precompress } from './build/precompress.mts';

const root = resolve(import.meta.dirname, '../..');
/** Recharts and the libraries only it uses: they stay with the screens that draw charts. */
const CHART_LIBRARIES = /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor|es-toolkit|decimal\.js-light|immer|@reduxjs|react-redux|redux|reselect|eventemitter3|tiny-invariant)[\\/]/;
/** The contracts' modules the first page does not take: the routes and schemas beyond sign-in's, all in one chunk. */
const API_CONTRACT = /[\\/]libs[\\/]contracts[\\/]src[\\/]/;
/** The web app's shared UI and helpers (features hold screens, and may hold charts). */
const SHARED_UI = /[\\/]apps[\\/]web[\\/]src[\\/](components|lib)[\\/]/;

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
      // Few files, since on a phone each request costs a round trip: what the first page needs,
      // sign-in included, in one; the signed-in shell with the full API client in a second; the
      // contract's other routes in a third; libraries and shared UI used by three screens or more
      // in a fourth. Each screen's own code stays in its chunk, the charts only with the screens
      // that draw them, the toasts' container apart. The contract's group takes every contract
      // module the first page left, and only those (not the libraries they import): split
      // between two chunks, the contracts would import each other, and a chunk evaluated in the
      // middle of such a cycle reads schemas not yet defined.
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-page', tags: ['$initial'] },
            { name: 'api-contract', test: API_CONTRACT, includeDependenciesRecursively: false },
            { name: 'app-shell', test: /[\\/]src[\\/](app[\\/]layout[\\/]main-layout|features[\\/]auth[\\/]guards[\\/]route-guard|lib[\\/]api[\\/]api-client)\.tsx?$/ },
            { name: 'screens-common', minShareCount: 3, test: (id) => SHARED_UI.test(id) || (id.includes('node_modules') && !CHART_LIBRARIES.test(id)) },
          ],
        },
      },
    },
  },
});

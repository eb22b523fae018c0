import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/** The SPA; in production the API process serves the built files from dist/apps/web. */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: resolve(root, 'node_modules/.vite/apps/web'),
  plugins: [react()],
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
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app, so they get their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](?!charts[\\/])|@floating-ui[\\/])/ },
            // Only the screens with charts need these (and recharts' own dependencies, which follow it here).
            { name: 'charts', test: /node_modules[\\/](@mantine[\\/]charts|recharts)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});

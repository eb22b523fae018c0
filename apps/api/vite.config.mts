import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

/** The API is bundled by Vite in SSR mode; node_modules stay external. */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: resolve(root, 'node_modules/.vite/apps/api'),
  resolve: { alias: { '@salon/contracts': resolve(root, 'libs/contracts/src/index.ts') } },
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    ssr: true,
    target: 'node20',
    outDir: resolve(root, 'dist/apps/api'),
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      input: { main: 'src/main.ts', 'data-source': 'src/database/data-source.ts' },
      output: { format: 'cjs', entryFileNames: '[name].js' },
    },
  },
});

import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '../..');
const alias = { '@salon/contracts': resolve(root, 'libs/contracts/src/index.ts') };

/**
 * Two kinds of tests: `*.spec.ts` are pure rules; `*.int.spec.ts` go through
 * HTTP against a real PostgreSQL, one cloned database per file.
 */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: resolve(root, 'node_modules/.vite/apps/api-test'),
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'api:unit', include: ['src/**/*.spec.ts'], exclude: ['src/**/*.int.spec.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api:int',
          include: ['src/**/*.int.spec.ts'],
          environment: 'node',
          globalSetup: ['src/common/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

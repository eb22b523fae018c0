import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '../..');
const alias = { '@salon/contracts': resolve(root, 'libs/contracts/src/index.ts') };

/**
 * Three kinds of tests: `*.spec.ts` are pure rules; `*.int.spec.ts` go through
 * HTTP against a real PostgreSQL, one cloned database per file; `*.process.spec.ts`
 * start real API processes (a bundle built once per run) on such a database, one file at a time.
 */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: resolve(root, 'node_modules/.vite/apps/api-test'),
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'api:unit', include: ['src/**/*.spec.ts'], exclude: ['src/**/*.int.spec.ts', 'src/**/*.process.spec.ts'], environment: 'node' },
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
      {
        extends: true,
        test: {
          name: 'api:processes',
          include: ['src/**/*.process.spec.ts'],
          environment: 'node',
          // The same PostgreSQL and template as api:int (the setup is shared), then the API bundle.
          globalSetup: ['src/common/testing/global-setup.ts', 'src/common/testing/build-api.ts'],
          // Each file runs several Node processes of its own: one file at a time, on a busy machine.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

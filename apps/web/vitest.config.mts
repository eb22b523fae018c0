import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mts';

const root = resolve(import.meta.dirname, '../..');

export default mergeConfig(
  viteConfig,
  defineConfig({
    cacheDir: resolve(root, 'node_modules/.vite/apps/web-test'),
    test: {
      name: 'web',
      environment: 'jsdom',
      globals: true,
      setupFiles: ['src/testing/setup-tests.ts'],
      include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      unstubGlobals: true,
      restoreMocks: true,
      // Page tests render the whole app; on a loaded 2-core machine one can take tens of seconds.
      testTimeout: 60_000,
    },
  }),
);

import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys in real Chromium (playwright-core) against the built app,
 * which the global setup starts on an embedded PostgreSQL of its own.
 * Not an Nx test target: `npm test` runs it after the build.
 */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: { '@salon/contracts': resolve(import.meta.dirname, '../../libs/contracts/src/index.ts') } },
  test: {
    name: 'web-e2e',
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

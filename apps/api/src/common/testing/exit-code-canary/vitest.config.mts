import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Runs one deliberately failing test with the integration tests' global setup
 * (embedded PostgreSQL), so `npm test` can prove a red test still makes the run
 * exit non-zero (STACK.md trap 2). Never part of the normal suites.
 */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: { '@salon/contracts': resolve(import.meta.dirname, '../../../../../../libs/contracts/src/index.ts') } },
  test: {
    name: 'exit-code-canary',
    include: ['failing.canary.ts'],
    globalSetup: ['../global-setup.ts'],
    hookTimeout: 60_000,
  },
});

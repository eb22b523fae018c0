import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = { '@salon/contracts': resolve(root, '../../libs/contracts/src/index.ts') };
const journey = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;
/**
 * Journeys that change the demo salon's own settings (its business hours, its time zone) for a
 * few seconds: every other journey reads that salon, so these run alone, after all of them.
 */
const SALON_WIDE = ['src/settings.e2e.ts'];

/**
 * Browser journeys in real Chromium (playwright-core) against the built app,
 * which the global setup starts on an embedded PostgreSQL of its own.
 * Not an Nx test target: `npm test` runs it after the build.
 *
 * Two projects in one run: the journeys in parallel (group 0), then the salon-wide ones (group 1).
 * The global setup is the root's alone, run once; both projects receive what it provides. The
 * projects do not extend the root config, or each would start the app again.
 */
export default defineConfig({
  root,
  resolve: { alias },
  test: {
    name: 'web-e2e',
    globalSetup: ['src/support/global-setup.ts'],
    projects: [
      { root, resolve: { alias }, test: { ...journey, name: 'journeys', include: ['src/**/*.e2e.ts'], exclude: SALON_WIDE, sequence: { groupOrder: 0 } } },
      { root, resolve: { alias }, test: { ...journey, name: 'salon-wide', include: SALON_WIDE, sequence: { groupOrder: 1 } } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

/** Tests of the start, test and dev scripts' helpers. */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'tools',
    include: ['lib/**/*.spec.mjs'],
    environment: 'node',
  },
});

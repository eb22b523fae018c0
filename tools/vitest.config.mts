import { defineConfig } from 'vitest/config';

/** Tests of the start, test and dev scripts' helpers, and of the web build's own plugins. */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'tools',
    include: ['lib/**/*.spec.mjs'],
    environment: 'node',
  },
});

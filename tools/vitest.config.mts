import { defineConfig } from 'vitest/config';

/** Tests of the start, test, dev and bench scripts' helpers, and of the web build's own plugins. */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'tools',
    include: ['lib/**/*.spec.mjs', 'bench/**/*.spec.mjs'],
    environment: 'node',
  },
});

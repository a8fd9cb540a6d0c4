import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // chdb segfaults inside worker threads; forked processes are safe (one chdb directory per test file).
    pool: 'forks',
    include: ['packages/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

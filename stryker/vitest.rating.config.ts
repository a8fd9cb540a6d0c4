import { defineConfig } from 'vitest/config';

// Mutation testing scores the rating package against its own tests only.
// A generous test timeout: property tests run instrumented, on a machine CI may share.
export default defineConfig({
  test: { include: ['packages/rating/test/**/*.test.ts'], testTimeout: 30_000 },
});

import { defineConfig } from 'vitest/config';

// Event validation, scored against the usage package's validation tests (the others need chdb, which cannot
// run in the mutation runner's worker threads).
// A generous test timeout: property tests run instrumented, on a machine CI may share.
export default defineConfig({
  test: { include: ['packages/usage/test/validate*.test.ts'], testTimeout: 30_000 },
});

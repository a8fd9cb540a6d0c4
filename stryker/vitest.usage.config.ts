import { defineConfig } from 'vitest/config';

// Event validation, scored against the usage package's validation tests (the others need chdb, which cannot
// run in the mutation runner's worker threads).
export default defineConfig({ test: { include: ['packages/usage/test/validate*.test.ts'] } });

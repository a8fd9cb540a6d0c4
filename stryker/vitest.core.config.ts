import { defineConfig } from 'vitest/config';

// The AIP-160 filter and field masks, scored against core's own tests (the filter's SQL runs on PostgreSQL).
export default defineConfig({ test: { include: ['packages/core/test/**/*.test.ts'], testTimeout: 30_000 } });

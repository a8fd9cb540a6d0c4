import { defineConfig } from 'vitest/config';

// Mutation testing scores the rating package against its own tests only.
export default defineConfig({ test: { include: ['packages/rating/test/**/*.test.ts'] } });

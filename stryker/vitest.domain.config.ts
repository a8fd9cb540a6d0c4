import { defineConfig } from 'vitest/config';

// The API JSON of pricing models (rate cards and overrides), scored against its own tests in packages/domain.
export default defineConfig({ test: { include: ['packages/domain/test/pricing-json*.test.ts'] } });

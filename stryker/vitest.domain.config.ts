import { defineConfig } from 'vitest/config';

// The API JSON of pricing models (rate cards and overrides), webhook signatures and the webhook retry schedule,
// scored against their own tests in packages/domain.
export default defineConfig({
  test: {
    include: [
      'packages/domain/test/pricing-json*.test.ts',
      'packages/domain/test/webhook-signature.test.ts',
      'packages/domain/test/webhook-retry-schedule.test.ts',
    ],
  },
});

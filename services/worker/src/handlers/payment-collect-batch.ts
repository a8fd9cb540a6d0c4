/**
 * `payments.collectBatch`: moves a batch of payments on, the first rounds of a collection pass (docs/payments.md,
 * "Batches"). Idempotent: the engine locks and reads each payment's current state, so a repeated job, or one
 * racing the schedule's one-payment jobs, charges nothing twice and changes nothing that is not due.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { collectPayments, type PaymentServices } from '@billing/payments';
import type { JobHandler } from '@billing/queue';

export function paymentCollectBatchHandler(
  services: PaymentServices,
  deps: { sql: Sql; clock: Clock },
): JobHandler<'payments.collectBatch'> {
  return async (payload) => {
    const ctx = { organization: payload.organization, clock: deps.clock, sql: deps.sql, pageSecret: '' };
    await collectPayments(ctx, services, payload.payments);
  };
}

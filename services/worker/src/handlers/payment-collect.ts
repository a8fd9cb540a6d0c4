/**
 * `payments.collect`: moves one payment as far as it goes now. Idempotent: the engine reads the payment under
 * its lock, and a run that finds nothing due changes nothing.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { collectPayment, type PaymentServices } from '@billing/payments';
import type { JobHandler } from '@billing/queue';

export function paymentCollectHandler(
  services: PaymentServices,
  deps: { sql: Sql; clock: Clock },
): JobHandler<'payments.collect'> {
  return async (payload) => {
    const ctx = { organization: payload.organization, clock: deps.clock, sql: deps.sql, pageSecret: '' };
    await collectPayment(ctx, services, payload.customerId, payload.paymentId);
  };
}

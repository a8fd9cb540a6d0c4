/**
 * `payments.sweep`: one reconciliation pass over a connection's recent charges (docs/payments.md). Idempotent:
 * a discrepancy is recorded, announced and counted once, and its refund is keyed by the charge.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { type PaymentServices, sweepProviderConnection } from '@billing/payments';
import type { JobHandler } from '@billing/queue';
import { Counter, type Registry } from 'prom-client';

export function paymentSweepHandler(
  services: PaymentServices,
  deps: { sql: Sql; clock: Clock; registry?: Registry | undefined },
): JobHandler<'payments.sweep'> {
  const discrepancies = new Counter({
    name: 'payment_discrepancies_total',
    help: 'Provider charges the reconciliation sweep found unaccounted for, by kind and whether refunded',
    labelNames: ['kind', 'refunded'] as const,
    registers: deps.registry ? [deps.registry] : [],
  });
  return async (payload) => {
    const ctx = { organization: payload.organization, clock: deps.clock, sql: deps.sql, pageSecret: '' };
    const result = await sweepProviderConnection(ctx, services, payload.providerConnectionId);
    for (const d of result.flagged) discrepancies.inc({ kind: d.kind, refunded: String(d.refunded) });
  };
}

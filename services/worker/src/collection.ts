/**
 * Collection without a person (docs/collection.md): each pass hands the invoices the outbox announced as
 * finalized over to collection (a payment, or the reason there is none), enqueues the first rounds of the new
 * payments (`payments.collectBatch` jobs, after the commit), and announces the invoices that became overdue. What is
 * due is asked of the injected clock; the loop's pause is only how often to ask.
 */
import { markOverdueInvoices } from '@billing/domain';
import {
  advanceHandOverCursor,
  COLLECT_BATCH_SIZE,
  findInvoicesToHandOver,
  handOverInvoices,
  type InvoiceToHandOver,
} from '@billing/payments';
import { derivedJobId } from '@billing/queue';
import type { Logger } from 'pino';
import { type Loop, startLoop } from './loop.ts';
import type { PaymentScheduleDeps } from './payment-schedule.ts';

/** What the payment schedule runs with: the database, the clock and the job producer. */
export type CollectionDeps = PaymentScheduleDeps;

export interface CollectionPass {
  handedOver: number;
  payments: number;
  overdue: number;
}

/**
 * The new payments of one organization in key order (the order the batch locks them in), cut in batches: a
 * payment is created once, by one pass, so its batch (and the job id naming its first and last) is too.
 */
export function collectBatches<T extends { customerId: string; paymentId: string }>(
  created: readonly T[],
  size = COLLECT_BATCH_SIZE,
): T[][] {
  const sorted = [...created].sort((a, b) =>
    a.customerId === b.customerId
      ? a.paymentId < b.paymentId
        ? -1
        : 1
      : a.customerId < b.customerId
        ? -1
        : 1,
  );
  const batches: T[][] = [];
  for (let i = 0; i < sorted.length; i += size) batches.push(sorted.slice(i, i + size));
  return batches;
}

/** One pass over at most `limit` finalized invoices and `limit` overdue ones. */
export async function runCollectionPass(deps: CollectionDeps, limit = 1000): Promise<CollectionPass> {
  const pending = await findInvoicesToHandOver(deps, limit);
  // One transaction per organization's share of the pass.
  const byOrganization = new Map<string, InvoiceToHandOver[]>();
  for (const p of pending)
    byOrganization.set(p.organization, [...(byOrganization.get(p.organization) ?? []), p]);
  let payments = 0;
  for (const [organization, invoices] of byOrganization) {
    const ctx = { organization, clock: deps.clock, sql: deps.sql, pageSecret: '' };
    const outcomes = await handOverInvoices(ctx, invoices);
    const created: { customerId: string; paymentId: string }[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.kind === 'payment')
        created.push({ customerId: invoices[i]!.customerId, paymentId: outcome.paymentId });
    }
    payments += created.length;
    // After the commit; the payments' own resume time covers a lost enqueue (the payment schedule).
    for (const batch of collectBatches(created)) {
      const first = batch[0]!;
      const last = batch.at(-1)!;
      await deps.jobs.enqueue(
        'payments.collectBatch',
        { organization, payments: batch },
        {
          jobId: derivedJobId(
            'payment-batch',
            organization,
            first.customerId,
            first.paymentId,
            last.customerId,
            last.paymentId,
            'first',
          ),
        },
      );
    }
  }
  await advanceHandOverCursor(deps);
  const overdue = await markOverdueInvoices(deps, limit);
  return { handedOver: pending.length, payments, overdue };
}

export function startCollectionLoop(deps: CollectionDeps & { logger: Logger }, intervalMs: number): Loop {
  return startLoop(intervalMs, async () => {
    try {
      let pass: CollectionPass;
      // A bill run finalizes thousands at once: keep passing while a pass was full.
      do {
        pass = await runCollectionPass(deps);
        if (pass.handedOver > 0 || pass.overdue > 0) deps.logger.info(pass, 'collection pass');
      } while (pass.handedOver >= 1000);
    } catch (error) {
      deps.logger.error({ err: error }, 'collection pass failed');
    }
  });
}

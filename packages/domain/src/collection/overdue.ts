/**
 * Overdue invoices (docs/collection.md): a FINALIZED invoice still unpaid at its dueTime is announced once with
 * `invoice.overdue`, in the transaction that stamps `overdue_time`. An invoice not handed over to collection
 * yet, or whose payment is in the middle of a round, is looked at again on the next pass: its charge may be
 * settling.
 */
import { withTransaction } from '@billing/db';
import type { SystemContext } from '../context.ts';
import { readInvoice } from '../invoices/get.ts';
import { stampOverdueInvoices } from '../invoices/mark-overdue.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';

/** Stamps and announces up to `limit` invoices due by now; returns how many. */
export async function markOverdueInvoices(ctx: SystemContext, limit: number): Promise<number> {
  const now = ctx.clock.now();
  return withTransaction(ctx, async (tx) => {
    const rows = await stampOverdueInvoices(tx, now, limit);
    for (const row of rows) {
      const orgCtx = { organization: row.organization, sql: tx.sql, clock: ctx.clock, pageSecret: '' };
      const object = await readInvoice(orgCtx, row.customerId, row.id);
      await writeOutboxEvent(orgCtx, outboxEvent('invoice.overdue', object.name, { object }));
    }
    return rows.length;
  });
}

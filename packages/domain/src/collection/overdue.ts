/**
 * Overdue invoices (docs/collection.md): a FINALIZED invoice still unpaid at its dueTime is announced once with
 * `invoice.overdue`, in the transaction that stamps `overdue_time`. An invoice not handed over to collection
 * yet, or whose payment's round has not ended (PROCESSING, or PENDING before its first round: a bill run's
 * payments wait in batches for it), is looked at again on the next pass: its charge may be settling.
 */
import { withTransaction } from '@billing/db';
import type { SystemContext } from '../context.ts';
import { readInvoices } from '../invoices/get.ts';
import { stampOverdueInvoices } from '../invoices/mark-overdue.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvents } from '../outbox/write-event.ts';

/** Stamps and announces up to `limit` invoices due by now; returns how many. */
export async function markOverdueInvoices(ctx: SystemContext, limit: number): Promise<number> {
  const now = ctx.clock.now();
  return withTransaction(ctx, async (tx) => {
    const rows = await stampOverdueInvoices(tx, now, limit);
    // Per organization, one read of the invoices and one insert of their events.
    const byOrganization = new Map<string, { customerId: string; id: string }[]>();
    for (const row of rows)
      byOrganization.set(row.organization, [
        ...(byOrganization.get(row.organization) ?? []),
        { customerId: row.customerId, id: row.id },
      ]);
    for (const [organization, keys] of byOrganization) {
      const orgCtx = { organization, sql: tx.sql, clock: ctx.clock, pageSecret: '' };
      const invoices = await readInvoices(orgCtx, keys);
      await writeOutboxEvents(
        orgCtx,
        invoices.map((object) => outboxEvent('invoice.overdue', object.name, { object })),
      );
    }
    return rows.length;
  });
}

/**
 * Overdue invoices (docs/collection.md): a FINALIZED invoice still unpaid at its dueTime is announced once with
 * `invoice.overdue`, in the transaction that stamps `overdue_time`. An invoice not handed over to collection
 * yet, or whose payment's round has not ended (PROCESSING, or PENDING before its first round: a bill run's
 * payments wait in batches for it), is looked at again on the next pass: its charge may be settling.
 */
import { withTransaction } from '@billing/db';
import type { SystemContext } from '../context.ts';
import { readInvoices } from '../invoices/get.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvents } from '../outbox/write-event.ts';

/** Stamps and announces up to `limit` invoices due by now; returns how many. */
export async function markOverdueInvoices(ctx: SystemContext, limit: number): Promise<number> {
  const now = ctx.clock.now();
  return withTransaction(ctx, async (tx) => {
    const rows = await tx.sql<{ organization_id: string; customer_id: string; id: string }[]>`
      UPDATE invoices i SET overdue_time = ${now}
      WHERE (i.organization_id, i.customer_id, i.id) IN (
        SELECT d.organization_id, d.customer_id, d.id FROM invoices d
        WHERE d.status = 'FINALIZED' AND d.overdue_time IS NULL AND d.due_time <= ${now}
          AND EXISTS (SELECT 1 FROM invoice_collections c
            WHERE c.organization_id = d.organization_id AND c.customer_id = d.customer_id AND c.invoice_id = d.id)
          AND NOT EXISTS (SELECT 1 FROM payments p
            WHERE p.organization_id = d.organization_id AND p.customer_id = d.customer_id
              AND p.invoice_id = d.id
              AND (p.status = 'PROCESSING' OR (p.status = 'PENDING' AND p.failure_category IS NULL)))
        ORDER BY d.due_time LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING i.organization_id, i.customer_id, i.id`;
    // Per organization, one read of the invoices and one insert of their events.
    const byOrganization = new Map<string, { customerId: string; id: string }[]>();
    for (const row of rows)
      byOrganization.set(row.organization_id, [
        ...(byOrganization.get(row.organization_id) ?? []),
        { customerId: row.customer_id, id: row.id },
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

/**
 * The store's stamp of an overdue invoice (docs/collection.md): `overdue_time` set once on a FINALIZED invoice
 * still unpaid at its dueTime, handed over to collection and with no payment in the middle of a round (or waiting for its first). Its
 * status does not move (overdue is no state of the table). Across organizations: the collection pass's.
 */
import type { SystemContext } from '../context.ts';

/** An invoice of some organization. */
export interface OrganizationInvoiceRef {
  organization: string;
  customerId: string;
  id: string;
}

/**
 * Stamps up to `limit` invoices overdue at `now` (the oldest due first; rows another transaction holds are
 * left for the next pass) and returns them. The caller announces each in the same transaction.
 */
export async function stampOverdueInvoices(
  ctx: Pick<SystemContext, 'sql'>,
  now: Date,
  limit: number,
): Promise<OrganizationInvoiceRef[]> {
  const rows = await ctx.sql<{ organization_id: string; customer_id: string; id: string }[]>`
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
  return rows.map((r) => ({ organization: r.organization_id, customerId: r.customer_id, id: r.id }));
}

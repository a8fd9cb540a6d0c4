import { lateralEach } from '@billing/db';
import type { Context } from '../context.ts';

/**
 * Holds the contracts of these invoices (FOR SHARE) until the transaction ends, for a finalize: `:end` and an
 * amendment lock their contract (FOR UPDATE), check their time against the issued invoices, then change the terms,
 * whose trigger marks the contract's DRAFTs stale. A finalize takes the contract before the DRAFT's row, as they
 * do, so one waits for the other: a past-time end that comes second sees the issued invoice and is refused, and a
 * finalize that comes second computes the new terms. Without the hold the two took the contract and the DRAFT's
 * row in opposite orders and deadlocked, one of them failing as INTERNAL. Returns the invoices whose contract is
 * held, as `customerId/id`; `skipLocked` leaves out those whose contract another transaction is changing.
 */
export async function holdInvoiceContracts(
  ctx: Context,
  invoices: readonly { customerId: string; id: string }[],
  options: { skipLocked?: boolean } = {},
): Promise<Set<string>> {
  if (invoices.length === 0) return new Set();
  const { sql } = ctx;
  // One index seek per invoice, then its contract by primary key; contracts in key order, so two finalizes never
  // wait for each other in a cycle.
  const rows = await sql<{ customer_id: string; id: string }[]>`
    SELECT k.customer_id, k.id
    FROM ${lateralEach(
      sql,
      sql`unnest(
        ${sql.array(invoices.map((i) => i.customerId))}::text[], ${sql.array(invoices.map((i) => i.id))}::text[]
      ) AS k(customer_id, id)`,
      sql`
        SELECT i.contract_id FROM invoices i
        WHERE i.organization_id = ${ctx.organization} AND i.customer_id = k.customer_id AND i.id = k.id`,
    )}
    JOIN contracts c
      ON c.organization_id = ${ctx.organization} AND c.customer_id = k.customer_id AND c.id = t.contract_id
    ORDER BY c.customer_id, c.id
    FOR SHARE OF c ${options.skipLocked ? sql`SKIP LOCKED` : sql``}`;
  return new Set(rows.map((r) => `${r.customer_id}/${r.id}`));
}

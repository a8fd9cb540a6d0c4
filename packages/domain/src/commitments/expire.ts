/**
 * Expiry (docs/credits.md): what is left of a commitment whose effective period has ended becomes COMMITMENT_EXPIRED
 * (a prepaid balance not drawn; a postpaid one whose true-up invoice never came, the contract having ended
 * first). Left until no DRAFT of its contract overlapping its period waits for its finalize.
 */
import { Decimal } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context, SystemContext } from '../context.ts';
import type { GrantRef } from '../credits/expire.ts';
import { writeLedgerEntry } from '../ledger/entries.ts';
import { lockCustomerLedger } from '../ledger/lock.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { getCommitment } from './get.ts';
import { type CommitmentRow, commitmentAccount } from './resource.ts';

/** Commitments of every organization due to expire at the clock's now. */
export async function findCommitmentsToExpire(ctx: SystemContext, limit: number): Promise<GrantRef[]> {
  const now = ctx.clock.now();
  const rows = await ctx.sql<{ organization_id: string; customer_id: string; id: string }[]>`
    SELECT c.organization_id, c.customer_id, c.id FROM commitments c
    WHERE c.end_time <= ${now} AND c.remaining > 0 AND c.void_time IS NULL
      AND NOT EXISTS (SELECT 1 FROM invoices i
        WHERE i.organization_id = c.organization_id AND i.customer_id = c.customer_id
          AND i.contract_id = c.contract_id AND i.status = 'DRAFT'
          AND i.period_end > c.start_time AND i.period_start < c.end_time)
    ORDER BY c.end_time LIMIT ${limit}`;
  return rows.map((r) => ({ organization: r.organization_id, customerId: r.customer_id, id: r.id }));
}

/** Expires what is left of one commitment; false when there was nothing to do (another run did it). */
export async function expireCommitment(ctx: Context, customerId: string, id: string): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    await lockCustomerLedger(tx, customerId);
    const [row] = await tx.sql<CommitmentRow[]>`
      SELECT * FROM commitments
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} FOR UPDATE`;
    const left = new Decimal(row?.remaining ?? 0);
    if (!row || row.void_time !== null || row.end_time === null || row.end_time > ctx.clock.now())
      return false;
    if (!left.greaterThan(0)) return false;
    await writeLedgerEntry(tx, commitmentAccount(row), {
      type: 'COMMITMENT_EXPIRED',
      amount: left.negated().toFixed(),
      description: 'the commitment ended',
    });
    const object = await getCommitment(tx, customerId, id);
    const amount = { amount: { value: left.toFixed() }, currencyCode: row.currency_code };
    await writeOutboxEvent(tx, outboxEvent('commitment.expired', object.name, { object, amount }));
    return true;
  });
}

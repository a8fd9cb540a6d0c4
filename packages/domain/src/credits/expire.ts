/**
 * Expiry (docs/credits.md): what is left of a grant when its effective period has ended becomes CREDIT_EXPIRED. The
 * worker asks for it as of the clock's now. A grant still usable by a DRAFT (one whose period ends by the grant's
 * end, waiting for its finalize in the grace period) is left until that DRAFT is finalized.
 */
import { Decimal } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context, SystemContext } from '../context.ts';
import { writeLedgerEntry } from '../ledger/entries.ts';
import { lockCustomerLedger } from '../ledger/lock.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { getCreditGrant } from './get.ts';
import { type CreditGrantRow, grantAccount } from './resource.ts';

export interface GrantRef {
  organization: string;
  customerId: string;
  id: string;
}

/** Grants of every organization whose end has passed with something left and no DRAFT that may still use them. */
export async function findGrantsToExpire(ctx: SystemContext, limit: number): Promise<GrantRef[]> {
  const now = ctx.clock.now();
  const rows = await ctx.sql<{ organization_id: string; customer_id: string; id: string }[]>`
    SELECT g.organization_id, g.customer_id, g.id FROM credit_grants g
    WHERE g.end_time <= ${now} AND g.remaining > 0 AND g.void_time IS NULL
      AND NOT EXISTS (SELECT 1 FROM invoices i
        WHERE i.organization_id = g.organization_id AND i.customer_id = g.customer_id AND i.status = 'DRAFT'
          AND i.period_end > g.start_time AND i.period_end <= g.end_time)
    ORDER BY g.end_time LIMIT ${limit}`;
  return rows.map((r) => ({ organization: r.organization_id, customerId: r.customer_id, id: r.id }));
}

/** Expires what is left of one grant under its lock; false when there was nothing to do (another run did it). */
export async function expireGrant(ctx: Context, customerId: string, id: string): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    await lockCustomerLedger(tx, customerId);
    const [row] = await tx.sql<CreditGrantRow[]>`
      SELECT * FROM credit_grants
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} FOR UPDATE`;
    const left = new Decimal(row?.remaining ?? 0);
    if (!row || row.end_time === null || row.end_time > ctx.clock.now() || !left.greaterThan(0)) return false;
    await writeLedgerEntry(tx, grantAccount(row), {
      type: 'CREDIT_EXPIRED',
      amount: left.negated().toFixed(),
      description: 'the grant ended',
    });
    const object = await getCreditGrant(tx, customerId, id);
    const amount = { amount: { value: left.toFixed() }, currencyCode: row.currency_code };
    await writeOutboxEvent(tx, outboxEvent('credit_grant.expired', object.name, { object, amount }));
    return true;
  });
}

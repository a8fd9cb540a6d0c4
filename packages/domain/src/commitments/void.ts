import { Decimal } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { writeLedgerEntry } from '../ledger/entries.ts';
import { lockCustomerLedger } from '../ledger/lock.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { checkString } from '../shared/inputs.ts';
import { loadCommitmentRow } from './get.ts';
import { type CommitmentRow, commitmentAccount, toCommitment } from './resource.ts';
import type { Commitment, VoidCommitmentInput } from './schema.ts';

/**
 * `:void` (docs/credits.md): voids what is left (COMMITMENT_VOIDED): a prepaid commitment's balance stops paying
 * for lines, a postpaid one is never trued up. What invoices already booked stays. Voiding twice books once.
 */
export async function voidCommitment(
  ctx: Context,
  customerId: string,
  id: string,
  body: VoidCommitmentInput,
): Promise<Commitment> {
  const reason = checkString(body.reason, 'reason', 1000);
  return withTransaction(ctx, async (tx) => {
    await lockCustomerLedger(tx, customerId);
    const row = await loadCommitmentRow(tx, customerId, id, true);
    const now = ctx.clock.now();
    if (row.void_time !== null) return toCommitment(row, now);
    const [voided] = await tx.sql<CommitmentRow[]>`
      UPDATE commitments SET void_time = ${now}, void_reason = ${reason}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}
      RETURNING *`;
    const left = new Decimal(row.remaining);
    if (left.greaterThan(0)) {
      await writeLedgerEntry(tx, commitmentAccount(row), {
        type: 'COMMITMENT_VOIDED',
        amount: left.negated().toFixed(),
        description: reason === '' ? 'voided' : reason,
      });
    }
    const object = toCommitment({ ...voided!, remaining: '0' }, now);
    const amount = { amount: { value: left.toFixed() }, currencyCode: row.currency_code };
    await writeOutboxEvent(tx, outboxEvent('commitment.voided', object.name, { object, amount }));
    return object;
  });
}

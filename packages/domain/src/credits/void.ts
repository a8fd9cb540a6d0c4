import { Decimal } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { writeLedgerEntry } from '../ledger/entries.ts';
import { lockCustomerLedger } from '../ledger/lock.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { checkString } from '../shared/inputs.ts';
import { loadCreditGrantRow } from './get.ts';
import { type CreditGrantRow, grantAccount, toCreditGrant } from './resource.ts';
import type { CreditGrant, VoidCreditGrantInput } from './schema.ts';

/**
 * `:void` (docs/credits.md): voids what is left of the grant (CREDIT_VOIDED); what invoices already applied stays
 * applied. Under the grant's row lock, so a finalize using the grant either books before (the void takes what
 * is left after it) or after (it finds nothing left). Voiding a voided grant returns it unchanged.
 */
export async function voidCreditGrant(
  ctx: Context,
  customerId: string,
  id: string,
  body: VoidCreditGrantInput,
): Promise<CreditGrant> {
  const reason = checkString(body.reason, 'reason', 1000);
  return withTransaction(ctx, async (tx) => {
    await lockCustomerLedger(tx, customerId);
    const row = await loadCreditGrantRow(tx, customerId, id, true);
    const now = ctx.clock.now();
    if (row.void_time !== null) return toCreditGrant(row, now);
    const [voided] = await tx.sql<CreditGrantRow[]>`
      UPDATE credit_grants SET void_time = ${now}, void_reason = ${reason}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}
      RETURNING *`;
    const left = new Decimal(row.remaining);
    if (left.greaterThan(0)) {
      await writeLedgerEntry(tx, grantAccount(row), {
        type: 'CREDIT_VOIDED',
        amount: left.negated().toFixed(),
        description: reason === '' ? 'voided' : reason,
      });
    }
    const object = toCreditGrant({ ...voided!, remaining: '0' }, now);
    const amount = { amount: { value: left.toFixed() }, currencyCode: row.currency_code };
    await writeOutboxEvent(tx, outboxEvent('credit_grant.voided', object.name, { object, amount }));
    return object;
  });
}

/**
 * The one writer of the balance ledger. Entries are append-only; migration 0010's trigger moves the grant's or
 * commitment's remaining balance with each and refuses a balance below zero, a second grant, creation or void,
 * and a reversal that does not give back exactly what its invoice booked.
 */
import { generateId } from '@billing/core';
import type { Context } from '../context.ts';
import type { BalanceTransactionType } from './schema.ts';

export interface LedgerEntry {
  type: BalanceTransactionType;
  /** Signed: what the entry adds to the grant's or commitment's remaining balance. */
  amount: string;
  description: string;
  invoiceId?: string | undefined;
}

/** Whose balance an entry moves: a grant (`credit_grants`) or a commitment (`commitments`) row. */
export interface LedgerAccount {
  kind: 'grant' | 'commitment';
  customer_id: string;
  id: string;
  currency_code: string;
}

export async function writeLedgerEntry(
  ctx: Context,
  account: LedgerAccount,
  entry: LedgerEntry,
): Promise<void> {
  const grantId = account.kind === 'grant' ? account.id : null;
  const commitmentId = account.kind === 'commitment' ? account.id : null;
  await ctx.sql`
    INSERT INTO balance_transactions (organization_id, customer_id, id, type, grant_id, commitment_id, invoice_id,
      amount, currency_code, description, create_time)
    VALUES (${ctx.organization}, ${account.customer_id}, ${generateId('btx')}, ${entry.type}, ${grantId},
      ${commitmentId}, ${entry.invoiceId ?? null}, ${entry.amount}, ${account.currency_code},
      ${entry.description.slice(0, 1000)}, ${ctx.clock.now()})`;
}

/**
 * The one writer of the balance ledger. Entries are append-only; migration 0010's trigger moves the grant's
 * remaining balance with each and refuses a balance below zero, a second grant or void, and a reversal that does
 * not give back exactly what its invoice applied.
 */
import { generateId } from '@billing/core';
import type { Context } from '../context.ts';
import type { CreditGrantRow } from './resource.ts';
import type { BalanceTransactionType } from './schema.ts';

export interface LedgerEntry {
  type: BalanceTransactionType;
  /** Signed: what the entry adds to the grant's remaining balance. */
  amount: string;
  description: string;
  invoiceId?: string | undefined;
}

export async function writeBalanceTransaction(
  ctx: Context,
  grant: Pick<CreditGrantRow, 'customer_id' | 'id' | 'currency_code'>,
  entry: LedgerEntry,
): Promise<void> {
  await ctx.sql`
    INSERT INTO balance_transactions (organization_id, customer_id, id, type, grant_id, invoice_id, amount,
      currency_code, description, create_time)
    VALUES (${ctx.organization}, ${grant.customer_id}, ${generateId('btx')}, ${entry.type}, ${grant.id},
      ${entry.invoiceId ?? null}, ${entry.amount}, ${grant.currency_code}, ${entry.description.slice(0, 1000)},
      ${ctx.clock.now()})`;
}

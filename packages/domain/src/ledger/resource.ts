/** Ledger rows and their API form. Amounts are `numeric` in PostgreSQL, strings here. */
import { formatTimestamp, Money } from '@billing/core';
import type { BalanceTransaction, BalanceTransactionType } from './schema.ts';

export interface BalanceTransactionRow {
  customer_id: string;
  id: string;
  seq: string;
  type: BalanceTransactionType;
  grant_id: string | null;
  commitment_id: string | null;
  invoice_id: string | null;
  amount: string;
  currency_code: string;
  description: string;
  create_time: Date;
}

export function toBalanceTransaction(row: BalanceTransactionRow): BalanceTransaction {
  // The table's CHECK: exactly one of grant_id and commitment_id.
  const account =
    row.grant_id !== null
      ? { credit: `customers/${row.customer_id}/credits/${row.grant_id}` }
      : { commitment: `customers/${row.customer_id}/commitments/${row.commitment_id}` };
  return {
    name: `customers/${row.customer_id}/balanceTransactions/${row.id}`,
    description: row.description,
    source:
      row.invoice_id === null
        ? (account.credit ?? account.commitment)!
        : `customers/${row.customer_id}/invoices/${row.invoice_id}`,
    ...account,
    amount: Money.of(row.amount, row.currency_code).toJson(),
    type: row.type,
    createTime: formatTimestamp(row.create_time),
  };
}

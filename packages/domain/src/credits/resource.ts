/** Credit grant and ledger rows and their API form. Amounts are `numeric` in PostgreSQL, strings here. */
import { formatTimestamp, Money } from '@billing/core';
import type { BalanceTransaction, BalanceTransactionType, CreditGrant, GrantStatus } from './schema.ts';

export interface CreditGrantRow {
  organization_id: string;
  customer_id: string;
  id: string;
  seq: string;
  currency_code: string;
  amount: string;
  priority: number;
  applicable_products: string[];
  applicable_tags: string[];
  start_time: Date;
  end_time: Date | null;
  reason: string;
  create_time: Date;
  void_time: Date | null;
  void_reason: string;
  remaining: string;
}

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

export const creditGrantName = (customerId: string, id: string) => `customers/${customerId}/credits/${id}`;

/** GRANT_STATUS from the clock: VOIDED once voided, SCHEDULED before the start, EXPIRED from the end on. */
export function grantStatus(row: Pick<CreditGrantRow, 'start_time' | 'end_time' | 'void_time'>, now: Date) {
  let status: GrantStatus = 'ACTIVE';
  if (row.void_time !== null && row.void_time <= now) status = 'VOIDED';
  else if (now < row.start_time) status = 'SCHEDULED';
  else if (row.end_time !== null && now >= row.end_time) status = 'EXPIRED';
  return status;
}

export function toCreditGrant(row: CreditGrantRow, now: Date): CreditGrant {
  const grant: CreditGrant = {
    name: creditGrantName(row.customer_id, row.id),
    reason: row.reason,
    amount: Money.of(row.amount, row.currency_code).toJson(),
    remaining: Money.of(row.remaining, row.currency_code).toJson(),
    applicableProducts: row.applicable_products,
    applicableTags: row.applicable_tags,
    effectivePeriod: { startTime: formatTimestamp(row.start_time) },
    priority: row.priority,
    status: grantStatus(row, now),
    createTime: formatTimestamp(row.create_time),
  };
  if (row.end_time) grant.effectivePeriod.endTime = formatTimestamp(row.end_time);
  if (row.void_time) grant.voidTime = formatTimestamp(row.void_time);
  return grant;
}

export function toBalanceTransaction(row: BalanceTransactionRow): BalanceTransaction {
  // The table's CHECK: exactly one of grant_id and commitment_id.
  const account =
    row.grant_id !== null
      ? { credit: creditGrantName(row.customer_id, row.grant_id) }
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

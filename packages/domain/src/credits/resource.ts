/** Credit grant rows and their API form. Amounts are `numeric` in PostgreSQL, strings here. */
import { formatTimestamp, Money } from '@billing/core';
import type { LedgerAccount } from '../ledger/entries.ts';
import type { CreditGrant, GrantStatus } from './schema.ts';

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

export const creditGrantName = (customerId: string, id: string) => `customers/${customerId}/credits/${id}`;

/** The grant as the ledger's account. */
export const grantAccount = (
  row: Pick<CreditGrantRow, 'customer_id' | 'id' | 'currency_code'>,
): LedgerAccount => ({
  kind: 'grant',
  customer_id: row.customer_id,
  id: row.id,
  currency_code: row.currency_code,
});

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

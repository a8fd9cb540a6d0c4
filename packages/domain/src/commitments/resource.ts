/** Commitment rows and their API form. Amounts are `numeric` in PostgreSQL, strings here. */
import { formatTimestamp, Money } from '@billing/core';
import { grantStatus } from '../credits/resource.ts';
import type { LedgerAccount } from '../ledger/entries.ts';
import type { Commitment } from './schema.ts';

export interface CommitmentRow {
  organization_id: string;
  customer_id: string;
  id: string;
  seq: string;
  contract_id: string;
  currency_code: string;
  committed_amount: string;
  cost_basis: string;
  applicable_products: string[];
  start_time: Date;
  end_time: Date | null;
  create_time: Date;
  void_time: Date | null;
  void_reason: string;
  remaining: string;
}

export const commitmentName = (customerId: string, id: string) => `customers/${customerId}/commitments/${id}`;

/** The commitment as the ledger's account. */
export const commitmentAccount = (row: CommitmentRow): LedgerAccount => ({
  kind: 'commitment',
  customer_id: row.customer_id,
  id: row.id,
  currency_code: row.currency_code,
});

/** Prepaid when it has a cost basis (docs/credits.md): billed up front, drawn down by eligible lines. */
export const isPrepaid = (row: Pick<CommitmentRow, 'cost_basis'>) => Number(row.cost_basis) > 0;

export function toCommitment(row: CommitmentRow, now: Date): Commitment {
  const commitment: Commitment = {
    name: commitmentName(row.customer_id, row.id),
    contract: `customers/${row.customer_id}/contracts/${row.contract_id}`,
    committedAmount: Money.of(row.committed_amount, row.currency_code).toJson(),
    costBasis: Money.of(row.cost_basis, row.currency_code).toJson(),
    remaining: Money.of(row.remaining, row.currency_code).toJson(),
    applicableProducts: row.applicable_products,
    effectivePeriod: { startTime: formatTimestamp(row.start_time) },
    // The same statuses as a grant's, from the same fields (GRANT_STATUS for both, docs/credits.md).
    status: grantStatus(row, now),
    createTime: formatTimestamp(row.create_time),
  };
  if (row.end_time) commitment.effectivePeriod.endTime = formatTimestamp(row.end_time);
  if (row.void_time) commitment.voidTime = formatTimestamp(row.void_time);
  return commitment;
}

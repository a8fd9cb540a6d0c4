/** Schemas of commitments (docs/credits.md). */
import { Enum, MoneyValue, Period, PeriodInput, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';
import { GRANT_STATUSES } from '../credits/schema.ts';

const MoneyInput = Type.Object({
  amount: Type.Optional(Type.Object({ value: Type.Optional(Type.String()) })),
  currencyCode: Type.Optional(Type.String()),
});

export const Commitment = Type.Object(
  {
    name: Type.String({ description: '`customers/{customer}/commitments/{commitment}`' }),
    contract: Type.String({ description: '`customers/{customer}/contracts/{contract}`' }),
    committedAmount: MoneyValue,
    costBasis: MoneyValue,
    remaining: Type.Optional(MoneyValue),
    applicableProducts: Type.Array(Type.String()),
    effectivePeriod: Period,
    status: Enum('GRANT_STATUS', GRANT_STATUSES),
    createTime: Timestamp,
    voidTime: Type.Optional(Timestamp),
  },
  { title: 'Commitment' },
);
export type Commitment = Static<typeof Commitment>;

export const CommitmentInput = Type.Object({
  contract: Type.Optional(Type.String()),
  committedAmount: Type.Optional(MoneyInput),
  costBasis: Type.Optional(MoneyInput),
  applicableProducts: Type.Optional(Type.Array(Type.String())),
  effectivePeriod: Type.Optional(PeriodInput),
});
export type CommitmentInput = Static<typeof CommitmentInput>;

export const VoidCommitmentInput = Type.Object({
  reason: Type.Optional(Type.String()),
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
export type VoidCommitmentInput = Static<typeof VoidCommitmentInput>;

/** Schemas of credit grants, the balance and its transactions (docs/credits.md). */
import { Enum, MoneyValue, Period, PeriodInput, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/** GRANT_STATUS (docs/credits.md) without its UNSPECIFIED zero value. */
export const GRANT_STATUSES = ['SCHEDULED', 'ACTIVE', 'EXPIRED', 'VOIDED'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

/** BALANCE_TRANSACTION_TYPE (docs/credits.md): the grants' and the commitments' entries. */
export const BALANCE_TRANSACTION_TYPES = [
  'CREDIT_GRANTED',
  'CREDIT_APPLIED',
  'CREDIT_REVERSED',
  'CREDIT_EXPIRED',
  'CREDIT_VOIDED',
  'COMMITMENT_CREATED',
  'COMMITMENT_APPLIED',
  'COMMITMENT_TRUE_UP',
  'COMMITMENT_EXPIRED',
  'COMMITMENT_VOIDED',
] as const;
export type BalanceTransactionType = (typeof BALANCE_TRANSACTION_TYPES)[number];

export const CreditGrant = Type.Object(
  {
    name: Type.String({ description: '`customers/{customer}/credits/{credit}`' }),
    reason: Type.String(),
    amount: MoneyValue,
    remaining: Type.Optional(MoneyValue),
    applicableProducts: Type.Array(Type.String()),
    applicableTags: Type.Array(Type.String()),
    effectivePeriod: Period,
    priority: Type.Integer(),
    status: Enum('GRANT_STATUS', GRANT_STATUSES),
    createTime: Timestamp,
    voidTime: Type.Optional(Timestamp),
  },
  { title: 'CreditGrant' },
);
export type CreditGrant = Static<typeof CreditGrant>;

export const CreditGrantInput = Type.Object({
  reason: Type.Optional(Type.String()),
  amount: Type.Optional(
    Type.Object({
      amount: Type.Optional(Type.Object({ value: Type.Optional(Type.String()) })),
      currencyCode: Type.Optional(Type.String()),
    }),
  ),
  applicableProducts: Type.Optional(Type.Array(Type.String())),
  applicableTags: Type.Optional(Type.Array(Type.String())),
  effectivePeriod: Type.Optional(PeriodInput),
  priority: Type.Optional(Type.Integer({ format: 'int32', description: '0..100, lower first; default 50' })),
});
export type CreditGrantInput = Static<typeof CreditGrantInput>;

export const VoidCreditGrantInput = Type.Object({
  reason: Type.Optional(Type.String()),
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
export type VoidCreditGrantInput = Static<typeof VoidCreditGrantInput>;

export const Balance = Type.Object(
  {
    customer: Type.String(),
    asOfTime: Timestamp,
    creditRemaining: MoneyValue,
    commitmentRemaining: MoneyValue,
  },
  { title: 'Balance' },
);
export type Balance = Static<typeof Balance>;

export const BalanceTransaction = Type.Object(
  {
    name: Type.String({ description: '`customers/{customer}/balanceTransactions/{transaction}`' }),
    description: Type.String(),
    source: Type.String({
      description: 'The grant or commitment, or the invoice an application, true-up or reversal belongs to',
    }),
    credit: Type.Optional(Type.String({ description: 'The grant whose balance the transaction moves' })),
    commitment: Type.Optional(
      Type.String({ description: 'The commitment whose balance the transaction moves' }),
    ),
    amount: MoneyValue,
    type: Enum('BALANCE_TRANSACTION_TYPE', BALANCE_TRANSACTION_TYPES),
    createTime: Timestamp,
  },
  { title: 'BalanceTransaction' },
);
export type BalanceTransaction = Static<typeof BalanceTransaction>;

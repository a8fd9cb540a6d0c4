/** Schemas of credit grants (docs/credits.md); the balance and its transactions are the ledger's. */
import { Enum, MoneyValue, Period, PeriodInput, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/** GRANT_STATUS (docs/credits.md) without its UNSPECIFIED zero value. */
export const GRANT_STATUSES = ['SCHEDULED', 'ACTIVE', 'EXPIRED', 'VOIDED'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

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

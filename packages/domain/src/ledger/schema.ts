/** Schemas of the ledger: its entry types, the balance and its transactions (docs/credits.md). */
import { Enum, MoneyValue, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

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

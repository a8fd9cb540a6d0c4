/**
 * The payment resource as the API returns it and `payment.*` events carry it (docs/payments.md). It lives
 * beside the event catalogue because the catalogue is below the payments package; `@billing/payments`
 * re-exports it with the rest of its schemas.
 */
import { Enum, MoneyValue, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

export const PAYMENT_STATUSES = ['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_FAILURE_CATEGORIES = [
  'SOFT_DECLINE',
  'HARD_DECLINE',
  'PROVIDER_ERROR',
  'AUTHENTICATION_REQUIRED',
  'INVALID_REQUEST',
  'NO_ROUTE',
] as const;
export type PaymentFailureCategory = (typeof PAYMENT_FAILURE_CATEGORIES)[number];

export const Payment = Type.Object(
  {
    name: Type.String({ description: '`customers/{customer}/payments/{payment}`' }),
    invoice: Type.String(),
    paymentMethod: Type.String({ description: 'The method of the latest attempt ("" before the first)' }),
    providerConnection: Type.String({ description: 'The connection of the latest attempt' }),
    idempotencyKey: Type.String({ description: "The latest attempt's" }),
    failureMessage: Type.String(),
    amount: MoneyValue,
    offSession: Type.Boolean(),
    recurring: Type.Boolean(),
    status: Enum('PAYMENT_STATUS', PAYMENT_STATUSES),
    failureCategory: Type.Optional(Enum('PAYMENT_FAILURE_CATEGORY', PAYMENT_FAILURE_CATEGORIES)),
    nextRetryTime: Type.Optional(Timestamp),
    createTime: Timestamp,
    updateTime: Timestamp,
    succeedTime: Type.Optional(Timestamp),
  },
  { title: 'Payment' },
);
export type Payment = Static<typeof Payment>;

/**
 * Schemas of invoices (docs/invoices.md): the stored invoice and its lines, which the invoice preview shares, and
 * the bodies of `:finalize` and `:void`.
 */
import { Enum, MoneyValue, Quantity, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/** INVOICE_STATUS (docs/invoices.md "Lines and rounding") without its UNSPECIFIED zero value. */
export const INVOICE_STATUSES = ['DRAFT', 'FINALIZED', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const InvoiceLine = Type.Object(
  {
    id: Type.String(),
    description: Type.String(),
    product: Type.String(),
    rateId: Type.String(),
    dimensions: StringMap,
    quantity: Quantity,
    unitPrice: MoneyValue,
    subtotal: MoneyValue,
    credit: MoneyValue,
    total: MoneyValue,
    tax: Type.Optional(
      Type.Object(MoneyValue.properties, {
        description: '(subtotal - credit) x the tax rate, rounded half away from zero to the minor unit',
      }),
    ),
    taxRate: Type.Optional(
      Type.String({ description: 'The tax rate applied (`taxRates/{taxRate}`); "" for none' }),
    ),
    taxRateDisplayName: Type.Optional(
      Type.String({ description: 'The tax rate\'s displayName when the line was computed; "" for none' }),
    ),
    taxPercentage: Type.Optional(
      Type.String({ description: 'The tax rate\'s percentage when the line was computed; "" for none' }),
    ),
  },
  { title: 'InvoiceLine' },
);
export type InvoiceLineJson = Static<typeof InvoiceLine>;

export const Invoice = Type.Object(
  {
    name: Type.String({ description: '`customers/{customer}/invoices/{invoice}`; "" for a preview' }),
    contract: Type.String({ description: 'The contract when exactly one applies, else ""' }),
    number: Type.Optional(
      Type.String({
        description: 'Gapless per organization, given at finalize; "" before (docs/invoices.md)',
      }),
    ),
    periodStartTime: Timestamp,
    periodEndTime: Timestamp,
    createTime: Timestamp,
    updateTime: Type.Optional(Timestamp),
    finalizeTime: Type.Optional(Timestamp),
    dueTime: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'Output only: finalizeTime + the net terms in force at finalize; absent on a DRAFT',
      }),
    ),
    paidReference: Type.Optional(
      Type.String({
        description: 'Output only: the reference given by :markPaid (a bank transfer, a cheque)',
      }),
    ),
    paidTime: Type.Optional(
      Type.String({ format: 'date-time', description: 'When the invoice became PAID; absent before' }),
    ),
    voidTime: Type.Optional(Timestamp),
    voidReason: Type.Optional(
      Type.String({ description: 'The reason given to `:void`; absent unless VOID, "" when none was given' }),
    ),
    status: Enum('INVOICE_STATUS', INVOICE_STATUSES),
    subtotal: MoneyValue,
    tax: MoneyValue,
    credit: MoneyValue,
    total: MoneyValue,
    lines: Type.Array(InvoiceLine),
    failureReason: Type.Optional(
      Type.String({ description: "Why the DRAFT's last computation failed; absent when it succeeded" }),
    ),
  },
  { title: 'Invoice' },
);
/** An Invoice as the API writes it (named apart from the rating package's `InvoiceLine`, a computed line). */
export type InvoiceJson = Static<typeof Invoice>;

export const FinalizeInvoiceInput = Type.Object({
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
export type FinalizeInvoiceInput = Static<typeof FinalizeInvoiceInput>;

export const VoidInvoiceInput = Type.Object({
  reason: Type.Optional(Type.String()),
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
export type VoidInvoiceInput = Static<typeof VoidInvoiceInput>;

export const MarkInvoicePaidInput = Type.Object({
  reference: Type.Optional(
    Type.String({
      description: 'What identifies the payment made elsewhere (a transfer id, a cheque number)',
    }),
  ),
  paidTime: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'When it was paid: not in the future nor before finalizeTime; absent: now',
    }),
  ),
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
export type MarkInvoicePaidInput = Static<typeof MarkInvoicePaidInput>;

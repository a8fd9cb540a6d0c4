/** Schemas of the rating previews (SPEC 4.10, 4.11): charges and the invoice of a period. */
import { Enum, MoneyValue, PeriodInput, Quantity, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/** INVOICE_STATUS (SPEC 2.2) without its UNSPECIFIED zero value. */
export const INVOICE_STATUSES = ['DRAFT', 'FINALIZED', 'PAID', 'VOID'] as const;

export const Charge = Type.Object(
  {
    product: Type.String({ description: '`products/{product}`' }),
    rateId: Type.String(),
    dimensions: StringMap,
    quantity: Quantity,
    subtotal: MoneyValue,
    credit: MoneyValue,
    net: MoneyValue,
  },
  { title: 'Charge' },
);
/** A Charge as the API writes it (the rating package's lines are its source). */
export type ChargeJson = Static<typeof Charge>;

export const ChargePreview = Type.Object(
  { asOfTime: Timestamp, total: MoneyValue, charges: Type.Array(Charge) },
  { title: 'ChargePreview' },
);
export type ChargePreview = Static<typeof ChargePreview>;

export const PreviewChargesInput = Type.Object({ period: Type.Optional(PeriodInput) });
export type PreviewChargesInput = Static<typeof PreviewChargesInput>;

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
  },
  { title: 'InvoiceLine' },
);

export const Invoice = Type.Object(
  {
    name: Type.String({ description: '"" for a preview, which is not stored' }),
    contract: Type.String({ description: 'The contract when exactly one applies, else ""' }),
    periodStartTime: Timestamp,
    periodEndTime: Timestamp,
    createTime: Timestamp,
    finalizeTime: Type.Optional(Timestamp),
    status: Enum('INVOICE_STATUS', INVOICE_STATUSES),
    subtotal: MoneyValue,
    tax: MoneyValue,
    credit: MoneyValue,
    total: MoneyValue,
    lines: Type.Array(InvoiceLine),
  },
  { title: 'Invoice' },
);
/** An Invoice as the API writes it (named apart from the rating package's `InvoiceLine`, a computed line). */
export type InvoiceJson = Static<typeof Invoice>;

export const PreviewInvoiceInput = Type.Object({
  periodStartTime: Type.Optional(Timestamp),
  periodEndTime: Type.Optional(Timestamp),
});
export type PreviewInvoiceInput = Static<typeof PreviewInvoiceInput>;

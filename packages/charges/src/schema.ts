/** Schemas of the rating previews (docs/invoices.md; docs/previews.md): charges and the invoice of a period. */
import { MoneyValue, PeriodInput, Quantity, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

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

/** The invoice and its lines are the stored invoice's schemas (packages/domain): a preview is an unstored one. */
export { INVOICE_STATUSES, Invoice, type InvoiceJson, InvoiceLine } from '@billing/domain';

export const PreviewInvoiceInput = Type.Object({
  periodStartTime: Type.Optional(Timestamp),
  periodEndTime: Type.Optional(Timestamp),
});
export type PreviewInvoiceInput = Static<typeof PreviewInvoiceInput>;

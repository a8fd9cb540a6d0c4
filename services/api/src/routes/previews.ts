/**
 * Rating previews (SPEC 4.10 and 4.11, SEMANTICS 9): the invoice of any period over the customer's contracts,
 * as an Invoice or as charge rows, computed from usage and never stored. They read usage from the event store
 * (`ApiDeps.usage`); without it, UNAVAILABLE. Both need `invoices:read`: they show billed amounts and change
 * nothing (docs/previews.md).
 */
import { previewCharges, previewInvoice } from '@billing/charges';
import { ApiError } from '@billing/core';
import type { Context } from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { type RouteServices, route } from '../http/route-spec.ts';
import { Money, Quantity, StringEnum, StringMap, Timestamp } from '../schemas/common.ts';

const CustomerParams = Type.Object({ customer: Type.String() });

const Charge = Type.Object(
  {
    product: Type.String({ description: '`products/{product}`' }),
    rateId: Type.String(),
    dimensions: StringMap,
    quantity: Quantity,
    subtotal: Money,
    credit: Money,
    net: Money,
  },
  { title: 'Charge' },
);

const ChargePreview = Type.Object(
  { asOfTime: Timestamp, total: Money, charges: Type.Array(Charge) },
  { title: 'ChargePreview' },
);

const InvoiceLine = Type.Object(
  {
    id: Type.String(),
    description: Type.String(),
    product: Type.String(),
    rateId: Type.String(),
    dimensions: StringMap,
    quantity: Quantity,
    unitPrice: Money,
    subtotal: Money,
    credit: Money,
    total: Money,
  },
  { title: 'InvoiceLine' },
);

const Invoice = Type.Object(
  {
    name: Type.String({ description: '"" for a preview, which is not stored' }),
    contract: Type.String({ description: 'The contract when exactly one applies, else ""' }),
    periodStartTime: Timestamp,
    periodEndTime: Timestamp,
    createTime: Timestamp,
    finalizeTime: Type.Optional(Timestamp),
    status: StringEnum(['INVOICE_STATUS_UNSPECIFIED', 'DRAFT', 'FINALIZED', 'PAID', 'VOID']),
    subtotal: Money,
    tax: Money,
    credit: Money,
    total: Money,
    lines: Type.Array(InvoiceLine),
  },
  { title: 'Invoice' },
);

function usageContext(ctx: Context, services: RouteServices) {
  if (!services.usage) throw new ApiError('UNAVAILABLE', 'usage is not served by this process');
  return { ...ctx, ...services.usage };
}

export const previewRoutes = [
  route({
    method: 'POST',
    path: '/customers/{customer}/charges:preview',
    operationId: 'previewCharges',
    summary: "The customer's charges over a period, one row per invoice line (computed, not stored)",
    tag: 'Rating',
    permission: 'invoices:read',
    params: CustomerParams,
    body: Type.Object({
      period: Type.Optional(
        Type.Object({ startTime: Type.Optional(Timestamp), endTime: Type.Optional(Timestamp) }),
      ),
    }),
    response: ChargePreview,
    handler: (ctx, { params, body }, services) =>
      previewCharges(usageContext(ctx, services), params.customer!, body),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/invoices:preview',
    operationId: 'previewInvoice',
    summary: "The invoice of any period over the customer's contracts (computed, not stored)",
    tag: 'Invoices',
    permission: 'invoices:read',
    params: CustomerParams,
    body: Type.Object({
      periodStartTime: Type.Optional(Timestamp),
      periodEndTime: Type.Optional(Timestamp),
    }),
    response: Invoice,
    handler: (ctx, { params, body }, services) =>
      previewInvoice(usageContext(ctx, services), params.customer!, body),
  }),
];

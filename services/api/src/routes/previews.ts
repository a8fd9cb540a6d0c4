/**
 * Rating previews (docs/invoices.md; docs/previews.md): the invoice of any period over the customer's contracts,
 * as an Invoice or as charge rows, computed from usage and never stored. They read usage from the event store
 * (`ApiDeps.usage`); without it, UNAVAILABLE. Both need `invoices:read`: they show billed amounts and change
 * nothing (docs/previews.md).
 */
import {
  ChargePreview,
  Invoice,
  PreviewChargesInput,
  PreviewInvoiceInput,
  previewCharges,
  previewInvoice,
} from '@billing/charges';
import { route } from '../http/route-spec.ts';
import { usageContext } from '../http/usage-context.ts';
import { CustomerParams } from './params.ts';

export const previewRoutes = [
  route({
    method: 'POST',
    path: '/customers/{customer}/charges:preview',
    operationId: 'previewCharges',
    summary: "The customer's charges over a period, one row per invoice line (computed, not stored)",
    tag: 'Rating',
    permission: 'invoices:read',
    params: CustomerParams,
    body: PreviewChargesInput,
    response: ChargePreview,
    handler: (ctx, { params, body }, services) =>
      previewCharges(usageContext(ctx, services), params.customer, body),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/invoices:preview',
    operationId: 'previewInvoice',
    summary: "The invoice of any period over the customer's contracts (computed, not stored)",
    tag: 'Invoices',
    permission: 'invoices:read',
    params: CustomerParams,
    body: PreviewInvoiceInput,
    response: Invoice,
    handler: (ctx, { params, body }, services) =>
      previewInvoice(usageContext(ctx, services), params.customer, body),
  }),
];

/**
 * Stored invoices (docs/invoices.md): listed and read from Postgres; finalize and void
 * compute from usage, so they need the event store (UNAVAILABLE without it). The preview is in previews.ts.
 */
import { listOf, PageQuery, StringEnum } from '@billing/core';
import {
  DOCUMENT_FORMATS,
  FinalizeInvoiceInput,
  getInvoice,
  Invoice,
  listInvoices,
  MarkInvoicePaidInput,
  renderInvoiceDocument,
  VoidInvoiceInput,
} from '@billing/domain';
import { finalizeInvoice, voidInvoice } from '@billing/invoices';
import { markInvoicePaid } from '@billing/payments';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { RawResponse, route } from '../http/route-spec.ts';
import { usageContext } from '../http/usage-context.ts';
import { CustomerParams, InvoiceParams } from './params.ts';

export const invoiceRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/invoices',
    operationId: 'listInvoices',
    summary: "List a customer's invoices, oldest first",
    tag: 'Invoices',
    permission: 'invoices:read',
    params: CustomerParams,
    query: Type.Object({
      ...PageQuery,
      filter: Type.Optional(
        Type.String({
          description: 'AIP-160 filter on status, contract, periodStartTime, periodEndTime, createTime',
        }),
      ),
    }),
    response: listOf('invoices', Invoice),
    handler: async (ctx, { params, query }) =>
      toListResponse('invoices', await listInvoices(ctx, params.customer, query)),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/invoices/{invoice}',
    operationId: 'getInvoice',
    summary: 'Get an invoice with its lines',
    tag: 'Invoices',
    permission: 'invoices:read',
    params: InvoiceParams,
    response: Invoice,
    handler: (ctx, { params }) => getInvoice(ctx, params.customer, params.invoice),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/invoices/{invoice}/document',
    operationId: 'getInvoiceDocument',
    summary:
      'Get the invoice as a document the customer can pay from: a PDF, or an HTML page with format=html',
    tag: 'Invoices',
    permission: 'invoices:read',
    params: InvoiceParams,
    query: Type.Object({
      format: Type.Optional(StringEnum(DOCUMENT_FORMATS, 'pdf (the default) or html')),
    }),
    response: Type.String({ format: 'binary', description: 'The PDF bytes, or the HTML page' }),
    media: ['application/pdf', 'text/html'],
    handler: async (ctx, { params, query }, services) => {
      const document = await renderInvoiceDocument(
        ctx,
        params.customer,
        params.invoice,
        query.format,
        services.documents,
      );
      return new RawResponse(document.contentType, document.body, {
        'content-disposition': `inline; filename="${document.filename}"`,
        etag: `"${document.sha256}"`,
        // The HTML page loads nothing: no script, no image, no font from anywhere.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
    },
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/invoices/{invoice}:finalize',
    operationId: 'finalizeInvoice',
    summary: 'Finalize a DRAFT invoice whose period has ended, without waiting for the grace period',
    tag: 'Invoices',
    permission: 'invoices:write',
    idempotent: true,
    params: InvoiceParams,
    body: FinalizeInvoiceInput,
    response: Invoice,
    handler: (ctx, { params, body }, services) =>
      finalizeInvoice(usageContext(ctx, services), params.customer, params.invoice, body),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/invoices/{invoice}:void',
    operationId: 'voidInvoice',
    summary: 'Void a FINALIZED invoice; a new DRAFT of the same period takes its place',
    tag: 'Invoices',
    permission: 'invoices:write',
    idempotent: true,
    params: InvoiceParams,
    body: VoidInvoiceInput,
    response: Invoice,
    handler: (ctx, { params, body }, services) =>
      voidInvoice(usageContext(ctx, services), params.customer, params.invoice, body),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/invoices/{invoice}:markPaid',
    operationId: 'markInvoicePaid',
    summary:
      'Mark a FINALIZED invoice PAID because it was paid outside the service; its open payments are canceled',
    tag: 'Invoices',
    permission: 'invoices:write',
    idempotent: true,
    params: InvoiceParams,
    body: MarkInvoicePaidInput,
    response: Invoice,
    handler: (ctx, { params, body }) => markInvoicePaid(ctx, params.customer, params.invoice, body),
  }),
];

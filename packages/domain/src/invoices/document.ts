/**
 * `GET customers/{customer}/invoices/{invoice}/document` (docs/documents.md): the invoice as a PDF or an HTML
 * page. An issued invoice prints the issuer and customer it kept when it left DRAFT; a DRAFT prints what they
 * are now. Nothing here reads the clock: the same invoice in the same state gives the same bytes.
 */
import { createHash } from 'node:crypto';
import { Decimal, formatAmount } from '@billing/core';
import {
  type DocumentParty,
  type DocumentRenderer,
  type InvoiceDocument,
  inThisThread,
  renderInvoiceHtml,
} from '@billing/documents';
import type { Context } from '../context.ts';
import type { BillingProfile } from '../customers/schema.ts';
import { toInvoiceSettings } from '../organizations/invoice-settings.ts';
import type { InvoiceSettings } from '../organizations/schema.ts';
import { loadInvoiceLines, loadInvoiceRow } from './get.ts';
import { type InvoiceRow, toInvoice } from './resource.ts';
import type { InvoiceJson } from './schema.ts';

// The renderers of the PDF this verb takes, for the api and the batches that render through a pool.
export {
  createRenderPool,
  type DocumentRenderer,
  type InvoiceDocument,
  inThisThread,
  type RenderPool,
} from '@billing/documents';

export const DOCUMENT_FORMATS = ['pdf', 'html'] as const;
export type DocumentFormatName = (typeof DOCUMENT_FORMATS)[number];

/** What `invoice_document_snapshot` (migration 0017) keeps of the issuer and the customer. */
interface DocumentSnapshot {
  issuer: { invoiceSettings: Partial<InvoiceSettings>; displayName: string; timeZone: string };
  customer: { billingProfile: BillingProfile; displayName: string; email: string };
}

export interface RenderedInvoiceDocument {
  contentType: string;
  body: Buffer;
  /** A file name for the download: the invoice id and the format's extension. */
  filename: string;
  /** SHA-256 of the body, hex: the same invoice in the same state always has the same. */
  sha256: string;
}

const CONTENT_TYPES: Record<DocumentFormatName, string> = {
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
};

async function snapshotOf(ctx: Context, row: InvoiceRow): Promise<DocumentSnapshot> {
  if (row.document_snapshot) return row.document_snapshot as DocumentSnapshot;
  // A DRAFT shows its issuer and customer as they are now, read by the same function the freeze uses.
  const [live] = await ctx.sql<{ snapshot: DocumentSnapshot }[]>`
    SELECT invoice_document_snapshot(${ctx.organization}, ${row.customer_id}) AS snapshot`;
  return live!.snapshot;
}

/**
 * Tax rows: one per rate once invoices carry tax rates; until then the invoice's one tax amount (0 unless a tax
 * is configured), under the plain "Tax" label.
 */
function taxRows(invoice: InvoiceJson): InvoiceDocument['taxes'] {
  return [{ label: '', amount: invoice.tax.amount.value }];
}

/** Paid in full or not at all: a payment collects the whole outstanding amount. A VOID invoice is owed nothing. */
function settlement(invoice: InvoiceJson, currencyCode: string): { amountPaid: string; amountDue: string } {
  const zero = formatAmount(new Decimal(0), currencyCode);
  const total = invoice.total.amount.value;
  if (invoice.status === 'PAID') return { amountPaid: total, amountDue: zero };
  if (invoice.status === 'VOID') return { amountPaid: zero, amountDue: zero };
  return { amountPaid: zero, amountDue: total };
}

function documentOf(row: InvoiceRow, invoice: InvoiceJson, snapshot: DocumentSnapshot): InvoiceDocument {
  const settings = toInvoiceSettings(snapshot.issuer.invoiceSettings);
  const profile = snapshot.customer.billingProfile ?? {};
  const issuer: DocumentParty = {
    legalName: settings.legalName || snapshot.issuer.displayName || row.organization_id,
  };
  if (settings.address) issuer.address = settings.address;
  if (settings.email) issuer.email = settings.email;
  const customer: DocumentParty = {
    legalName: profile.legalName || profile.displayName || snapshot.customer.displayName || row.customer_id,
  };
  if (profile.address) customer.address = profile.address;
  const email = profile.billingEmail || snapshot.customer.email;
  if (email) customer.email = email;
  if (profile.countryCode) customer.countryCode = profile.countryCode;
  const document: InvoiceDocument = {
    status: invoice.status,
    number: row.number ? `${settings.numberPrefix}${row.number}` : '',
    currencyCode: row.currency_code,
    locale: settings.locale,
    timeZone: snapshot.issuer.timeZone,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    issuer,
    customer,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity.value,
      unitPrice: line.unitPrice.amount.value,
      amount: line.subtotal.amount.value,
      credit: line.credit.amount.value,
    })),
    subtotal: invoice.subtotal.amount.value,
    credit: invoice.credit.amount.value,
    taxes: taxRows(invoice),
    total: invoice.total.amount.value,
    ...settlement(invoice, row.currency_code),
    footer: settings.footer,
    // The finalize time, so an issued invoice renders to the same bytes every time; a DRAFT's last change.
    creationDate: row.finalize_time ?? row.update_time,
  };
  if (row.finalize_time) document.issueTime = row.finalize_time;
  return document;
}

/**
 * The PDF is drawn by `renderer`: the api's and the batches' pool of render threads (`RenderPool`), so the drawing
 * leaves the event loop; this thread by default. The HTML page is a string built here (no drawing to move).
 */
export async function renderInvoiceDocument(
  ctx: Context,
  customerId: string,
  id: string,
  format: DocumentFormatName = 'pdf',
  renderer: DocumentRenderer = inThisThread,
): Promise<RenderedInvoiceDocument> {
  // Both reads at once: the lines do not depend on the row (an unknown invoice has none, and the row says so).
  const [row, lines] = await Promise.all([
    loadInvoiceRow(ctx, customerId, id),
    loadInvoiceLines(ctx, customerId, [id]).then((byInvoice) => byInvoice.get(id)!),
  ]);
  const document = documentOf(row, toInvoice(row, lines), await snapshotOf(ctx, row));
  const body =
    format === 'pdf' ? await renderer.renderPdf(document) : Buffer.from(renderInvoiceHtml(document), 'utf8');
  return {
    contentType: CONTENT_TYPES[format],
    body,
    filename: `${id}.${format}`,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
}

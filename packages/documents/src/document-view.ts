/**
 * The parts both renderers print the same way: the invoice's facts (number, dates, period), a party's lines,
 * the totals block and the status mark.
 */
import { addressLines, type DocumentFormat } from './formatting.ts';
import type { DocumentParty, InvoiceDocument } from './invoice-document.ts';

/** Label and value pairs beside the title; the number and issue date only once issued. */
export function invoiceFacts(invoice: InvoiceDocument, format: DocumentFormat): [string, string][] {
  const { labels } = format;
  const facts: [string, string][] = [];
  if (invoice.number !== '') facts.push([labels.number, invoice.number]);
  if (invoice.issueTime) facts.push([labels.issueDate, format.date(invoice.issueTime)]);
  if (invoice.dueTime) facts.push([labels.dueDate, format.date(invoice.dueTime)]);
  facts.push([labels.billingPeriod, format.period(invoice.periodStart, invoice.periodEnd)]);
  return facts;
}

/** What is printed under a party's name: address, country (unless the address names it), email, tax id. */
export function partyLines(party: DocumentParty): string[] {
  return [
    ...(party.address ? addressLines(party.address) : []),
    ...(party.countryCode && party.address?.regionCode !== party.countryCode ? [party.countryCode] : []),
    ...(party.email ? [party.email] : []),
    ...(party.taxId ? [party.taxId] : []),
  ];
}

export interface TotalRow {
  label: string;
  value: string;
  strong: boolean;
}

/** Subtotal, credit, one row per tax, total, amount paid, amount due. */
export function totalRows(invoice: InvoiceDocument, format: DocumentFormat): TotalRow[] {
  const { labels } = format;
  return [
    { label: labels.subtotal, value: format.money(invoice.subtotal), strong: false },
    { label: labels.credit, value: format.credit(invoice.credit), strong: false },
    ...invoice.taxes.map((tax) => ({
      label: tax.label === '' ? labels.tax : tax.label,
      value: format.money(tax.amount),
      strong: false,
    })),
    { label: labels.total, value: format.money(invoice.total), strong: true },
    { label: labels.amountPaid, value: format.money(invoice.amountPaid), strong: false },
    { label: labels.amountDue, value: format.money(invoice.amountDue), strong: true },
  ];
}

/** The word across a DRAFT or a VOID invoice; none on an issued one. */
export function statusMark(invoice: InvoiceDocument, format: DocumentFormat): string | undefined {
  if (invoice.status === 'DRAFT') return format.labels.draft;
  if (invoice.status === 'VOID') return format.labels.void;
  return undefined;
}

/** The title of the document: "Invoice 2026-0001", or "Invoice" before it has a number. */
export function documentTitle(invoice: InvoiceDocument, format: DocumentFormat): string {
  return invoice.number === '' ? format.labels.invoice : `${format.labels.invoice} ${invoice.number}`;
}

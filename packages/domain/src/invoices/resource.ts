/** Invoice rows and their API form (the OpenAPI document). Amounts are `numeric` in PostgreSQL, strings here. */
import { canonicalDecimal, formatTimestamp, Money } from '@billing/core';
import type { InvoiceJson, InvoiceLineJson, InvoiceStatus } from './schema.ts';

export interface InvoiceRow {
  organization_id: string;
  customer_id: string;
  id: string;
  seq: string;
  contract_id: string;
  period_start: Date;
  period_end: Date;
  generation: number;
  status: InvoiceStatus;
  number: string | null;
  currency_code: string;
  subtotal: string;
  tax: string;
  credit: string;
  total: string;
  create_time: Date;
  update_time: Date;
  finalize_time: Date | null;
  due_time: Date | null;
  overdue_time: Date | null;
  paid_reference: string;
  paid_time: Date | null;
  void_time: Date | null;
  void_reason: string;
  stale: boolean;
  stale_version: string;
  compute_time: Date | null;
  failure_reason: string;
  /** What the document prints of the issuer and customer, kept when the invoice left DRAFT (migration 0017). */
  document_snapshot: unknown;
}

export interface InvoiceLineRow {
  invoice_id: string;
  position: number;
  id: string;
  description: string;
  product: string;
  rate_id: string;
  dimensions: Record<string, string>;
  start_time: Date;
  end_time: Date;
  quantity: string;
  unit_price: string;
  subtotal: string;
  credit: string;
  total: string;
  tax: string;
  tax_rate: string;
  tax_rate_name: string;
  tax_percentage: string;
}

export const invoiceName = (customerId: string, id: string) => `customers/${customerId}/invoices/${id}`;
export const contractName = (customerId: string, id: string) => `customers/${customerId}/contracts/${id}`;

export function toInvoiceLine(row: InvoiceLineRow, currencyCode: string): InvoiceLineJson {
  const money = (value: string) => Money.of(value, currencyCode).toJson();
  return {
    id: row.id,
    description: row.description,
    product: row.product,
    rateId: row.rate_id,
    dimensions: row.dimensions,
    quantity: { value: canonicalDecimal(row.quantity) },
    unitPrice: Money.of(row.unit_price, currencyCode).toPriceJson(),
    subtotal: money(row.subtotal),
    credit: money(row.credit),
    total: money(row.total),
    tax: money(row.tax),
    taxRate: row.tax_rate,
    taxRateDisplayName: row.tax_rate_name,
    taxPercentage: row.tax_percentage,
  };
}

export function toInvoice(row: InvoiceRow, lines: readonly InvoiceLineRow[]): InvoiceJson {
  const money = (value: string) => Money.of(value, row.currency_code).toJson();
  const invoice: InvoiceJson = {
    name: invoiceName(row.customer_id, row.id),
    contract: contractName(row.customer_id, row.contract_id),
    number: row.number ?? '',
    periodStartTime: formatTimestamp(row.period_start),
    periodEndTime: formatTimestamp(row.period_end),
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
    status: row.status,
    subtotal: money(row.subtotal),
    tax: money(row.tax),
    credit: money(row.credit),
    total: money(row.total),
    lines: lines.map((line) => toInvoiceLine(line, row.currency_code)),
  };
  if (row.finalize_time) invoice.finalizeTime = formatTimestamp(row.finalize_time);
  if (row.due_time) invoice.dueTime = formatTimestamp(row.due_time);
  if (row.paid_time) invoice.paidTime = formatTimestamp(row.paid_time);
  if (row.paid_reference !== '') invoice.paidReference = row.paid_reference;
  if (row.void_time) {
    invoice.voidTime = formatTimestamp(row.void_time);
    invoice.voidReason = row.void_reason;
  }
  if (row.status === 'DRAFT' && row.failure_reason !== '') invoice.failureReason = row.failure_reason;
  return invoice;
}

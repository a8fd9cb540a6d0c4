/**
 * `POST customers/{customer}/invoices:preview` (SPEC 4.10, SEMANTICS 9): the invoice of any period over the
 * customer's contracts, computed and not stored. Not being a stored resource it has no name (""); its status is
 * DRAFT, what an invoice of a period still open is; createTime is when it was computed (docs/previews.md).
 */
import { formatTimestamp, parsePeriod } from '@billing/core';
import { invoiceTotals } from '@billing/rating';
import { expensiveRead, type UsageReadContext } from '@billing/usage';
import { invoiceLineJson } from './invoice-lines.ts';
import { invoiceTotalsToJson } from './line-json.ts';
import { lineProducts } from './load-terms.ts';
import { rateCustomer } from './rate-customer.ts';
import type { InvoiceJson, PreviewInvoiceInput } from './schema.ts';

export async function previewInvoice(
  ctx: UsageReadContext,
  customerId: string,
  body: PreviewInvoiceInput,
): Promise<InvoiceJson> {
  const range = parsePeriod(body.periodStartTime, body.periodEndTime, {
    start: 'periodStartTime',
    end: 'periodEndTime',
  });
  // The terms, the usage and the rating in a slot of the organization (docs/limits.md, fairness).
  const { asOfTime, terms, contracts, lines } = await expensiveRead(ctx, (read) =>
    rateCustomer(read, customerId, range),
  );
  const { currencyCode, timeZone } = terms;
  const products = lineProducts(terms);
  return {
    name: '',
    // One contract: the invoice is that contract's; none or several: no single contract.
    contract: contracts.length === 1 ? contracts[0]!.name : '',
    periodStartTime: formatTimestamp(range.startTime),
    periodEndTime: formatTimestamp(range.endTime),
    createTime: formatTimestamp(asOfTime),
    status: 'DRAFT',
    ...invoiceTotalsToJson(invoiceTotals(lines), currencyCode),
    lines: lines.map((line) => invoiceLineJson(line, products, timeZone, currencyCode)),
  };
}

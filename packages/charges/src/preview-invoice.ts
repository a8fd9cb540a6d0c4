/**
 * `POST customers/{customer}/invoices:preview` (docs/invoices.md): the invoice of any period over the
 * customer's contracts, computed and not stored. Not being a stored resource it has no name (""); its status is
 * DRAFT, what an invoice of a period still open is; createTime is when it was computed (docs/previews.md).
 */
import { formatTimestamp, parsePeriod, type TimeRange } from '@billing/core';
import { otherInvoicesInPeriod, readInvoiceCommitments } from '@billing/domain';
import { invoiceRange, invoiceTotals, periodContaining } from '@billing/rating';
import { expensiveRead, type UsageReadContext } from '@billing/usage';
import { invoiceLineJson } from './invoice-lines.ts';
import { invoiceTotalsToJson, taxedLineJson } from './line-json.ts';
import { type CustomerTerms, lineProducts } from './load-terms.ts';
import { type ContractLine, rateCustomer } from './rate-customer.ts';
import type { InvoiceJson, PreviewInvoiceInput } from './schema.ts';
import { settleCommitments } from './settle-commitments.ts';
import { taxCalculator } from './tax.ts';

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
  const { asOfTime, terms, contracts, lines } = await expensiveRead(ctx, async (read) => {
    const rating = await rateCustomer(read, customerId, range);
    const commitments = await commitmentLinesOf(read, rating.terms, rating.lines, range);
    return { ...rating, lines: [...rating.lines, ...commitments] };
  });
  const { currencyCode, timeZone } = terms;
  const products = lineProducts(terms);
  // Taxed as the stored invoice of the period would be: at the rate effective at the range's end.
  const [taxed] = await taxCalculator.calculate(ctx, [
    { customerId, currencyCode, periodEnd: range.endTime, lines },
  ]);
  return {
    name: '',
    // One contract: the invoice is that contract's; none or several: no single contract.
    contract: contracts.length === 1 ? contracts[0]!.name : '',
    periodStartTime: formatTimestamp(range.startTime),
    periodEndTime: formatTimestamp(range.endTime),
    createTime: formatTimestamp(asOfTime),
    status: 'DRAFT',
    ...invoiceTotalsToJson(invoiceTotals(lines, { tax: taxed!.tax }), currencyCode),
    lines: lines.map((line, i) =>
      taxedLineJson(
        invoiceLineJson(line, products, timeZone, currencyCode),
        line,
        taxed!.lines[i]!,
        currencyCode,
      ),
    ),
  };
}

/**
 * The lines the contracts' commitments add (a prepayment, a true-up: docs/credits.md) to the invoice of each
 * contract whose billing period the preview's range is (or the part of it a stored invoice covers, `invoiceRange`),
 * as the stored invoice of that period gets them; other ranges are no contract's invoice, and get none.
 */
async function commitmentLinesOf(
  ctx: UsageReadContext,
  terms: CustomerTerms,
  lines: readonly ContractLine[],
  range: TimeRange,
): Promise<ContractLine[]> {
  const added: ContractLine[] = [];
  for (const contract of terms.contracts) {
    const { origin } = contract;
    const period = periodContaining(
      origin.billingAnchorDay,
      terms.timeZone,
      origin.startTime,
      contract.endTime,
      range.startTime,
    );
    // A range across billing periods is no invoice's.
    if (period === null || range.endTime.getTime() > period.endTime.getTime()) continue;
    // `customers/{customer}/contracts/{contract}`
    const contractId = contract.name.slice(contract.name.lastIndexOf('/') + 1);
    const state = await readInvoiceCommitments(
      ctx,
      {
        customerId: terms.customerId,
        contractId,
        invoiceId: '',
        currencyCode: terms.currencyCode,
        contractEndTime: contract.endTime,
      },
      range,
    );
    if (state.commitments.length === 0) continue;
    // The range must be the part of its period a stored invoice covers among the contract's others: the rest of
    // a period whose invoice was issued cut at an earlier end, or the cut part itself (docs/invoices.md).
    const others = await otherInvoicesInPeriod(ctx, [
      { customerId: terms.customerId, contractId, id: '', period },
    ]);
    const covered = invoiceRange(period, range.startTime, others.get(`${terms.customerId}/`) ?? []);
    if (covered === null || covered.endTime.getTime() !== range.endTime.getTime()) continue;
    const contractLines = lines.filter((line) => line.contract === contract.name);
    added.push(
      ...settleCommitments(state, range, origin.startTime, contractLines, contract.name, terms.customerId)
        .lines,
    );
  }
  return added;
}

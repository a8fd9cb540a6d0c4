/**
 * `POST customers/{customer}/charges:preview` (docs/previews.md): the invoice computation of the period as one row per
 * line: credit is what the customer's grants would cover (provisional, docs/credits.md), net = subtotal - credit.
 */
import { formatTimestamp, Money, parsePeriod } from '@billing/core';
import { invoiceTotals } from '@billing/rating';
import { expensiveRead, type UsageReadContext } from '@billing/usage';
import { chargeToJson } from './line-json.ts';
import { rateCustomer } from './rate-customer.ts';
import type { ChargePreview, PreviewChargesInput } from './schema.ts';

export async function previewCharges(
  ctx: UsageReadContext,
  customerId: string,
  body: PreviewChargesInput,
): Promise<ChargePreview> {
  const period = body.period ?? {};
  const range = parsePeriod(period.startTime, period.endTime, {
    start: 'period.startTime',
    end: 'period.endTime',
  });
  // The terms, the usage and the rating in a slot of the organization (docs/limits.md, fairness).
  const { asOfTime, terms, lines } = await expensiveRead(ctx, (read) =>
    rateCustomer(read, customerId, range),
  );
  const totals = invoiceTotals(lines);
  return {
    asOfTime: formatTimestamp(asOfTime),
    total: Money.of(totals.total, terms.currencyCode).toJson(),
    charges: lines.map((line) => chargeToJson(line, terms.currencyCode)),
  };
}

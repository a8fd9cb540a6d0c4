/**
 * Tax of invoice lines (docs/tax.md): each line's tax is (subtotal - credit) x the rate's percentage / 100, rounded
 * half away from zero to the currency's minor unit per line; an invoice's tax is the sum of its lines'. Which rate
 * applies is chosen here too, from the rates a caller passes (the organization's rate table, or any other source).
 */
import { Decimal, roundToMinor } from '@billing/core';

export interface TaxRateTerms {
  id: string;
  displayName: string;
  /** 0 to 100. */
  percentage: Decimal;
  /** ISO 3166-1 alpha-2 codes; empty: every country. */
  countryCodes: readonly string[];
  startTime: Date;
  endTime: Date | null;
}

export interface TaxedParty {
  /** The billing country; "" when unknown (only rates for every country apply then). */
  countryCode: string;
  taxExempt: boolean;
}

/** A rate is effective for an invoice whose period ends in (start, end], as a credit grant is (docs/tax.md). */
export function taxRateEffective(
  rate: Pick<TaxRateTerms, 'startTime' | 'endTime'>,
  periodEnd: Date,
): boolean {
  const end = periodEnd.getTime();
  return rate.startTime.getTime() < end && (rate.endTime === null || end <= rate.endTime.getTime());
}

/**
 * The rate of `party` for an invoice whose period ends at `periodEnd`: none for an exempt party; else, of the
 * effective rates, one naming the party's country before one for every country; then the latest start, then
 * the smallest id (rates the table keeps from overlapping never tie, but the answer must not depend on order).
 */
export function selectTaxRate<R extends TaxRateTerms>(
  rates: readonly R[],
  party: TaxedParty,
  periodEnd: Date,
): R | null {
  if (party.taxExempt) return null;
  let best: R | null = null;
  let bestRank = -1;
  for (const rate of rates) {
    if (!taxRateEffective(rate, periodEnd)) continue;
    const specific = rate.countryCodes.length > 0;
    if (specific && (party.countryCode === '' || !rate.countryCodes.includes(party.countryCode))) continue;
    const rank = specific ? 1 : 0;
    if (
      best === null ||
      rank > bestRank ||
      (rank === bestRank &&
        (rate.startTime.getTime() > best.startTime.getTime() ||
          (rate.startTime.getTime() === best.startTime.getTime() && rate.id < best.id)))
    ) {
      best = rate;
      bestRank = rank;
    }
  }
  return best;
}

/** The tax of one line: (subtotal - credit) x percentage / 100, rounded half away from zero to the minor unit. */
export function lineTax(
  line: { subtotal: Decimal; credit: Decimal },
  percentage: Decimal,
  currencyCode: string,
): Decimal {
  return roundToMinor(line.subtotal.minus(line.credit).times(percentage).div(100), currencyCode);
}

/** Each line's tax under `rate` (0 for every line without one) and their sum, the invoice's tax. */
export function taxLines(
  lines: readonly { subtotal: Decimal; credit: Decimal }[],
  rate: Pick<TaxRateTerms, 'percentage'> | null,
  currencyCode: string,
): { taxes: Decimal[]; tax: Decimal } {
  const taxes = lines.map((line) =>
    rate === null ? new Decimal(0) : lineTax(line, rate.percentage, currencyCode),
  );
  return { taxes, tax: taxes.reduce((sum, t) => sum.plus(t), new Decimal(0)) };
}

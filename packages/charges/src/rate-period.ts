/**
 * How one contract's part of a requested period is cut before pricing (docs/previews.md): by the contract's
 * billing periods (tiers are evaluated per billing period, flat fees are prorated against it), then at the
 * amendments that change the rate card or the overrides (each piece is rated under one set of terms).
 */
import { failedPrecondition } from '@billing/core';
import { type ContractHistory, contractTermsAt } from '@billing/domain';
import { billingPeriods, type ProductKeys, type RatingTerms, type TimeRange } from '@billing/rating';
import { type CustomerTerms, type RatedProduct, toRatingOverride } from './load-terms.ts';

/** A part of a billing period over which the contract's terms do not change. */
export interface RatingPiece extends TimeRange {
  /** The anchor-to-anchor billing period the piece lies in. */
  fullPeriod: TimeRange;
  terms: RatingTerms;
  /** The USAGE products the piece's rate card prices. */
  products: RatedProduct[];
}

const ms = (d: Date) => d.getTime();

/** Times inside `range` at which an amendment changes the rate card or the overrides. */
function termChangeTimes(contract: ContractHistory, range: TimeRange): Date[] {
  const key = (at: Date) => {
    const terms = contractTermsAt(contract.origin, contract.amendments, at);
    return JSON.stringify([terms.rateCardId, terms.rateOverrides]);
  };
  const times = contract.amendments
    .filter((a) => a.canceledTime === null && (a.rateCardId !== null || a.rateOverrides !== null))
    .map((a) => a.effectiveTime)
    .filter((t) => ms(t) > ms(range.startTime) && ms(t) < ms(range.endTime));
  const unique = [...new Set(times.map(ms))].sort((a, b) => a - b).map((t) => new Date(t));
  // An amendment that sets what is already in effect changes nothing: no cut, so tiers see the whole period.
  return unique.filter((t) => key(new Date(ms(t) - 1)) !== key(t));
}

/** The terms rating reads at `at`: the card's rates and the overrides in the card's currency. */
function ratingTermsAt(customer: CustomerTerms, contract: ContractHistory, at: Date) {
  const terms = contractTermsAt(contract.origin, contract.amendments, at);
  const currency = customer.cardCurrencies.get(terms.rateCardId);
  if (currency !== customer.currencyCode) {
    // Possible only when the customer's currency changed after the contract was made.
    throw failedPrecondition(
      `rateCards/${terms.rateCardId} is in ${currency}, the customer is billed in ${customer.currencyCode}`,
    );
  }
  const rates = customer.rates.get(terms.rateCardId) ?? [];
  const ratingTerms: RatingTerms = {
    rates,
    overrides: terms.rateOverrides.map((o) => toRatingOverride(o, customer.currencyCode)),
    contractPeriod: { startTime: contract.origin.startTime, endTime: contract.endTime },
  };
  const priced = new Set(rates.map((r) => r.product));
  const products = [...customer.products.values()].filter((p) => priced.has(p.product));
  return { terms: ratingTerms, products };
}

/** The pieces of `range` (already inside the contract) for `contract`, in time order. */
export function contractPieces(
  customer: CustomerTerms,
  contract: ContractHistory,
  range: TimeRange,
): RatingPiece[] {
  const { origin } = contract;
  const periods = billingPeriods(
    origin.billingAnchorDay,
    customer.timeZone,
    origin.startTime,
    contract.endTime,
    range.startTime,
    range.endTime,
  );
  const pieces: RatingPiece[] = [];
  for (const period of periods) {
    const start = new Date(Math.max(ms(period.startTime), ms(range.startTime)));
    const end = new Date(Math.min(ms(period.endTime), ms(range.endTime)));
    if (ms(start) >= ms(end)) continue;
    const fullPeriod = { startTime: period.fullStartTime, endTime: period.fullEndTime };
    const cuts = [start, ...termChangeTimes(contract, { startTime: start, endTime: end }), end];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const [startTime, endTime] = [cuts[i]!, cuts[i + 1]!];
      pieces.push({ startTime, endTime, fullPeriod, ...ratingTermsAt(customer, contract, startTime) });
    }
  }
  return pieces;
}

/** The keys usageLines() and assignSegments() take. */
export function productKeys(products: readonly RatedProduct[]): ProductKeys[] {
  return products.map((p) => ({
    product: p.product,
    pricingGroupKeys: p.pricingGroupKeys,
    presentationGroupKeys: p.presentationGroupKeys,
  }));
}

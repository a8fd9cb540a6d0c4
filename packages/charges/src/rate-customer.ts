/**
 * The computation both previews share (SEMANTICS 9): the lines of every contract of the customer over a
 * period, priced from the usage, the subscriptions and the terms in effect, none of it stored.
 */

import type { ContractHistory } from '@billing/domain';
import {
  assignSegments,
  compareLines,
  type InvoiceLine,
  subscriptionLines,
  type TimeRange,
  usageLines,
} from '@billing/rating';
import type { UsageReadContext } from '@billing/usage';
import { creditLines } from './credit-lines.ts';
import { type CustomerTerms, loadCustomerTerms } from './load-terms.ts';
import { contractPieces, productKeys } from './rate-period.ts';
import { itemSchedules, schedulesForPiece } from './subscription-schedule.ts';
import { piecesUsage } from './usage-rows.ts';

export interface ContractLine extends InvoiceLine {
  /** `customers/{customer}/contracts/{contract}`. */
  contract: string;
  /** `customers/{customer}/subscriptions/{subscription}` on a subscription's line; absent on usage lines. */
  subscription?: string;
}

export interface CustomerRating {
  asOfTime: Date;
  terms: CustomerTerms;
  /** The contracts that overlap the period. */
  contracts: ContractHistory[];
  /** In invoice line order (compareLines), then contract creation order; credits applied (provisional). */
  lines: ContractLine[];
}

/**
 * One contract's lines over `range` (clipped to the contract), usage and subscriptions, in invoice line order
 * (compareLines; equal lines in subscription creation order). `terms` must have been loaded for a range
 * covering `range` (`loadCustomerTerms`).
 */
export async function rateContract(
  ctx: UsageReadContext,
  terms: CustomerTerms,
  contract: ContractHistory,
  range: TimeRange,
): Promise<ContractLine[]> {
  const pieces = contractPieces(terms, contract, range);
  const usage = await piecesUsage(ctx, terms.customerId, pieces);
  const { name } = contract;
  const subscriptions = terms.subscriptions
    .filter((s) => s.contract === name)
    .map((s) => ({ name: s.name, schedules: itemSchedules(s) }));
  const lines = pieces.flatMap((piece, i): ContractLine[] => {
    const products = productKeys(piece.products);
    // Usage the card does not price (no rate for the product then) is left out: see docs/previews.md.
    const { priced } = assignSegments(usage[i]!, piece, products, piece.terms);
    const usageOnes = usageLines({
      currencyCode: terms.currencyCode,
      fullPeriod: piece.fullPeriod,
      products,
      usage: priced,
    }).map((line) => ({ ...line, contract: name }));
    // Items the card does not price then are left out, as usage is.
    const subscriptionOnes = subscriptions.flatMap((s) =>
      subscriptionLines({
        currencyCode: terms.currencyCode,
        period: piece,
        fullPeriod: piece.fullPeriod,
        items: schedulesForPiece(s.schedules, piece),
        terms: piece.terms,
      }).map((line) => ({ ...line, contract: name, subscription: s.name })),
    );
    return [...usageOnes, ...subscriptionOnes];
  });
  return lines.sort(compareLines);
}

export async function rateCustomer(
  ctx: UsageReadContext,
  customerId: string,
  range: TimeRange,
): Promise<CustomerRating> {
  const asOfTime = ctx.clock.now();
  const terms = await loadCustomerTerms(ctx, customerId, range);
  const perContract = await Promise.all(terms.contracts.map((c) => rateContract(ctx, terms, c, range)));
  // Array.prototype.sort is stable: equal lines keep the contracts' creation order.
  const rated = perContract.flat().sort(compareLines);
  // The period's invoice would get these credits if it were finalized now (provisional: nothing is booked).
  const { lines } = await creditLines(ctx, customerId, terms.currencyCode, range.endTime, rated);
  return { asOfTime, terms, contracts: terms.contracts, lines };
}

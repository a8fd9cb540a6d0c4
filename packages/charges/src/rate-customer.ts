/**
 * The computation both previews share (docs/invoices.md): the lines of every contract of the customer over a
 * period, priced from the usage, the subscriptions and the terms in effect, none of it stored.
 */

import { type ContractHistory, readCreditState } from '@billing/domain';
import {
  assignSegments,
  compareLines,
  type IntervalUsage,
  type InvoiceLine,
  subscriptionLines,
  type TimeRange,
  usageLines,
} from '@billing/rating';
import type { UsageReadContext } from '@billing/usage';
import { creditLinesFrom } from './credit-lines.ts';
import { type CustomerTerms, loadCustomerTerms } from './load-terms.ts';
import { contractPieces, productKeys, type RatingPiece } from './rate-period.ts';
import { itemSchedules, schedulesForPiece } from './subscription-schedule.ts';
import { piecesUsage, piecesUsageOfMany } from './usage-rows.ts';

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
  return contractLines(terms, contract, pieces, usage);
}

/** One contract to rate with rateContracts(): the arguments of rateContract(). */
export interface ContractToRate {
  terms: CustomerTerms;
  contract: ContractHistory;
  range: TimeRange;
}

/**
 * rateContract() for many contracts (bill runs), in their order, each equal to rateContract() of it alone; the
 * usage of contracts with the same reads is read for all of them at once. Throws if any of them fails (a
 * currency mismatch, a bad rate): the caller rates those one by one to tell which.
 */
export async function rateContracts(
  ctx: UsageReadContext,
  items: readonly ContractToRate[],
): Promise<ContractLine[][]> {
  const pieces = items.map(({ terms, contract, range }) => contractPieces(terms, contract, range));
  const usage = await piecesUsageOfMany(
    ctx,
    items.map(({ terms }, i) => ({ customerId: terms.customerId, pieces: pieces[i]! })),
  );
  return items.map(({ terms, contract }, i) => contractLines(terms, contract, pieces[i]!, usage[i]!));
}

/** The lines of the pieces of one contract from their usage (pure). */
function contractLines(
  terms: CustomerTerms,
  contract: ContractHistory,
  pieces: readonly RatingPiece[],
  usage: readonly IntervalUsage[][],
): ContractLine[] {
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
  // The credits' state needs the terms but not the lines: read while the usage is (PostgreSQL and ClickHouse
  // answer at once instead of one after the other).
  const [perContract, credits] = await Promise.all([
    Promise.all(terms.contracts.map((c) => rateContract(ctx, terms, c, range))),
    readCreditState(ctx, customerId, terms.currencyCode, range.endTime),
  ]);
  // Array.prototype.sort is stable: equal lines keep the contracts' creation order.
  const rated = perContract.flat().sort(compareLines);
  // The period's invoice would get these credits if it were finalized now (provisional: nothing is booked).
  const { lines } = creditLinesFrom(credits, rated);
  return { asOfTime, terms, contracts: terms.contracts, lines };
}

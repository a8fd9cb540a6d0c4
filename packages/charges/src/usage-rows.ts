/**
 * The usage of the pieces of one contract, read over the cut points where each product's rates change (so every
 * row lies inside one rate segment), every product in one meterUsages() call. A rate change of one group cuts
 * every group's usage there; SUM and COUNT rows of one segment add up across such cuts, but the other
 * aggregations do not (a MAX over two intervals is not the sum of their MAXes), so those groups are read again
 * over their own segments (a second call, only when some group's segments differ from the product's cuts).
 */
import { Decimal } from '@billing/core';
import {
  type IntervalUsage,
  pickDimensions,
  segmentsOver,
  type TimeRange,
  usageIntervals,
} from '@billing/rating';
import {
  type MeterUsageRead,
  type MeterUsageRow,
  meterUsages,
  meterUsagesForCustomers,
  type UsageReadContext,
} from '@billing/usage';
import type { RatedProduct } from './load-terms.ts';
import type { RatingPiece } from './rate-period.ts';

interface Interval extends TimeRange {
  /** Index of the piece whose rows these are; null where the piece's card does not price the product. */
  piece: number | null;
}

type PieceRow = { piece: number; row: IntervalUsage };

/** Aggregations whose values over adjacent intervals add up to their value over the union. */
const ADDITIVE = new Set(['SUM', 'COUNT']);

const prices = (piece: RatingPiece, product: RatedProduct) =>
  piece.products.some((p) => p.product === product.product);

/** Consecutive intervals over all pieces (which are contiguous), cut where the product's rates change. */
function productIntervals(product: RatedProduct, pieces: readonly RatingPiece[]): Interval[] {
  return pieces.flatMap((piece, i): Interval[] => {
    if (!prices(piece, product)) return [{ startTime: piece.startTime, endTime: piece.endTime, piece: null }];
    return usageIntervals(product.product, piece, piece.terms).map((range) => ({ ...range, piece: i }));
  });
}

function cutsOf(intervals: readonly Interval[]): number[] {
  return [intervals[0]!.startTime.getTime(), ...intervals.map((i) => i.endTime.getTime())];
}

/** Where the rate segments of a pricing group start and end, over all pieces (gaps are unpriced). */
function segmentCuts(product: RatedProduct, pieces: readonly RatingPiece[], pricing: Record<string, string>) {
  const cuts = new Set<number>();
  for (const piece of pieces) {
    cuts.add(piece.startTime.getTime()).add(piece.endTime.getTime());
    if (!prices(piece, product)) continue;
    for (const s of segmentsOver(product.product, pricing, piece, piece.terms)) {
      cuts.add(s.startTime.getTime()).add(s.endTime.getTime());
    }
  }
  return [...cuts].sort((a, b) => a - b);
}

/** A usage row of `product` over [start, end), attributed to the piece containing `start`. */
function pieceRow(
  product: RatedProduct,
  pieces: readonly RatingPiece[],
  start: number,
  end: number,
  r: Pick<MeterUsageRow, 'dimensions' | 'quantity'>,
): PieceRow[] {
  const piece = pieces.findIndex((p) => p.startTime.getTime() <= start && start < p.endTime.getTime());
  if (piece < 0 || !prices(pieces[piece]!, product)) return [];
  const row = {
    product: product.product,
    startTime: new Date(start),
    endTime: new Date(end),
    groupValues: r.dimensions,
    quantity: r.quantity,
  };
  return [{ piece, row }];
}

/** A second read of one product: the pricing groups whose own segments need other cuts. */
interface Reread {
  product: RatedProduct;
  cuts: number[];
  groups: Set<string>;
}

/**
 * The rows of one product from the first read, and the groups to read again: a non-additive group whose rate
 * segments are not exactly the product's intervals.
 */
function firstReadRows(
  product: RatedProduct,
  pieces: readonly RatingPiece[],
  cuts: readonly number[],
  found: readonly MeterUsageRow[],
): { rows: PieceRow[]; rereads: Reread[] } {
  const additive = ADDITIVE.has(product.meter.aggregation);
  const rereads = new Map<string, Reread>();
  const rows: PieceRow[] = [];
  // Rows come per interval and group: a pricing group's segments are worked out once, not once per row.
  const groupCuts = new Map<string, number[]>();
  for (const r of found) {
    if (!additive) {
      const pricing = pickDimensions(product.pricingGroupKeys, r.dimensions);
      const key = JSON.stringify(pricing);
      const own = groupCuts.get(key) ?? segmentCuts(product, pieces, pricing);
      groupCuts.set(key, own);
      if (own.join() !== cuts.join()) {
        const entry = rereads.get(own.join()) ?? { product, cuts: own, groups: new Set<string>() };
        entry.groups.add(key);
        rereads.set(own.join(), entry);
        continue;
      }
    }
    rows.push(...pieceRow(product, pieces, cuts[r.interval]!, cuts[r.interval + 1]!, r));
  }
  return { rows, rereads: [...rereads.values()] };
}

/** A flat fee is owed without usage: an interval without any row bills the default group at quantity 0. */
function zeroRows(product: RatedProduct, intervals: readonly Interval[], found: readonly MeterUsageRow[]) {
  const withUsage = new Set(found.map((r) => r.interval));
  return intervals.flatMap((interval, i): PieceRow[] =>
    interval.piece === null || withUsage.has(i)
      ? []
      : [
          {
            piece: interval.piece,
            row: {
              product: product.product,
              startTime: interval.startTime,
              endTime: interval.endTime,
              groupValues: {},
              quantity: new Decimal(0),
            },
          },
        ],
  );
}

/** What one contract's pieces read: per product, its intervals and their cut points. */
interface UsagePlan {
  products: RatedProduct[];
  intervals: Interval[][];
  cuts: number[][];
  reads: MeterUsageRead[];
}

const toDates = (c: readonly number[]) => c.map((ms) => new Date(ms));

function usagePlan(pieces: readonly RatingPiece[]): UsagePlan {
  const products = [...new Map(pieces.flatMap((p) => p.products).map((p) => [p.product, p])).values()];
  const intervals = products.map((product) => productIntervals(product, pieces));
  const cuts = intervals.map(cutsOf);
  const reads = products.map((product, i) => ({ meter: product.meter, cuts: toDates(cuts[i]!) }));
  return { products, intervals, cuts, reads };
}

/** The rows of each piece from the first read's answer, reading again (one query) what needs other cuts. */
async function assembleUsage(
  ctx: UsageReadContext,
  customerId: string,
  pieces: readonly RatingPiece[],
  plan: UsagePlan,
  found: readonly MeterUsageRow[][],
): Promise<IntervalUsage[][]> {
  const byPiece: IntervalUsage[][] = pieces.map(() => []);
  const rows: PieceRow[] = [];
  const rereads: Reread[] = [];
  plan.products.forEach((product, i) => {
    const first = firstReadRows(product, pieces, plan.cuts[i]!, found[i]!);
    rows.push(...first.rows, ...zeroRows(product, plan.intervals[i]!, found[i]!));
    rereads.push(...first.rereads);
  });
  if (rereads.length > 0) {
    const again = await meterUsages(
      ctx,
      customerId,
      rereads.map((r) => ({ meter: r.product.meter, cuts: toDates(r.cuts) })),
    );
    rereads.forEach(({ product, cuts: own, groups }, i) => {
      for (const r of again[i]!) {
        if (!groups.has(JSON.stringify(pickDimensions(product.pricingGroupKeys, r.dimensions)))) continue;
        rows.push(...pieceRow(product, pieces, own[r.interval]!, own[r.interval + 1]!, r));
      }
    });
  }
  for (const { piece, row } of rows) byPiece[piece]!.push(row);
  return byPiece;
}

/** The usage rows of each piece, by piece index. */
export async function piecesUsage(
  ctx: UsageReadContext,
  customerId: string,
  pieces: readonly RatingPiece[],
): Promise<IntervalUsage[][]> {
  if (pieces.length === 0) return [];
  const plan = usagePlan(pieces);
  const found = await meterUsages(ctx, customerId, plan.reads);
  return assembleUsage(ctx, customerId, pieces, plan, found);
}

/** One contract's pieces for piecesUsageOfMany(). */
export interface CustomerPieces {
  customerId: string;
  pieces: readonly RatingPiece[];
}

/**
 * piecesUsage() for many contracts at once, in their order, each result equal to piecesUsage() of it alone.
 * Contracts whose reads agree (same meters, same cut points: customers on one card, one period) share one
 * meterUsagesForCustomers() call; the rare second reads stay per contract.
 */
export async function piecesUsageOfMany(
  ctx: UsageReadContext,
  items: readonly CustomerPieces[],
): Promise<IntervalUsage[][][]> {
  const plans = items.map((item) => (item.pieces.length === 0 ? null : usagePlan(item.pieces)));
  const groups = new Map<string, number[]>();
  plans.forEach((plan, i) => {
    if (plan === null) return;
    const key = JSON.stringify(plan.reads.map((r) => [r.meter.name, r.meter.aggregation, r.cuts]));
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const found: MeterUsageRow[][][] = items.map(() => []);
  for (const members of groups.values()) {
    const { reads } = plans[members[0]!]!;
    const byCustomer = await meterUsagesForCustomers(
      ctx,
      members.map((i) => items[i]!.customerId),
      reads,
    );
    for (const i of members) found[i] = byCustomer.get(items[i]!.customerId)!;
  }
  const out: IntervalUsage[][][] = [];
  for (const [i, item] of items.entries()) {
    const plan = plans[i];
    out.push(plan ? await assembleUsage(ctx, item.customerId, item.pieces, plan, found[i]!) : []);
  }
  return out;
}

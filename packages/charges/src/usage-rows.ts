/**
 * The usage of the pieces of one contract, read with one meterUsage() call per product over the cut points
 * where that product's rates change (so every row lies inside one rate segment). A rate change of one group cuts
 * every group's usage there; SUM and COUNT rows of one segment add up across such cuts, but the other
 * aggregations do not (a MAX over two intervals is not the sum of their MAXes), so their groups are read again
 * over their own segments.
 */
import { Decimal } from '@billing/core';
import {
  type IntervalUsage,
  pickDimensions,
  segmentsOver,
  type TimeRange,
  usageIntervals,
} from '@billing/rating';
import { meterUsage, type UsageContext } from '@billing/usage';
import type { RatedProduct } from './load-terms.ts';
import type { RatingPiece } from './rate-period.ts';

interface Interval extends TimeRange {
  /** Index of the piece whose rows these are; null where the piece's card does not price the product. */
  piece: number | null;
}

/** Consecutive intervals over all pieces (which are contiguous), cut where the product's rates change. */
function productIntervals(product: RatedProduct, pieces: readonly RatingPiece[]): Interval[] {
  return pieces.flatMap((piece, i): Interval[] => {
    const priced = piece.products.some((p) => p.product === product.product);
    if (!priced) return [{ startTime: piece.startTime, endTime: piece.endTime, piece: null }];
    return usageIntervals(product.product, piece, piece.terms).map((range) => ({ ...range, piece: i }));
  });
}

async function productUsage(
  ctx: UsageContext,
  customerId: string,
  product: RatedProduct,
  pieces: readonly RatingPiece[],
): Promise<Array<{ piece: number; row: IntervalUsage }>> {
  const intervals = productIntervals(product, pieces);
  const cuts = [intervals[0]!.startTime, ...intervals.map((i) => i.endTime)];
  const found = await meterUsage(ctx, product.meter, customerId, cuts);
  const withUsage = new Set(found.map((r) => r.interval));
  const row = (interval: Interval, groupValues: Record<string, string>, quantity: Decimal) => ({
    product: product.product,
    startTime: interval.startTime,
    endTime: interval.endTime,
    groupValues,
    quantity,
  });
  const rows = ADDITIVE.has(product.meter.aggregation)
    ? found.flatMap((r) => {
        const interval = intervals[r.interval]!;
        return interval.piece === null
          ? []
          : [{ piece: interval.piece, row: row(interval, r.dimensions, r.quantity) }];
      })
    : await bySegment(ctx, customerId, product, pieces, found);
  // A flat fee is owed without usage: an interval without any row bills the default group at quantity 0.
  // Only flat models price a zero quantity above 0, and usageLines() drops the zero lines of the others.
  intervals.forEach((interval, i) => {
    if (interval.piece === null || withUsage.has(i)) return;
    rows.push({ piece: interval.piece, row: row(interval, {}, new Decimal(0)) });
  });
  return rows;
}

/** Aggregations whose values over adjacent intervals add up to their value over the union. */
const ADDITIVE = new Set(['SUM', 'COUNT']);

type PieceRow = { piece: number; row: IntervalUsage };

/** Where the rate segments of a pricing group start and end, over all pieces (gaps are unpriced). */
function segmentCuts(product: RatedProduct, pieces: readonly RatingPiece[], pricing: Record<string, string>) {
  const cuts = new Set<number>();
  for (const piece of pieces) {
    cuts.add(piece.startTime.getTime()).add(piece.endTime.getTime());
    if (!piece.products.some((p) => p.product === product.product)) continue;
    for (const s of segmentsOver(product.product, pricing, piece, piece.terms)) {
      cuts.add(s.startTime.getTime()).add(s.endTime.getTime());
    }
  }
  return [...cuts].sort((a, b) => a - b);
}

/** Each pricing group's usage over its own rate segments: one meterUsage() call per distinct set of cuts. */
async function bySegment(
  ctx: UsageContext,
  customerId: string,
  product: RatedProduct,
  pieces: readonly RatingPiece[],
  found: readonly { dimensions: Record<string, string> }[],
): Promise<PieceRow[]> {
  const groupsByCuts = new Map<string, { cuts: number[]; groups: Set<string> }>();
  for (const { dimensions } of found) {
    const pricing = pickDimensions(product.pricingGroupKeys, dimensions);
    const cuts = segmentCuts(product, pieces, pricing);
    const entry = groupsByCuts.get(cuts.join()) ?? { cuts, groups: new Set<string>() };
    entry.groups.add(JSON.stringify(pricing));
    groupsByCuts.set(cuts.join(), entry);
  }
  const pieceAt = (ms: number) =>
    pieces.findIndex((p) => p.startTime.getTime() <= ms && ms < p.endTime.getTime());
  const rows: PieceRow[] = [];
  for (const { cuts, groups } of groupsByCuts.values()) {
    const usage = await meterUsage(
      ctx,
      product.meter,
      customerId,
      cuts.map((c) => new Date(c)),
    );
    for (const r of usage) {
      if (!groups.has(JSON.stringify(pickDimensions(product.pricingGroupKeys, r.dimensions)))) continue;
      const start = cuts[r.interval]!;
      const piece = pieceAt(start);
      if (piece < 0 || !pieces[piece]!.products.some((p) => p.product === product.product)) continue;
      rows.push({
        piece,
        row: {
          product: product.product,
          startTime: new Date(start),
          endTime: new Date(cuts[r.interval + 1]!),
          groupValues: r.dimensions,
          quantity: r.quantity,
        },
      });
    }
  }
  return rows;
}

/** The usage rows of each piece, by piece index. */
export async function piecesUsage(
  ctx: UsageContext,
  customerId: string,
  pieces: readonly RatingPiece[],
): Promise<IntervalUsage[][]> {
  const byPiece: IntervalUsage[][] = pieces.map(() => []);
  if (pieces.length === 0) return byPiece;
  const products = new Map(pieces.flatMap((p) => p.products).map((p) => [p.product, p]));
  const results = await Promise.all(
    [...products.values()].map((product) => productUsage(ctx, customerId, product, pieces)),
  );
  for (const { piece, row } of results.flat()) byPiece[piece]!.push(row);
  return byPiece;
}

/**
 * The usage of the pieces of one contract, read with one meterUsage() call per product over the cut points
 * where that product's rates change (so every row lies inside one rate segment).
 */
import { Decimal } from '@billing/core';
import { type IntervalUsage, type TimeRange, usageIntervals } from '@billing/rating';
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
  const rows = found.flatMap((r) => {
    const interval = intervals[r.interval]!;
    return interval.piece === null
      ? []
      : [{ piece: interval.piece, row: row(interval, r.dimensions, r.quantity) }];
  });
  // A flat fee is owed without usage: an interval without any row bills the default group at quantity 0.
  // Only flat models price a zero quantity above 0, and usageLines() drops the zero lines of the others.
  intervals.forEach((interval, i) => {
    if (interval.piece === null || withUsage.has(i)) return;
    rows.push({ piece: interval.piece, row: row(interval, {}, new Decimal(0)) });
  });
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

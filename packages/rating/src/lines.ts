/**
 * Invoice lines from rated usage (docs/invoices.md): one line per (product, rate, rate segment, values of the
 * product's pricing and presentation keys). Amounts are priced per pricing group and segment in full
 * precision, rounded half away from zero to the currency's minor unit, and split to presentation lines by
 * largest remainder, so the lines of a group add up exactly to the group's rounded amount.
 */
import { Decimal } from '@billing/core';
import { allocateByQuantity } from './allocate.ts';
import type { TimeRange } from './billing-periods.ts';
import { priceQuantity } from './price.ts';
import type { PricingModel } from './pricing-model.ts';
import type { Dimensions, RateSegment } from './resolve-rate.ts';

export interface ProductKeys {
  product: string;
  pricingGroupKeys: readonly string[];
  presentationGroupKeys: readonly string[];
}

/** Usage of one product in one rate segment for one combination of group values. */
export interface SegmentUsage {
  product: string;
  segment: RateSegment;
  /** Group values of the usage; a missing key counts as "" (docs/usage.md). Other keys are ignored. */
  groupValues: Dimensions;
  quantity: Decimal;
}

export interface InvoiceLine {
  product: string;
  rateId: string;
  /** The rate segment the line prices (for a subscription, the part of it a quantity was held). */
  startTime: Date;
  endTime: Date;
  dimensions: Dimensions;
  quantity: Decimal;
  /**
   * The price of one unit: the rate's own where one price applies to every unit of the line (see
   * `singleUnitPrice`), else subtotal / quantity to UNIT_PRICE_PLACES places; 0 when the quantity is 0 (a flat
   * fee has no per-unit price). For reading only: the subtotal is what is charged.
   */
  unitPrice: Decimal;
  /** Rounded to the currency's minor unit. */
  subtotal: Decimal;
  credit: Decimal;
  total: Decimal;
}

export interface UsageLinesInput {
  currencyCode: string;
  /** The anchor-to-anchor billing period: a flat fee is prorated by the part of it its segment covers. */
  fullPeriod: TimeRange;
  products: readonly ProductKeys[];
  usage: readonly SegmentUsage[];
}

/** Values of `keys` in `values`, "" for a missing one, in the order of `keys`. */
export function pickDimensions(keys: readonly string[], values: Dimensions): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? '']));
}

/** The part of `full` that `part` covers, by duration (milliseconds, so exact for whole seconds too). */
export function periodFraction(part: TimeRange, full: TimeRange): Decimal {
  const length = full.endTime.getTime() - full.startTime.getTime();
  if (length <= 0) throw new RangeError('the full billing period must not be empty');
  return new Decimal(part.endTime.getTime() - part.startTime.getTime()).div(length);
}

/**
 * Decimal places of a unitPrice worked out as subtotal / quantity (rounded half away from zero): enough for
 * sub-cent usage prices, short enough to read (issue 34).
 */
export const UNIT_PRICE_PLACES = 12;

/**
 * The one price every unit of `quantity` pays under `model`, when there is one: a unit rate's unitPrice /
 * unitSize, or a tiered rate's unit price when all of the quantity falls in one tier without a flat amount.
 * Package and flat rates, and quantities across tiers, have none (their unitPrice is subtotal / quantity).
 */
export function singleUnitPrice(model: PricingModel, quantity: Decimal): Decimal | undefined {
  if (model.kind === 'unit') return model.unitPrice.div(model.unitSize).toDecimalPlaces(UNIT_PRICE_PLACES);
  if (model.kind !== 'tiered' || !quantity.greaterThan(0)) return undefined;
  const used = model.tiers.filter((tier) =>
    (tier.endQuantity === null ? quantity : Decimal.min(quantity, tier.endQuantity)).greaterThan(
      tier.startQuantity,
    ),
  );
  const [only] = used;
  return used.length === 1 && only!.flatAmount.isZero() ? only!.unitPrice : undefined;
}

/**
 * A line from its rounded subtotal; credit is 0 until credits are applied. `price` is the rate's own unit
 * price when one applies to the whole line (`singleUnitPrice`).
 */
export function makeLine(
  fields: Omit<InvoiceLine, 'unitPrice' | 'credit' | 'total'>,
  price?: Decimal,
): InvoiceLine {
  const unitPrice = fields.quantity.isZero()
    ? new Decimal(0)
    : (price ?? fields.subtotal.div(fields.quantity).toDecimalPlaces(UNIT_PRICE_PLACES));
  return { ...fields, unitPrice, credit: new Decimal(0), total: fields.subtotal };
}

interface PricingGroup {
  product: string;
  segment: RateSegment;
  /** Presentation lines by their dimensions' key. */
  lines: Map<string, { dimensions: Record<string, string>; quantity: Decimal }>;
}

/** Usage rows summed per pricing group (product, rate segment, pricing values) and presentation line. */
function groupUsage(products: readonly ProductKeys[], usage: readonly SegmentUsage[]): PricingGroup[] {
  const keysOf = new Map(products.map((p) => [p.product, p]));
  const groups = new Map<string, PricingGroup>();
  for (const row of usage) {
    const keys = keysOf.get(row.product);
    if (keys === undefined) throw new RangeError(`no group keys given for product ${row.product}`);
    const pricing = pickDimensions(keys.pricingGroupKeys, row.groupValues);
    const all = [...new Set([...keys.pricingGroupKeys, ...keys.presentationGroupKeys])];
    const dimensions = pickDimensions(all, row.groupValues);
    const groupKey = JSON.stringify([row.product, row.segment.rate.id, row.segment.startTime, pricing]);
    let group = groups.get(groupKey);
    if (group === undefined) {
      group = { product: row.product, segment: row.segment, lines: new Map() };
      groups.set(groupKey, group);
    }
    const lineKey = JSON.stringify(dimensions);
    const line = group.lines.get(lineKey);
    group.lines.set(lineKey, { dimensions, quantity: row.quantity.plus(line?.quantity ?? 0) });
  }
  return [...groups.values()];
}

/** Prices one pricing group and splits its rounded amount to its presentation lines. */
function groupLines(group: PricingGroup, currencyCode: string, fullPeriod: TimeRange): InvoiceLine[] {
  const { segment } = group;
  const lines = [...group.lines.values()].sort((a, b) => compareDimensions(a.dimensions, b.dimensions));
  const quantity = lines.reduce((total, line) => total.plus(line.quantity), new Decimal(0));
  // Tiers see the whole group's quantity; only the rounded result is split.
  const amount = priceQuantity(segment.model, quantity, periodFraction(segment, fullPeriod));
  const shares = allocateByQuantity(
    amount,
    lines.map((line) => line.quantity),
    currencyCode,
  );
  // The group's quantity decides the tier, so one price holds for each of its lines or for none.
  const price = singleUnitPrice(segment.model, quantity);
  return lines.map((line, i) =>
    makeLine(
      {
        product: group.product,
        rateId: segment.rate.id,
        startTime: segment.startTime,
        endTime: segment.endTime,
        dimensions: line.dimensions,
        quantity: line.quantity,
        subtotal: shares[i]!,
      },
      price,
    ),
  );
}

/**
 * The invoice lines of the usage, sorted (see compareLines). A flat-priced group is charged once per
 * pricing group that has a row: pass a zero-quantity row for a group to bill with no usage.
 */
export function usageLines(input: UsageLinesInput): InvoiceLine[] {
  const lines = groupUsage(input.products, input.usage).flatMap((group) =>
    groupLines(group, input.currencyCode, input.fullPeriod),
  );
  return sortLines(lines.filter((line) => !(line.quantity.isZero() && line.subtotal.isZero())));
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * By value, key by key in the order of `a`'s keys (lines are built with the product's pricing keys, then its
 * presentation keys), then any other keys of `b` in sorted order: the same maps always sort the same way.
 */
export function compareDimensions(a: Dimensions, b: Dimensions): number {
  const extra = Object.keys(b)
    .filter((key) => !Object.hasOwn(a, key))
    .sort(compareStrings);
  for (const key of [...Object.keys(a), ...extra]) {
    const order = compareStrings(a[key] ?? '', b[key] ?? '');
    if (order !== 0) return order;
  }
  return 0;
}

/** Invoice line order: product, segment start, rate id, dimension values. Credits consume lines in it. */
export function compareLines(a: InvoiceLine, b: InvoiceLine): number {
  return (
    compareStrings(a.product, b.product) ||
    a.startTime.getTime() - b.startTime.getTime() ||
    compareStrings(a.rateId, b.rateId) ||
    compareDimensions(a.dimensions, b.dimensions)
  );
}

export function sortLines(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return [...lines].sort(compareLines);
}

export interface InvoiceTotals {
  subtotal: Decimal;
  tax: Decimal;
  credit: Decimal;
  total: Decimal;
}

/**
 * Subtotal = sum of the rounded lines; total = subtotal + tax - credit. Tax is 0 unless given; credit is the sum
 * of the lines' credits (applyCredits) unless given.
 */
export function invoiceTotals(
  lines: readonly InvoiceLine[],
  adjustments: { tax?: Decimal; credit?: Decimal } = {},
): InvoiceTotals {
  const subtotal = lines.reduce((total, line) => total.plus(line.subtotal), new Decimal(0));
  const tax = adjustments.tax ?? new Decimal(0);
  const credit = adjustments.credit ?? lines.reduce((total, line) => total.plus(line.credit), new Decimal(0));
  return { subtotal, tax, credit, total: subtotal.plus(tax).minus(credit) };
}

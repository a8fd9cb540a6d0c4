/** Builders for rates, overrides, segments and usage rows used by the rating tests. */
import { Decimal } from '@billing/core';
import type {
  CardRate,
  ContractOverride,
  PricingModel,
  RateSegment,
  SegmentUsage,
  Tier,
} from '../src/index.ts';

export const at = (iso: string) => new Date(iso);
export const dec = (value: string | number) => new Decimal(value);

export const unit = (price: string, size = '1'): PricingModel => ({
  kind: 'unit',
  unitPrice: dec(price),
  unitSize: dec(size),
});
export const flat = (amount: string): PricingModel => ({ kind: 'flat', amount: dec(amount) });
export const pkg = (price: string, size: string): PricingModel => ({
  kind: 'package',
  packagePrice: dec(price),
  packageSize: dec(size),
});

/** Tiers as [start, end | null, unitPrice, flatAmount?]. */
export function tiered(...rows: Array<[string, string | null, string, string?]>): PricingModel {
  const tiers: Tier[] = rows.map(([start, end, price, flatAmount]) => ({
    startQuantity: dec(start),
    endQuantity: end === null ? null : dec(end),
    unitPrice: dec(price),
    flatAmount: dec(flatAmount ?? '0'),
  }));
  return { kind: 'tiered', tiers };
}

/** docs/catalog.md "Pricing models": [0,1000] $0.10, [1000,10000] $0.05 + flat $5, [10000,-] $0.01. */
export const semanticsTiers = tiered(
  ['0', '1000', '0.10'],
  ['1000', '10000', '0.05', '5'],
  ['10000', null, '0.01'],
);

export function rate(
  id: string,
  model: PricingModel,
  opts: { product?: string; dims?: Record<string, string>; start?: string; end?: string | null } = {},
): CardRate {
  return {
    id,
    product: opts.product ?? 'p',
    dimensionValues: opts.dims ?? {},
    effectivePeriod: {
      startTime: at(opts.start ?? '2020-01-01T00:00:00Z'),
      endTime: opts.end ? at(opts.end) : null,
    },
    model,
  };
}

export function override(
  model: PricingModel,
  target: { baseRateId?: string; product?: string; dims?: Record<string, string> },
  period?: { start: string; end?: string | null },
): ContractOverride {
  return {
    ...(target.baseRateId === undefined ? {} : { baseRateId: target.baseRateId }),
    ...(target.product === undefined ? {} : { product: target.product }),
    ...(target.dims === undefined ? {} : { dimensionValues: target.dims }),
    ...(period === undefined
      ? {}
      : { effectivePeriod: { startTime: at(period.start), endTime: period.end ? at(period.end) : null } }),
    model,
  };
}

/** A segment priced by `model` over [start, end) with a rate of id `rateId`. */
export function segment(model: PricingModel, start: string, end: string, rateId = 'r'): RateSegment {
  const r = rate(rateId, model);
  return { rate: r, override: null, model, startTime: at(start), endTime: at(end) };
}

export function row(
  seg: RateSegment,
  quantity: string,
  groupValues: Record<string, string> = {},
  product = 'p',
): SegmentUsage {
  return { product, segment: seg, groupValues, quantity: dec(quantity) };
}

export const APRIL = { startTime: at('2026-04-01T00:00:00Z'), endTime: at('2026-05-01T00:00:00Z') };
export const MAY = { startTime: at('2026-05-01T00:00:00Z'), endTime: at('2026-06-01T00:00:00Z') };

/** Half away from zero to `digits` places, written without toDecimalPlaces, to check the code against. */
export function roundHalfAwayFromZero(value: Decimal, digits: number): Decimal {
  const scale = new Decimal(10).pow(digits);
  const scaled = value.abs().times(scale);
  const whole = scaled.floor();
  const rounded = scaled.minus(whole).greaterThanOrEqualTo('0.5') ? whole.plus(1) : whole;
  return rounded.div(scale).times(value.isNegative() ? -1 : 1);
}

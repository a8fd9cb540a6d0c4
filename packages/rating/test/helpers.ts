/** Shared builders and arbitraries for the rating tests. */
import { ApiError, canonicalDecimal, Decimal } from '@billing/core';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { PricingModel, Tier } from '../src/index.ts';

export const usd = (value: string) => ({ amount: { value }, currencyCode: 'USD' });
export const qty = (value: string) => ({ value });
export const d = (value: string | number) => new Decimal(value);

/** docs/catalog.md "Pricing models": [0,1000] $0.10, [1000,10000] $0.05 + flat $5, [10000,-] $0.01. */
export const threeTiers = {
  tiered: {
    tiers: [
      { startQuantity: qty('0'), endQuantity: qty('1000'), unitPrice: usd('0.10') },
      { startQuantity: qty('1000'), endQuantity: qty('10000'), unitPrice: usd('0.05'), flatAmount: usd('5') },
      { startQuantity: qty('10000'), unitPrice: usd('0.01') },
    ],
  },
};

/** The model with every Decimal as its canonical string, so models compare with toEqual. */
export function plain(model: PricingModel): unknown {
  return JSON.parse(
    JSON.stringify(model, (_key, value) => (Decimal.isDecimal(value) ? canonicalDecimal(value) : value)),
  );
}

/** Runs `fn` and returns the ApiError it throws, failing the test when it throws anything else or nothing. */
export function apiErrorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError, nothing was thrown');
}

/** A decimal with up to `maxScale` digits after the point, in [min, max] units of its last digit. */
export function decimalArb(
  opts: { min?: bigint; max?: bigint; maxScale?: number } = {},
): fc.Arbitrary<Decimal> {
  const { min = 0n, max = 10n ** 9n, maxScale = 4 } = opts;
  return fc
    .tuple(fc.bigInt({ min, max }), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => new Decimal(units.toString()).div(new Decimal(10).pow(scale)));
}

export const priceArb = decimalArb({ max: 10n ** 8n, maxScale: 12 });
const sizeArb = decimalArb({ min: 1n, max: 10n ** 6n, maxScale: 3 });

/** Contiguous tiers from 0 with the given positive widths; the last one open or not. */
export function tiersFrom(widths: Decimal[], prices: Array<[Decimal, Decimal]>, open: boolean): Tier[] {
  let start = new Decimal(0);
  return widths.map((width, i) => {
    const end = start.plus(width);
    const [unitPrice, flatAmount] = prices[i] ?? [new Decimal(0), new Decimal(0)];
    const tier = {
      startQuantity: start,
      endQuantity: open && i === widths.length - 1 ? null : end,
      unitPrice,
      flatAmount,
    };
    start = end;
    return tier;
  });
}

export function tieredArb(
  widthArb: fc.Arbitrary<Decimal>,
  tierPriceArb: fc.Arbitrary<Decimal>,
): fc.Arbitrary<PricingModel> {
  return fc
    .array(fc.tuple(widthArb, tierPriceArb, tierPriceArb), { minLength: 1, maxLength: 8 })
    .chain((rows) =>
      fc.boolean().map(
        (open): PricingModel => ({
          kind: 'tiered',
          tiers: tiersFrom(
            rows.map(([width]) => width),
            rows.map(([, price, flat]) => [price, flat]),
            open,
          ),
        }),
      ),
    );
}

export const unitArb: fc.Arbitrary<PricingModel> = fc
  .tuple(priceArb, sizeArb)
  .map(([unitPrice, unitSize]) => ({ kind: 'unit', unitPrice, unitSize }));
export const packageArb: fc.Arbitrary<PricingModel> = fc
  .tuple(priceArb, sizeArb)
  .map(([packagePrice, packageSize]) => ({ kind: 'package', packagePrice, packageSize }));
export const flatArb: fc.Arbitrary<PricingModel> = priceArb.map((amount) => ({ kind: 'flat', amount }));
export const anyTieredArb = tieredArb(sizeArb, priceArb);
export const modelArb = fc.oneof(flatArb, unitArb, packageArb, anyTieredArb);

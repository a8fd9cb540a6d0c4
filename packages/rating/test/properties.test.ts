import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PricingModel, priceQuantity } from '../src/index.ts';
import { anyTieredArb, decimalArb, packageArb, tieredArb, unitArb } from './helpers.ts';

/** Quantities from usage may be fractional and, after corrections, negative. */
const quantityArb = decimalArb({ min: -(10n ** 6n), max: 10n ** 10n, maxScale: 4 });
const orderedPairArb = fc
  .tuple(quantityArb, quantityArb)
  .map(([a, b]): [Decimal, Decimal] => (a.lessThanOrEqualTo(b) ? [a, b] : [b, a]));

describe('properties of priceQuantity', () => {
  for (const [kind, arb] of [
    ['unit', unitArb],
    ['package', packageArb],
    ['tiered', anyTieredArb],
  ] as const) {
    it(`${kind}: the amount never decreases as the quantity grows`, () => {
      fc.assert(
        fc.property(arb, orderedPairArb, (m, [low, high]) => {
          expect(priceQuantity(m, low).lessThanOrEqualTo(priceQuantity(m, high))).toBe(true);
        }),
      );
    });
  }

  it('tiered equals a brute-force sum unit by unit over small integer quantities', () => {
    const smallInt = decimalArb({ min: 1n, max: 5n, maxScale: 0 });
    const tierPrice = decimalArb({ max: 1000n, maxScale: 2 });
    fc.assert(
      fc.property(tieredArb(smallInt, tierPrice), fc.integer({ min: 0, max: 50 }), (m, q) => {
        expect(priceQuantity(m, new Decimal(q)).toFixed()).toBe(bruteForceTiered(m, q).toFixed());
      }),
    );
  });
});

/** Unit k occupies (k-1, k] and belongs to the tier whose (start, end] holds k; each used tier adds its flat. */
function bruteForceTiered(model: PricingModel, quantity: number): Decimal {
  if (model.kind !== 'tiered') throw new Error('tiered only');
  const used = new Set<number>();
  let total = new Decimal(0);
  for (let k = 1; k <= quantity; k++) {
    const index = model.tiers.findIndex(
      (t) => t.startQuantity.lessThan(k) && (t.endQuantity === null || t.endQuantity.greaterThanOrEqualTo(k)),
    );
    const tier = model.tiers[index];
    if (tier === undefined) continue;
    used.add(index);
    total = total.plus(tier.unitPrice);
  }
  for (const index of used) total = total.plus(model.tiers[index]?.flatAmount ?? 0);
  return total;
}

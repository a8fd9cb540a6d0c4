/**
 * Pricing of one quantity under one pricing model (docs/catalog.md), in full precision: rounding to the
 * currency's minor unit happens only at invoice-line level (docs/invoices.md), never here.
 */
import { Decimal } from '@billing/core';
import type { PricingModel, Tier } from './pricing-model.ts';

/**
 * Amount of `model` for quantity q over a billing period; `fraction` (0..1, Decimal) is the part of the
 * period the rate was effective, used only by flat (prorated by seconds).
 *
 * Usage with negative values can aggregate to q < 0. `unit` prices it linearly (a negative amount, as a
 * correction should give), but a negative count of packages or of tier units means nothing, so `package`
 * and `tiered` price q < 0 as 0.
 */
export function priceQuantity(model: PricingModel, quantity: Decimal, fraction?: Decimal): Decimal {
  switch (model.kind) {
    case 'flat':
      return model.amount.times(fraction ?? 1);
    case 'unit':
      // Multiplying first keeps the result exact whenever it terminates ($2 per 3 units, q = 3 -> 2).
      return quantity.times(model.unitPrice).div(model.unitSize);
    case 'package':
      return packageCount(quantity, model.packageSize).times(model.packagePrice);
    case 'tiered':
      return priceTiers(model.tiers, Decimal.max(quantity, 0));
  }
}

/** ceil(q / size) for q > 0, 0 otherwise. Integer division and remainder are exact where a quotient may not be. */
function packageCount(quantity: Decimal, size: Decimal): Decimal {
  if (!quantity.greaterThan(0)) return new Decimal(0);
  const whole = quantity.divToInt(size);
  return quantity.mod(size).isZero() ? whole : whole.plus(1);
}

/** Graduated: each tier prices the units that fall inside it; a tier with any unit adds its flat amount. */
function priceTiers(tiers: readonly Tier[], quantity: Decimal): Decimal {
  let total = new Decimal(0);
  for (const tier of tiers) {
    const top = tier.endQuantity === null ? quantity : Decimal.min(quantity, tier.endQuantity);
    const units = top.minus(tier.startQuantity);
    // No early exit: a hand-built model need not be sorted, and the formula holds tier by tier anyway.
    if (units.greaterThan(0)) total = total.plus(units.times(tier.unitPrice)).plus(tier.flatAmount);
  }
  return total;
}

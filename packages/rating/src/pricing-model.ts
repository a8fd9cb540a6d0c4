/**
 * The pricing model of a Rate or RateOverride (docs/catalog.md) in its typed form. Its API JSON (the
 * strict reader and the writer) belongs to the rate cards, in packages/domain (rate-cards/pricing-json.ts).
 */
import type { Decimal } from '@billing/core';

export type PricingModel =
  | { kind: 'flat'; amount: Decimal }
  | { kind: 'unit'; unitPrice: Decimal; unitSize: Decimal }
  | { kind: 'package'; packagePrice: Decimal; packageSize: Decimal }
  | { kind: 'tiered'; tiers: Tier[] };

export interface Tier {
  startQuantity: Decimal;
  /** null: the open last tier. */
  endQuantity: Decimal | null;
  unitPrice: Decimal;
  flatAmount: Decimal;
}

export type PricingModelKind = PricingModel['kind'];

import { MoneyValue, Period, PeriodInput, Quantity, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

const Tier = Type.Object({
  startQuantity: Type.Optional(Quantity),
  endQuantity: Type.Optional(Quantity),
  unitPrice: Type.Optional(MoneyValue),
  flatAmount: Type.Optional(MoneyValue),
});

/** The pricing model of a rate or a rate override: exactly one of the four is set; the verbs enforce it. */
export const PricingModelFields = {
  flat: Type.Optional(Type.Object({ amount: MoneyValue })),
  package: Type.Optional(Type.Object({ packagePrice: MoneyValue, packageSize: Quantity })),
  unit: Type.Optional(Type.Object({ unitPrice: MoneyValue, unitSize: Type.Optional(Quantity) })),
  tiered: Type.Optional(Type.Object({ tiers: Type.Array(Tier) })),
};

export const Rate = Type.Object(
  {
    id: Type.String(),
    product: Type.String(),
    dimensionValues: StringMap,
    effectivePeriod: Period,
    ...PricingModelFields,
  },
  { title: 'Rate' },
);
export type Rate = Static<typeof Rate>;

/** What a rate and a rate override both say when sent: the product, its dimensions, the period, the price. */
export const RateTermsInput = {
  product: Type.Optional(Type.String()),
  dimensionValues: Type.Optional(StringMap),
  effectivePeriod: Type.Optional(PeriodInput),
  ...PricingModelFields,
};

export const RateInput = Type.Object({ id: Type.Optional(Type.String()), ...RateTermsInput });
export type RateInput = Static<typeof RateInput>;

export const RateCard = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    currencyCode: Type.String(),
    rates: Type.Array(Rate),
    createTime: Timestamp,
  },
  { title: 'RateCard' },
);
export type RateCard = Static<typeof RateCard>;

export const RateCardInput = Type.Object({
  displayName: Type.Optional(Type.String()),
  currencyCode: Type.Optional(Type.String()),
  rates: Type.Optional(Type.Array(RateInput)),
});
export type RateCardInput = Static<typeof RateCardInput>;

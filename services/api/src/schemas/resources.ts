import { Type } from '@sinclair/typebox';
import { Money, Period, Quantity, StringEnum, StringMap, Timestamp } from './common.ts';

export const Organization = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    defaultCurrencyCode: Type.String(),
    timeZone: Type.String(),
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'Organization' },
);

export const OrganizationInput = Type.Partial(
  Type.Pick(Organization, ['displayName', 'defaultCurrencyCode', 'timeZone']),
);

const Address = Type.Object({
  addressLines: Type.Optional(Type.Array(Type.String())),
  administrativeArea: Type.Optional(Type.String()),
  languageCode: Type.Optional(Type.String()),
  locality: Type.Optional(Type.String()),
  organization: Type.Optional(Type.String()),
  postalCode: Type.Optional(Type.String()),
  recipients: Type.Optional(Type.Array(Type.String())),
  regionCode: Type.Optional(Type.String()),
  revision: Type.Optional(Type.Integer()),
  sortingCode: Type.Optional(Type.String()),
  sublocality: Type.Optional(Type.String()),
});

const BillingProfile = Type.Object({
  address: Type.Optional(Address),
  billingEmail: Type.Optional(Type.String()),
  countryCode: Type.Optional(Type.String()),
  displayName: Type.Optional(Type.String()),
  legalName: Type.Optional(Type.String()),
});

export const Customer = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    email: Type.String(),
    externalId: Type.String(),
    currencyCode: Type.String(),
    archived: Type.Boolean(),
    billingProfile: BillingProfile,
    metadata: StringMap,
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'Customer' },
);

export const CustomerInput = Type.Partial(
  Type.Object({
    displayName: Type.String(),
    email: Type.String(),
    externalId: Type.String(),
    currencyCode: Type.String(),
    billingProfile: BillingProfile,
    metadata: StringMap,
  }),
);

export const AGGREGATION_TYPE = [
  'AGGREGATION_TYPE_UNSPECIFIED',
  'SUM',
  'COUNT',
  'MIN',
  'MAX',
  'AVERAGE',
  'UNIQUE_COUNT',
  'LATEST',
] as const;

export const Meter = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    eventType: Type.String(),
    valueProperty: Type.String(),
    aggregation: StringEnum(AGGREGATION_TYPE),
    groupKeys: Type.Array(Type.String()),
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'Meter' },
);

export const MeterInput = Type.Partial(
  Type.Pick(Meter, ['displayName', 'eventType', 'valueProperty', 'aggregation', 'groupKeys']),
);

export const PRODUCT_TYPE = ['PRODUCT_TYPE_UNSPECIFIED', 'USAGE', 'SUBSCRIPTION'] as const;

export const Product = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    meter: Type.String(),
    type: StringEnum(PRODUCT_TYPE),
    presentationGroupKeys: Type.Array(Type.String()),
    pricingGroupKeys: Type.Array(Type.String()),
    tags: Type.Array(Type.String()),
    createTime: Timestamp,
  },
  { title: 'Product' },
);

export const ProductInput = Type.Partial(
  Type.Pick(Product, ['displayName', 'meter', 'type', 'presentationGroupKeys', 'pricingGroupKeys', 'tags']),
);

const Tier = Type.Object({
  startQuantity: Type.Optional(Quantity),
  endQuantity: Type.Optional(Quantity),
  unitPrice: Type.Optional(Money),
  flatAmount: Type.Optional(Money),
});

/** Exactly one of the four is set; the domain enforces it. */
export const PricingModelFields = {
  flat: Type.Optional(Type.Object({ amount: Money })),
  package: Type.Optional(Type.Object({ packagePrice: Money, packageSize: Quantity })),
  unit: Type.Optional(Type.Object({ unitPrice: Money, unitSize: Type.Optional(Quantity) })),
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

export const RateInput = Type.Object({
  id: Type.Optional(Type.String()),
  product: Type.Optional(Type.String()),
  dimensionValues: Type.Optional(StringMap),
  effectivePeriod: Type.Optional(
    Type.Object({ startTime: Type.Optional(Timestamp), endTime: Type.Optional(Timestamp) }),
  ),
  ...PricingModelFields,
});

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

export const RateCardInput = Type.Object({
  displayName: Type.Optional(Type.String()),
  currencyCode: Type.Optional(Type.String()),
  rates: Type.Optional(Type.Array(RateInput)),
});

export const CONTRACT_STATUS = ['CONTRACT_STATUS_UNSPECIFIED', 'SCHEDULED', 'ACTIVE', 'ENDED'] as const;
export const AMENDMENT_STATUS = ['AMENDMENT_STATUS_UNSPECIFIED', 'SCHEDULED', 'APPLIED', 'CANCELED'] as const;

export const RateOverride = Type.Object(
  {
    baseRateId: Type.String(),
    product: Type.String(),
    dimensionValues: StringMap,
    effectivePeriod: Type.Optional(Period),
    ...PricingModelFields,
  },
  { title: 'RateOverride' },
);

const RateOverrideInput = Type.Object({
  baseRateId: Type.Optional(Type.String()),
  product: Type.Optional(Type.String()),
  dimensionValues: Type.Optional(StringMap),
  effectivePeriod: Type.Optional(
    Type.Object({ startTime: Type.Optional(Timestamp), endTime: Type.Optional(Timestamp) }),
  ),
  ...PricingModelFields,
});

export const Contract = Type.Object(
  {
    name: Type.String(),
    rateCard: Type.String(),
    billingAnchorDay: Type.String(),
    effectivePeriod: Period,
    rateOverrides: Type.Array(RateOverride),
    status: StringEnum(CONTRACT_STATUS),
    createTime: Timestamp,
  },
  { title: 'Contract' },
);

export const ContractInput = Type.Object({
  rateCard: Type.Optional(Type.String()),
  billingAnchorDay: Type.Optional(Type.String()),
  effectivePeriod: Type.Optional(
    Type.Object({ startTime: Type.Optional(Timestamp), endTime: Type.Optional(Timestamp) }),
  ),
  rateOverrides: Type.Optional(Type.Array(RateOverrideInput)),
});

export const ContractAmendment = Type.Object(
  {
    name: Type.String(),
    rateCard: Type.String(),
    reason: Type.String(),
    effectiveTime: Timestamp,
    contractEndTime: Type.Optional(Timestamp),
    rateOverrides: Type.Array(RateOverride),
    status: StringEnum(AMENDMENT_STATUS),
    createTime: Timestamp,
  },
  { title: 'ContractAmendment' },
);

export const ScheduleContractAmendmentInput = Type.Object({
  amendment: Type.Optional(
    Type.Object({
      effectiveTime: Type.Optional(Timestamp),
      reason: Type.Optional(Type.String()),
      rateCard: Type.Optional(Type.String()),
      rateOverrides: Type.Optional(Type.Array(RateOverrideInput)),
      contractEndTime: Type.Optional(Timestamp),
    }),
  ),
});

export const EndContractInput = Type.Object({ effectiveTime: Type.Optional(Timestamp) });
export const CancelAmendmentInput = Type.Object({ reason: Type.Optional(Type.String()) });

export { type GroupQuantity, reachedThresholds, watchedQuantity } from './alert-thresholds.ts';
export { allocateByQuantity, largestRemainder } from './allocate.ts';
export {
  type BillingPeriod,
  billingPeriods,
  checkAnchorDay,
  type Instant,
  periodContaining,
  type TimeRange,
  toMillis,
} from './billing-periods.ts';
export {
  type CommitmentCharge,
  type CommitmentChargeKind,
  type CommitmentSettlement,
  type ContractCommitment,
  commitmentCharges,
  eligibleSpend,
} from './commitments.ts';
export { cutAtContractEnd } from './contract-end-commitments.ts';
export {
  applyCredits,
  type CommitmentApplication,
  type CommitmentBalance,
  type CreditApplication,
  type CreditedLines,
  type CreditGrantBalance,
  compareCommitments,
  compareGrants,
  grantApplies,
} from './credits.ts';
export { invoiceRange } from './invoice-range.ts';
export {
  compareDimensions,
  compareLines,
  type InvoiceLine,
  type InvoiceTotals,
  invoiceTotals,
  makeLine,
  type ProductKeys,
  periodFraction,
  pickDimensions,
  type SegmentUsage,
  sortLines,
  type UsageLinesInput,
  usageLines,
} from './lines.ts';
export { priceQuantity } from './price.ts';
export type {
  PricingModel,
  PricingModelKind,
  Tier,
} from './pricing-model.ts';
export {
  type CardRate,
  type ContractOverride,
  type Dimensions,
  type EffectivePeriod,
  type RateSegment,
  type ResolvedRate,
  rateChangeTimes,
  rateSegments,
  resolveRate,
} from './resolve-rate.ts';
export {
  type HeldQuantity,
  type ProrationBehavior,
  prorateQuantities,
  type QuantityChange,
  type SubscriptionItemSchedule,
  type SubscriptionLinesInput,
  subscriptionLines,
  timeWeightedPrice,
} from './subscription-proration.ts';
export {
  lineTax,
  selectTaxRate,
  type TaxedParty,
  type TaxRateTerms,
  taxLines,
  taxRateEffective,
} from './tax.ts';
export {
  assignSegments,
  type IntervalUsage,
  type RatingTerms,
  segmentsOver,
  usageIntervals,
} from './usage-segments.ts';

export { priceQuantity } from './price.ts';
export {
  MAX_TIERS,
  PRICING_MODEL_KINDS,
  type PricingModel,
  type PricingModelKind,
  parsePricingModel,
  pricingModelToJson,
  type Tier,
} from './pricing-model.ts';

/** Checks shared by contract creation, `:end` and amendments. */
import { failedPrecondition, idFromName, invalidField, parseTimestamp } from '@billing/core';
import type { Context } from '../context.ts';
import { checkPeriodOpen } from '../invoices/period-lock.ts';
import type { ProductRow } from '../products/resource.ts';
import { parsePricingModel, pricingModelToJson } from '../rate-cards/pricing-json.ts';
import type { RateCardRow, RateRow } from '../rate-cards/resource.ts';
import { checkStringMap } from '../shared/inputs.ts';
import type { RateOverride } from './resource.ts';

const MAX_OVERRIDES = 500;

/**
 * The rate card named by `value`, whose currency must be the customer's. A card that does not exist in the
 * organization (another organization's included) is INVALID_ARGUMENT "does not exist".
 */
export async function loadContractRateCard(
  ctx: Context,
  value: unknown,
  field: string,
  customerCurrency: string,
): Promise<RateCardRow> {
  const id = idFromName(value, 'rateCards', field);
  const [card] = await ctx.sql<RateCardRow[]>`
    SELECT * FROM rate_cards WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!card) throw invalidField(field, `rateCards/${id} does not exist`);
  if (card.currency_code !== customerCurrency) {
    throw failedPrecondition(
      `rateCards/${id} is in ${card.currency_code}, the customer is billed in ${customerCurrency}`,
    );
  }
  return card;
}

function checkOptionalPeriod(value: unknown, field: string): RateOverride['effectivePeriod'] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(field, 'must be an object');
  const input = value as Record<string, unknown>;
  const start = parseTimestamp(input.startTime, `${field}.startTime`);
  if (input.endTime === undefined || input.endTime === null || input.endTime === '') {
    return { startTime: start.toISOString() };
  }
  const end = parseTimestamp(input.endTime, `${field}.endTime`);
  if (end <= start) throw invalidField(`${field}.endTime`, 'must be after startTime');
  return { startTime: start.toISOString(), endTime: end.toISOString() };
}

/**
 * Checks rate overrides against the card they modify: `baseRateId` must be a rate of the card, and a `product`
 * or `dimensionValues` sent with it are redundant, accepted only when they are the base rate's own; without
 * `baseRateId`, `product` must exist and `dimensionValues` use only its pricing keys. The pricing model is read
 * in the card's currency.
 */
export async function checkRateOverrides(
  ctx: Context,
  card: RateCardRow,
  value: unknown,
  field: string,
): Promise<RateOverride[]> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_OVERRIDES) {
    throw invalidField(field, `must be an array of at most ${MAX_OVERRIDES} overrides`);
  }
  const rates = await ctx.sql<RateRow[]>`
    SELECT * FROM rates WHERE organization_id = ${ctx.organization} AND rate_card_id = ${card.id}`;
  const overrides: RateOverride[] = [];
  for (const [i, item] of value.entries()) {
    const at = `${field}[${i}]`;
    if (item === null || typeof item !== 'object' || Array.isArray(item))
      throw invalidField(at, 'must be an object');
    const input = item as Record<string, unknown>;
    const hasBase = input.baseRateId !== undefined && input.baseRateId !== null && input.baseRateId !== '';
    const hasProduct = input.product !== undefined && input.product !== null && input.product !== '';
    if (!hasBase && !hasProduct) throw invalidField(at, 'set baseRateId or product');
    const override: RateOverride = { baseRateId: '', product: '', dimensionValues: {} };
    if (hasBase) {
      const base = rates.find((r) => r.id === input.baseRateId);
      if (typeof input.baseRateId !== 'string' || !base) {
        throw invalidField(`${at}.baseRateId`, `is not a rate of rateCards/${card.id}`);
      }
      checkAgreesWithBase(input, base, at);
      override.baseRateId = base.id;
    } else {
      const productId = idFromName(input.product, 'products', `${at}.product`);
      const [product] = await ctx.sql<ProductRow[]>`
        SELECT * FROM products WHERE organization_id = ${ctx.organization} AND id = ${productId}`;
      if (!product) throw invalidField(`${at}.product`, `products/${productId} does not exist`);
      const dimensionValues = checkStringMap(input.dimensionValues, `${at}.dimensionValues`, 10);
      const stray = Object.keys(dimensionValues).find((k) => !product.pricing_group_keys.includes(k));
      if (stray) {
        throw invalidField(
          `${at}.dimensionValues`,
          `"${stray}" is not a pricing group key of products/${productId}`,
        );
      }
      override.product = `products/${productId}`;
      override.dimensionValues = dimensionValues;
    }
    const effectivePeriod = checkOptionalPeriod(input.effectivePeriod, `${at}.effectivePeriod`);
    if (effectivePeriod) override.effectivePeriod = effectivePeriod;
    const model = parsePricingModel(input, card.currency_code, `${at}.`);
    overrides.push({ ...override, ...pricingModelToJson(model, card.currency_code) });
  }
  return overrides;
}

/**
 * The product and dimensionValues of an override by `baseRateId` say again what the base rate says: when sent,
 * they must be the base rate's own (an empty map is no dimensionValues), else the field is INVALID_ARGUMENT.
 */
function checkAgreesWithBase(input: Record<string, unknown>, base: RateRow, at: string): void {
  if (input.product !== undefined && input.product !== null && input.product !== '') {
    const productId = idFromName(input.product, 'products', `${at}.product`);
    if (productId !== base.product_id) {
      throw invalidField(`${at}.product`, `is not the product of base rate ${base.id}`);
    }
  }
  const dimensionValues = checkStringMap(input.dimensionValues, `${at}.dimensionValues`, 10);
  const baseValues: Record<string, string> = base.dimension_values ?? {};
  const keys = new Set([...Object.keys(dimensionValues), ...Object.keys(baseValues)]);
  if (
    Object.keys(dimensionValues).length > 0 &&
    [...keys].some((k) => dimensionValues[k] !== baseValues[k])
  ) {
    throw invalidField(`${at}.dimensionValues`, `are not the dimensionValues of base rate ${base.id}`);
  }
}

/** "1".."31" (a string, as in the API). */
export function checkAnchorDayString(value: unknown, field: string): number {
  if (typeof value !== 'string' || !/^([1-9]|[12][0-9]|3[01])$/.test(value)) {
    throw invalidField(field, 'must be a day of the month, "1" to "31"');
  }
  return Number(value);
}

/**
 * A change may take effect in the past only inside billing periods whose invoices are still DRAFT (docs/contracts.md):
 * a change from a past time reaches that period and every later one, so an issued (FINALIZED or PAID) invoice
 * of the contract ending after the time makes it FAILED_PRECONDITION (void the invoice to change it). Times from
 * now on are always allowed.
 */
export async function checkPastTime(
  ctx: Context,
  contract: { customerId: string; contractId?: string | undefined },
  time: Date,
  what: string,
): Promise<void> {
  if (time.getTime() >= ctx.clock.now().getTime()) return;
  await checkPeriodOpen(ctx, { ...contract, reach: 'from' }, time, what);
}

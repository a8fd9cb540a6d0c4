/**
 * The API JSON of a pricing model (docs/catalog.md "Pricing models"): the strict reader of a Rate's or RateOverride's model
 * and the JSON it is written back as. The typed model and its pricing are the pure rating package's.
 */
import { canonicalDecimal, Decimal, invalidField } from '@billing/core';
import type { PricingModel, PricingModelKind, Tier } from '@billing/rating';
import {
  getField,
  isJsonObject,
  isPresent,
  type JsonObject,
  readPrice,
  readQuantity,
  requireObject,
} from '../shared/json-fields.ts';

/** The model keys of the API's oneof, in the order a violation names them. */
export const PRICING_MODEL_KINDS: readonly PricingModelKind[] = ['flat', 'unit', 'package', 'tiered'];

/** Bounds the work of pricing one quantity and the size of a rate card. */
export const MAX_TIERS = 100;

/**
 * Reads exactly one of flat/unit/package/tiered from an API object (Rate or RateOverride body, keys already
 * lowerCamelCase), checking every Money's currencyCode equals `currencyCode` and every shape rule; throws
 * ApiError INVALID_ARGUMENT with fieldViolations whose `field` is a dotted path (e.g.
 * `tiered.tiers[1].startQuantity`), prefixed by `fieldPrefix` when given (e.g. `rates[0].`). Other keys of
 * `input` (id, product, effectivePeriod...) are ignored.
 */
export function parsePricingModel(
  input: Record<string, unknown>,
  currencyCode: string,
  fieldPrefix = '',
): PricingModel {
  const kind = presentKind(input, fieldPrefix);
  const body = requireObject(getField(input, kind), fieldPrefix + kind);
  const at = (path: string) => `${fieldPrefix}${kind}.${path}`;
  switch (kind) {
    case 'flat':
      return { kind, amount: readPrice(getField(body, 'amount'), at('amount'), currencyCode) };
    case 'unit':
      return {
        kind,
        unitPrice: readPrice(getField(body, 'unitPrice'), at('unitPrice'), currencyCode),
        unitSize: readOptionalSize(getField(body, 'unitSize'), at('unitSize')),
      };
    case 'package':
      return {
        kind,
        packagePrice: readPrice(getField(body, 'packagePrice'), at('packagePrice'), currencyCode),
        packageSize: readQuantity(getField(body, 'packageSize'), at('packageSize'), true),
      };
    case 'tiered':
      return { kind, tiers: readTiers(getField(body, 'tiers'), at('tiers'), currencyCode) };
  }
}

/**
 * The one model key that is set. A violation of the oneof is reported on its name, `pricingModel`, as no
 * single key is at fault. Input that is not an object (possible from a bad body) has no model at all.
 */
function presentKind(input: unknown, fieldPrefix: string): PricingModelKind {
  const present = isJsonObject(input) ? PRICING_MODEL_KINDS.filter((kind) => isPresent(input, kind)) : [];
  const [kind] = present;
  if (kind === undefined || present.length > 1) {
    const got = present.length > 1 ? `; got ${present.join(', ')}` : '';
    throw invalidField(
      `${fieldPrefix}pricingModel`,
      `exactly one of flat, unit, package, tiered is required${got}`,
    );
  }
  return kind;
}

function readOptionalSize(value: unknown, field: string): Decimal {
  return value === undefined ? new Decimal(1) : readQuantity(value, field, true);
}

function readTiers(value: unknown, field: string, currencyCode: string): Tier[] {
  if (value === undefined) throw invalidField(field, 'is required');
  if (!Array.isArray(value)) throw invalidField(field, 'must be an array');
  if (value.length === 0) throw invalidField(field, 'must have at least one tier');
  if (value.length > MAX_TIERS) throw invalidField(field, `must have at most ${MAX_TIERS} tiers`);
  const tiers: Tier[] = [];
  value.forEach((raw, i) => {
    const tier = readTier(raw, `${field}[${i}]`, currencyCode, i === 0);
    checkTierBounds(tier, tiers.at(-1), `${field}[${i}]`, i === value.length - 1);
    tiers.push(tier);
  });
  return tiers;
}

function readTier(value: unknown, field: string, currencyCode: string, first: boolean): Tier {
  const tier = requireObject(value, field);
  const start = getField(tier, 'startQuantity');
  const end = getField(tier, 'endQuantity');
  // Only the first tier's start is implied (0); later ones must say where they start, so a typo shows.
  if (start === undefined && !first) throw invalidField(`${field}.startQuantity`, 'is required');
  const price = (key: string) => {
    const money = getField(tier, key);
    return money === undefined ? new Decimal(0) : readPrice(money, `${field}.${key}`, currencyCode);
  };
  return {
    startQuantity: start === undefined ? new Decimal(0) : readQuantity(start, `${field}.startQuantity`),
    endQuantity: end === undefined ? null : readQuantity(end, `${field}.endQuantity`),
    unitPrice: price('unitPrice'),
    flatAmount: price('flatAmount'),
  };
}

/** Tiers in the order given must tile [0, last end): no gaps, no overlaps, only the last one open. */
function checkTierBounds(tier: Tier, previous: Tier | undefined, field: string, last: boolean): void {
  const expectedStart = previous === undefined ? new Decimal(0) : previous.endQuantity;
  if (expectedStart !== null && !tier.startQuantity.equals(expectedStart)) {
    const description =
      previous === undefined ? 'must be 0 for the first tier' : "must equal the previous tier's endQuantity";
    throw invalidField(`${field}.startQuantity`, description);
  }
  if (tier.endQuantity === null) {
    if (!last) throw invalidField(`${field}.endQuantity`, 'is required on every tier but the last');
    return;
  }
  if (!tier.endQuantity.greaterThan(tier.startQuantity)) {
    throw invalidField(`${field}.endQuantity`, 'must be greater than startQuantity');
  }
}

/**
 * The API JSON of the model: `{ flat: { amount: Money } }` or `{ unit: {...} }` etc., Money =
 * `{ amount: { value: string }, currencyCode }`, Quantity = `{ value: string }`, every price and quantity a
 * canonical decimal string. An open last tier has no endQuantity.
 */
export function pricingModelToJson(model: PricingModel, currencyCode: string): Record<string, unknown> {
  const money = (value: Decimal) => ({ amount: quantityJson(value), currencyCode });
  switch (model.kind) {
    case 'flat':
      return { flat: { amount: money(model.amount) } };
    case 'unit':
      return { unit: { unitPrice: money(model.unitPrice), unitSize: quantityJson(model.unitSize) } };
    case 'package':
      return {
        package: { packagePrice: money(model.packagePrice), packageSize: quantityJson(model.packageSize) },
      };
    case 'tiered':
      return { tiered: { tiers: model.tiers.map((tier) => tierJson(tier, money)) } };
  }
}

function tierJson(tier: Tier, money: (value: Decimal) => JsonObject): JsonObject {
  return {
    startQuantity: quantityJson(tier.startQuantity),
    ...(tier.endQuantity === null ? {} : { endQuantity: quantityJson(tier.endQuantity) }),
    unitPrice: money(tier.unitPrice),
    flatAmount: money(tier.flatAmount),
  };
}

function quantityJson(value: Decimal): { value: string } {
  return { value: canonicalDecimal(value) };
}

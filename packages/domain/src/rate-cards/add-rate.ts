import {
  ApiError,
  checkResourceId,
  failedPrecondition,
  generateId,
  idFromName,
  invalidField,
  notFound,
  parseTimestamp,
} from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import type { ProductRow } from '../products/resource.ts';
import { checkStringMap } from '../shared/inputs.ts';
import { parsePricingModel, pricingModelToJson } from './pricing-json.ts';
import type { RateTerms } from './read-rates.ts';
import { type Rate, type RateCardRow, type RateRow, toRate } from './resource.ts';
import type { RateInput } from './schema.ts';

/** A rate's terms as rating reads them, its product by id: checked, or already on the card. */
type CheckedRate = Omit<RateTerms, 'product'> & { productId: string };

function checkPeriod(value: unknown, prefix: string): { startTime: Date; endTime: Date | null } {
  if (value === null || typeof value !== 'object') {
    throw invalidField(`${prefix}effectivePeriod`, 'is required, with a startTime');
  }
  const period = value as Record<string, unknown>;
  const startTime = parseTimestamp(period.startTime, `${prefix}effectivePeriod.startTime`);
  const endTime =
    period.endTime === undefined || period.endTime === null || period.endTime === ''
      ? null
      : parseTimestamp(period.endTime, `${prefix}effectivePeriod.endTime`);
  if (endTime && endTime <= startTime) {
    throw invalidField(`${prefix}effectivePeriod.endTime`, 'must be after startTime');
  }
  return { startTime, endTime };
}

/** Checks one rate against its card and product; `prefix` locates it in the body (`rates[2].`). */
async function checkRate(ctx: Context, card: RateCardRow, body: RateInput, prefix: string) {
  const id =
    body.id === undefined || body.id === '' ? generateId('rate') : checkResourceId(body.id, `${prefix}id`);
  const productId = idFromName(body.product, 'products', `${prefix}product`);
  const [product] = await ctx.sql<ProductRow[]>`
    SELECT * FROM products WHERE organization_id = ${ctx.organization} AND id = ${productId}`;
  if (!product) throw invalidField(`${prefix}product`, `products/${productId} does not exist`);
  const dimensionValues = checkStringMap(body.dimensionValues, `${prefix}dimensionValues`, 10);
  const stray = Object.keys(dimensionValues).find((k) => !product.pricing_group_keys.includes(k));
  if (stray) {
    throw invalidField(
      `${prefix}dimensionValues`,
      `"${stray}" is not a pricing group key of products/${productId}`,
    );
  }
  const model = parsePricingModel(body, card.currency_code, prefix);
  return {
    id,
    productId,
    dimensionValues,
    ...checkPeriod(body.effectivePeriod, prefix),
    pricing: pricingModelToJson(model, card.currency_code),
  } satisfies CheckedRate;
}

function overlaps(
  a: { startTime: Date; endTime: Date | null },
  b: { startTime: Date; endTime: Date | null },
) {
  const aEnd = a.endTime?.getTime() ?? Number.POSITIVE_INFINITY;
  const bEnd = b.endTime?.getTime() ?? Number.POSITIVE_INFINITY;
  return a.startTime.getTime() < bEnd && b.startTime.getTime() < aEnd;
}

function sameDimensions(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Adds rates to a card inside a transaction that holds the card's row lock, so two concurrent additions
 * cannot both pass the overlap check.
 */
export function insertRates(
  ctx: Context,
  cardId: string,
  bodies: RateInput[],
  prefix: (i: number) => string,
): Promise<RateRow[]> {
  return withTransaction(ctx, (tx) => insertRatesLocked(tx, cardId, bodies, prefix));
}

async function insertRatesLocked(
  ctx: Context,
  cardId: string,
  bodies: RateInput[],
  prefix: (i: number) => string,
): Promise<RateRow[]> {
  const tx = ctx.sql;
  const [card] = await tx<RateCardRow[]>`
    SELECT * FROM rate_cards WHERE organization_id = ${ctx.organization} AND id = ${cardId} FOR UPDATE`;
  if (!card) throw notFound(`rateCards/${cardId}`);
  const existing = await tx<RateRow[]>`
    SELECT * FROM rates WHERE organization_id = ${ctx.organization} AND rate_card_id = ${cardId}`;
  const taken: CheckedRate[] = existing.map((r) => ({
    id: r.id,
    productId: r.product_id,
    dimensionValues: r.dimension_values,
    startTime: r.start_time,
    endTime: r.end_time,
    pricing: r.pricing,
  }));
  const inserted: RateRow[] = [];
  for (const [i, body] of bodies.entries()) {
    const rate = await checkRate(ctx, card, body, prefix(i));
    // docs/api-conventions.md: creating an existing id is ALREADY_EXISTS; a repeat within one request is bad input.
    if (existing.some((r) => r.id === rate.id)) {
      throw new ApiError('ALREADY_EXISTS', `rate ${rate.id} already exists in rateCards/${cardId}`);
    }
    if (taken.some((t) => t.id === rate.id)) {
      throw invalidField(`${prefix(i)}id`, `rate ${rate.id} is repeated`);
    }
    const clash = taken.find(
      (t) =>
        t.productId === rate.productId &&
        sameDimensions(t.dimensionValues, rate.dimensionValues) &&
        overlaps(t, rate),
    );
    if (clash) {
      throw failedPrecondition(
        `rate ${rate.id} overlaps rate ${clash.id} of products/${rate.productId} with the same dimensionValues`,
      );
    }
    taken.push(rate);
    const [row] = await tx<RateRow[]>`
      INSERT INTO rates (organization_id, rate_card_id, id, product_id, dimension_values, start_time, end_time,
        pricing, create_time)
      VALUES (${ctx.organization}, ${cardId}, ${rate.id}, ${rate.productId}, ${tx.json(rate.dimensionValues)},
        ${rate.startTime}, ${rate.endTime}, ${tx.json(rate.pricing as never)}, ${ctx.clock.now()})
      RETURNING *`;
    inserted.push(row!);
  }
  return inserted;
}

export async function addRate(ctx: Context, cardId: string, body: RateInput): Promise<Rate> {
  const [row] = await insertRates(ctx, cardId, [body], () => '');
  return toRate(row!);
}

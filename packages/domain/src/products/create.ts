import { ApiError, alreadyExists, checkResourceId, idFromName, invalidField } from '@billing/core';
import type { Context } from '../context.ts';
import { loadMeterRow } from '../meters/get.ts';
import { PROPERTY_PATH } from '../meters/resource.ts';
import { checkString, checkStringList } from '../shared/inputs.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { PRODUCT_TYPES, type Product, type ProductRow, type ProductType, toProduct } from './resource.ts';
import type { ProductInput } from './schema.ts';

const TAG = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/**
 * USAGE products are priced from their meter and group by its keys; SUBSCRIPTION products have no meter and
 * group by the dimensions of subscription items, so their keys are free.
 */
async function checkGroupKeys(ctx: Context, body: ProductInput, type: ProductType) {
  const pricing = checkStringList(body.pricingGroupKeys, 'pricingGroupKeys', PROPERTY_PATH, 10);
  const presentation = checkStringList(
    body.presentationGroupKeys,
    'presentationGroupKeys',
    PROPERTY_PATH,
    10,
  );
  const shared = presentation.find((k) => pricing.includes(k));
  if (shared) throw invalidField('presentationGroupKeys', `"${shared}" is already a pricing group key`);
  let meterId: string | null = null;
  if (type === 'USAGE') {
    if (!body.meter) throw invalidField('meter', 'is required for a USAGE product');
    meterId = idFromName(body.meter, 'meters', 'meter');
    const meter = await loadMeterRow(ctx, meterId).catch((error: unknown) => {
      // Only a missing meter is the caller's mistake; a failing store stays an internal error.
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        throw invalidField('meter', `meters/${meterId} does not exist`);
      }
      throw error;
    });
    for (const [field, keys] of [
      ['pricingGroupKeys', pricing],
      ['presentationGroupKeys', presentation],
    ] as const) {
      const stray = keys.find((k) => !meter.group_keys.includes(k));
      if (stray) throw invalidField(field, `"${stray}" is not a group key of meters/${meterId}`);
    }
  } else if (body.meter) {
    throw invalidField('meter', 'a SUBSCRIPTION product has no meter');
  }
  return { meterId, pricing, presentation };
}

export async function createProduct(
  ctx: Context,
  body: ProductInput,
  productId: string | undefined,
): Promise<Product> {
  const id = checkResourceId(productId, 'productId');
  if (!PRODUCT_TYPES.includes(body.type as ProductType)) {
    throw invalidField('type', `must be one of ${PRODUCT_TYPES.join(', ')}`);
  }
  const type = body.type as ProductType;
  const { meterId, pricing, presentation } = await checkGroupKeys(ctx, body, type);
  const tags = checkStringList(body.tags, 'tags', TAG, 50);
  try {
    const [row] = await ctx.sql<ProductRow[]>`
      INSERT INTO products (organization_id, id, display_name, type, meter_id, presentation_group_keys,
        pricing_group_keys, tags, create_time)
      VALUES (${ctx.organization}, ${id}, ${checkString(body.displayName, 'displayName', 200)}, ${type}, ${meterId},
        ${presentation}, ${pricing}, ${tags}, ${ctx.clock.now()})
      RETURNING *`;
    return toProduct(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(`products/${id}`);
    throw error;
  }
}

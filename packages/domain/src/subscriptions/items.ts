/** The item list of a subscription or of an amendment: checked once, stored as given (quantities canonical). */
import { canonicalDecimal, idFromName, invalidField, parseDecimal } from '@billing/core';
import type { Context } from '../context.ts';
import type { ProductRow } from '../products/resource.ts';
import { checkStringMap } from '../shared/inputs.ts';
import { getField, isJsonObject } from '../shared/json-fields.ts';
import type { StoredItem } from './resource.ts';

export const MAX_ITEMS = 100;
/** Most digits after the point of a quantity, as for prices. */
const MAX_QUANTITY_SCALE = 12;

/** Dimensions as one comparable key: the same map in any key order is the same item. */
export function dimensionsKey(dimensions: Record<string, string>): string {
  return JSON.stringify(Object.entries(dimensions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Items `[{product, quantity: {value}, dimensions}]`: each product an existing SUBSCRIPTION product of the
 * organization (a USAGE one, or one that does not exist, is INVALID_ARGUMENT on `{field}[i].product`), the
 * quantity a non-negative decimal, the dimension keys among the product's pricing and presentation keys, and
 * no two items with the same product and dimensions.
 */
export async function checkItems(
  ctx: Context,
  value: unknown,
  field: string,
  minItems: number,
): Promise<StoredItem[]> {
  if (value === undefined || value === null) {
    throw invalidField(field, minItems > 0 ? 'is required, with at least one item' : 'is required');
  }
  if (!Array.isArray(value)) throw invalidField(field, 'must be an array of items');
  if (value.length < minItems) throw invalidField(field, `must have at least ${minItems} item`);
  if (value.length > MAX_ITEMS) throw invalidField(field, `must have at most ${MAX_ITEMS} items`);
  const parsed = value.map((item, i) => {
    const at = `${field}[${i}]`;
    if (!isJsonObject(item)) throw invalidField(at, 'must be an object');
    const productId = idFromName(getField(item, 'product'), 'products', `${at}.product`);
    const quantity = getField(item, 'quantity');
    if (!isJsonObject(quantity)) throw invalidField(`${at}.quantity`, 'is required, as {value}');
    const amount = parseDecimal(getField(quantity, 'value'), `${at}.quantity.value`, {
      maxScale: MAX_QUANTITY_SCALE,
    });
    const dimensions = checkStringMap(getField(item, 'dimensions'), `${at}.dimensions`, 10);
    return { at, productId, quantity: canonicalDecimal(amount), dimensions };
  });
  const ids = [...new Set(parsed.map((p) => p.productId))];
  const rows =
    ids.length === 0
      ? []
      : await ctx.sql<ProductRow[]>`
          SELECT * FROM products WHERE organization_id = ${ctx.organization} AND id = ANY(${ids})`;
  const products = new Map(rows.map((r) => [r.id, r]));
  const seen = new Map<string, string>();
  return parsed.map(({ at, productId, quantity, dimensions }) => {
    const product = products.get(productId);
    if (!product) throw invalidField(`${at}.product`, `products/${productId} does not exist`);
    if (product.type !== 'SUBSCRIPTION') {
      throw invalidField(
        `${at}.product`,
        `products/${productId} is a ${product.type} product, not SUBSCRIPTION`,
      );
    }
    const keys = [...product.pricing_group_keys, ...product.presentation_group_keys];
    const stray = Object.keys(dimensions).find((k) => !keys.includes(k));
    if (stray !== undefined) {
      throw invalidField(
        `${at}.dimensions`,
        `"${stray}" is not a pricing or presentation group key of products/${productId}`,
      );
    }
    const key = JSON.stringify([productId, dimensionsKey(dimensions)]);
    const first = seen.get(key);
    if (first !== undefined) {
      throw invalidField(at, `repeats the product and dimensions of ${first}`);
    }
    seen.set(key, at);
    return { product: `products/${productId}`, quantity, dimensions };
  });
}

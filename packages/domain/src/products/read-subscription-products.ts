/** SUBSCRIPTION products as rating reads them (names and keys); rating calls this instead of the table. */
import type { Context } from '../context.ts';
import type { ProductRow } from './resource.ts';

export interface SubscriptionProduct {
  /** `products/{product}`, as rates, items and lines name it. */
  product: string;
  displayName: string;
  pricingGroupKeys: string[];
  presentationGroupKeys: string[];
}

/** The SUBSCRIPTION products among `ids` (product ids) that exist. */
export async function readSubscriptionProducts(
  ctx: Context,
  ids: readonly string[],
): Promise<SubscriptionProduct[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.sql<ProductRow[]>`
    SELECT * FROM products
    WHERE organization_id = ${ctx.organization} AND id = ANY(${ids as string[]}) AND type = 'SUBSCRIPTION'
    ORDER BY seq`;
  return rows.map((row) => ({
    product: `products/${row.id}`,
    displayName: row.display_name,
    pricingGroupKeys: row.pricing_group_keys,
    presentationGroupKeys: row.presentation_group_keys,
  }));
}

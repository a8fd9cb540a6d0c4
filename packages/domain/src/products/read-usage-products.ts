/** USAGE products with their meters, as rating reads them; rating calls this instead of reading the tables. */
import type { Context } from '../context.ts';
import { readMeters } from '../meters/read-meters.ts';
import type { Meter } from '../meters/resource.ts';
import type { ProductRow } from './resource.ts';

export interface UsageProduct {
  /** `products/{product}`, as rates and lines name it. */
  product: string;
  displayName: string;
  pricingGroupKeys: string[];
  presentationGroupKeys: string[];
  meter: Meter;
}

/** The USAGE products among `ids` (product ids) that exist and have a meter. */
export async function readUsageProducts(ctx: Context, ids: readonly string[]): Promise<UsageProduct[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.sql<ProductRow[]>`
    SELECT * FROM products
    WHERE organization_id = ${ctx.organization} AND id = ANY(${ids as string[]}) AND type = 'USAGE'
    ORDER BY seq`;
  const meterIds = [...new Set(rows.map((r) => r.meter_id).filter((id): id is string => id !== null))];
  const meters = new Map((await readMeters(ctx, meterIds)).map((m) => [m.name, m]));
  return rows.flatMap((row) => {
    const meter = row.meter_id === null ? undefined : meters.get(`meters/${row.meter_id}`);
    if (meter === undefined) return [];
    return [
      {
        product: `products/${row.id}`,
        displayName: row.display_name,
        pricingGroupKeys: row.pricing_group_keys,
        presentationGroupKeys: row.presentation_group_keys,
        meter,
      },
    ];
  });
}

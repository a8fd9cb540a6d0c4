import { formatTimestamp } from '@billing/core';

import type { Product, ProductType } from './schema.ts';

export { PRODUCT_TYPES, type Product, type ProductType } from './schema.ts';

export interface ProductRow {
  id: string;
  seq: string;
  display_name: string;
  type: ProductType;
  meter_id: string | null;
  presentation_group_keys: string[];
  pricing_group_keys: string[];
  tags: string[];
  create_time: Date;
}

export function toProduct(row: ProductRow): Product {
  return {
    name: `products/${row.id}`,
    displayName: row.display_name,
    meter: row.meter_id ? `meters/${row.meter_id}` : '',
    type: row.type,
    presentationGroupKeys: row.presentation_group_keys,
    pricingGroupKeys: row.pricing_group_keys,
    tags: row.tags,
    createTime: formatTimestamp(row.create_time),
  };
}

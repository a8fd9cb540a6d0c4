import { formatTimestamp } from '@billing/core';

export const PRODUCT_TYPES = ['USAGE', 'SUBSCRIPTION'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

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

export interface Product {
  name: string;
  displayName: string;
  meter: string;
  type: ProductType;
  presentationGroupKeys: string[];
  pricingGroupKeys: string[];
  tags: string[];
  createTime: string;
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

import { formatTimestamp } from '@billing/core';
import type { Rate, RateCard } from './schema.ts';

export type { Rate, RateCard } from './schema.ts';

export interface RateCardRow {
  id: string;
  seq: string;
  display_name: string;
  currency_code: string;
  create_time: Date;
}

export interface RateRow {
  rate_card_id: string;
  id: string;
  product_id: string;
  dimension_values: Record<string, string>;
  start_time: Date;
  end_time: Date | null;
  pricing: Record<string, unknown>;
}

export function toRate(row: RateRow): Rate {
  const effectivePeriod: Rate['effectivePeriod'] = { startTime: formatTimestamp(row.start_time) };
  if (row.end_time) effectivePeriod.endTime = formatTimestamp(row.end_time);
  return {
    id: row.id,
    product: `products/${row.product_id}`,
    dimensionValues: row.dimension_values,
    effectivePeriod,
    ...row.pricing,
  };
}

export function toRateCard(row: RateCardRow, rates: RateRow[]): RateCard {
  return {
    name: `rateCards/${row.id}`,
    displayName: row.display_name,
    currencyCode: row.currency_code,
    rates: rates.map(toRate),
    createTime: formatTimestamp(row.create_time),
  };
}

/** The rates of rate cards as rating reads them; rating calls this instead of reading the rate tables. */
import type { Context } from '../context.ts';
import type { RateCardRow, RateRow } from './resource.ts';

export interface RateTerms {
  id: string;
  /** `products/{product}`. */
  product: string;
  dimensionValues: Record<string, string>;
  startTime: Date;
  /** Null: open-ended. */
  endTime: Date | null;
  /** The pricing model as stored (its API JSON), in the card's currency. */
  pricing: Record<string, unknown>;
}

export interface RateCardTerms {
  id: string;
  currencyCode: string;
  /** By rate id. */
  rates: RateTerms[];
}

/** The cards of `ids` that exist in the organization, with their rates. */
export async function readRateCards(ctx: Context, ids: readonly string[]): Promise<RateCardTerms[]> {
  if (ids.length === 0) return [];
  const cards = await ctx.sql<RateCardRow[]>`
    SELECT * FROM rate_cards WHERE organization_id = ${ctx.organization} AND id = ANY(${ids as string[]})`;
  const rows = await ctx.sql<RateRow[]>`
    SELECT * FROM rates WHERE organization_id = ${ctx.organization} AND rate_card_id = ANY(${ids as string[]})
    ORDER BY rate_card_id, id`;
  return cards.map((card) => ({
    id: card.id,
    currencyCode: card.currency_code,
    rates: rows
      .filter((row) => row.rate_card_id === card.id)
      .map((row) => ({
        id: row.id,
        product: `products/${row.product_id}`,
        dimensionValues: row.dimension_values,
        startTime: row.start_time,
        endTime: row.end_time,
        pricing: row.pricing,
      })),
  }));
}

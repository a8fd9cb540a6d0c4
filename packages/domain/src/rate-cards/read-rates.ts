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

/** The cards of `ids` that exist in the organization, with their rates, in one statement (a preview's terms). */
export async function readRateCards(ctx: Context, ids: readonly string[]): Promise<RateCardTerms[]> {
  if (ids.length === 0) return [];
  // A card without rates is one row of nulls on the rate's side.
  const rows = await ctx.sql<CardRateRow[]>`
    SELECT c.id AS card_id, c.currency_code, r.id, r.product_id, r.dimension_values, r.start_time, r.end_time,
      r.pricing
    FROM rate_cards c
    LEFT JOIN rates r ON r.organization_id = c.organization_id AND r.rate_card_id = c.id
    WHERE c.organization_id = ${ctx.organization} AND c.id = ANY(${ids as string[]})
    ORDER BY c.id, r.id`;
  const cards = new Map<string, RateCardTerms>();
  for (const row of rows) {
    let card = cards.get(row.card_id);
    if (card === undefined) {
      card = { id: row.card_id, currencyCode: row.currency_code, rates: [] };
      cards.set(row.card_id, card);
    }
    if (row.id === null) continue;
    card.rates.push({
      id: row.id,
      product: `products/${row.product_id}`,
      dimensionValues: row.dimension_values,
      startTime: row.start_time,
      endTime: row.end_time,
      pricing: row.pricing,
    });
  }
  return [...cards.values()];
}

/** A card's row joined to one of its rates; `id` (and every rate column) is null for a card without rates. */
type CardRateRow = Omit<RateRow, 'rate_card_id' | 'id'> &
  Pick<RateCardRow, 'currency_code'> & { card_id: string; id: string | null };

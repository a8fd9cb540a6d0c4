import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { type RateCard, type RateCardRow, type RateRow, toRateCard } from './resource.ts';

async function ratesOf(ctx: Context, cardIds: string[]): Promise<Map<string, RateRow[]>> {
  const byCard = new Map<string, RateRow[]>(cardIds.map((id) => [id, []]));
  if (cardIds.length === 0) return byCard;
  const rows = await ctx.sql<RateRow[]>`
    SELECT * FROM rates WHERE organization_id = ${ctx.organization} AND rate_card_id IN ${ctx.sql(cardIds)}
    ORDER BY seq`;
  for (const row of rows) byCard.get(row.rate_card_id)?.push(row);
  return byCard;
}

export async function getRateCard(ctx: Context, id: string): Promise<RateCard> {
  const [card] = await ctx.sql<RateCardRow[]>`
    SELECT * FROM rate_cards WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!card) throw notFound(`rateCards/${id}`);
  return toRateCard(card, (await ratesOf(ctx, [id])).get(id)!);
}

export async function listRateCards(ctx: Context, request: PageRequest): Promise<Page<RateCard>> {
  const page = await paginate(
    ctx,
    request,
    { collection: 'rateCards' },
    (after, limit) => ctx.sql<RateCardRow[]>`
      SELECT * FROM rate_cards WHERE organization_id = ${ctx.organization} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    (row) => row,
  );
  const rates = await ratesOf(
    ctx,
    page.items.map((c) => c.id),
  );
  return { items: page.items.map((c) => toRateCard(c, rates.get(c.id)!)), nextPageToken: page.nextPageToken };
}

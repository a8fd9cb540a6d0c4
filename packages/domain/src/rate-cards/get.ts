import type { Context } from '../context.ts';
import type { Page, PageRequest } from '../shared/paging.ts';
import { listScopedRows, loadScopedRow } from '../shared/scoped-rows.ts';
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
  const card = await loadScopedRow<RateCardRow>(ctx, 'rate_cards', id, `rateCards/${id}`);
  return toRateCard(card, (await ratesOf(ctx, [id])).get(id)!);
}

export async function listRateCards(ctx: Context, request: PageRequest): Promise<Page<RateCard>> {
  const page = await listScopedRows(ctx, request, 'rate_cards', 'rateCards', (row: RateCardRow) => row);
  const rates = await ratesOf(
    ctx,
    page.items.map((c) => c.id),
  );
  return { items: page.items.map((c) => toRateCard(c, rates.get(c.id)!)), nextPageToken: page.nextPageToken };
}

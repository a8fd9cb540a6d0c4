import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from './paging.ts';

/**
 * The tables whose rows are read whole by id with nothing else to scope them than the organization (and listed
 * oldest first, the catalog's). A closed list: the name goes into the query as an identifier, never from a
 * request.
 */
export type ScopedTable =
  | 'customers'
  | 'meters'
  | 'organization_domains'
  | 'products'
  | 'rate_cards'
  | 'tax_rates';

/** The row `id` of `table` in the caller's organization; another organization's row is NOT_FOUND as `name`. */
export async function loadScopedRow<Row extends object>(
  ctx: Context,
  table: ScopedTable,
  id: string,
  name: string,
): Promise<Row> {
  const [row] = await ctx.sql<Row[]>`
    SELECT * FROM ${ctx.sql(table)} WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!row) throw notFound(name);
  return row;
}

/** A page of `table`'s rows in the caller's organization, oldest first; `collection` binds the page token. */
export function listScopedRows<Row extends { seq: string }, T>(
  ctx: Context,
  request: PageRequest,
  table: ScopedTable,
  collection: string,
  toResource: (row: Row) => T,
): Promise<Page<T>> {
  return paginate(
    ctx,
    request,
    { collection },
    (after, limit) => ctx.sql<Row[]>`
      SELECT * FROM ${ctx.sql(table)} WHERE organization_id = ${ctx.organization} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    toResource,
  );
}

import { decodePageToken, encodePageToken, invalidField, resolvePageSize } from '@billing/core';
import type { Context } from '../context.ts';

export interface PageRequest {
  pageSize?: unknown;
  pageToken?: string | undefined;
}

export interface Page<T> {
  items: T[];
  nextPageToken: string;
}

/**
 * Keyset paging over rows ordered by `seq`. `query` is everything that defines the listing (parent, filter),
 * and binds the token to it; `fetch` returns up to `limit` rows with seq greater than `after`.
 */
export async function paginate<Row extends { seq: string }, T>(
  ctx: Context,
  request: PageRequest,
  query: Record<string, unknown>,
  fetch: (after: string, limit: number) => Promise<Row[]>,
  toResource: (row: Row) => T,
): Promise<Page<T>> {
  const pageSize = resolvePageSize(request.pageSize);
  const scope = { organization: ctx.organization, query };
  let after = '0';
  if (request.pageToken) {
    const cursor = decodePageToken(ctx.pageSecret, scope, request.pageToken);
    if (typeof cursor !== 'string' || !/^\d+$/.test(cursor)) throw invalidField('pageToken', 'is malformed');
    after = cursor;
  }
  const rows = await fetch(after, pageSize + 1);
  const page = rows.slice(0, pageSize);
  const more = rows.length > pageSize;
  return {
    items: page.map(toResource),
    nextPageToken: more ? encodePageToken(ctx.pageSecret, scope, page.at(-1)!.seq) : '',
  };
}

import { notFound } from '@billing/core';
import type { Context } from '@billing/domain';
import type { ProviderConnection } from '../schema.ts';
import { type ProviderConnectionRow, providerConnectionName, toProviderConnection } from './resource.ts';

export async function loadProviderConnectionRow(
  ctx: Context,
  id: string,
  lock = false,
): Promise<ProviderConnectionRow> {
  const rows = lock
    ? await ctx.sql<ProviderConnectionRow[]>`
        SELECT * FROM provider_connections WHERE organization_id = ${ctx.organization} AND id = ${id} FOR UPDATE`
    : await ctx.sql<ProviderConnectionRow[]>`
        SELECT * FROM provider_connections WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!rows[0]) throw notFound(providerConnectionName(id));
  return rows[0];
}

/** `GET providerConnections/{providerConnection}`. */
export async function getProviderConnection(ctx: Context, id: string): Promise<ProviderConnection> {
  return toProviderConnection(await loadProviderConnectionRow(ctx, id));
}

import type { Context } from '@billing/domain';
import { type Page, type PageRequest, paginate } from '@billing/domain';
import type { ProviderConnection } from '../schema.ts';
import { type ProviderConnectionRow, toProviderConnection } from './resource.ts';

/** `GET providerConnections`: in creation order, disabled ones included. */
export function listProviderConnections(
  ctx: Context,
  request: PageRequest,
): Promise<Page<ProviderConnection>> {
  return paginate(
    ctx,
    request,
    { collection: 'providerConnections' },
    (after, limit) => ctx.sql<ProviderConnectionRow[]>`
      SELECT * FROM provider_connections
      WHERE organization_id = ${ctx.organization} AND seq > ${after} ORDER BY seq LIMIT ${limit}`,
    toProviderConnection,
  );
}

import { applyUpdateMask, failedPrecondition, type MaskSpec, parseUpdateMask } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import { checkString } from '@billing/domain';
import type { ProviderConnection, ProviderConnectionInput } from '../schema.ts';
import { checkProviderType } from './create.ts';
import { loadProviderConnectionRow } from './get.ts';
import { type ProviderConnectionRow, toProviderConnection } from './resource.ts';

export const PROVIDER_CONNECTION_MASK: MaskSpec = {
  updatable: ['displayName', 'providerType'],
  outputOnly: ['name', 'status', 'healthStatus', 'capabilities', 'createTime', 'updateTime'],
};

/**
 * `PATCH providerConnections/{providerConnection}`. The provider type can only be "changed" to itself: the
 * stored credential and every payment method's reference belong to the provider they were made for.
 */
export async function updateProviderConnection(
  ctx: Context,
  id: string,
  patch: ProviderConnectionInput,
  updateMask: string | undefined,
): Promise<ProviderConnection> {
  const paths = parseUpdateMask(updateMask, PROVIDER_CONNECTION_MASK);
  return withTransaction(ctx, async (tx) => {
    const row = await loadProviderConnectionRow(tx, id, true);
    const current = { displayName: row.display_name, providerType: row.provider_type as string };
    const next = applyUpdateMask(current, patch, paths) as { displayName?: unknown; providerType?: unknown };
    const displayName = checkString(next.displayName, 'displayName', 200);
    const type = checkProviderType(next.providerType, 'providerType');
    if (type !== row.provider_type) {
      throw failedPrecondition('providerType cannot change: create a connection for the other provider');
    }
    const [updated] = await tx.sql<ProviderConnectionRow[]>`
      UPDATE provider_connections SET display_name = ${displayName}, update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND id = ${id} RETURNING *`;
    return toProviderConnection(updated!);
  });
}

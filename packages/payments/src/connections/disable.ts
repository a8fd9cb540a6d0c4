import { withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import { checkString } from '@billing/domain';
import type { DisableInput, ProviderConnection } from '../schema.ts';
import { loadProviderConnectionRow } from './get.ts';
import { type ProviderConnectionRow, toProviderConnection } from './resource.ts';

/**
 * `POST providerConnections/{providerConnection}:disable`: routing skips it from now on; attempts already
 * made on it are still reconciled with it. Disabling a disabled connection changes nothing.
 */
export async function disableProviderConnection(
  ctx: Context,
  id: string,
  body: DisableInput,
): Promise<ProviderConnection> {
  const reason = checkString(body.reason, 'reason', 500);
  return withTransaction(ctx, async (tx) => {
    const row = await loadProviderConnectionRow(tx, id, true);
    if (row.status === 'DISABLED') return toProviderConnection(row);
    const [updated] = await tx.sql<ProviderConnectionRow[]>`
      UPDATE provider_connections SET status = 'DISABLED', disable_reason = ${reason},
        update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND id = ${id} RETURNING *`;
    return toProviderConnection(updated!);
  });
}

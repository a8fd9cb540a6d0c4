import { failedPrecondition, notFound } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { recordDomainEvent } from './events.ts';
import { loadDefaultDomain } from './get.ts';
import { DEFAULT_DOMAIN_ID, type DomainRow, type DomainSettings } from './resource.ts';

/**
 * Deletes a custom domain: it stops routing (the hostname caches hear of it through the change feed) and its
 * hostname is free again; a new registration of it gets a new token.
 */
export async function deleteDomain(
  ctx: Context,
  id: string,
  settings: DomainSettings,
): Promise<Record<string, never>> {
  if (id === DEFAULT_DOMAIN_ID) {
    await loadDefaultDomain(ctx, settings);
    throw failedPrecondition('the default domain cannot be deleted');
  }
  return withTransaction(ctx, async (tx) => {
    const [deleted] = await tx.sql<DomainRow[]>`
      DELETE FROM organization_domains WHERE organization_id = ${tx.organization} AND id = ${id}
      RETURNING *`;
    if (!deleted) throw notFound(`domains/${id}`);
    await recordDomainEvent(tx.sql, deleted, 'domain.deleted', tx.clock.now());
    return {};
  });
}

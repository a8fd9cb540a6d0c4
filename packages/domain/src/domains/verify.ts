import { failedPrecondition } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import type { TxtLookup } from './dns.ts';
import { recordDomainEvent } from './events.ts';
import { loadDefaultDomain, loadDomainRow } from './get.ts';
import {
  DEFAULT_DOMAIN_ID,
  type DomainRow,
  type DomainSettings,
  type OrganizationDomain,
  RECHECK_EVERY_MS,
  recordName,
  recordValue,
  toDomain,
} from './resource.ts';

export interface VerifyDomainOptions extends DomainSettings {
  dns: TxtLookup;
}

/**
 * Looks up the TXT record of a PENDING_VERIFICATION domain; a record equal to the value makes it ACTIVE.
 * An ACTIVE domain (the DEFAULT one included) is returned as it is, without a lookup.
 */
export async function verifyDomain(
  ctx: Context,
  id: string,
  options: VerifyDomainOptions,
): Promise<OrganizationDomain> {
  if (id === DEFAULT_DOMAIN_ID) return loadDefaultDomain(ctx, options);
  const row = await loadDomainRow(ctx, id);
  if (row.status === 'ACTIVE') return toDomain(row);
  const name = recordName(row.hostname);
  const value = recordValue(row.verification_token);
  // Outside any transaction: a lookup may take the whole DNS timeout.
  const records = await options.dns.resolveTxt(name);
  if (!records.includes(value)) {
    throw failedPrecondition(
      `no TXT record at ${name} has the value ${value} yet; create it, wait for DNS propagation and retry`,
    );
  }
  return withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    // The token in the condition: a domain deleted and registered again meanwhile has a new one to prove.
    const [updated] = await tx.sql<DomainRow[]>`
      UPDATE organization_domains
      SET status = 'ACTIVE', verified_time = ${now}, update_time = ${now}, missing_since = NULL,
        next_check_time = ${new Date(now.getTime() + RECHECK_EVERY_MS)}
      WHERE organization_id = ${tx.organization} AND id = ${id} AND status = 'PENDING_VERIFICATION'
        AND verification_token = ${row.verification_token}
      RETURNING *`;
    if (!updated) {
      const current = await loadDomainRow(tx, id);
      if (current.status === 'ACTIVE') return toDomain(current);
      throw failedPrecondition(`domains/${id} changed during verification; retry`);
    }
    await recordDomainEvent(tx.sql, updated, 'domain.verified', now);
    return toDomain(updated);
  });
}

import { withTransaction } from '@billing/db';
import type { SystemContext } from '../context.ts';
import type { TxtLookup } from './dns.ts';
import { recordDomainEvent } from './events.ts';
import {
  type DomainRow,
  RECHECK_EVERY_MS,
  RECHECK_GRACE_MS,
  RECHECK_RETRY_MS,
  recordName,
  recordValue,
} from './resource.ts';

export interface RecheckSummary {
  checked: number;
  missing: number;
  deactivated: number;
}

async function recordSeen(dns: TxtLookup, row: DomainRow): Promise<boolean> {
  try {
    return (await dns.resolveTxt(recordName(row.hostname))).includes(recordValue(row.verification_token));
  } catch {
    // A failing lookup proves nothing either way; the grace period absorbs outages.
    return false;
  }
}

/**
 * One pass of re-verification over every organization: the ACTIVE custom domains due at `ctx.clock.now()`.
 * A domain whose record has not been seen for the grace period stops routing, with a `domain.deactivated`
 * event; the first miss is announced as `domain.record_missing`.
 */
export async function recheckDomains(
  ctx: SystemContext,
  dns: TxtLookup,
  limit = 100,
): Promise<RecheckSummary> {
  const now = ctx.clock.now();
  const due = await ctx.sql<DomainRow[]>`
    SELECT * FROM organization_domains
    WHERE status = 'ACTIVE' AND next_check_time <= ${now}
    ORDER BY next_check_time, organization_id, id LIMIT ${limit}`;
  const summary: RecheckSummary = { checked: 0, missing: 0, deactivated: 0 };
  for (const row of due) {
    const seen = await recordSeen(dns, row);
    summary.checked++;
    await withTransaction(ctx, async (tx) => {
      const where = tx.sql`organization_id = ${row.organization_id} AND id = ${row.id}
        AND status = 'ACTIVE' AND verification_token = ${row.verification_token}`;
      if (seen) {
        await tx.sql`
          UPDATE organization_domains
          SET missing_since = NULL, next_check_time = ${new Date(now.getTime() + RECHECK_EVERY_MS)}
          WHERE ${where}`;
        return;
      }
      summary.missing++;
      const since = row.missing_since ?? now;
      if (now.getTime() - since.getTime() >= RECHECK_GRACE_MS) {
        const [changed] = await tx.sql<DomainRow[]>`
          UPDATE organization_domains
          SET status = 'PENDING_VERIFICATION', verified_time = NULL, missing_since = NULL,
            next_check_time = NULL, update_time = ${now}
          WHERE ${where} RETURNING *`;
        if (changed) {
          summary.deactivated++;
          await recordDomainEvent(tx.sql, changed, 'domain.deactivated', now);
        }
        return;
      }
      const [changed] = await tx.sql<DomainRow[]>`
        UPDATE organization_domains
        SET missing_since = ${since}, next_check_time = ${new Date(now.getTime() + RECHECK_RETRY_MS)}
        WHERE ${where} RETURNING *`;
      if (changed && !row.missing_since)
        await recordDomainEvent(tx.sql, changed, 'domain.record_missing', now);
    });
  }
  return summary;
}

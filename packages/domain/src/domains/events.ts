import type { Queryable } from '@billing/db';

export type DomainEventType =
  | 'domain.verified'
  | 'domain.record_missing'
  | 'domain.deactivated'
  | 'domain.deleted';

/** Writes an outbox row; callers run it in the transaction of the change it announces. */
export async function recordDomainEvent(
  sql: Queryable,
  organization: string,
  domainId: string,
  type: DomainEventType,
  hostname: string,
  time: Date,
): Promise<void> {
  await sql`
    INSERT INTO domain_events (organization_id, domain_id, type, hostname, create_time)
    VALUES (${organization}, ${domainId}, ${type}, ${hostname}, ${time})`;
}

import type { Queryable } from '@billing/db';
import { writeOutboxEvent } from '../outbox/write-event.ts';

export type DomainEventType =
  | 'domain.verified'
  | 'domain.record_missing'
  | 'domain.deactivated'
  | 'domain.deleted';

/**
 * Writes the event to the outbox (`outbox_events`, subject `domains/{id}`); callers run it in the transaction of
 * the change it announces.
 */
export async function recordDomainEvent(
  sql: Queryable,
  organization: string,
  domainId: string,
  type: DomainEventType,
  hostname: string,
  time: Date,
): Promise<void> {
  const subject = `domains/${domainId}`;
  await writeOutboxEvent(
    { organization, sql, clock: { now: () => time } },
    { type, subject, payload: { domain: subject, hostname } },
  );
}

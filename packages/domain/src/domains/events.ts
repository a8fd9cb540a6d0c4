import type { Queryable } from '@billing/db';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { type DomainRow, toDomain } from './resource.ts';

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
  row: DomainRow,
  type: DomainEventType,
  time: Date,
): Promise<void> {
  const object = toDomain(row);
  await writeOutboxEvent(
    { organization: row.organization_id, sql, clock: { now: () => time } },
    outboxEvent(type, object.name, { object }),
  );
}

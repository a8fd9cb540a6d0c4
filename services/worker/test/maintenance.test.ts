import { ManualClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMaintenance } from '../src/worker.ts';

describe('worker maintenance', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestPostgres();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('drops old events and their deliveries, expired requestId records, old cache changes and old finished jobs, and keeps the rest', async () => {
    const clock = new ManualClock('2026-11-22T12:00:00Z');
    const now = clock.now().getTime();
    const at = (ms: number) => new Date(now + ms);
    const { sql } = db;
    for (const [id, expire] of [
      ['old', at(-1)],
      ['live', at(60_000)],
    ] as const) {
      await sql`INSERT INTO idempotency_records (organization_id, method, request_id, request_hash, lease_until, expire_time)
        VALUES ('acme', 'createCustomer', ${id}, 'h', ${expire}, ${expire})`;
    }
    await sql`INSERT INTO cache_changes (kind, organization_id, key, create_time) VALUES
      ('customer', 'acme', 'old', ${at(-2 * 3_600_000)}), ('customer', 'acme', 'new', ${at(-60_000)})`;
    for (const [id, status, finished] of [
      ['done-long-ago', 'SUCCEEDED', at(-8 * 86_400_000)],
      ['failed-long-ago', 'FAILED', at(-8 * 86_400_000)],
      ['done-recently', 'SUCCEEDED', at(-86_400_000)],
      ['queued', 'QUEUED', null],
    ] as const) {
      await sql`INSERT INTO jobs (queue, id, payload, status, max_attempts, run_after, create_time, finish_time)
        VALUES ('usage.replay', ${id}, '{}', ${status}, 3, ${at(0)}, ${at(-9 * 86_400_000)}, ${finished})`;
    }
    // Events: kept 30 days (EVENT_RETENTION_DAYS), and never before they were fanned out to the endpoints.
    for (const [id, created, fannedOut] of [
      ['old-delivered', at(-31 * 86_400_000), at(-31 * 86_400_000)],
      ['old-not-fanned-out', at(-31 * 86_400_000), null],
      ['recent', at(-29 * 86_400_000), at(-29 * 86_400_000)],
    ] as const) {
      await sql`INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time, deliver_time)
        VALUES ('acme', ${id}, 'invoice.created', 'customers/c/invoices/i', '{}', ${created}, ${fannedOut})`;
    }
    await sql`INSERT INTO webhook_endpoints (organization_id, id, url, status, secret_sealed, create_time, update_time)
      VALUES ('acme', 'e', 'https://example.com/hook', 'ENABLED', 'sealed', ${at(0)}, ${at(0)})`;
    await sql`INSERT INTO webhook_deliveries (organization_id, endpoint_id, event_id, event_type, status, create_time,
        update_time)
      VALUES ('acme', 'e', 'old-delivered', 'invoice.created', 'SUCCEEDED', ${at(-31 * 86_400_000)}, ${at(0)})`;
    expect(await runMaintenance(sql, clock)).toEqual({ events: 1, requestIds: 1, cacheChanges: 1, jobs: 2 });
    expect((await sql`SELECT id FROM outbox_events ORDER BY id`).map((r) => r.id)).toEqual([
      'old-not-fanned-out',
      'recent',
    ]);
    expect(await sql`SELECT event_id FROM webhook_deliveries`).toEqual([]);
    expect((await sql`SELECT request_id FROM idempotency_records`).map((r) => r.request_id)).toEqual([
      'live',
    ]);
    expect((await sql`SELECT key FROM cache_changes`).map((r) => r.key)).toEqual(['new']);
    expect((await sql`SELECT id FROM jobs ORDER BY id`).map((r) => r.id)).toEqual([
      'done-recently',
      'queued',
    ]);
    expect(await runMaintenance(sql, clock)).toEqual({ events: 0, requestIds: 0, cacheChanges: 0, jobs: 0 });
  });
});

/**
 * The dispatcher's claim and its batched recording (docs/webhooks.md, "A pass") on PostgreSQL and on the embedded
 * profile's PGlite: an endpoint gets at most its own slots and a full one holds nobody else's; a batch of outcomes
 * is recorded under each delivery's lease, so a worker whose lease was taken over records nothing; the run of
 * failures and the disabling follow the batch's outcomes; a troubled endpoint's deliveries deferred by the fan-out
 * are inserted later as the fan-out would have. Times come from the ManualClock only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ManualClock, parseMasterKeys } from '@billing/core';
import { createTestPglite, createTestPostgres, type TestDatabase } from '@billing/db/testing';
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimDeliveries,
  createOrganization,
  createWebhookEndpoint,
  expandDeferredFanOuts,
  fanOutEvents,
  LEASE_MS,
  recordAttempts,
  type WebhookServices,
} from '@billing/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const ok: AttemptOutcome = { ok: true, httpStatus: 200, error: '', body: 'fine' };
const failed: AttemptOutcome = { ok: false, httpStatus: 500, error: 'HTTP 500', body: 'no' };

describe.each(['postgres', 'pglite'] as const)('webhook claims and batched outcomes (%s)', (kind) => {
  let db: TestDatabase;
  const clock = new ManualClock('2026-11-27T12:00:00Z');
  const services: WebhookServices = {
    keyring: parseMasterKeys(`t:${randomBytes(32).toString('base64')}`),
    allowPrivateNetworks: true,
  };
  const system = () => ({ sql: db.sql, clock });
  let organizationSeq = 0;

  /** An organization with the endpoints named, and `events` events fanned out to each of them. */
  const setUp = async (endpoints: string[], events: number) => {
    const organization = `org${++organizationSeq}`;
    await createOrganization(system(), { id: organization, displayName: organization });
    const ctx = { ...system(), organization, pageSecret: 's' };
    const ids: Record<string, string> = {};
    for (const name of endpoints) {
      const created = await createWebhookEndpoint(ctx, services, { url: `http://127.0.0.1:9/${name}` });
      ids[name] = created.name.slice('webhookEndpoints/'.length);
    }
    for (let i = 0; i < events; i++) {
      await db.sql`
        INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
        VALUES (${organization}, ${randomUUID()}, 'credit_grant.created', 's', ${db.sql.json({ i })}, ${clock.now()})`;
    }
    while ((await fanOutEvents(system())) > 0) {}
    return { organization, ids };
  };
  const byEndpoint = (claimed: ClaimedDelivery[]) => {
    const counts: Record<string, number> = {};
    for (const d of claimed) counts[d.endpoint_id] = (counts[d.endpoint_id] ?? 0) + 1;
    return counts;
  };
  const states = async (organization: string, endpoint: string) =>
    db.sql<{ status: string; attempts: number; last_http_status: number; leased: boolean }[]>`
      SELECT status, attempts, last_http_status, lease_until IS NOT NULL AS leased FROM webhook_deliveries
      WHERE organization_id = ${organization} AND endpoint_id = ${endpoint} ORDER BY seq`;

  beforeAll(async () => {
    db = kind === 'postgres' ? await createTestPostgres() : await createTestPglite();
  });
  afterAll(async () => {
    await db?.close();
  });
  // A claim takes from every organization: each test starts with no endpoint (their deliveries go with them).
  afterEach(async () => {
    await db.sql`DELETE FROM webhook_endpoints`;
  });

  it('leases at most perEndpoint per endpoint; a full endpoint holds no other endpoint back', async () => {
    const { organization, ids } = await setUp(['slow', 'healthy'], 10);
    const first = await claimDeliveries(system(), { limit: 100, perEndpoint: 4 });
    expect(byEndpoint(first)).toEqual({ [ids.slow!]: 4, [ids.healthy!]: 4 });
    expect(first.every((d) => d.attempts === 1 && d.payload !== null)).toBe(true);
    // The healthy endpoint's attempts end; the slow one's are still out: only the healthy one gets more.
    await recordAttempts(
      system(),
      first.filter((d) => d.endpoint_id === ids.healthy).map((delivery) => ({ delivery, outcome: ok })),
    );
    const second = await claimDeliveries(system(), { limit: 100, perEndpoint: 4 });
    expect(byEndpoint(second)).toEqual({ [ids.healthy!]: 4 });
    // A limit short of the free slots: each endpoint's first ones before anyone's second ones.
    await recordAttempts(
      system(),
      [...first, ...second].map((delivery) => ({ delivery, outcome: ok })),
    );
    const third = await claimDeliveries(system(), { limit: 3, perEndpoint: 4 });
    expect(Object.values(byEndpoint(third)).sort()).toEqual([1, 2]);
    expect((await states(organization, ids.healthy!)).filter((d) => d.status === 'SUCCEEDED')).toHaveLength(
      8,
    );
  });

  it("takes at most the claimer's room of each endpoint, under the lease cap; the payload as stored", async () => {
    const { organization, ids } = await setUp(['full', 'some', 'other'], 6);
    const room = {
      others: 5,
      endpoints: [
        { organization, endpoint: ids.full!, n: 0 },
        { organization, endpoint: ids.some!, n: 2 },
      ],
    };
    const first = await claimDeliveries(system(), { limit: 100, perEndpoint: 4, room });
    // `other` is not listed: the default room (5), under the lease cap (4).
    expect(byEndpoint(first)).toEqual({ [ids.some!]: 2, [ids.other!]: 4 });
    // The lease cap counts what is leased already: `some` has 2 of its 4.
    const second = await claimDeliveries(system(), {
      limit: 100,
      perEndpoint: 4,
      room: { others: 10, endpoints: [] },
    });
    expect(byEndpoint(second)).toEqual({ [ids.full!]: 4, [ids.some!]: 2 });
    // The event's data as PostgreSQL stores it, JSON text, sent without being parsed again.
    expect(JSON.parse(first[0]!.payload!)).toEqual({ i: expect.any(Number) });
  });

  it("a claim with no room for others reads only the endpoints listed (a lane's own claim)", async () => {
    const { organization, ids } = await setUp(['mine', 'busy', 'other'], 5);
    const room = {
      others: 0,
      endpoints: [
        { organization, endpoint: ids.mine!, n: 3 },
        { organization, endpoint: ids.busy!, n: 0 },
      ],
    };
    const lane = await claimDeliveries(system(), { limit: 100, perEndpoint: 4, room });
    expect(byEndpoint(lane)).toEqual({ [ids.mine!]: 3 });
    // The others' deliveries were not touched: still never attempted, for the next claimer.
    for (const name of ['busy', 'other']) {
      expect((await states(organization, ids[name]!)).every((d) => d.attempts === 0 && !d.leased)).toBe(true);
    }
    // The lease cap still counts what the endpoint holds: 3 of 4 leased, 1 left whatever the room.
    const again = await claimDeliveries(system(), {
      limit: 100,
      perEndpoint: 4,
      room: { others: 0, endpoints: [{ organization, endpoint: ids.mine!, n: 5 }] },
    });
    expect(byEndpoint(again)).toEqual({ [ids.mine!]: 1 });
  });

  it('takes a lease that expired in due order with the deliveries never leased', async () => {
    await setUp(['e'], 3);
    const [first] = await claimDeliveries(system(), { limit: 1, perEndpoint: 10 });
    clock.advance(LEASE_MS + 1);
    // The expired lease and the two never leased are read from two ranges of the claim's index: the oldest due
    // of all three goes first.
    const again = await claimDeliveries(system(), { limit: 1, perEndpoint: 10 });
    expect(again.map((d) => [d.event_id, d.attempts])).toEqual([[first!.event_id, 2]]);
    const rest = await claimDeliveries(system(), { limit: 10, perEndpoint: 10 });
    expect(rest.map((d) => d.attempts)).toEqual([1, 1]);
  });

  it('records a batch under each lease: an outcome whose lease was taken over records nothing', async () => {
    const { organization, ids } = await setUp(['e'], 2);
    const mine = await claimDeliveries(system(), { limit: 10, perEndpoint: 10 });
    expect(mine).toHaveLength(2);
    // This worker stalls past its leases; another takes the first delivery over (its second attempt).
    clock.advance(LEASE_MS + 1);
    const theirs = await claimDeliveries(system(), { limit: 1, perEndpoint: 10 });
    expect(theirs.map((d) => [d.event_id, d.attempts])).toEqual([[mine[0]!.event_id, 2]]);
    // The stalled worker's outcomes of both: only the second delivery, whose lease it still holds, is recorded.
    await recordAttempts(system(), [
      { delivery: mine[0]!, outcome: ok },
      { delivery: mine[1]!, outcome: failed },
    ]);
    expect(await states(organization, ids.e!)).toEqual([
      { status: 'PENDING', attempts: 2, last_http_status: 0, leased: true },
      { status: 'PENDING', attempts: 1, last_http_status: 500, leased: false },
    ]);
    await recordAttempts(system(), [{ delivery: theirs[0]!, outcome: ok }]);
    expect((await states(organization, ids.e!))[0]).toEqual({
      status: 'SUCCEEDED',
      attempts: 2,
      last_http_status: 200,
      leased: false,
    });
    // Recorded twice (a duplicate of the batch): the lease is gone, nothing changes.
    await recordAttempts(system(), [{ delivery: theirs[0]!, outcome: failed }]);
    expect((await states(organization, ids.e!))[0]!.status).toBe('SUCCEEDED');
  });

  it('a failure-only batch starts the run of failures, a success ends it; 5 days of failures disable', async () => {
    const { organization, ids } = await setUp(['e'], 3);
    const failingSince = async () =>
      (
        await db.sql<{ failing_since: Date | null; status: string }[]>`
          SELECT failing_since, status FROM webhook_endpoints WHERE organization_id = ${organization} AND id = ${ids.e!}`
      )[0]!;
    const [a, b, c] = await claimDeliveries(system(), { limit: 10, perEndpoint: 10 });
    await recordAttempts(system(), [{ delivery: a!, outcome: failed }]);
    expect((await failingSince()).failing_since).toEqual(clock.now());
    // A batch with a success among failures: the endpoint is not failing.
    await recordAttempts(system(), [
      { delivery: b!, outcome: failed },
      { delivery: c!, outcome: ok },
    ]);
    expect((await failingSince()).failing_since).toBeNull();
    await recordAttempts(system(), []);
    // Failing again from now; 5 days later a failure disables it, with its event.
    clock.advance(5000);
    const [again] = await claimDeliveries(system(), { limit: 10, perEndpoint: 10 });
    await recordAttempts(system(), [{ delivery: again!, outcome: failed }]);
    const started = clock.now();
    expect((await failingSince()).failing_since).toEqual(started);
    clock.advance(5 * 24 * 3600_000);
    const [last] = await claimDeliveries(system(), { limit: 10, perEndpoint: 10 });
    await recordAttempts(system(), [{ delivery: last!, outcome: failed }]);
    expect(await failingSince()).toEqual({ failing_since: started, status: 'DISABLED' });
    const events = await db.sql`
      SELECT type FROM outbox_events WHERE organization_id = ${organization} AND type = 'webhook_endpoint.disabled'`;
    expect(events).toHaveLength(1);
  });
  it("a fan-out notes a deferred endpoint's events; the expansion inserts them as the fan-out would have", async () => {
    // Another test's events (an endpoint's disabling) fanned out first.
    while ((await fanOutEvents(system())) > 0) {}
    const organization = `org${++organizationSeq}`;
    await createOrganization(system(), { id: organization, displayName: organization });
    const ctx = { ...system(), organization, pageSecret: 's' };
    const ids: Record<string, string> = {};
    for (const [name, types] of [
      ['healthy', []],
      ['troubled', []],
      ['picky', ['invoice.paid']],
    ] as const) {
      const created = await createWebhookEndpoint(ctx, services, {
        url: `http://127.0.0.1:9/${name}`,
        enabledEventTypes: [...types],
      });
      ids[name] = created.name.slice('webhookEndpoints/'.length);
    }
    const events: string[] = [];
    for (let i = 0; i < 5; i++) {
      events.push(randomUUID());
      await db.sql`
        INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
        VALUES (${organization}, ${events[i]!}, 'credit_grant.created', 's', ${db.sql.json({ i })}, ${clock.now()})`;
    }
    const deferred = ['troubled', 'picky'].map((name) => ({ organization, endpoint: ids[name]! }));
    const fannedOutAt = clock.now();
    expect(await fanOutEvents(system(), 1000, deferred)).toBe(5);
    // The healthy endpoint's deliveries are there; the troubled one's are a note of its events, in order; the
    // picky one asks for none of them.
    const rows = async (name: string) =>
      db.sql<{ event_id: string; create_time: Date; next_attempt_time: Date; status: string }[]>`
        SELECT event_id, create_time, next_attempt_time, status FROM webhook_deliveries
        WHERE organization_id = ${organization} AND endpoint_id = ${ids[name]!} ORDER BY seq`;
    expect((await rows('healthy')).map((r) => r.event_id)).toEqual(events);
    expect(await rows('troubled')).toEqual([]);
    const notes = await db.sql<{ endpoint_id: string; event_ids: string[] }[]>`
      SELECT endpoint_id, event_ids FROM webhook_deferred_fan_outs WHERE organization_id = ${organization}`;
    expect(notes).toEqual([{ endpoint_id: ids.troubled!, event_ids: events }]);
    // Fanned out all the same: the next fan-out has nothing to do.
    expect(await fanOutEvents(system())).toBe(0);
    // Expanded later: created and due at the fan-out's time, in the events' order, the note gone; once only.
    clock.advance(300);
    expect(await expandDeferredFanOuts(system())).toBe(5);
    expect(await rows('troubled')).toEqual(
      events.map((event_id) => ({
        event_id,
        create_time: fannedOutAt,
        next_attempt_time: fannedOutAt,
        status: 'PENDING',
      })),
    );
    expect(await rows('picky')).toEqual([]);
    expect(await db.sql`SELECT 1 FROM webhook_deferred_fan_outs`).toHaveLength(0);
    expect(await expandDeferredFanOuts(system())).toBe(0);
    const claimed = await claimDeliveries(system(), {
      limit: 100,
      perEndpoint: 10,
      room: { others: 0, endpoints: [{ organization, endpoint: ids.troubled!, n: 10 }] },
    });
    expect(claimed.map((d) => d.event_id)).toEqual(events);
  });

  it('a note outlives its worker; an event purged meanwhile is skipped, a delivery already there kept', async () => {
    const { organization, ids } = await setUp(['e'], 0);
    const events = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of events) {
      await db.sql`
        INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
        VALUES (${organization}, ${id}, 'credit_grant.created', 's', ${db.sql.json({})}, ${clock.now()})`;
    }
    // One worker's fan-out notes them and it dies; the first is purged, the second redelivered by other means.
    await fanOutEvents(system(), 1000, [{ organization, endpoint: ids.e! }]);
    await db.sql`DELETE FROM outbox_events WHERE organization_id = ${organization} AND id = ${events[0]!}`;
    await db.sql`
      INSERT INTO webhook_deliveries (organization_id, endpoint_id, event_id, event_type, status, attempts,
        next_attempt_time, create_time, update_time)
      VALUES (${organization}, ${ids.e!}, ${events[1]!}, 'credit_grant.created', 'SUCCEEDED', 1, NULL,
        ${clock.now()}, ${clock.now()})`;
    // Another worker's expansion: the third inserted, the second left as it was.
    expect(await expandDeferredFanOuts(system())).toBe(1);
    expect((await states(organization, ids.e!)).map((d) => [d.status, d.attempts])).toEqual([
      ['SUCCEEDED', 1],
      ['PENDING', 0],
    ]);
  });
});

/**
 * The webhook dispatcher's loop (docs/webhooks.md, "A pass") against real receivers on loopback and PostgreSQL: a
 * receiver that holds every request open gets exactly its endpoint's slots and no more (and its lane leases one
 * round ahead, no more), while a healthy endpoint
 * of the same organization receives every event, over kept-alive connections (no more connections than slots); a
 * troubled endpoint's deliveries that a worker's fan-out deferred and left are sent by another worker's loop.
 * No timing is asserted: the test waits for the deliveries, with a deadline.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock, parseMasterKeys } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import {
  ATTEMPT_TIMEOUT_MS,
  createOrganization,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fanOutEvents,
  LEASE_MS,
  type WebhookServices,
} from '@billing/domain';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_WEBHOOK_OPTIONS,
  isTroubled,
  nextLaneClaim,
  startWebhookLoop,
  TROUBLED_CLAIM_GAP_MS,
  WebhookDispatcher,
} from '../src/webhooks.ts';

const EVENTS = 100;
const PER_ENDPOINT = 8;

/**
 * A receiver counting requests, distinct webhook-ids and connections; `hold` keeps every request (after the first
 * `answerFirst`) unanswered until `release` answers them (and the later ones at once).
 */
async function receiver(hold: boolean, answerFirst = 0, firstStatus = 204) {
  const ids = new Set<string>();
  const held: ServerResponse[] = [];
  const state = { requests: 0, connections: 0, holding: hold };
  const server = createServer((req, res) => {
    state.requests++;
    ids.add(String(req.headers['webhook-id']));
    req.resume();
    const n = state.requests;
    req.on('end', () =>
      state.holding && n > answerFirst
        ? held.push(res)
        : res.writeHead(n <= answerFirst ? firstStatus : 204).end(),
    );
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ids,
    state,
    release() {
      state.holding = false;
      for (const res of held.splice(0)) res.writeHead(204).end();
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('webhook dispatcher (postgres)', () => {
  let db: TestDatabase;
  /** An organization of its own on the manual clock, and the services a dispatcher needs. */
  async function anOrganization(id: string) {
    const clock = new ManualClock(new Date());
    const system = { sql: db.sql, clock };
    const services: WebhookServices = {
      keyring: parseMasterKeys(`t:${randomBytes(32).toString('base64')}`),
      allowPrivateNetworks: true,
    };
    await createOrganization(system, { id, displayName: id });
    const ctx = { ...system, organization: id, pageSecret: 's' };
    return {
      clock,
      system,
      services,
      ctx,
      /** A dispatcher driven by the test (passes, no loop), with PER_ENDPOINT slots per endpoint. */
      newDispatcher: () =>
        new WebhookDispatcher(
          { ...system, services },
          { ...DEFAULT_WEBHOOK_OPTIONS, perEndpoint: PER_ENDPOINT },
        ),
      /** An endpoint at `url`; its id. */
      endpointAt: async (url: string) =>
        (await createWebhookEndpoint(ctx, services, { url })).name.slice('webhookEndpoints/'.length),
    };
  }
  /** `n` events of the organization, created now on its clock. */
  async function addEvents(organization: string, clock: ManualClock, n: number) {
    for (let i = 0; i < n; i++) {
      await db.sql`
        INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
        VALUES (${organization}, ${randomUUID()}, 'credit_grant.created', 's', ${db.sql.json({ i })}, ${clock.now()})`;
    }
  }
  /** Waits (never times) until `done`, or fails with `state` after 30 s. */
  async function until(done: () => Promise<boolean> | boolean, state: () => Promise<string> | string) {
    for (const deadline = Date.now() + 30_000; !(await done()); ) {
      if (Date.now() > deadline) throw new Error(await state());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  beforeAll(async () => {
    db = await createTestPostgres();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('a receiver that never answers holds its own slots only; the healthy one gets every event', {
    timeout: 120_000,
  }, async () => {
    const { clock, system, services, ctx } = await anOrganization('acme');
    const stuck = await receiver(true);
    const healthy = await receiver(false);
    const loop = startWebhookLoop({ ...system, services }, { intervalMs: 20, perEndpoint: PER_ENDPOINT });
    try {
      await createWebhookEndpoint(ctx, services, { url: stuck.url });
      await createWebhookEndpoint(ctx, services, { url: healthy.url });
      const ids = Array.from({ length: EVENTS }, () => randomUUID());
      for (const id of ids) {
        await db.sql`
          INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
          VALUES ('acme', ${id}, 'credit_grant.created', 's', ${db.sql.json({ object: { name: id } })}, ${clock.now()})`;
      }
      for (const deadline = Date.now() + 60_000; healthy.ids.size < EVENTS; ) {
        if (Date.now() > deadline) throw new Error(`${healthy.ids.size} of ${EVENTS} delivered`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect([...healthy.ids].sort()).toEqual([...ids].sort());
      expect(healthy.state.requests).toBe(EVENTS);
      expect(healthy.state.connections).toBeLessThanOrEqual(PER_ENDPOINT);
      // The stuck endpoint got its slots' worth and holds them: nothing more was sent to it. Its lane leased one
      // round of slots ahead (it has no pace measured yet), waiting there, and no more.
      expect(stuck.state.requests).toBe(PER_ENDPOINT);
      const [leased] = await db.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhook_endpoints w
          ON w.organization_id = d.organization_id AND w.id = d.endpoint_id
        WHERE w.url = ${stuck.url} AND d.lease_until IS NOT NULL`;
      expect(leased!.n).toBe(2 * PER_ENDPOINT);
    } finally {
      // The held requests end with the receiver; their attempts fail and are recorded before the loop closes.
      await stuck.close();
      await loop.close();
      await healthy.close();
    }
  });
  it("a troubled endpoint's deliveries a worker deferred and left are sent by another worker's loop", {
    timeout: 120_000,
  }, async () => {
    const { clock, system, services, endpointAt } = await anOrganization('notes');
    const healthy = await receiver(false);
    const endpoint = await endpointAt(healthy.url);
    await addEvents('notes', clock, EVENTS);
    // A worker's fan-out, its lane troubled, notes the events instead of inserting them, then the worker dies.
    expect(await fanOutEvents(system, 1000, [{ organization: 'notes', endpoint }])).toBe(EVENTS);
    const deliveries = async () =>
      (
        await db.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM webhook_deliveries WHERE organization_id = 'notes'`
      )[0]!.n;
    expect(await deliveries()).toBe(0);
    // Another worker, which knows nothing of that lane, expands the notes on its own tick and sends them.
    const loop = startWebhookLoop({ ...system, services }, { intervalMs: 20, perEndpoint: PER_ENDPOINT });
    try {
      await until(
        () => healthy.ids.size === EVENTS,
        () => `${healthy.ids.size} of ${EVENTS} delivered`,
      );
      expect(await deliveries()).toBe(EVENTS);
      expect(await db.sql`SELECT 1 FROM webhook_deferred_fan_outs`).toHaveLength(0);
    } finally {
      await loop.close();
      await healthy.close();
    }
  });
  it('a troubled lane backs off: a round at a time, its claims a gap apart; a healthy endpoint gets every event', {
    timeout: 120_000,
  }, async () => {
    const { clock, system, services, ctx, endpointAt } = await anOrganization('backoff');
    // Answers every request 500 at once: its lane is troubled after its first answers.
    const failing = await receiver(false, Number.MAX_SAFE_INTEGER, 500);
    const healthy = await receiver(false);
    const failingEndpoint = await endpointAt(failing.url);
    await endpointAt(healthy.url);
    const events = 20 * PER_ENDPOINT;
    await addEvents('backoff', clock, events);
    const started = performance.now();
    const loop = startWebhookLoop({ ...system, services }, { intervalMs: 20, perEndpoint: PER_ENDPOINT });
    try {
      // Before its first answers its lane leases as a healthy one does (its slots and seven rounds ahead); once
      // they have failed, a round at a time, its claims a gap apart: three more rounds take two gaps at least,
      // however fast the receiver fails.
      await until(
        () => failing.state.requests >= 8 * PER_ENDPOINT + 3 * PER_ENDPOINT,
        () => `${failing.state.requests} requests to the failing endpoint`,
      );
      expect(performance.now() - started).toBeGreaterThanOrEqual(2 * TROUBLED_CLAIM_GAP_MS);
      await until(
        () => healthy.ids.size === events,
        () => `${healthy.ids.size} of ${events} delivered to the healthy endpoint`,
      );
    } finally {
      await loop.close();
      await failing.close();
      await healthy.close();
    }
    // Nothing of the failing endpoint's is lost: every event has its delivery, attempted or waiting its turn.
    const [row] = await db.sql<{ n: number; attempted: number }[]>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE attempts > 0)::int AS attempted FROM webhook_deliveries
      WHERE organization_id = 'backoff' AND endpoint_id = ${failingEndpoint}`;
    expect(row!.n).toBe(events);
    expect(row!.attempted).toBe(failing.state.requests);
    expect(row!.attempted).toBeLessThan(events);
    // Its deliveries left waiting are not the next tests' (their shared claims cover every endpoint).
    await deleteWebhookEndpoint(ctx, failingEndpoint);
  });
  it('a delivery that waited in its lane until its lease was nearly over is not sent; leased again, it is', {
    timeout: 120_000,
  }, async () => {
    const { clock, newDispatcher, endpointAt } = await anOrganization('lanes');
    const gate = await receiver(true);
    const dispatcher = newDispatcher();
    try {
      const endpoint = await endpointAt(gate.url);
      // Its slots and one round ahead: PER_ENDPOINT sent and held, PER_ENDPOINT waiting in the lane.
      await addEvents('lanes', clock, 2 * PER_ENDPOINT);
      await dispatcher.pass();
      await until(
        () => gate.state.requests >= PER_ENDPOINT,
        () => `${gate.state.requests} requests held`,
      );
      // Less than an attempt's time is left of the waiting ones' leases when the held ones are answered.
      clock.advance(LEASE_MS - ATTEMPT_TIMEOUT_MS + 1);
      gate.release();
      await dispatcher.settle();
      expect(gate.state.requests).toBe(PER_ENDPOINT);
      const states = async () =>
        db.sql<{ status: string; attempts: number; leased: boolean }[]>`
          SELECT status, attempts, lease_until IS NOT NULL AS leased FROM webhook_deliveries
          WHERE organization_id = 'lanes' AND endpoint_id = ${endpoint} ORDER BY seq`;
      const waited = { status: 'PENDING', attempts: 1, leased: true };
      expect(await states()).toEqual([
        ...Array(PER_ENDPOINT).fill({ status: 'SUCCEEDED', attempts: 1, leased: false }),
        ...Array(PER_ENDPOINT).fill(waited),
      ]);
      // Their leases expire; the next claim leases them again and they are sent, each once.
      clock.advance(ATTEMPT_TIMEOUT_MS);
      await dispatcher.pass();
      await dispatcher.settle();
      expect(gate.state.requests).toBe(2 * PER_ENDPOINT);
      expect(gate.ids.size).toBe(2 * PER_ENDPOINT);
      expect((await states()).map((d) => d.status)).toEqual(Array(2 * PER_ENDPOINT).fill('SUCCEEDED'));
    } finally {
      await dispatcher.close();
      await gate.close();
    }
  });

  it('a lane whose endpoint answers at once leases seven rounds of its slots ahead, not more', {
    timeout: 120_000,
  }, async () => {
    const { clock, newDispatcher, endpointAt } = await anOrganization('ahead');
    // Answers its first round at once (the lane learns its pace), then holds every request.
    const fast = await receiver(true, PER_ENDPOINT);
    const dispatcher = newDispatcher();
    try {
      const endpoint = await endpointAt(fast.url);
      await addEvents('ahead', clock, EVENTS);
      const leased = async () =>
        (
          await db.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM webhook_deliveries
            WHERE organization_id = 'ahead' AND endpoint_id = ${endpoint} AND lease_until IS NOT NULL`
        )[0]!.n;
      const succeeded = async () =>
        (
          await db.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM webhook_deliveries
            WHERE organization_id = 'ahead' AND endpoint_id = ${endpoint} AND status = 'SUCCEEDED'`
        )[0]!.n;
      // Unknown pace: its slots and one round ahead. Its first round answered, slots and seven rounds ahead: each
      // answer that frees a round of room owes a claim, so it ends with less than a round free.
      await dispatcher.pass();
      await until(
        () => fast.state.requests >= 2 * PER_ENDPOINT,
        () => `${fast.state.requests} requests`,
      );
      await until(
        async () => (await leased()) > 7 * PER_ENDPOINT,
        async () => `${await leased()} leased`,
      );
      // The first round's outcomes written (their leases end there), a tick claims for a sending lane with a round
      // free or less than a round waiting; this one has neither.
      await until(
        async () => (await succeeded()) === PER_ENDPOINT,
        async () => `${await succeeded()} succeeded`,
      );
      const held = await leased();
      await dispatcher.pass();
      await dispatcher.settleClaims();
      expect(await leased()).toBe(held);
      expect(held).toBeLessThanOrEqual(8 * PER_ENDPOINT);
      expect(fast.state.requests).toBe(2 * PER_ENDPOINT);
    } finally {
      fast.release();
      await dispatcher.close();
      await fast.close();
    }
  });

  it("a lane sending refills itself with its own endpoint's deliveries only; the others wait for the shared claim", {
    timeout: 120_000,
  }, async () => {
    const { clock, system, newDispatcher, endpointAt } = await anOrganization('own');
    const first = await receiver(true);
    const second = await receiver(false);
    const dispatcher = newDispatcher();
    const attempted = (endpoint: string) => db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM webhook_deliveries
      WHERE organization_id = 'own' AND endpoint_id = ${endpoint} AND attempts > 0`;
    try {
      await endpointAt(first.url);
      // More events than the first claim takes (its slots and a round ahead): the rest only its own claims lease.
      await addEvents('own', clock, 6 * PER_ENDPOINT);
      await dispatcher.pass();
      await until(
        () => first.state.requests >= PER_ENDPOINT,
        () => `${first.state.requests} requests held`,
      );
      // The second endpoint's deliveries are queued (not by this dispatcher) while the first lane is sending.
      const other = await endpointAt(second.url);
      await addEvents('own', clock, PER_ENDPOINT);
      await fanOutEvents(system);
      first.release();
      await dispatcher.settle();
      expect(first.ids.size).toBe(7 * PER_ENDPOINT);
      // The first lane's answers leased its own backlog, none of the second endpoint's deliveries.
      expect(second.state.requests).toBe(0);
      expect((await attempted(other))[0]!.n).toBe(0);
      // The shared claim (the loop's tick) takes them.
      await dispatcher.pass();
      await dispatcher.settle();
      expect(second.ids.size).toBe(PER_ENDPOINT);
    } finally {
      await dispatcher.close();
      await first.close();
      await second.close();
    }
  });

  it("a troubled lane's claim waits behind a healthy one's; its deliveries still go", {
    timeout: 120_000,
  }, async () => {
    const { clock, system, services, endpointAt } = await anOrganization('yield');
    // Fails its first round (its lane becomes troubled), then holds every request until released.
    const bad = await receiver(true, PER_ENDPOINT, 500);
    const good = await receiver(true);
    const claims: { endpoint: string; troubled: boolean }[] = [];
    const logger = {
      debug: (entry: { endpoint: string; troubled: boolean }, msg: string) => {
        if (msg === 'webhook lane claim') claims.push(entry);
      },
      error: () => {},
    } as unknown as Logger;
    // One turn for the lanes' claims: whose claim goes first is whose turn it is.
    const dispatcher = new WebhookDispatcher(
      { ...system, services, logger },
      { ...DEFAULT_WEBHOOK_OPTIONS, perEndpoint: PER_ENDPOINT, laneClaims: 1 },
    );
    try {
      const badEndpoint = await endpointAt(bad.url);
      await addEvents('yield', clock, 2 * PER_ENDPOINT);
      await dispatcher.pass();
      await until(
        () => bad.state.requests >= 2 * PER_ENDPOINT,
        () => `${bad.state.requests} requests to the failing endpoint`,
      );
      await dispatcher.settleClaims();
      // The healthy endpoint's lane comes after the troubled one's (in the order lanes were made).
      const goodEndpoint = await endpointAt(good.url);
      await fanOutEvents(system);
      await addEvents('yield', clock, 1);
      await dispatcher.pass();
      await until(
        () => good.state.requests >= 1,
        () => `${good.state.requests} requests to the healthy endpoint`,
      );
      await dispatcher.settleClaims();
      // Both lanes sending, both short of work: new events owe the healthy lane a claim at once. The troubled
      // one backs off: it holds its round (all held by its receiver) and claims no more until that is answered.
      claims.length = 0;
      await addEvents('yield', clock, 4 * PER_ENDPOINT);
      await dispatcher.pass();
      await dispatcher.settleClaims();
      expect(claims.map((c) => [c.endpoint, c.troubled])).toEqual([[goodEndpoint, false]]);
      expect(bad.state.requests).toBe(2 * PER_ENDPOINT);
      // Its deliveries still go: the held ones answered, the rest sent a round at a time (its claims a gap
      // apart while it is troubled), each event delivered to both.
      bad.release();
      good.release();
      await dispatcher.settle();
      // The failed first round is retried 5 s later.
      clock.advance(5_000);
      for (let i = 0; i < 3; i++) {
        await dispatcher.pass();
        await dispatcher.settle();
      }
      const [row] = await db.sql<{ pending: number; succeeded: number }[]>`
        SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
          count(*) FILTER (WHERE status = 'SUCCEEDED')::int AS succeeded
        FROM webhook_deliveries WHERE organization_id = 'yield' AND endpoint_id = ${badEndpoint}`;
      expect(row).toEqual({ pending: 0, succeeded: 6 * PER_ENDPOINT + 1 });
    } finally {
      bad.release();
      good.release();
      await dispatcher.close();
      await bad.close();
      await good.close();
    }
  });

  it('troubled: most recent answers failed, or slow; the next claim is the first healthy lane unless one waited', () => {
    expect(isTroubled({ failShare: 0.1, attemptMs: 50, troubled: false })).toBe(false);
    expect(isTroubled({ failShare: 0.25, attemptMs: 50, troubled: false })).toBe(false);
    expect(isTroubled({ failShare: 0.5, attemptMs: 50, troubled: false })).toBe(true);
    expect(isTroubled({ failShare: 0, attemptMs: 2000, troubled: false })).toBe(true);
    // Healthy again only well below the share that made it troubled.
    expect(isTroubled({ failShare: 0.25, attemptMs: 50, troubled: true })).toBe(true);
    expect(isTroubled({ failShare: 0.1, attemptMs: 50, troubled: true })).toBe(false);
    // Times (ms) from a start at least a gap after the lanes' last claims (at 0).
    const t = (ms: number) => TROUBLED_CLAIM_GAP_MS + ms;
    const troubled = (owedAt: number) => ({ troubled: true, owedAt: t(owedAt), claimedAt: 0 });
    const healthy = (owedAt: number) => ({ troubled: false, owedAt: t(owedAt), claimedAt: 0 });
    const [t1, t2, h1] = [troubled(100), troubled(150), healthy(200)];
    // Asked first, it still waits behind the healthy lane.
    expect(nextLaneClaim([t1, t2, h1], false, t(300), 1000)).toBe(h1);
    // No healthy lane waiting: the first troubled one, unless a troubled claim holds their shared turn.
    expect(nextLaneClaim([t1, t2], false, t(300), 1000)).toBe(t1);
    expect(nextLaneClaim([t1, t2], true, t(300), 1000)).toBeUndefined();
    // Waited a while: it goes before the healthy lanes that asked after it.
    expect(nextLaneClaim([t1, t2, h1], false, t(1100), 1000)).toBe(t1);
    expect(nextLaneClaim([t1, t2, h1], true, t(1100), 1000)).toBe(h1);
    // A troubled lane that claimed lately waits out the gap; the next troubled one may go.
    const recent = { ...troubled(100), claimedAt: t(1100) - TROUBLED_CLAIM_GAP_MS + 1 };
    expect(nextLaneClaim([recent], false, t(1100), 1000)).toBeUndefined();
    expect(nextLaneClaim([recent, t2], false, t(1100), 1000)).toBe(t2);
    expect(nextLaneClaim([recent], false, t(1101), 1000)).toBe(recent);
  });
});

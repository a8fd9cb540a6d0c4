/**
 * The webhook dispatcher's loop (docs/webhooks.md, "A pass") against real receivers on loopback and PostgreSQL: a
 * receiver that holds every request open gets exactly its endpoint's slots and no more (and its lane leases one
 * round ahead, no more), while a healthy endpoint
 * of the same organization receives every event, over kept-alive connections (no more connections than slots).
 * No timing is asserted: the test waits for the deliveries, with a deadline.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock, parseMasterKeys } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createOrganization, createWebhookEndpoint, type WebhookServices } from '@billing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookLoop } from '../src/webhooks.ts';

const EVENTS = 100;
const PER_ENDPOINT = 8;

/** A receiver counting requests, distinct webhook-ids and connections; `hold` keeps every request unanswered. */
async function receiver(hold: boolean) {
  const ids = new Set<string>();
  const held: ServerResponse[] = [];
  const state = { requests: 0, connections: 0 };
  const server = createServer((req, res) => {
    state.requests++;
    ids.add(String(req.headers['webhook-id']));
    req.resume();
    req.on('end', () => (hold ? held.push(res) : res.writeHead(204).end()));
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ids,
    state,
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
  beforeAll(async () => {
    db = await createTestPostgres();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('a receiver that never answers holds its own slots only; the healthy one gets every event', {
    timeout: 120_000,
  }, async () => {
    const clock = new ManualClock(new Date());
    const system = { sql: db.sql, clock };
    const services: WebhookServices = {
      keyring: parseMasterKeys(`t:${randomBytes(32).toString('base64')}`),
      allowPrivateNetworks: true,
    };
    await createOrganization(system, { id: 'acme', displayName: 'Acme' });
    const ctx = { ...system, organization: 'acme', pageSecret: 's' };
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
});

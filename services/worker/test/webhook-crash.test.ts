/**
 * Webhooks are never lost (docs/webhooks.md): a real `billing start` process (PostgreSQL, Redis, chdb) delivering
 * events to three local receivers (one failing its first requests, so that its deliveries are deferred by the
 * fan-out for a while) is killed with SIGKILL while deliveries are in flight, then started again.
 * Afterwards every event has reached every enabled endpoint it matches (at least once: an attempt in flight at
 * the kill may arrive twice, under the same webhook-id), and none reached the endpoint that does not ask for it.
 * A real kill, not an injected fault. The second start waits out the dead worker's leases (60 s).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createApiKey, createOrganization } from '@billing/domain';
import { connectRedis } from '@billing/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysWithPrefix } from '../../../test/tools/redis-prefix.ts';
import { type ServiceProcess, serviceEnv, startServiceProcess } from '../../../test/tools/service-process.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORG = 'crash-webhooks';
const EVENTS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A receiver answering 200 after `delayMs` (500 at once to its first `failFirst` requests), recording the
 * webhook-id of every request it answered 200.
 */
async function receiver(delayMs: number, failFirst = 0) {
  const ids: string[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (++requests <= failFirst) return res.writeHead(500).end();
      ids.push(String(req.headers['webhook-id']));
      setTimeout(() => res.writeHead(200).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ids,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('webhooks: crash safety (PostgreSQL + Redis + chdb in one process)', () => {
  const prefix = `webhook-crash-${randomBytes(6).toString('hex')}:`;
  let db: TestDatabase;
  let redis: ReturnType<typeof connectRedis>;
  let dataDir: string;
  let key: string;
  let running: ServiceProcess | undefined;
  const masterKey = `crash:${randomBytes(32).toString('base64')}`;

  const env = (): NodeJS.ProcessEnv =>
    serviceEnv(
      { databaseUrl: db.url, redisUrl: REDIS_URL, redisKeyPrefix: prefix, dataDir },
      { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', PAYMENT_MASTER_KEY: masterKey },
    );

  beforeAll(async () => {
    db = await createTestPostgres();
    redis = connectRedis(REDIS_URL);
    dataDir = await mkdtemp(join(tmpdir(), 'billing-webhook-crash-'));
    const system = { sql: db.sql, clock: systemClock };
    await createOrganization(system, { id: ORG, displayName: ORG });
    key = (await createApiKey(system, { organization: ORG, permissions: ['*'] })).secret;
  });

  afterAll(async () => {
    if (running) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    if (redis) await deleteKeysWithPrefix(redis, prefix).catch(() => {});
    await redis?.quit();
    await db?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers every event to every matching endpoint after a SIGKILL mid-delivery', {
    timeout: 300_000,
  }, async () => {
    const all = await receiver(20);
    const paidOnly = await receiver(0);
    // Fails its first requests: its lane is troubled for a while, and the fan-out defers its deliveries meanwhile.
    const flaky = await receiver(0, 10);
    try {
      running = await startServiceProcess(env());
      const create = async (id: string, body: unknown) => {
        const response = await fetch(`${running!.apiUrl}/v1/webhookEndpoints?webhookEndpointId=${id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status, await response.clone().text()).toBe(200);
      };
      await create('all', { url: all.url });
      await create('paid', { url: paidOnly.url, enabledEventTypes: ['invoice.paid'] });
      await create('flaky', { url: flaky.url });
      // Events as the outbox's writers commit them (the kind does not matter to delivery).
      const ids = Array.from({ length: EVENTS }, () => randomUUID());
      for (const id of ids) {
        await db.sql`
          INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
          VALUES (${ORG}, ${id}, 'credit_grant.created', 'customers/c/credits/g', ${db.sql.json({ object: { name: id } })},
            ${new Date()})`;
      }
      for (const deadline = Date.now() + 60_000; all.ids.length < EVENTS / 4; await sleep(5)) {
        if (Date.now() > deadline) throw new Error(`no progress:\n${running.output().slice(-5000)}`);
      }
      running.child.kill('SIGKILL');
      await running.exited;
      const atKill = new Set(all.ids).size;
      expect(atKill).toBeLessThan(EVENTS);

      running = await startServiceProcess(env());
      // Done when every delivery is recorded SUCCEEDED: those in flight at the kill are attempted again once the
      // dead worker's leases expire.
      const succeeded = async () => {
        const [row] = await db.sql<{ n: string }[]>`
          SELECT count(*)::text AS n FROM webhook_deliveries WHERE organization_id = ${ORG} AND status = 'SUCCEEDED'`;
        return Number(row!.n);
      };
      for (const deadline = Date.now() + 180_000; (await succeeded()) < 2 * EVENTS; await sleep(200)) {
        if (Date.now() > deadline)
          throw new Error(`${await succeeded()} of ${EVENTS} delivered:\n${running.output().slice(-5000)}`);
      }
      expect([...new Set(all.ids)].sort()).toEqual([...ids].sort());
      expect([...new Set(flaky.ids)].sort()).toEqual([...ids].sort());
      expect(paidOnly.ids).toEqual([]);
      const [counts] = await db.sql<{ succeeded: string; other: string }[]>`
        SELECT count(*) FILTER (WHERE status = 'SUCCEEDED')::text AS succeeded,
          count(*) FILTER (WHERE status <> 'SUCCEEDED')::text AS other
        FROM webhook_deliveries WHERE organization_id = ${ORG}`;
      expect(counts).toEqual({ succeeded: String(2 * EVENTS), other: '0' });
    } finally {
      await all.close();
      await paidOnly.close();
      await flaky.close();
    }
  });
});

/**
 * The ingest log (INGEST_LOG=redis) in one process: the real edge appends to a Redis Stream (a fresh key
 * prefix), drainers write chdb from it. A batch inserted twice (a drainer stopped between its insert and its
 * acknowledgement) is stored once, in the raw table and in a materialized view fed by it; the backlog limit
 * answers 503 with Retry-After and a drainer drains what waited.
 */
import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@billing/core';
import { insertEventBatch } from '@billing/events';
import { connectRedis, logKeys, RedisDedupStore } from '@billing/redis';
import {
  batchToken,
  IngestLogReader,
  LOG_GROUP,
  type RunningDrainer,
  rangesOf,
  startDrainer,
  waitForDrained,
} from '@billing/usage';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedEventStore, eventsOf as events, startEdge, type TestEdge } from './edge.ts';

describe('ingest log', () => {
  let edge: TestEdge | undefined;
  const drainers: Array<{ drainer: RunningDrainer; redis: ReturnType<typeof connectRedis> }> = [];

  async function logEdge(maxBacklog = 0): Promise<TestEdge> {
    edge = await startEdge({ dedup: 'redis', log: { maxBacklog } });
    // A fresh key prefix over a store with other tests' events: nothing of this prefix was ever lost.
    await new RedisDedupStore(edge.redis!, edge.redisPrefix, 35 * DAY_MS).markComplete(Date.now());
    const now = new Date();
    await edge.db
      .sql`INSERT INTO customers (organization_id, id, currency_code, archived, create_time, update_time)
      VALUES (${edge.organization}, 'c1', 'USD', false, ${now}, ${now})`;
    return edge;
  }

  function drain(target: TestEdge, claimTimeoutMs = 30_000) {
    const redis = connectRedis('redis://127.0.0.1:6379');
    const drainer = startDrainer({
      redis,
      prefix: target.redisPrefix,
      events: target.events,
      logger: pino({ level: 'silent' }),
      registry: new Registry(),
      options: { maxEvents: 100_000, maxMs: 200, claimTimeoutMs },
    });
    drainers.push({ drainer, redis });
    return drainer;
  }

  async function stopDrainers() {
    for (const { drainer, redis } of drainers.splice(0)) {
      await drainer.close();
      redis.disconnect();
    }
  }

  const ingest = async (target: TestEdge, list: unknown[]) => {
    const response = await target.post('/v1/usageEvents:batchIngest', { events: list });
    return response;
  };

  const stored = async (target: TestEdge, table = 'usage_events') => {
    const result = await target.events.client.query({
      query: `SELECT toString(count()) AS rows, toString(uniqExact(event_id)) AS events FROM ${table}
        WHERE organization_id = {org:String}`,
      query_params: { org: target.organization },
      format: 'JSONEachRow',
    });
    return (await result.json<{ rows: string; events: string }>())[0]!;
  };

  afterEach(async () => {
    await stopDrainers();
    await edge?.close();
    edge = undefined;
  });
  afterAll(closeSharedEventStore);

  it('acknowledges from the log and drains into ClickHouse; retries stay DUPLICATE', async () => {
    const target = await logEdge();
    const first = await ingest(target, events('a', 100));
    expect(first.status).toBe(200);
    expect(new Set(first.body.results.map((r: { status: string }) => r.status))).toEqual(
      new Set(['ACCEPTED']),
    );
    // Logged, not yet drained: the backlog counts it.
    expect(await target.redis!.get(logKeys(target.redisPrefix).backlog)).toBe('100');
    drain(target);
    await waitForDrained(target.redis!, target.redisPrefix);
    expect(await stored(target)).toEqual({ rows: '100', events: '100' });
    const again = await ingest(target, events('a', 100));
    expect(new Set(again.body.results.map((r: { status: string }) => r.status))).toEqual(
      new Set(['DUPLICATE']),
    );
    const changed = await ingest(target, [{ ...events('a', 1)[0], properties: { n: -1 } }]);
    expect(changed.body.results[0]).toMatchObject({ status: 'REJECTED', errorCode: 'ALREADY_EXISTS' });
    await waitForDrained(target.redis!, target.redisPrefix);
    expect(await stored(target)).toEqual({ rows: '100', events: '100' });
    // Acknowledged entries are trimmed away.
    expect(await target.redis!.xlen(logKeys(target.redisPrefix).stream)).toBeLessThanOrEqual(1);
  });

  it('a batch inserted again after a crash before its acknowledgement is stored once, views included', async () => {
    const target = await logEdge();
    // A view fed by usage_events, with the de-duplication window its target needs (migration 0005).
    const suffix = randomBytes(4).toString('hex');
    await target.events.client.command({
      query: `CREATE TABLE view_target_${suffix} (organization_id String, event_id String)
        ENGINE = MergeTree ORDER BY event_id SETTINGS non_replicated_deduplication_window = 1000`,
    });
    await target.events.client.command({
      query: `CREATE MATERIALIZED VIEW view_${suffix} TO view_target_${suffix}
        AS SELECT organization_id, event_id FROM usage_events`,
    });
    try {
      for (let i = 0; i < 3; i++)
        expect((await ingest(target, events('b', 50, 1 + 50 * i))).status).toBe(200);
      // A drainer that dies between insert and acknowledgement: read, record, insert; no ack.
      const dead = new IngestLogReader(target.redis!, target.redisPrefix, 'dead-drainer');
      await dead.ensureGroup();
      const chunk = await dead.read(1000, 100);
      expect(chunk.length).toBe(3);
      const ranges = rangesOf([chunk]);
      const batch = { token: batchToken(ranges), consumer: 'dead-drainer', ranges, at: Date.now() - 60_000 };
      await dead.record(batch);
      await insertEventBatch(target.events, Buffer.from(chunk.map((e) => e.rows).join('')), batch.token);
      expect(await stored(target)).toEqual({ rows: '150', events: '150' });
      // More events arrive after the crash; a live drainer takes the dead one's batch over.
      expect((await ingest(target, events('b', 50, 151))).status).toBe(200);
      drain(target, 1_000);
      await waitForDrained(target.redis!, target.redisPrefix);
      expect(await stored(target)).toEqual({ rows: '200', events: '200' });
      expect(await stored(target, `view_target_${suffix}`)).toEqual({ rows: '200', events: '200' });
      expect(await target.redis!.hlen(logKeys(target.redisPrefix).batches)).toBe(0);
      const pending = (await target.redis!.xpending(logKeys(target.redisPrefix).stream, LOG_GROUP)) as [
        number,
      ];
      expect(pending[0]).toBe(0);
    } finally {
      await target.events.client.command({ query: `DROP VIEW IF EXISTS view_${suffix}` });
      await target.events.client.command({ query: `DROP TABLE IF EXISTS view_target_${suffix}` });
    }
  });

  it('entries a dead drainer read but never recorded are claimed and drained once', async () => {
    const target = await logEdge();
    expect((await ingest(target, events('c', 40))).status).toBe(200);
    const dead = new IngestLogReader(target.redis!, target.redisPrefix, 'dead-reader');
    await dead.ensureGroup();
    expect((await dead.read(1000, 100)).length).toBe(1);
    drain(target, 300);
    await waitForDrained(target.redis!, target.redisPrefix);
    expect(await stored(target)).toEqual({ rows: '40', events: '40' });
  });

  it('two drainers share the stream: every event stored once', async () => {
    const target = await logEdge();
    drain(target);
    drain(target);
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ingest(target, events('e', 25, 1 + 25 * i))),
    );
    expect(sent.map((r) => r.status)).toEqual(sent.map(() => 200));
    await waitForDrained(target.redis!, target.redisPrefix);
    expect(await stored(target)).toEqual({ rows: '500', events: '500' });
  });

  it('refuses with 503 and Retry-After above the backlog limit; a drainer drains it', async () => {
    const target = await logEdge(150);
    expect((await ingest(target, events('d', 100))).status).toBe(200);
    const refused = await ingest(target, events('d', 100, 101));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.error.status).toBe('UNAVAILABLE');
    // Nothing of the refused request was claimed: once drained, it is ACCEPTED.
    drain(target);
    await waitForDrained(target.redis!, target.redisPrefix);
    const retried = await ingest(target, events('d', 100, 101));
    expect(retried.status).toBe(200);
    expect(new Set(retried.body.results.map((r: { status: string }) => r.status))).toEqual(
      new Set(['ACCEPTED']),
    );
    await waitForDrained(target.redis!, target.redisPrefix);
    expect(await stored(target)).toEqual({ rows: '200', events: '200' });
  });
});

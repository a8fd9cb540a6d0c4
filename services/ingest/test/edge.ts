/**
 * An ingest edge for tests: the real server over a fresh PostgreSQL database, chdb in a temporary directory
 * (one per test process) and a de-duplication store (Redis with a random key prefix, or the in-process one).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Clock, DAY_MS, systemClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import {
  type AuthDeps,
  ChangeFeed,
  createApiKey,
  createOrganization,
  HostnameCache,
  PrincipalCache,
} from '@billing/domain';
import { type EventStore, migrateEvents, openEventStore } from '@billing/events';
import { connectRedis, type DedupStore, MemoryDedupStore, RedisDedupStore, unlimited } from '@billing/redis';
import { createUsageWriter } from '@billing/runtime';
import { DEFAULT_EVENT_WINDOW, type IngestFileLog, IngestLogWriter } from '@billing/usage';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { Registry } from 'prom-client';
import { type RunningIngest, startIngestServer } from '../src/server.ts';

/** One instant for every event of a test file: the same event sent again is the same payload. */
const EVENT_TIME = new Date(Date.now() - 60_000).toISOString();

/** `count` events of customer c1 from `{prefix}-{from}` on, at EVENT_TIME, each with its own `n`. */
export function eventsOf(prefix: string, count: number, from = 1) {
  return Array.from({ length: count }, (_, i) => ({
    eventId: `${prefix}-${from + i}`,
    customer: 'customers/c1',
    eventType: 'api.call',
    eventTime: EVENT_TIME,
    properties: { n: from + i },
  }));
}

let store: Promise<{ events: EventStore; dir: string }> | undefined;

/** chdb takes one data directory per process: every edge of a test file shares it. */
export function sharedEventStore(): Promise<{ events: EventStore; dir: string }> {
  store ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'billing-ingest-'));
    const events = await openEventStore({ url: undefined, dataDir: dir });
    await migrateEvents(events.client);
    return { events, dir };
  })();
  return store;
}

export async function closeSharedEventStore(): Promise<void> {
  if (!store) return;
  const { events, dir } = await store;
  await events.close();
  await rm(dir, { recursive: true, force: true });
  store = undefined;
}

export interface TestEdge {
  url: string;
  db: TestDatabase;
  events: EventStore;
  redis: Redis | undefined;
  redisPrefix: string;
  feed: ChangeFeed;
  /** An organization of its own (unique per edge, since the ClickHouse store is shared). */
  organization: string;
  key: string;
  otherOrganization: string;
  otherKey: string;
  /** Makes the next ClickHouse inserts fail (a real failure: the table is renamed away) or work again. */
  breakStorage(broken: boolean): Promise<void>;
  post(
    path: string,
    body: unknown,
    key?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export interface EdgeOptions {
  dedup: 'redis' | 'memory';
  /** The native scan of bodies (default on, as the service runs); off: the JS scan alone. */
  nativeScan?: boolean;
  clock?: Clock;
  maxBufferedRows?: number;
  staleClaimMs?: number;
  /** Wraps the de-duplication store (to simulate its failures). */
  wrapDedup?: (store: DedupStore) => DedupStore;
  /** The ingest log (Redis only): accepted events go to the stream; a test drains them itself. */
  log?: { maxBacklog: number };
  /** The edge's logger (silent when unset). */
  logger?: Logger;
  /** Wraps the key lookup (to simulate its failures). */
  wrapAuthenticate?: (authenticate: AuthDeps['authenticate']) => AuthDeps['authenticate'];
  /** The file log (INGEST_LOG=file), opened by the test, which drains it itself. */
  fileLog?: { log: IngestFileLog; maxBacklog: number };
}

export async function startEdge(options: EdgeOptions): Promise<TestEdge> {
  const clock = options.clock ?? systemClock;
  const db = await createTestPostgres();
  const { events } = await sharedEventStore();
  const suffix = randomBytes(4).toString('hex');
  const organization = `org-${suffix}`;
  const otherOrganization = `other-${suffix}`;
  const system = { sql: db.sql, clock };
  await createOrganization(system, { id: organization });
  await createOrganization(system, { id: otherOrganization });
  const key = (await createApiKey(system, { organization, permissions: ['usage:write'] })).secret;
  const otherKey = (await createApiKey(system, { organization: otherOrganization, permissions: ['*'] }))
    .secret;
  const redisPrefix = `billing-test-${suffix}:`;
  const redis = options.dedup === 'redis' ? connectRedis('redis://127.0.0.1:6379') : undefined;
  const store: DedupStore = redis
    ? new RedisDedupStore(redis, redisPrefix, 35 * DAY_MS)
    : new MemoryDedupStore();
  const dedup = options.wrapDedup ? options.wrapDedup(store) : store;
  const feed = new ChangeFeed(db.sql, 50);
  await feed.start();
  const registry = new Registry();
  const log =
    redis && options.log
      ? new IngestLogWriter(redis, redisPrefix, 35 * DAY_MS, options.log.maxBacklog)
      : undefined;
  const {
    edgePipeline: pipeline,
    buffer,
    metrics,
  } = createUsageWriter({
    clock,
    sql: db.sql,
    events,
    dedup,
    feed,
    settings: {
      flushRows: 1000,
      flushMs: 10,
      maxBufferedRows: options.maxBufferedRows ?? 100_000,
      staleClaimMs: options.staleClaimMs ?? 30_000,
    },
    registry,
    log,
    fileLog: options.fileLog,
  });
  const principals = new PrincipalCache(system, feed);
  const wrapAuthenticate = options.wrapAuthenticate ?? ((authenticate) => authenticate);
  const hosts = new HostnameCache(system, { baseDomain: 'billing.test' }, feed);
  const server: RunningIngest = await startIngestServer(
    {
      logger: options.logger ?? pino({ level: 'silent' }),
      registry,
      metrics,
      health: async () => ({}),
      authenticate: wrapAuthenticate((secret) => principals.authenticate(secret)),
      clock,
      baseDomain: 'billing.test',
      routeHost: (host) => hosts.route(host),
      rateLimiter: unlimited,
      pipeline,
      buffer,
      nativeScan: options.nativeScan ?? true,
      ...DEFAULT_EVENT_WINDOW,
    },
    '127.0.0.1',
    0,
  );
  const url = `http://127.0.0.1:${server.port}`;
  return {
    url,
    db,
    events,
    redis,
    redisPrefix,
    feed,
    organization,
    key,
    otherOrganization,
    otherKey,
    async breakStorage(broken) {
      // A real ClickHouse failure: the table is renamed away, so the insert itself fails.
      const [from, to] = broken
        ? ['usage_events', 'usage_events_away']
        : ['usage_events_away', 'usage_events'];
      await events.client.command({ query: `RENAME TABLE ${from} TO ${to}` });
    },
    async post(path, body, withKey = key, headers = {}) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${withKey}`, 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // keep the text
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await server.close();
      await feed.stop();
      if (redis) {
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      await db.close();
    },
  };
}

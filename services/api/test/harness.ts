/**
 * An api app over a fresh database (real PostgreSQL or embedded PGlite), with two organizations and keys,
 * driven through fastify's inject (no network). Usage events live in chdb, which allows one data directory per
 * process: every harness of a test file (one process) shares one event store, emptied whenever a harness starts
 * while no other is open.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Clock, type FairPoolOptions, systemClock } from '@billing/core';
import { createTestPglite, createTestPostgres, type TestDatabase } from '@billing/db/testing';
import {
  ChangeFeed,
  createApiKey,
  createOrganization,
  type DocumentRenderer,
  HostnameCache,
  PrincipalCache,
  pageTokenSecret,
  paymentKeyring,
  type TxtLookup,
} from '@billing/domain';
import {
  type ClickHouseClient,
  type EventStore,
  migrateEvents,
  openEventStore,
  type ReadLimits,
} from '@billing/events';
import { createProviderFactory, type PaymentServices, type ProviderFactory } from '@billing/payments';
import { PostgresJobQueue } from '@billing/queue';
import {
  connectRedis,
  type DedupStore,
  MemoryDedupStore,
  MemoryRateLimiter,
  RedisDedupStore,
  unlimited,
} from '@billing/redis';
import { createUsageWriter } from '@billing/runtime';
import {
  createExpensiveReads,
  DEFAULT_EVENT_WINDOW,
  fileDrainSource,
  IngestFileLog,
  type IngestionResult,
  IngestLogWriter,
  runDrainer,
  startDrainer,
  type UsageStores,
  type VisibilityWait,
  validateEvent,
  waitForDrained,
} from '@billing/usage';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll } from 'vitest';
import { deleteKeysWithPrefix } from '../../../test/tools/redis-prefix.ts';
import { buildApiApp } from '../src/app.ts';

export type Backend = 'postgres' | 'pglite';
export const BACKENDS: Backend[] = ['postgres', 'pglite'];

/** The pool and limits of previews and usage queries, as `billing start` builds them from its settings. */
export interface ExpensiveReadsOption {
  pool: FairPoolOptions;
  limits?: ReadLimits;
}

/**
 * Where a harness keeps usage events: the process's chdb store, a ClickHouse that refuses every query (to see
 * internal errors), or none (the usage routes answer UNAVAILABLE).
 */
export type EventsOption = 'chdb' | 'broken' | 'none';

/**
 * Where ingest stores what it acknowledges (`INGEST_LOG`): ClickHouse before answering (the default here), or
 * the file log or the Redis ingest log, which no drainer empties until the test calls `drainLog()`.
 */
export type IngestLogOption = 'buffer' | 'file' | 'redis';

const DEDUP_WINDOW_MS = 35 * 86_400_000;

let sharedEvents: Promise<{ store: EventStore; dir: string }> | undefined;
let harnessesOnEvents = 0;

function openSharedEvents(): Promise<{ store: EventStore; dir: string }> {
  sharedEvents ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), `billing-api-events-${process.pid}-`));
    const store = await openEventStore({ url: undefined, dataDir: dir, readConnections: 3 });
    await migrateEvents(store.client);
    return { store, dir };
  })();
  return sharedEvents;
}

/** A ClickHouse client whose every call fails, as when the server is down. */
function brokenClickHouse(): ClickHouseClient {
  const fail = async () => {
    throw new Error('ClickHouse is unreachable');
  };
  return new Proxy({}, { get: () => fail }) as ClickHouseClient;
}

/** A harness starting alone starts from empty tables (organization ids are the same in every harness). */
async function acquireEvents(): Promise<EventStore> {
  const { store } = await openSharedEvents();
  if (harnessesOnEvents++ === 0) {
    for (const table of ['usage_events', 'usage_event_corrections', 'usage_dirty_hours']) {
      await store.client.command({ query: `TRUNCATE TABLE ${table}` });
    }
  }
  return store;
}

// Registered on the test file that imports the harness: runs after every harness of the file closed.
afterAll(async () => {
  if (!sharedEvents) return;
  const { store, dir } = await sharedEvents;
  sharedEvents = undefined;
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** TXT records in memory, for tests of the domain routes that are not about DNS itself (dns.test.ts is). */
export class MemoryTxtRecords implements TxtLookup {
  readonly records = new Map<string, string[]>();
  async resolveTxt(name: string): Promise<string[]> {
    return this.records.get(name) ?? [];
  }
}

export interface Harness {
  app: FastifyInstance;
  /** The TXT records verification sees, unless `options.dns` replaced them. */
  dns: MemoryTxtRecords;
  db: TestDatabase;
  /** The change feed of the app's key cache; `poll()` delivers pending changes at once. */
  feed: ChangeFeed;
  /** Organization `acme`'s all-permission key, and organization `globex`'s. */
  keyA: string;
  keyB: string;
  /** The usage-event stores behind the app. */
  usage: UsageStores;
  /** The queue the app enqueues into (Postgres-backed, producer only): start consumers on it to run jobs. */
  jobs: PostgresJobQueue;
  /** The payment routes' keyring and providers (the sandbox, unless `options.paymentProviders` replaced it). */
  payments: PaymentServices;
  /**
   * Stores events as the ingest edge would (validation, de-duplication, buffered writes); `stringify` writes
   * the properties (pass `parseBody(...).stringify` for events with long numbers).
   */
  ingest(
    organization: string,
    events: unknown[],
    stringify?: (value: unknown) => string,
  ): Promise<IngestionResult[]>;
  /** With an ingest log: runs a drainer until the log is empty (what it held is then in ClickHouse). */
  drainLog(): Promise<void>;
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    key?: string,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: any;
    /** The body as sent (JSON.parse rounds long numbers); set by `call`. */
    text?: string;
    /** The body's bytes (a PDF is not text); set by `call`. */
    raw?: Buffer;
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

interface UsageSetup {
  stores: UsageStores;
  ingest: Harness['ingest'];
  drainLog: Harness['drainLog'];
  close(): Promise<void>;
}

const UNBOUNDED_READS: FairPoolOptions = {
  size: 2,
  reserve: 1,
  share: 2,
  queuePerKey: 10_000,
  queue: 10_000,
  retryAfterSeconds: 1,
};

async function setUpUsage(
  db: TestDatabase,
  clock: Clock,
  feed: ChangeFeed,
  jobs: PostgresJobQueue,
  events: EventsOption,
  reads: ExpensiveReadsOption | undefined,
  ingestLog: IngestLogOption,
  visibilityWait: VisibilityWait | undefined,
): Promise<UsageSetup> {
  const shared = events === 'chdb';
  const store = shared ? await acquireEvents() : { client: brokenClickHouse() };
  const logs = await openIngestLog(ingestLog, clock);
  const { pipeline, edgePipeline, buffer } = createUsageWriter({
    clock,
    sql: db.sql,
    events: store,
    dedup: logs.dedup,
    feed,
    settings: { flushRows: 100, flushMs: 2, maxBufferedRows: 10_000, staleClaimMs: 30_000 },
    fileLog: logs.file && { log: logs.file, maxBacklog: 1_000_000 },
    log: logs.writer,
  });
  return {
    stores: {
      events: store.client,
      pipeline,
      jobs,
      ...(visibilityWait ? { visibilityWait } : {}),
      // Reads on chdb go through the read connections, as the service's do (parameters inlined); without a
      // test's own pool, one that never refuses.
      ...('readClients' in store
        ? {
            reads: createExpensiveReads(
              store.readClients,
              reads?.pool ?? UNBOUNDED_READS,
              reads?.limits ?? {
                maxExecutionSeconds: 0,
                maxMemoryBytes: 0,
                maxThreads: 0,
                threadPriority: 10,
              },
            ),
          }
        : {}),
    },
    async ingest(organization, list, stringify = JSON.stringify) {
      const window = { now: clock.now().getTime(), ...DEFAULT_EVENT_WINDOW };
      return edgePipeline.ingest(
        organization,
        list.map((event, i) => validateEvent(event, i, window, stringify)),
      );
    },
    async drainLog() {
      if (!('readClients' in store)) throw new Error('drainLog needs the chdb event store');
      const logger = pino({ level: 'silent' });
      const registry = new Registry();
      if (logs.file) {
        const source = fileDrainSource(logs.file, { maxEvents: 10_000, maxMs: 20 });
        const drainer = runDrainer({ source, events: store, logger, registry });
        await logs.file.waitForDrained();
        await drainer.close();
      } else if (logs.redis) {
        const drainer = startDrainer({
          redis: logs.redis.duplicate(),
          prefix: logs.prefix,
          events: store,
          logger,
          registry,
          options: { maxEvents: 10_000, maxMs: 20, claimTimeoutMs: 30_000 },
        });
        await waitForDrained(logs.redis, logs.prefix);
        await drainer.close();
      }
    },
    async close() {
      await buffer.drain();
      await logs.close();
      if (shared) harnessesOnEvents--;
    },
  };
}

/** The de-duplication store and the log of an `IngestLogOption` (docs/usage-events.md, "The ingest log"). */
async function openIngestLog(option: IngestLogOption, clock: Clock) {
  const prefix = `billing-harness-${randomBytes(4).toString('hex')}:`;
  if (option === 'redis') {
    const redis = connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const dedup: DedupStore = new RedisDedupStore(redis, prefix, DEDUP_WINDOW_MS);
    // A fresh prefix over an empty store: nothing to recover.
    await dedup.markComplete(clock.now().getTime());
    return {
      dedup,
      prefix,
      redis,
      file: undefined,
      writer: new IngestLogWriter(redis, prefix, DEDUP_WINDOW_MS, 1_000_000),
      async close() {
        await deleteKeysWithPrefix(redis, prefix);
        redis.disconnect();
      },
    };
  }
  const dir = option === 'file' ? await mkdtemp(join(tmpdir(), 'billing-api-file-log-')) : undefined;
  const file = dir ? await IngestFileLog.open({ dir }) : undefined;
  return {
    dedup: new MemoryDedupStore() as DedupStore,
    prefix,
    redis: undefined,
    file,
    writer: undefined,
    async close() {
      await file?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function startHarness(
  backend: Backend,
  options: {
    clock?: Clock;
    rateLimitPerSecond?: number;
    events?: EventsOption;
    /** TXT lookups of domain verification; by default records in memory (`Harness.dns`). */
    dns?: TxtLookup;
    /** Hostnames that take the organization from the key (DIRECT_HOSTS). */
    directHosts?: string[];
    /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: true unless a test is about the URL guard (local receivers are loopback). */
    allowPrivateNetworks?: boolean;
    /** The app's logger; silent by default. */
    logger?: pino.Logger;
    /** Provider adapters of the payment routes (fault injection wraps the sandbox's). */
    paymentProviders?: ProviderFactory;
    /** Previews and usage queries through a pool with these settings; by default unbounded. */
    expensiveReads?: ExpensiveReadsOption;
    /** Where ingest stores what it acknowledges; by default ClickHouse before answering. */
    ingestLog?: IngestLogOption;
    /** How long reads wait for an acknowledged event not drained yet; by default the service's. */
    visibilityWait?: VisibilityWait;
    /** The render pool of the document route; by default the app's own (one thread a core). */
    documents?: DocumentRenderer;
  } = {},
): Promise<Harness> {
  const db = backend === 'postgres' ? await createTestPostgres() : await createTestPglite();
  const clock = options.clock ?? systemClock;
  const system = { sql: db.sql, clock };
  await createOrganization(system, { id: 'acme', displayName: 'Acme' });
  await createOrganization(system, { id: 'globex', displayName: 'Globex', defaultCurrencyCode: 'EUR' });
  const keyA = (await createApiKey(system, { organization: 'acme', permissions: ['*'] })).secret;
  const keyB = (await createApiKey(system, { organization: 'globex', permissions: ['*'] })).secret;
  const feed = new ChangeFeed(db.sql, 100);
  await feed.start();
  const principals = new PrincipalCache({ sql: db.sql, clock }, feed);
  const memoryDns = new MemoryTxtRecords();
  const hostSettings = { baseDomain: 'billing.test', directHosts: options.directHosts ?? [] };
  const hosts = new HostnameCache({ sql: db.sql, clock }, hostSettings, feed);
  const jobs = new PostgresJobQueue({ sql: db.sql, clock, pollMs: 20 });
  const usage = await setUpUsage(
    db,
    clock,
    feed,
    jobs,
    options.events ?? 'chdb',
    options.expensiveReads,
    options.ingestLog ?? 'buffer',
    options.visibilityWait,
  );
  const payments: PaymentServices = {
    keyring: await paymentKeyring(db.sql, undefined, true),
    providers: options.paymentProviders ?? createProviderFactory(db.sql, clock),
  };
  const app = await buildApiApp({
    config: { ...hostSettings, webhookAllowPrivateNetworks: options.allowPrivateNetworks ?? true },
    sql: db.sql,
    clock,
    pageSecret: await pageTokenSecret(db.sql, undefined),
    rateLimiter: options.rateLimitPerSecond ? new MemoryRateLimiter(options.rateLimitPerSecond) : unlimited,
    authenticate: (secret) => principals.authenticate(secret),
    routeHost: (host) => hosts.route(host),
    dns: options.dns ?? memoryDns,
    logger: options.logger ?? pino({ level: process.env.HARNESS_LOG ?? 'silent' }),
    ...(options.events === 'none' ? {} : { usage: usage.stores }),
    ...(options.documents ? { documents: options.documents } : {}),
    payments,
  });
  await app.ready();
  return {
    app,
    dns: memoryDns,
    db,
    feed,
    keyA,
    keyB,
    usage: usage.stores,
    jobs,
    payments,
    ingest: usage.ingest,
    drainLog: usage.drainLog,
    async call(method, url, body, key = keyA, headers = {}) {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${key}`, ...headers },
        ...(body === undefined
          ? {}
          : typeof body === 'string'
            ? { payload: body }
            : { payload: body as object }),
      });
      let parsed: unknown = response.body;
      try {
        parsed = JSON.parse(response.body);
      } catch {
        // not JSON: keep the text
      }
      return {
        status: response.statusCode,
        body: parsed,
        text: response.body,
        raw: response.rawPayload,
        headers: response.headers,
      };
    },
    async close() {
      await feed.stop();
      await app.close();
      await jobs.close();
      await usage.close();
      await db.close();
    },
  };
}

/** A harness whose app also listens on a free loopback port: for tests that speak raw HTTP to it. */
export interface ServedHarness extends Harness {
  port: number;
}

export async function startServedHarness(
  backend: Backend,
  options?: Parameters<typeof startHarness>[1],
): Promise<ServedHarness> {
  const h = await startHarness(backend, options);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(h, { port: (h.app.server.address() as AddressInfo).port });
}

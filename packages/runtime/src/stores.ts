/**
 * Opens the backing stores the configuration names: each URL that is set is a real server; each one unset is
 * its embedded stand-in in the data directory (PGlite, chdb, in-process limits).
 */
import { access, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ApiError, type Config, type FairPool } from '@billing/core';
import { connectPostgres, type Database, findRunningEmbedded, migrate, openDatabase } from '@billing/db';
import { type EventStore, migrateEvents, noEventStore, openEventStore } from '@billing/events';
import {
  connectRedis,
  MemoryRateLimiter,
  type RateLimiter,
  RedisRateLimiter,
  unlimited,
} from '@billing/redis';
import { createExpensiveReads, type ExpensiveReads } from '@billing/usage';
import type { Redis } from 'ioredis';
import { Counter, Gauge, type Registry } from 'prom-client';

export async function openDatabaseFor(config: Config): Promise<Database> {
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db.sql);
  return db;
}

/**
 * The command line acts on a service's data: on the embedded profile, a data directory where no service ever
 * started (a command run from another folder than the service's, DATA_DIR unset or mistyped) is refused,
 * naming the directory looked at, instead of being created empty and reported on as if it were the service's.
 */
export async function requireServiceData(config: Config): Promise<void> {
  if (config.databaseUrl) return;
  const found = await access(join(config.dataDir, 'postgres', 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (found) return;
  throw new ApiError(
    'FAILED_PRECONDITION',
    `no service data in ${resolve(config.dataDir)} (DATA_DIR): run the command in the folder the service was ` +
      'started from, or set DATA_DIR (or DATABASE_URL) to what the service uses; `billing migrate` creates ' +
      'an empty data directory on purpose',
  );
}

/**
 * For the command line: the configured server, else the embedded database through the process that holds it,
 * else the embedded database opened directly. Unless `create` (`billing migrate`), the embedded data
 * directory must already hold a service's data.
 */
export async function openDatabaseForCommand(
  config: Config,
  options: { create?: boolean } = {},
): Promise<Database> {
  if (!options.create) await requireServiceData(config);
  if (!config.databaseUrl) {
    const running = await findRunningEmbedded(config.dataDir);
    if (running) {
      const sql = connectPostgres(running, 1);
      return { sql, kind: 'pglite', close: () => sql.end({ timeout: 5 }) };
    }
  }
  return openDatabaseFor(config);
}

/**
 * An ingest edge on its own with the ingest log reads and writes no ClickHouse, except to check eventIds when
 * Redis lost its keys: with a ClickHouse server it opens it for that; on chdb (no CLICKHOUSE_URL) it opens
 * nothing, and answers 503 while keys would need checking (docs/usage-events.md).
 */
export function edgeWithoutEvents(config: Config, role: string): boolean {
  return role === 'ingest' && config.ingestLog === 'redis' && !config.clickhouseUrl;
}

export async function openEventsFor(config: Config, role = 'all'): Promise<EventStore> {
  if (config.clickhouseCluster && !config.clickhouseUrl) {
    // chdb is one process's engine: there is no cluster to create tables on.
    throw new Error('CLICKHOUSE_CLUSTER needs CLICKHOUSE_URL (a server of the cluster)');
  }
  if (edgeWithoutEvents(config, role)) return noEventStore();
  const store = await openEventStore({
    url: config.clickhouseUrl,
    dataDir: config.dataDir,
    allocatorConf: config.chdbAllocatorConf,
    readConnections: config.readPoolSize + config.readPoolReserve,
  });
  await migrateEvents(store.client, undefined, { cluster: config.clickhouseCluster });
  return store;
}

export function openRedisFor(config: Config): Redis | undefined {
  return config.redisUrl ? connectRedis(config.redisUrl) : undefined;
}

export function rateLimiterFor(config: Config, redis: Redis | undefined): RateLimiter {
  if (config.rateLimitPerSecond === 0) return unlimited;
  return redis
    ? new RedisRateLimiter(redis, config.redisKeyPrefix, config.rateLimitPerSecond)
    : new MemoryRateLimiter(config.rateLimitPerSecond);
}

/** The settings of the api's previews and usage queries, per process (docs/limits.md): pool, limits, priority. */
export function expensiveReadSettings(config: Config) {
  return {
    pool: {
      size: config.readPoolSize,
      reserve: config.readPoolReserve,
      share: config.readPoolOrgShare,
      queuePerKey: config.readPoolOrgQueue,
      queue: config.readPoolQueue,
      retryAfterSeconds: config.readRetryAfterSeconds,
      refusalDelayMs: config.readRefusalDelayMs,
    },
    limits: {
      maxExecutionSeconds: config.readMaxExecutionSeconds,
      maxMemoryBytes: config.readMaxMemoryBytes,
      maxThreads: config.readMaxThreads,
      threadPriority: config.readThreadPriority,
    },
    overShareThreadPriority: config.readOverShareThreadPriority,
  };
}

/** The pool and per-query limits of the api's previews and usage queries, per process (docs/limits.md). */
export function expensiveReadsFor(config: Config, events: EventStore): ExpensiveReads {
  const { pool, limits, overShareThreadPriority } = expensiveReadSettings(config);
  return createExpensiveReads(events.readClients, pool, limits, overShareThreadPriority);
}

/**
 * The pool's state at /metrics: reads running (those in the reserve apart too), waiting, and refused (429)
 * since the process started.
 */
export function registerExpensiveReadMetrics(registry: Registry, pool: FairPool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('expensive_reads_running', 'Previews and usage queries running', () => pool.stats().running);
  gauge(
    'expensive_reads_running_reserve',
    'Of the previews and usage queries running, those in the reserve slots',
    () => pool.stats().reserveRunning,
  );
  gauge(
    'expensive_reads_waiting',
    'Previews and usage queries waiting for a slot',
    () => pool.stats().waiting,
  );
  // A count since start is a counter: it follows the pool's own count, which only grows.
  let counted = 0;
  new Counter({
    name: 'expensive_reads_refused_total',
    help: 'Previews and usage queries refused with 429 since the process started',
    registers: [registry],
    collect() {
      const refused = pool.stats().refused;
      this.inc(refused - counted);
      counted = refused;
    },
  });
}

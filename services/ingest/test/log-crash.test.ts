/**
 * Crash safety of the ingest log (INGEST_LOG=redis) with real processes: a redis-server of the test's own (a
 * free port, `appendonly yes`, `appendfsync always`, a temporary directory), an edge on its own
 * (`billing start ingest`) and the rest in one process (`billing start all`: api, edge, drainer, worker, with
 * chdb), real PostgreSQL.
 *
 * 1. Under load, the edge is killed (SIGKILL) and restarted, and the drainer kills itself between an insert and
 *    its acknowledgement (DRAIN_FAULT_AFTER_INSERTS) and is restarted.
 * 2. Under load, Redis is killed and restarted from its AOF: requests meanwhile get 503 (a response, not a hang,
 *    not a 500), nothing acknowledged is lost.
 * 3. With no drainer running, the edge refuses with 503 once INGEST_MAX_BACKLOG events wait, the log never
 *    holds more; starting a drainer drains it and the load completes.
 * 4. The same with the producer SDK (packages/client) as the client: it retries the 503s as their Retry-After
 *    says, and its flush() resolves once a drainer runs, with every event ACCEPTED once.
 *
 * Each scenario has its organization; every event is retried until ACCEPTED or DUPLICATE (a DUPLICATE only
 * after a lost response). At the end every event must be stored exactly once: in the raw table (rows, not
 * only distinct ids), in `GET /usage` (SUM and COUNT) and in the rollups.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProducer, type IngestResult } from '@billing/client';
import { systemClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createApiKey, createOrganization } from '@billing/domain';
import { connectRedis, logKeys } from '@billing/redis';
import { waitForDrained } from '@billing/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOf,
  BATCH,
  CUSTOMERS,
  EVENT_TIME,
  EVENTS,
  expectStoredOnce,
  freePort,
  kill,
  killUnderLoad,
  LOAD_SERVICE_ENV,
  Load,
  type Proc,
  type Service,
  setUpOrganization as setUp,
  spawnProc,
  startBilling,
  stop,
  sum1toN,
  until,
  usageTotals,
  waitFor,
} from './real-processes.ts';

// Every scenario runs a load of its own against real processes: up to 5 minutes.
describe('ingest log: crash safety with real processes (redis-server with AOF, PostgreSQL, chdb)', {
  timeout: 300_000,
}, () => {
  const prefix = `log-crash-${randomBytes(6).toString('hex')}:`;
  const orgs = ['crash', 'outage', 'backlog', 'producer'].map(
    (s) => `${s}-${randomBytes(3).toString('hex')}`,
  );
  const keys: Record<string, string> = {};
  const done: string[] = [];
  let db: TestDatabase;
  let redisDir: string;
  let redisPort: number;
  let redisProc: Proc | undefined;
  let dataDir: string;
  let edgeDir: string;
  let main: Service | undefined;
  let edge: Service | undefined;

  const redisUrl = () => `redis://127.0.0.1:${redisPort}`;

  async function startRedis(): Promise<void> {
    redisProc = spawnProc(
      'redis-server',
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        redisDir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
      ],
      process.env,
    );
    await waitFor(redisProc, /Ready to accept connections/, 'redis-server');
  }

  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
    const e: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl(),
      REDIS_KEY_PREFIX: prefix,
      DATA_DIR: dataDir,
      ...LOAD_SERVICE_ENV,
      INGEST_LOG: 'redis',
      DRAIN_MAX_MS: '300',
      DRAIN_CLAIM_TIMEOUT_MS: '2000',
      ROLLUP_INTERVAL_MS: '500',
      ...extra,
    };
    delete e.CLICKHOUSE_URL;
    return e;
  };
  const edgeEnv = (extra: Record<string, string> = {}) => env({ DATA_DIR: edgeDir, ...extra });

  const api = (org: string) => apiOf(() => main!.apiUrl!, keys[org]!);
  const setUpOrganization = (org: string) => setUp(api(org));

  /** Usage of `org` as sent, once drained; then `org` joins the final check of the raw table and rollups. */
  async function checkStored(org: string): Promise<void> {
    const redis = connectRedis(redisUrl());
    try {
      await waitForDrained(redis, prefix, 60_000);
    } finally {
      redis.disconnect();
    }
    expect(await usageTotals(api(org))).toEqual({ sum: BigInt(sum1toN(EVENTS)), count: BigInt(EVENTS) });
    done.push(org);
  }

  /** The organization of scenario `i`, its customers and meter made through `main` (started unless it runs). */
  async function openScenario(i: number): Promise<string> {
    const org = orgs[i]!;
    main ??= await startBilling('all', env());
    await setUpOrganization(org);
    return org;
  }

  beforeAll(async () => {
    db = await createTestPostgres();
    redisDir = await mkdtemp(join(tmpdir(), 'billing-log-redis-'));
    dataDir = await mkdtemp(join(tmpdir(), 'billing-log-crash-'));
    edgeDir = await mkdtemp(join(tmpdir(), 'billing-log-edge-'));
    redisPort = await freePort();
    await startRedis();
    const system = { sql: db.sql, clock: systemClock };
    for (const id of orgs) {
      await createOrganization(system, { id, displayName: id });
      keys[id] = (await createApiKey(system, { organization: id, permissions: ['*'] })).secret;
    }
  });

  afterAll(async () => {
    for (const proc of [edge, main, redisProc]) if (proc) await kill(proc);
    await db?.close();
    for (const dir of [redisDir, dataDir, edgeDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('SIGKILL of the edge under load and of the drainer between insert and acknowledgement', async () => {
    const org = orgs[0]!;
    // Batches of at most 100 events: the third insert comes whatever the load's pace (with 100,000 a fast load
    // could fit in two batches, and the drainer would never reach its fault).
    main = await startBilling('all', env({ DRAIN_FAULT_AFTER_INSERTS: '3', DRAIN_MAX_EVENTS: '100' }));
    await setUpOrganization(org);
    edge = await startBilling('ingest', edgeEnv());
    const load = new Load(org, keys[org]!, () => edge!.ingestUrl).start();
    // The drainer dies by itself after its third insert, before acknowledging it.
    const drainerDied = main.exited.then(async (exit) => {
      // Nothing else kills it: this SIGKILL is the fault injection's (its log line may not reach the pipe).
      expect(exit.signal).toBe('SIGKILL');
      main = await startBilling('all', env());
    });
    const kills = await killUnderLoad(load, async () => {
      await kill(edge!);
      edge = await startBilling('ingest', edgeEnv());
    });
    await load.finish('crash', { kills });
    await drainerDied;
    expect(kills.length).toBe(2);
    await checkStored(org);
    // The batch inserted before the kill was inserted again by the restarted drainer, under the same token.
    expect(main!.output()).toContain('taking over a batch of a dead drainer');
  });

  it('Redis killed and restarted from its AOF under load: 503 meanwhile, nothing acknowledged lost', async () => {
    const org = await openScenario(1);
    const load = new Load(org, keys[org]!, () => edge!.ingestUrl).start();
    await until(() => load.resolved >= EVENTS * 0.3 || load.finished, 120_000, 'progress');
    expect(load.finished).toBe(false);
    await kill(redisProc!);
    const before = load.http.get('503') ?? 0;
    // Requests keep coming while Redis is down: each is answered 503.
    await until(() => (load.http.get('503') ?? 0) >= before + 5, 60_000, 'refusals during the outage');
    await startRedis();
    await load.finish('redis-restart');
    await checkStored(org);
  });

  it('back-pressure: with no drainer the edge refuses at INGEST_MAX_BACKLOG; a drainer drains it', async () => {
    const org = await openScenario(2);
    // The only drainer is in `main`: stopping it stops draining.
    await stop(main!);
    main = undefined;
    const limit = 500;
    await kill(edge!);
    edge = await startBilling('ingest', edgeEnv({ INGEST_MAX_BACKLOG: String(limit) }));
    const redis = connectRedis(redisUrl());
    try {
      const load = new Load(org, keys[org]!, () => edge!.ingestUrl).start();
      await until(() => (load.http.get('503') ?? 0) >= 20, 60_000, 'refusals at the limit');
      const backlog = Number(await redis.get(logKeys(prefix).backlog));
      expect(backlog).toBeLessThanOrEqual(limit);
      expect(load.resolved).toBeLessThanOrEqual(limit);
      // Memory bounded: the stream holds no more than the limit's events (one entry per request).
      expect(await redis.xlen(logKeys(prefix).stream)).toBeLessThanOrEqual(limit / BATCH + 1);
      main = await startBilling('all', env());
      await load.finish('backlog', { backlog });
      await checkStored(org);
    } finally {
      redis.disconnect();
    }
  });

  it('the producer SDK through back-pressure: retries the 503s, delivers every event exactly once', async () => {
    const org = await openScenario(3);
    // No drainer: the only one is in `main`.
    await stop(main!);
    main = undefined;
    const limit = 500;
    if (edge) await kill(edge);
    edge = await startBilling('ingest', edgeEnv({ INGEST_MAX_BACKLOG: String(limit) }));
    const redis = connectRedis(redisUrl());
    const http = new Map<string, number>();
    let settled = 0;
    const producer = createProducer({
      ingestUrl: edge.ingestUrl,
      apiKey: keys[org]!,
      maxBatchEvents: BATCH,
      initialBackoffMs: 20,
      maxBackoffMs: 500,
      onResult: () => settled++,
      onError: () => settled++,
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        const seen = `${response.status}${response.headers.has('retry-after') ? ' retry-after' : ''}`;
        http.set(seen, (http.get(seen) ?? 0) + 1);
        return response;
      },
    });
    try {
      const answers: Array<Promise<IngestResult>> = [];
      for (let i = 0; i < EVENTS; i++) {
        answers.push(
          producer.ingest({
            eventId: `${org}-${i + 1}`,
            customer: `customers/c${(i % CUSTOMERS) + 1}`,
            eventType: 'api.call',
            eventTime: EVENT_TIME,
            properties: { n: i + 1 },
          }),
        );
      }
      await until(() => (http.get('503 retry-after') ?? 0) >= 3, 60_000, 'refusals at the limit');
      expect(Number(await redis.get(logKeys(prefix).backlog))).toBeLessThanOrEqual(limit);
      expect(await redis.xlen(logKeys(prefix).stream)).toBeLessThanOrEqual(limit / BATCH + 1);
      // The producer holds what the edge refused: nothing answered beyond the limit, nothing dropped.
      expect(settled).toBeLessThanOrEqual(limit);
      expect(producer.size).toBe(EVENTS - settled);
      main = await startBilling('all', env());
      await producer.flush();
      const results = await Promise.all(answers);
      console.log(JSON.stringify({ scenario: 'producer', http: Object.fromEntries(http) }));
      // Refused requests claimed nothing, and no answer was lost: every event ACCEPTED, once.
      expect(results.map((r) => r.status)).toEqual(answers.map(() => 'ACCEPTED'));
      expect(new Set(results.map((r) => r.eventId)).size).toBe(EVENTS);
      expect(http.get('503') ?? 0).toBe(0);
      await checkStored(org);
    } finally {
      await producer.close({ timeoutMs: 1_000 });
      redis.disconnect();
    }
  });

  it('stores every event exactly once: raw rows and rollups (chdb opened after the service exited)', {
    timeout: 120_000,
  }, async () => {
    if (edge) await stop(edge);
    edge = undefined;
    if (main) await stop(main);
    main = undefined;
    await expectStoredOnce(dataDir, done);
    expect(done.length).toBe(orgs.length);
  });
});

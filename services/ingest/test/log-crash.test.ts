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
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProducer, type IngestResult } from '@billing/client';
import { systemClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createApiKey, createOrganization } from '@billing/domain';
import { openEventStore, refreshRollups } from '@billing/events';
import { connectRedis, logKeys, waitForDrained } from '@billing/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const EVENTS = 2000;
const BATCH = 50;
const SENDERS = 4;
const CUSTOMERS = 3;
const EVENT_TIME = new Date(Date.now() - 60_000).toISOString();
/** The whole UTC hour of EVENT_TIME and the next: GET /usage over it reads rollups once they exist. */
const HOUR_START = new Date(Math.floor(Date.parse(EVENT_TIME) / 3_600_000) * 3_600_000);
const PERIOD_END = new Date(HOUR_START.getTime() + 2 * 3_600_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Processes

interface Proc {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

function spawnProc(command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 400_000) output = output.slice(-200_000);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

async function waitFor(proc: Proc, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const match = pattern.exec(proc.output());
    if (match) return match;
    if (Date.now() > deadline || proc.child.exitCode !== null || proc.child.signalCode !== null) {
      proc.child.kill('SIGKILL');
      throw new Error(`${what} did not start:\n${proc.output().slice(-5000)}`);
    }
    await sleep(20);
  }
}

interface Service extends Proc {
  ingestUrl: string;
  apiUrl?: string;
}

async function startBilling(role: 'all' | 'ingest', env: NodeJS.ProcessEnv): Promise<Service> {
  const proc = spawnProc(
    process.execPath,
    ['--import', 'tsx', join(REPO, 'packages/cli/src/main.ts'), 'start', role],
    env,
  );
  const ingest = await waitFor(proc, /"port":(\d+),"msg":"ingest edge listening"/, `billing start ${role}`);
  const service: Service = { ...proc, ingestUrl: `http://127.0.0.1:${ingest[1]}` };
  if (role === 'all') {
    const api = await waitFor(proc, /"port":(\d+),"msg":"api listening"/, 'the api');
    await waitFor(proc, /"msg":"drainer started"/, 'the drainer');
    service.apiUrl = `http://127.0.0.1:${api[1]}`;
  }
  return service;
}

async function kill(proc: Proc): Promise<void> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
  await proc.exited;
}

async function stop(proc: Proc): Promise<void> {
  proc.child.kill('SIGTERM');
  const result = await Promise.race([proc.exited, sleep(30_000).then(() => 'timeout' as const)]);
  if (result === 'timeout') {
    proc.child.kill('SIGKILL');
    throw new Error(`did not stop on SIGTERM:\n${proc.output().slice(-5000)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Load

interface Tracked {
  payload: {
    eventId: string;
    customer: string;
    eventType: string;
    eventTime: string;
    properties: { n: number };
  };
  lost: number;
  statuses: string[];
  done: boolean;
}

class Load {
  readonly events: Tracked[];
  resolved = 0;
  finished = false;
  readonly unexpected: string[] = [];
  readonly http = new Map<string, number>();

  constructor(
    prefix: string,
    private readonly key: string,
    private readonly url: () => string,
  ) {
    this.events = Array.from({ length: EVENTS }, (_, i) => ({
      payload: {
        eventId: `${prefix}-${i + 1}`,
        customer: `customers/c${(i % CUSTOMERS) + 1}`,
        eventType: 'api.call',
        eventTime: EVENT_TIME,
        properties: { n: i + 1 },
      },
      lost: 0,
      statuses: [],
      done: false,
    }));
  }

  private count(what: string) {
    this.http.set(what, (this.http.get(what) ?? 0) + 1);
  }

  async run(deadlineMs: number): Promise<void> {
    const batches: Tracked[][] = [];
    for (let i = 0; i < this.events.length; i += BATCH) batches.push(this.events.slice(i, i + BATCH));
    const deadline = Date.now() + deadlineMs;
    const sender = async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        let pending = batch;
        while (pending.length > 0) {
          if (Date.now() > deadline) throw new Error(`events pending at the deadline: ${pending.length}`);
          let status: number | undefined;
          let text = '';
          try {
            const response = await fetch(`${this.url()}/v1/usageEvents:batchIngest`, {
              method: 'POST',
              headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json' },
              body: JSON.stringify({ events: pending.map((e) => e.payload) }),
              // Far above any answer of a live edge: reaching it means the edge hung.
              signal: AbortSignal.timeout(20_000),
            });
            status = response.status;
            text = await response.text();
          } catch (error) {
            if (String(error).includes('TimeoutError')) this.unexpected.push('a request hung');
          }
          if (status !== 200) {
            this.count(status === undefined ? 'no response' : String(status));
            if (status !== undefined && status !== 503)
              this.unexpected.push(`HTTP ${status}: ${text.slice(0, 300)}`);
            for (const e of pending) e.lost += 1;
            await sleep(randomInt(50, 200));
            continue;
          }
          this.count('200');
          const results = (JSON.parse(text) as { results: Array<{ status: string; errorCode: string }> })
            .results;
          const again: Tracked[] = [];
          pending.forEach((e, i) => {
            const r = results[i]!;
            e.statuses.push(r.status === 'REJECTED' ? `REJECTED:${r.errorCode}` : r.status);
            if (r.status === 'ACCEPTED' || r.status === 'DUPLICATE') {
              e.done = true;
              this.resolved += 1;
            } else if (r.errorCode === 'UNAVAILABLE') again.push(e);
            else this.unexpected.push(`${e.payload.eventId}: ${JSON.stringify(r)}`);
          });
          pending = again;
          if (pending.length > 0) await sleep(randomInt(50, 200));
        }
        await sleep(randomInt(0, 20));
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    this.finished = true;
  }

  check(): void {
    expect(this.unexpected).toEqual([]);
    for (const e of this.events) {
      const final = e.statuses.at(-1);
      expect(final === 'ACCEPTED' || final === 'DUPLICATE', `${e.payload.eventId}: ${e.statuses}`).toBe(true);
      expect(e.statuses.filter((s) => s === 'ACCEPTED').length, e.payload.eventId).toBeLessThanOrEqual(1);
      if (final === 'DUPLICATE') expect(e.lost, `${e.payload.eventId}: false DUPLICATE`).toBeGreaterThan(0);
    }
  }

  summary() {
    return { resolved: this.resolved, http: Object.fromEntries(this.http) };
  }
}

// ---------------------------------------------------------------------------------------------------------

const sum1toN = (n: number) => (n * (n + 1)) / 2;

describe('ingest log: crash safety with real processes (redis-server with AOF, PostgreSQL, chdb)', () => {
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
      PORT: '0',
      INGEST_PORT: '0',
      WORKER_PORT: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_SECOND: '1000000',
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

  const api = async (method: string, path: string, org: string, body?: unknown) => {
    const response = await fetch(`${main!.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${keys[org]}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  async function setUpOrganization(org: string): Promise<void> {
    for (let c = 1; c <= CUSTOMERS; c++) {
      expect((await api('POST', `/v1/customers?customerId=c${c}`, org, {})).status).toBe(200);
    }
    for (const [id, aggregation] of [
      ['calls-sum', 'SUM'],
      ['calls-count', 'COUNT'],
    ] as const) {
      const meter = { displayName: id, eventType: 'api.call', aggregation, valueProperty: 'n' };
      const res = await api('POST', `/v1/meters?meterId=${id}`, org, meter);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }

  /** SUM of n and COUNT over every customer, through GET /usage (after the log is drained). */
  async function usageTotals(org: string): Promise<{ sum: bigint; count: bigint }> {
    let sum = 0n;
    let count = 0n;
    for (let c = 1; c <= CUSTOMERS; c++) {
      const qs = new URLSearchParams({
        'period.startTime': HOUR_START.toISOString(),
        'period.endTime': PERIOD_END.toISOString(),
      });
      const res = await api('GET', `/v1/customers/c${c}/usage?${qs}`, org);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const row of res.body.usage as Array<{ meter: string; quantity: { value: string } }>) {
        if (row.meter === 'meters/calls-sum') sum += BigInt(row.quantity.value);
        if (row.meter === 'meters/calls-count') count += BigInt(row.quantity.value);
      }
    }
    return { sum, count };
  }

  async function checkUsage(org: string): Promise<void> {
    const redis = connectRedis(redisUrl());
    try {
      await waitForDrained(redis, prefix, 60_000);
    } finally {
      redis.disconnect();
    }
    expect(await usageTotals(org)).toEqual({ sum: BigInt(sum1toN(EVENTS)), count: BigInt(EVENTS) });
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

  it('SIGKILL of the edge under load and of the drainer between insert and acknowledgement', {
    timeout: 300_000,
  }, async () => {
    const org = orgs[0]!;
    main = await startBilling('all', env({ DRAIN_FAULT_AFTER_INSERTS: '3' }));
    await setUpOrganization(org);
    edge = await startBilling('ingest', edgeEnv());
    const load = new Load(org, keys[org]!, () => edge!.ingestUrl);
    const running = load.run(240_000);
    running.catch(() => {});
    // The drainer dies by itself after its third insert, before acknowledging it.
    const drainerDied = main.exited.then(async (exit) => {
      // Nothing else kills it: this SIGKILL is the fault injection's (its log line may not reach the pipe).
      expect(exit.signal).toBe('SIGKILL');
      main = await startBilling('all', env());
    });
    const kills: number[] = [];
    for (const share of [0.3, 0.6]) {
      await until(() => load.resolved >= EVENTS * share || load.finished, 120_000, 'progress');
      if (load.finished) break;
      await sleep(randomInt(0, 100));
      kills.push(load.resolved);
      await kill(edge);
      edge = await startBilling('ingest', edgeEnv());
    }
    await running;
    await drainerDied;
    console.log(JSON.stringify({ scenario: 'crash', kills, ...load.summary() }));
    expect(kills.length).toBe(2);
    load.check();
    await checkUsage(org);
    // The batch inserted before the kill was inserted again by the restarted drainer, under the same token.
    expect(main!.output()).toContain('taking over a batch of a dead drainer');
    done.push(org);
  });

  it('Redis killed and restarted from its AOF under load: 503 meanwhile, nothing acknowledged lost', {
    timeout: 300_000,
  }, async () => {
    const org = orgs[1]!;
    main ??= await startBilling('all', env());
    await setUpOrganization(org);
    const load = new Load(org, keys[org]!, () => edge!.ingestUrl);
    const running = load.run(240_000);
    running.catch(() => {});
    await until(() => load.resolved >= EVENTS * 0.3 || load.finished, 120_000, 'progress');
    expect(load.finished).toBe(false);
    await kill(redisProc!);
    const before = load.http.get('503') ?? 0;
    // Requests keep coming while Redis is down: each is answered 503.
    await until(() => (load.http.get('503') ?? 0) >= before + 5, 60_000, 'refusals during the outage');
    await startRedis();
    await running;
    console.log(JSON.stringify({ scenario: 'redis-restart', ...load.summary() }));
    load.check();
    await checkUsage(org);
    done.push(org);
  });

  it('back-pressure: with no drainer the edge refuses at INGEST_MAX_BACKLOG; a drainer drains it', {
    timeout: 300_000,
  }, async () => {
    const org = orgs[2]!;
    main ??= await startBilling('all', env());
    await setUpOrganization(org);
    // The only drainer is in `main`: stopping it stops draining.
    await stop(main);
    main = undefined;
    const limit = 500;
    await kill(edge!);
    edge = await startBilling('ingest', edgeEnv({ INGEST_MAX_BACKLOG: String(limit) }));
    const redis = connectRedis(redisUrl());
    try {
      const load = new Load(org, keys[org]!, () => edge!.ingestUrl);
      const running = load.run(240_000);
      running.catch(() => {});
      await until(() => (load.http.get('503') ?? 0) >= 20, 60_000, 'refusals at the limit');
      const backlog = Number(await redis.get(logKeys(prefix).backlog));
      expect(backlog).toBeLessThanOrEqual(limit);
      expect(load.resolved).toBeLessThanOrEqual(limit);
      // Memory bounded: the stream holds no more than the limit's events (one entry per request).
      expect(await redis.xlen(logKeys(prefix).stream)).toBeLessThanOrEqual(limit / BATCH + 1);
      main = await startBilling('all', env());
      await running;
      console.log(JSON.stringify({ scenario: 'backlog', backlog, ...load.summary() }));
      load.check();
      await checkUsage(org);
      done.push(org);
    } finally {
      redis.disconnect();
    }
  });

  it('the producer SDK through back-pressure: retries the 503s, delivers every event exactly once', {
    timeout: 300_000,
  }, async () => {
    const org = orgs[3]!;
    main ??= await startBilling('all', env());
    await setUpOrganization(org);
    // No drainer: the only one is in `main`.
    await stop(main);
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
      await checkUsage(org);
      done.push(org);
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
    const store = await openEventStore({ url: undefined, dataDir });
    try {
      for (const org of done) {
        const query = async (sql: string) => {
          const result = await store.client.query({
            query: sql,
            query_params: { org },
            format: 'JSONEachRow',
          });
          return (await result.json<Record<string, string>>())[0]!;
        };
        // Rows, not distinct ids: a range inserted twice would show here.
        const raw = await query(`SELECT toString(count()) AS rows, toString(uniqExact(event_id)) AS events,
            toString(sum(JSONExtractInt(properties, 'n'))) AS total
          FROM usage_events WHERE organization_id = {org:String}`);
        expect(raw, org).toEqual({
          rows: String(EVENTS),
          events: String(EVENTS),
          total: String(sum1toN(EVENTS)),
        });
        // A pass of the worker's own rollup code up to now (the service's loop may not have reached the last
        // inserts), then the latest generation of each hourly bucket of the COUNT meter.
        await refreshRollups(
          store.client,
          org,
          { meterId: 'calls-count', eventType: 'api.call', valueProperty: '', groupKeys: [], unique: false },
          { lagMs: 0 },
        );
        const rollup = await query(`SELECT toString(sum(event_count)) AS counted FROM usage_rollups
          WHERE organization_id = {org:String} AND meter_id = 'calls-count' AND marker = 0
            AND (customer_id, hour, generation) IN (
              SELECT customer_id, hour, max(generation) FROM usage_rollups
              WHERE organization_id = {org:String} AND meter_id = 'calls-count' GROUP BY customer_id, hour)`);
        console.log(JSON.stringify({ org, ...raw, ...rollup }));
        expect(rollup.counted, org).toBe(String(EVENTS));
      }
      expect(done.length).toBe(orgs.length);
    } finally {
      await store.close();
    }
  });
});

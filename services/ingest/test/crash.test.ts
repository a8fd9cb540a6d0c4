/**
 * Crash safety of the ingest edge on the topology of docs/architecture.md: one `billing start` process with real
 * PostgreSQL (a fresh database), real Redis (a fresh key prefix, deleted afterwards) and chdb in a temporary
 * data directory.
 *
 * 1. A load generator sends numbered events (`properties: {n}`) while the process is killed with SIGKILL at
 *    random moments and restarted (plus one graceful SIGTERM restart under load); every event whose response
 *    was lost or came back REJECTED UNAVAILABLE is sent again with the same payload until it is ACCEPTED or
 *    DUPLICATE. A DUPLICATE is only allowed after a lost response (never a false DUPLICATE), and replaying
 *    every event at the end gives DUPLICATE for all (never a second ACCEPTED).
 * 2. Redis loses every key of the prefix in the middle of a run; afterwards a stored event sent again with a
 *    different payload is REJECTED ALREADY_EXISTS and with the same payload DUPLICATE (the edge asks
 *    ClickHouse when Redis lost its keys).
 *
 * Both runs share the data directory (chdb allows one directory per process, and this process opens it once the
 * service has exited) and use one organization each. The last test opens chdb here and checks that every event
 * is stored and counted exactly once.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAY_MS, systemClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createApiKey, createOrganization } from '@billing/domain';
import { openEventStore } from '@billing/events';
import { connectRedis, readClaim } from '@billing/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysWithPrefix } from '../../../test/tools/redis-prefix.ts';
import { type ServiceProcess, serviceEnv, startServiceProcess } from '../../../test/tools/service-process.ts';
import { kill, sleep, stop, sum1toN, until } from './real-processes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const EVENTS = 3000;
const BATCH = 50;
const SENDERS = 6;
const CUSTOMERS = 5;
/** Kills during the crash run (at least 3); more widen the coverage of the crash windows, 4 s of restart each. */
const KILLS = Math.max(3, Number(process.env.CRASH_TEST_KILLS ?? 5));
/** Every event of a run carries this time (inside the accepted range), so a retry is the same payload. */
const EVENT_TIME = new Date(Date.now() - 60_000).toISOString();

// ---------------------------------------------------------------------------------------------------------
// The service process

/** SIGTERM: the edge stops taking requests and writes what it buffered; the process exits 0. */
async function stopService(service: ServiceProcess): Promise<void> {
  expect(await stop(service), service.output().slice(-5000)).toEqual({ code: 0, signal: null });
}

async function createCustomers(service: ServiceProcess, key: string): Promise<void> {
  for (let c = 1; c <= CUSTOMERS; c++) {
    const response = await fetch(`${service.apiUrl}/v1/customers?customerId=c${c}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status, await response.text()).toBe(200);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The load generator

interface EventPayload {
  eventId: string;
  customer: string;
  eventType: string;
  eventTime: string;
  properties: { n: number };
}

interface Tracked {
  payload: EventPayload;
  attempts: number;
  /** Attempts whose outcome is unknown: no response, or a response that is not per-event results. */
  lost: number;
  /** Every per-event status received, in order (`REJECTED:CODE` for rejections). */
  statuses: string[];
  done: boolean;
}

function numberedEvents(prefix: string, count: number): EventPayload[] {
  return Array.from({ length: count }, (_, i) => ({
    eventId: `${prefix}-${i + 1}`,
    customer: `customers/c${(i % CUSTOMERS) + 1}`,
    eventType: 'api.call',
    eventTime: EVENT_TIME,
    properties: { n: i + 1 },
  }));
}

interface IngestResultBody {
  eventId: string;
  status: string;
  errorCode: string;
  errorMessage: string;
}

type PostOutcome = { status: number; text: string } | { error: string };

async function postBatch(url: string, key: string, events: readonly EventPayload[]): Promise<PostOutcome> {
  try {
    const response = await fetch(`${url}/v1/usageEvents:batchIngest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { error: String((error as Error)?.cause ?? error) };
  }
}

class LoadGenerator {
  readonly events: Tracked[];
  resolved = 0;
  /** Requests sent and not answered yet. */
  inFlight = 0;
  finished = false;
  /** Responses that were neither per-event results nor a retryable failure. */
  readonly unexpected: string[] = [];
  readonly httpStatuses = new Map<string, number>();

  constructor(
    payloads: EventPayload[],
    private readonly key: string,
    private readonly url: () => string,
  ) {
    this.events = payloads.map((payload) => ({ payload, attempts: 0, lost: 0, statuses: [], done: false }));
  }

  private count(what: string) {
    this.httpStatuses.set(what, (this.httpStatuses.get(what) ?? 0) + 1);
  }

  async run(deadlineMs: number): Promise<void> {
    const batches: Tracked[][] = [];
    for (let i = 0; i < this.events.length; i += BATCH) batches.push(this.events.slice(i, i + BATCH));
    const deadline = Date.now() + deadlineMs;
    const sender = async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        await this.sendUntilDone(batch, deadline);
        // A little pacing, so the run spans the random kills.
        await sleep(randomInt(0, 30));
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    this.finished = true;
  }

  private async sendUntilDone(batch: Tracked[], deadline: number): Promise<void> {
    let pending = batch;
    while (pending.length > 0) {
      if (Date.now() > deadline) throw new Error(`events still pending at the deadline: ${pending.length}`);
      for (const e of pending) e.attempts += 1;
      this.inFlight += 1;
      const outcome = await postBatch(
        this.url(),
        this.key,
        pending.map((e) => e.payload),
      );
      this.inFlight -= 1;
      if ('error' in outcome || outcome.status !== 200) {
        // No per-event results: the outcome of every event is unknown; send them all again.
        this.count('error' in outcome ? 'no response' : String(outcome.status));
        if (
          !('error' in outcome) &&
          outcome.status !== 503 &&
          outcome.status !== 429 &&
          outcome.status < 500
        ) {
          this.unexpected.push(`HTTP ${outcome.status}: ${outcome.text.slice(0, 300)}`);
        }
        for (const e of pending) e.lost += 1;
        await sleep(randomInt(50, 200));
        continue;
      }
      this.count('200');
      const results = (JSON.parse(outcome.text) as { results: IngestResultBody[] }).results;
      const again: Tracked[] = [];
      pending.forEach((e, i) => {
        const result = results[i]!;
        if (result.eventId !== e.payload.eventId) {
          this.unexpected.push(`result ${i} is for ${result.eventId}, not ${e.payload.eventId}`);
        }
        e.statuses.push(result.status === 'REJECTED' ? `REJECTED:${result.errorCode}` : result.status);
        if (result.status === 'ACCEPTED' || result.status === 'DUPLICATE') {
          e.done = true;
          this.resolved += 1;
        } else if (result.status === 'REJECTED' && result.errorCode === 'UNAVAILABLE') {
          again.push(e);
        } else {
          this.unexpected.push(`${e.payload.eventId}: ${JSON.stringify(result)}`);
          e.done = true;
          this.resolved += 1;
        }
      });
      pending = again;
      if (pending.length > 0) await sleep(randomInt(50, 200));
    }
  }

  /**
   * Sends every event once more, as a client replaying its log would: each must now be DUPLICATE (a second
   * ACCEPTED would mean the edge forgot a stored event). Returns the count of each result.
   */
  async resendAll(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (let i = 0; i < this.events.length; i += BATCH) {
      const batch = this.events.slice(i, i + BATCH).map((e) => e.payload);
      const outcome = await postBatch(this.url(), this.key, batch);
      if ('error' in outcome || outcome.status !== 200) {
        const what = 'error' in outcome ? outcome.error : `HTTP ${outcome.status}`;
        counts[what] = (counts[what] ?? 0) + batch.length;
        continue;
      }
      for (const r of (JSON.parse(outcome.text) as { results: IngestResultBody[] }).results) {
        const what = r.status === 'REJECTED' ? `REJECTED:${r.errorCode}` : r.status;
        counts[what] = (counts[what] ?? 0) + 1;
      }
    }
    return counts;
  }

  /** Response-level invariants: what a client saw must be consistent with "stored exactly once". */
  checkResponses(): void {
    expect(this.unexpected).toEqual([]);
    const notDone = this.events.filter((e) => !e.done).map((e) => e.payload.eventId);
    expect(notDone).toEqual([]);
    for (const e of this.events) {
      const accepted = e.statuses.filter((s) => s === 'ACCEPTED').length;
      const final = e.statuses.at(-1);
      // Exactly one terminal answer, and it is the last one (ACCEPTED and DUPLICATE are never sent again).
      expect(final === 'ACCEPTED' || final === 'DUPLICATE', `${e.payload.eventId}: ${e.statuses}`).toBe(true);
      expect(accepted, `${e.payload.eventId} ACCEPTED twice: ${e.statuses}`).toBeLessThanOrEqual(1);
      // DUPLICATE means "stored before": only possible when an earlier attempt's response was lost
      // (a claim whose storage failed must never turn a retry into a false DUPLICATE).
      if (final === 'DUPLICATE') {
        expect(
          e.lost,
          `${e.payload.eventId} DUPLICATE without a lost attempt: ${e.statuses}`,
        ).toBeGreaterThan(0);
      }
    }
  }

  summary() {
    const byFinal = { ACCEPTED: 0, DUPLICATE: 0 };
    let unavailable = 0;
    let retried = 0;
    for (const e of this.events) {
      const final = e.statuses.at(-1);
      if (final === 'ACCEPTED' || final === 'DUPLICATE') byFinal[final] += 1;
      unavailable += e.statuses.filter((s) => s === 'REJECTED:UNAVAILABLE').length;
      if (e.attempts > 1) retried += 1;
    }
    return {
      ...byFinal,
      unavailableResults: unavailable,
      retriedEvents: retried,
      http: Object.fromEntries(this.httpStatuses),
    };
  }
}

// ---------------------------------------------------------------------------------------------------------

describe('ingest edge: crash safety (PostgreSQL + Redis + chdb in one process)', () => {
  const prefix = `crash-test-${randomBytes(6).toString('hex')}:`;
  const orgs = { crash: 'crash-org', flush: 'flush-org' } as const;
  const keys: Record<string, string> = {};
  /** Organizations whose run finished, with the number of events sent. */
  const expected = new Map<string, number>();
  let db: TestDatabase;
  let redis: ReturnType<typeof connectRedis>;
  let dataDir: string;
  let running: ServiceProcess | undefined;

  const env = (): NodeJS.ProcessEnv =>
    serviceEnv(
      { databaseUrl: db.url, redisUrl: REDIS_URL, redisKeyPrefix: prefix, dataDir },
      {
        DEDUP_STALE_CLAIM_MS: '1000',
        // The synchronous path, whose group commits to chdb this test kills around (file-log-crash.test.ts is
        // the file log's, the default without CLICKHOUSE_URL).
        INGEST_LOG: 'buffer',
        // Shorter than the default 50 ms: more group commits a second, so more kills land around an insert.
        INGEST_FLUSH_MS: process.env.INGEST_FLUSH_MS ?? '10',
      },
    );

  /** Deletes every key of the prefix at once, as a FLUSHDB would (one script: nothing runs in between). */
  const flushPrefix = () => deleteKeysWithPrefix(redis, prefix);

  beforeAll(async () => {
    db = await createTestPostgres();
    redis = connectRedis(REDIS_URL);
    dataDir = await mkdtemp(join(tmpdir(), 'billing-crash-'));
    const system = { sql: db.sql, clock: systemClock };
    for (const id of Object.values(orgs)) {
      await createOrganization(system, { id, displayName: id });
      keys[id] = (await createApiKey(system, { organization: id, permissions: ['*'] })).secret;
    }
  });

  afterAll(async () => {
    if (running) await kill(running);
    await flushPrefix().catch(() => {});
    await redis?.quit();
    await db?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('SIGKILL at random moments and restarts: retried events are stored once', {
    timeout: 40_000 + KILLS * 20_000,
  }, async () => {
    const org = orgs.crash;
    running = await startServiceProcess(env());
    await createCustomers(running, keys[org]!);
    const generator = new LoadGenerator(
      numberedEvents('crash', EVENTS),
      keys[org]!,
      () => running!.ingestUrl,
    );
    const load = generator.run(30_000 + KILLS * 15_000);
    load.catch(() => {});
    const restarts: Array<{ signal: string; resolved: number; inFlight: number; restartMs: number }> = [];
    // Kills at random points of progress (and a random delay after each), each followed by a restart; one
    // more restart in the middle is graceful (SIGTERM under load).
    const signals: NodeJS.Signals[] = Array.from({ length: KILLS }, () => 'SIGKILL');
    signals.splice(Math.floor(KILLS / 2), 0, 'SIGTERM');
    const step = 0.8 / signals.length;
    for (const [k, signal] of signals.entries()) {
      const threshold = Math.floor(EVENTS * (0.05 + k * step + Math.random() * step * 0.5));
      await until(() => generator.resolved >= threshold || generator.finished, 60_000, 'progress');
      if (generator.finished) break;
      await sleep(randomInt(0, 150));
      const at = { signal, resolved: generator.resolved, inFlight: generator.inFlight };
      if (signal === 'SIGKILL') await kill(running);
      else await stopService(running);
      const started = Date.now();
      running = await startServiceProcess(env());
      restarts.push({ ...at, restartMs: Date.now() - started });
    }
    await load.catch((error: unknown) => {
      throw new Error(`${error}\nlast service output:\n${running?.output().slice(-5000)}`);
    });
    const replay = await generator.resendAll();
    await stopService(running);
    running = undefined;
    console.log(JSON.stringify({ scenario: 'crash', restarts, ...generator.summary(), replay }));
    expect(restarts.filter((r) => r.signal === 'SIGKILL').length).toBeGreaterThanOrEqual(3);
    generator.checkResponses();
    expect(replay).toEqual({ DUPLICATE: EVENTS });
    expected.set(org, EVENTS);
  });

  it('Redis loses its keys in the middle of a run: nothing counted twice, changed payloads refused', {
    timeout: 90_000,
  }, async () => {
    const org = orgs.flush;
    const key = keys[org]!;
    running = await startServiceProcess(env());
    await createCustomers(running, key);
    const payloads = numberedEvents('flush', EVENTS);
    const generator = new LoadGenerator(payloads, key, () => running!.ingestUrl);
    const load = generator.run(60_000);
    load.catch(() => {});
    const flushes: Array<{ resolved: number; keys: number }> = [];
    let storedBeforeFlush: number[] = [];
    for (const from of [0.3, 0.65]) {
      const threshold = Math.floor(EVENTS * (from + Math.random() * 0.1));
      await until(() => generator.resolved >= threshold || generator.finished, 60_000, 'progress');
      if (generator.finished) break;
      await sleep(randomInt(0, 50));
      const resolved = generator.resolved;
      if (flushes.length === 0) {
        storedBeforeFlush = generator.events.flatMap((e, i) => (e.done ? [i] : []));
      }
      flushes.push({ resolved, keys: await flushPrefix() });
    }
    await load.catch((error: unknown) => {
      throw new Error(`${error}\nlast service output:\n${running?.output().slice(-5000)}`);
    });
    console.log(JSON.stringify({ scenario: 'flush', flushes, ...generator.summary() }));
    expect(flushes.length).toBe(2);
    generator.checkResponses();
    // No attempt was lost, so every event was ACCEPTED on its first terminal answer.
    expect(generator.summary().DUPLICATE).toBe(0);

    // Events answered before the first flush: their keys are gone from Redis, so the edge must ask ClickHouse.
    const sample = storedBeforeFlush.sort(() => Math.random() - 0.5).slice(0, 100);
    expect(sample.length).toBe(100);
    const changed = sample.slice(0, 50).map((i) => ({
      ...payloads[i]!,
      properties: { n: payloads[i]!.properties.n + 1_000_000 },
    }));
    const same = sample.slice(50).map((i) => payloads[i]!);
    for (const e of [...changed, ...same]) {
      // The claim (packages/redis/src/claims.ts): absent after the flush.
      expect(
        await readClaim(redis, prefix, 35 * DAY_MS, org, e.eventId, systemClock.now().getTime()),
      ).toBeNull();
    }
    const send = async (events: EventPayload[]) => {
      const outcome = await postBatch(running!.ingestUrl, key, events);
      expect('status' in outcome && outcome.status).toBe(200);
      return (JSON.parse((outcome as { text: string }).text) as { results: IngestResultBody[] }).results;
    };
    // Different payload: REJECTED ALREADY_EXISTS (from ClickHouse), and again (now from Redis).
    for (let round = 0; round < 2; round++) {
      const results = await send(changed);
      expect(results.map((r) => `${r.status}:${r.errorCode}`)).toEqual(
        changed.map(() => 'REJECTED:ALREADY_EXISTS'),
      );
    }
    // Same payload: DUPLICATE (from ClickHouse), and again (now from Redis).
    for (let round = 0; round < 2; round++) {
      const results = await send(same);
      expect(results.map((r) => r.status)).toEqual(same.map(() => 'DUPLICATE'));
    }
    // Every event once more: all DUPLICATE, whether Redis still knew it or ClickHouse had to be asked.
    expect(await generator.resendAll()).toEqual({ DUPLICATE: EVENTS });
    await stopService(running);
    running = undefined;
    expected.set(org, EVENTS);
  });

  it('stores and counts every event exactly once (chdb opened after the service exited)', async () => {
    expect(running).toBeUndefined();
    const store = await openEventStore({ url: undefined, dataDir });
    try {
      for (const [org, n] of expected) {
        const query = async (sql: string) => {
          const result = await store.client.query({
            query: sql,
            query_params: { org },
            format: 'JSONEachRow',
          });
          return (await result.json<Record<string, string | number>>())[0]!;
        };
        const perEvent = `SELECT event_id, JSONExtractInt(argMax(properties, version), 'n') AS n
          FROM usage_events WHERE organization_id = {org:String} GROUP BY event_id`;
        const unique = await query(
          'SELECT toString(uniqExact(event_id)) AS u, toString(count()) AS rows FROM usage_events WHERE organization_id = {org:String}',
        );
        const counted = await query(`SELECT toString(count()) AS c FROM (${perEvent})`);
        const sums = await query(
          `SELECT toString(sum(n)) AS s, toString(min(n)) AS lo, toString(max(n)) AS hi,
             toString(countIf(event_id != concat(splitByChar('-', event_id)[1], '-', toString(n)))) AS mismatched
           FROM (${perEvent})`,
        );
        console.log(JSON.stringify({ org, storedRows: unique.rows, uniqueEvents: unique.u }));
        expect(Number(unique.u), org).toBe(n);
        expect(Number(counted.c), org).toBe(n);
        expect(Number(sums.s), org).toBe(sum1toN(n));
        expect([Number(sums.lo), Number(sums.hi), Number(sums.mismatched)], org).toEqual([1, n, 0]);
      }
      expect([...expected.keys()].sort()).toEqual([orgs.crash, orgs.flush].sort());
    } finally {
      await store.close();
    }
  });
});

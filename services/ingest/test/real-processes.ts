/**
 * Real processes for the crash tests of the ingest logs (log-crash.test.ts, file-log-crash.test.ts; crash.test.ts
 * shares the waits and the stops): `billing start` processes and a redis-server spawned and killed, a load of
 * batch requests retried until every event is ACCEPTED or DUPLICATE, and the checks of what an organization
 * stored (GET /usage totals; raw rows and rollups in chdb, opened after the service exited).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEventStore, refreshRollups } from '@billing/events';
import { expect } from 'vitest';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The load of every scenario: events, per request, senders at once, spread over customers c1..c3. */
export const EVENTS = 2000;
export const BATCH = 50;
const SENDERS = 4;
export const CUSTOMERS = 3;
export const EVENT_TIME = new Date(Date.now() - 60_000).toISOString();

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

export function freePort(): Promise<number> {
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

export interface Proc {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

export function spawnProc(command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
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

export async function waitFor(proc: Proc, pattern: RegExp, what: string): Promise<RegExpExecArray> {
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

export interface Service extends Proc {
  ingestUrl: string;
  apiUrl?: string;
}

export async function startBilling(role: 'all' | 'ingest', env: NodeJS.ProcessEnv): Promise<Service> {
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

export async function kill(proc: Proc): Promise<void> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
  await proc.exited;
}

/** Returns how the process exited, for the tests that require a clean exit of a graceful stop. */
export async function stop(proc: Proc): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  proc.child.kill('SIGTERM');
  const result = await Promise.race([proc.exited, sleep(30_000).then(() => 'timeout' as const)]);
  if (result === 'timeout') {
    proc.child.kill('SIGKILL');
    throw new Error(`did not stop on SIGTERM:\n${proc.output().slice(-5000)}`);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Load

export interface Tracked {
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

export class Load {
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

  private running: Promise<void> | undefined;

  /** Runs the load in the background, until `deadlineMs` at most; its failure surfaces in `finish`. */
  start(deadlineMs = 240_000): this {
    this.running = this.run(deadlineMs);
    this.running.catch(() => {});
    return this;
  }

  /** Waits for the started load to end, logs its summary as `scenario` (with `extra`), and checks every event. */
  async finish(scenario: string, extra: Record<string, unknown> = {}): Promise<void> {
    await this.running;
    console.log(JSON.stringify({ scenario, ...extra, ...this.summary() }));
    this.check();
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

/**
 * Kills a process of the service under the load twice, at 30% and 60% of the events resolved, and starts it
 * again each time (`restart` does both); returns how many events were resolved at each kill.
 */
export async function killUnderLoad(load: Load, restart: () => Promise<void>): Promise<number[]> {
  const kills: number[] = [];
  for (const share of [0.3, 0.6]) {
    await until(() => load.resolved >= EVENTS * share || load.finished, 120_000, 'progress');
    if (load.finished) break;
    await sleep(randomInt(0, 100));
    kills.push(load.resolved);
    await restart();
  }
  return kills;
}

/** What every process of these tests runs with: free ports, the logs they read, no rate limit in the load's way. */
export const LOAD_SERVICE_ENV = {
  PORT: '0',
  INGEST_PORT: '0',
  WORKER_PORT: '0',
  LOG_LEVEL: 'info',
  RATE_LIMIT_PER_SECOND: '1000000',
} as const;

export const sum1toN = (n: number) => (n * (n + 1)) / 2;

/** An organization's api, through the api of a running service. */
export function apiOf(apiUrl: () => string, key: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${apiUrl()}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

type Api = ReturnType<typeof apiOf>;

/** The customers of the load and two meters of `n`: its SUM and a COUNT. */
export async function setUpOrganization(api: Api): Promise<void> {
  for (let c = 1; c <= CUSTOMERS; c++) {
    expect((await api('POST', `/v1/customers?customerId=c${c}`, {})).status).toBe(200);
  }
  for (const [id, aggregation] of [
    ['calls-sum', 'SUM'],
    ['calls-count', 'COUNT'],
  ] as const) {
    const meter = { displayName: id, eventType: 'api.call', aggregation, valueProperty: 'n' };
    const res = await api('POST', `/v1/meters?meterId=${id}`, meter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** The whole UTC hour of EVENT_TIME and the next: GET /usage over it reads rollups once they exist. */
const HOUR_START = new Date(Math.floor(Date.parse(EVENT_TIME) / 3_600_000) * 3_600_000);
const PERIOD_END = new Date(HOUR_START.getTime() + 2 * 3_600_000);

/** SUM of n and COUNT over every customer, through GET /usage (once the log is drained). */
export async function usageTotals(api: Api): Promise<{ sum: bigint; count: bigint }> {
  let sum = 0n;
  let count = 0n;
  for (let c = 1; c <= CUSTOMERS; c++) {
    const qs = new URLSearchParams({
      'period.startTime': HOUR_START.toISOString(),
      'period.endTime': PERIOD_END.toISOString(),
    });
    const res = await api('GET', `/v1/customers/c${c}/usage?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const row of res.body.usage as Array<{ meter: string; quantity: { value: string } }>) {
      if (row.meter === 'meters/calls-sum') sum += BigInt(row.quantity.value);
      if (row.meter === 'meters/calls-count') count += BigInt(row.quantity.value);
    }
  }
  return { sum, count };
}

/**
 * Every event of each organization stored exactly once in the chdb of `dataDir` (its service stopped): rows,
 * not only distinct ids (a range inserted twice would show), their sum, and the COUNT meter's rollups.
 */
export async function expectStoredOnce(dataDir: string, orgs: readonly string[]): Promise<void> {
  const store = await openEventStore({ url: undefined, dataDir });
  try {
    for (const org of orgs) {
      const query = async (sql: string) => {
        const result = await store.client.query({ query: sql, query_params: { org }, format: 'JSONEachRow' });
        return (await result.json<Record<string, string>>())[0]!;
      };
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
  } finally {
    await store.close();
  }
}

/**
 * Fairness between organizations (issue 16, docs/limits.md): one organization saturates previews while another
 * ingests and previews; the other's p99 should stay within 2x of its quiet p99. Topology of docs/architecture.md: one
 * `billing start` process (api, ingest edge, worker) with a PostgreSQL server (a fresh database), a Redis server
 * (a fresh key prefix) and chdb in a temporary data directory.
 *
 * - `quiet` organization: `usageEvents:batchIngest` (100 events) on the edge with `--ingest-connections`, and
 *   `charges:preview` of one of its customers with 1 connection, both closed loops.
 * - `noisy` organization: `charges:preview` of `--noisy-customers` customers of `--events-per-customer` events
 *   each (loaded into chdb before the service starts, read raw: the rollup loop is idle), with
 *   `--noisy-connections`, retrying at once when refused (a hostile client; `--noisy-pause-ms` to be polite).
 *   It runs in a process of its own so that its load generator does not share the quiet one's event loop.
 *
 * Phases, each `--seconds` after a `--warmup-seconds` warm-up: quiet (the baseline, same run), loaded (the
 * noisy organization saturating), quiet again (drift). The service keeps its default rate limit per key
 * (`--rate-limit`), which caps how fast a refused client can come back; `refusedCountedByService` tells the
 * pool's 429s from the rate limiter's. READ_* settings are taken from this process's environment (docs/limits.md). JSON on
 * stdout (also bench/results/fairness.json unless --no-save), progress on stderr.
 *
 *   npm run fairness -w bench [-- --seconds 20 --warmup-seconds 5 --ingest-connections 8
 *                                 --noisy-connections 16 --noisy-customers 20 --events-per-customer 200000
 *                                 --noisy-pause-ms 0 --rate-limit 1000 --no-save]
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadConfig, systemClock } from '@billing/core';
import { connectPostgres } from '@billing/db';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import { createApiKey, createCustomer, createOrganization } from '@billing/domain';
import { migrateEvents, openEventStore } from '@billing/events';
import { connectRedis, RedisDedupStore } from '@billing/redis';
import { expensiveReadSettings } from '@billing/runtime';
import { deleteKeysWithPrefix } from '../test/tools/redis-prefix.ts';
import { loadAverage1m, machineInfo } from './lib/machine.ts';
import { EVENT_TYPES, loadEvents, MODELS } from './lib/preview-events.ts';
import { freePort, REPO, startNode, startService, stop, waitForHttp } from './lib/processes.ts';
import { type TimedLoopSummary, timedLoop } from './lib/timed-loop.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    'warmup-seconds': { type: 'string', default: '5' },
    'ingest-connections': { type: 'string', default: '8' },
    'noisy-connections': { type: 'string', default: '16' },
    'noisy-customers': { type: 'string', default: '20' },
    'events-per-customer': { type: 'string', default: '200000' },
    'noisy-pause-ms': { type: 'string', default: '0' },
    /** RATE_LIMIT_PER_SECOND of the service (per key): its default, which caps the noisy client's retries. */
    'rate-limit': { type: 'string', default: '1000' },
    'no-save': { type: 'boolean', default: false },
    /** A CPU profile of the service (`--cpu-prof`), written to DIR when it stops (bench/profile-top.ts reads it). */
    'cpu-prof': { type: 'string' },
    /** Internal: `noisy` runs the noisy organization's load in a child process. */
    role: { type: 'string', default: 'main' },
    origin: { type: 'string' },
    key: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const WARMUP_SECONDS = Number(values['warmup-seconds']);
const INGEST_CONNECTIONS = Number(values['ingest-connections']);
const NOISY_CONNECTIONS = Number(values['noisy-connections']);
const NOISY_CUSTOMERS = Number(values['noisy-customers']);
const EVENTS_PER_CUSTOMER = Number(values['events-per-customer']);
const NOISY_PAUSE_MS = Number(values['noisy-pause-ms']);
const QUIET_CUSTOMERS = 100;
const BATCH = 100;
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const progress = (line: string) => process.stderr.write(`${line}\n`);
const json = { 'content-type': 'application/json' };

/** The last whole month (UTC): the noisy organization's events and previews. */
function lastWholeMonth(now: Date) {
  return {
    start: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1),
    end: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
  };
}
const NOISY_PERIOD = lastWholeMonth(new Date());
const periodBody = (start: number, end: number) =>
  JSON.stringify({
    period: { startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() },
  });
const noisyCustomer = (i: number) => `n-${(i % NOISY_CUSTOMERS) + 1}`;

/** The noisy organization's load, in its own process: says `go` on stdout when it starts, JSON when done. */
async function runNoisy(): Promise<void> {
  const body = periodBody(NOISY_PERIOD.start, NOISY_PERIOD.end);
  process.stdout.write('go\n');
  const summary = await timedLoop({
    title: 'noisy previews',
    origin: values.origin!,
    headers: { authorization: `Bearer ${values.key}`, ...json },
    request: (i) => ({ path: `/v1/customers/${noisyCustomer(i)}/charges:preview`, body }),
    connections: NOISY_CONNECTIONS,
    seconds: SECONDS,
    pauseOn429Ms: NOISY_PAUSE_MS,
    progress: false,
  });
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

if (values.role === 'noisy') {
  await runNoisy();
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------------
// Setup: both organizations in PostgreSQL, the noisy organization's events in chdb (the service stopped)

const serverUrl = process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const loadAtStart = loadAverage1m();

async function seed(databaseUrl: string): Promise<{ quiet: string; noisy: string }> {
  const sql = connectPostgres(databaseUrl, 4);
  const system = { sql, clock: systemClock };
  const keys: Record<string, string> = {};
  for (const [org, customers] of [
    ['quiet', Array.from({ length: QUIET_CUSTOMERS }, (_, i) => `q-${i + 1}`)],
    ['noisy', Array.from({ length: NOISY_CUSTOMERS }, (_, i) => `n-${i + 1}`)],
  ] as const) {
    await createOrganization(system, { id: org, displayName: org, defaultCurrencyCode: 'USD' });
    keys[org] = (await createApiKey(system, { organization: org, permissions: ['*'] })).secret;
    const ctx = { ...system, organization: org, pageSecret: 'bench' };
    for (const id of customers) await createCustomer(ctx, { currencyCode: 'USD', displayName: id }, id);
  }
  await sql.end();
  return { quiet: keys.quiet!, noisy: keys.noisy! };
}

async function loadNoisyEvents(dataDir: string) {
  const store = await openEventStore({ url: undefined, dataDir });
  try {
    await migrateEvents(store.client);
    const t0 = performance.now();
    const rows = await loadEvents(store.client, {
      organizationId: 'noisy',
      customers: Array.from(
        { length: NOISY_CUSTOMERS },
        (_, i) => [`n-${i + 1}`, EVENTS_PER_CUSTOMER] as const,
      ),
      start: NOISY_PERIOD.start,
      end: NOISY_PERIOD.end,
      batchRows: 200_000,
      onProgress: (done, total) => process.stderr.write(`\rloading noisy events: ${done}/${total}`),
    });
    process.stderr.write('\n');
    return { rows, seconds: round((performance.now() - t0) / 1000, 1) };
  } finally {
    await store.close();
  }
}

async function api(origin: string, key: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/v1/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, ...json },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

const SINCE_2020 = { startTime: '2020-01-01T00:00:00Z' };
const unitRate = (product: string, value: string, model?: string) => ({
  ...(model ? { id: `${product}-${model}`, dimensionValues: { model } } : {}),
  product: `products/${product}`,
  effectivePeriod: SINCE_2020,
  unit: { unitPrice: { amount: { value } } },
});

/** Meters, products, a rate card and contracts: the noisy one by model over 3 event types, the quiet one flat. */
async function createCatalogs(origin: string, keys: { quiet: string; noisy: string }) {
  const aggregations = ['SUM', 'COUNT', 'MAX'] as const;
  const rates: unknown[] = [];
  for (const [i, type] of EVENT_TYPES.entries()) {
    const id = type.eventType.replace('bench.', '');
    await api(origin, keys.noisy, `meters?meterId=${id}`, {
      eventType: type.eventType,
      aggregation: aggregations[i],
      ...(type.valueProperty ? { valueProperty: type.valueProperty } : {}),
      groupKeys: ['model'],
    });
    await api(origin, keys.noisy, `products?productId=${id}`, {
      type: 'USAGE',
      displayName: id,
      meter: `meters/${id}`,
      pricingGroupKeys: ['model'],
    });
    for (const model of MODELS) rates.push(unitRate(id, '0.001', model));
  }
  await api(origin, keys.noisy, 'rateCards?rateCardId=std', { currencyCode: 'USD', rates });
  await api(origin, keys.quiet, 'meters?meterId=calls', { eventType: 'api.call', aggregation: 'COUNT' });
  await api(origin, keys.quiet, 'products?productId=calls', {
    type: 'USAGE',
    displayName: 'calls',
    meter: 'meters/calls',
  });
  await api(origin, keys.quiet, 'rateCards?rateCardId=std', {
    currencyCode: 'USD',
    rates: [unitRate('calls', '0.01')],
  });
  // From the noisy period's start (the quiet one previews this month, after it), not from 2020: the worker in
  // the measured process creates and recomputes a DRAFT per period of every contract, a backlog of ~80 a
  // contract from 2020 that it was still working through while the phases were measured (bench/README.md,
  // "Where a small preview's time goes").
  const effectivePeriod = { startTime: new Date(NOISY_PERIOD.start).toISOString() };
  const contract = { rateCard: 'rateCards/std', billingAnchorDay: '1', effectivePeriod };
  for (let i = 1; i <= NOISY_CUSTOMERS; i++)
    await api(origin, keys.noisy, `customers/n-${i}/contracts?contractId=main`, contract);
  await api(origin, keys.quiet, 'customers/q-1/contracts?contractId=main', contract);
}

// ---------------------------------------------------------------------------------------------------------
// The quiet organization's loads

let nextId = 0;
const runId = randomBytes(3).toString('hex');
function batchBody(): string {
  const eventTime = new Date(Date.now() - 60_000).toISOString();
  const events = Array.from({ length: BATCH }, (_, j) => ({
    eventId: `${runId}-${++nextId}`,
    customer: `customers/q-${(j % QUIET_CUSTOMERS) + 1}`,
    eventType: 'api.call',
    eventTime,
    properties: { tokens: j + 1 },
  }));
  return JSON.stringify({ events });
}

function notAllAccepted(body: string): string | undefined {
  const accepted = body.split('"ACCEPTED"').length - 1;
  return accepted === BATCH ? undefined : `${accepted}/${BATCH} accepted: ${body.slice(0, 200)}`;
}

interface QuietLoads {
  ingest: TimedLoopSummary;
  preview: TimedLoopSummary;
}

async function quietLoads(
  ingestOrigin: string,
  apiOrigin: string,
  key: string,
  title: string,
  seconds: number,
) {
  const headers = { authorization: `Bearer ${key}`, ...json };
  const now = new Date();
  const month = {
    start: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
    end: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1),
  };
  const previewBody = periodBody(month.start, month.end);
  const [ingest, preview] = await Promise.all([
    timedLoop({
      title: `${title}: quiet batchIngest`,
      origin: ingestOrigin,
      headers,
      request: () => ({ path: '/v1/usageEvents:batchIngest', body: batchBody() }),
      connections: INGEST_CONNECTIONS,
      seconds,
      check: notAllAccepted,
    }),
    timedLoop({
      title: `${title}: quiet previews`,
      origin: apiOrigin,
      headers,
      request: () => ({ path: '/v1/customers/q-1/charges:preview', body: previewBody }),
      connections: 1,
      seconds,
      progress: false,
    }),
  ]);
  return { ingest, preview } satisfies QuietLoads;
}

/** The noisy organization's load in a child process, started and running before this returns. */
async function startNoisy(apiOrigin: string, key: string, seconds: number) {
  const child = startNode(
    'bench/fairness.ts',
    [
      '--role',
      'noisy',
      '--origin',
      apiOrigin,
      '--key',
      key,
      '--seconds',
      String(seconds),
      '--noisy-connections',
      String(NOISY_CONNECTIONS),
      '--noisy-customers',
      String(NOISY_CUSTOMERS),
      '--noisy-pause-ms',
      String(NOISY_PAUSE_MS),
    ],
    {},
    [],
    'pipe',
  );
  let out = '';
  const started = new Promise<void>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.startsWith('go\n')) resolve();
    });
  });
  const done = new Promise<TimedLoopSummary>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.slice(3)) as TimedLoopSummary)
        : reject(new Error(`noisy: ${code}`)),
    ),
  );
  await started;
  return { child, done };
}

/** A gauge of the service's /metrics (its first sample). */
async function serviceMetric(apiOrigin: string, name: string): Promise<number> {
  const text = await (await fetch(`${apiOrigin}/metrics`)).text();
  return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN);
}

/**
 * The quiet loads with the service's event-loop delay over the same window: prom-client resets its delay
 * histogram at each scrape, so a scrape before and one after bound the phase.
 */
async function measuredPhase(key: string, title: string) {
  await serviceMetric(apiOrigin, 'nodejs_eventloop_lag_p99_seconds');
  const loads = await quietLoads(ingestOrigin, apiOrigin, key, title, SECONDS);
  const loopDelayMs = {
    p99: round((await serviceMetric(apiOrigin, 'nodejs_eventloop_lag_p99_seconds')) * 1000),
    max: round((await serviceMetric(apiOrigin, 'nodejs_eventloop_lag_max_seconds')) * 1000),
  };
  return { ...loads, serviceEventLoopDelayMs: loopDelayMs };
}

// ---------------------------------------------------------------------------------------------------------
// The run

const database = await createTestPostgres(serverUrl);
const prefix = `bench-fairness-${randomBytes(4).toString('hex')}:`;
const dataDir = await mkdtemp(join(tmpdir(), 'billing-bench-fairness-'));
const databaseUrl = database.url;
const redis = connectRedis(redisUrl);
const [apiPort, ingestPort] = [await freePort(), await freePort()];
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const ingestOrigin = `http://127.0.0.1:${ingestPort}`;
const results: Record<string, unknown> = {};
let service: ChildProcess | undefined;
let noisy: ChildProcess | undefined;
try {
  const keys = await seed(databaseUrl);
  results.load = await loadNoisyEvents(dataDir);
  progress(`loaded ${JSON.stringify(results.load)}`);
  // A fresh key space over stored events reads as lost keys, and the edge would then check every new eventId
  // in ClickHouse. The loaded eventIds are the noisy organization's and never sent again: the space is complete.
  await new RedisDedupStore(redis, prefix, 35 * 86_400_000).markComplete(Date.now());
  service = startService(
    { databaseUrl, redisUrl, redisKeyPrefix: prefix, dataDir },
    {
      PORT: String(apiPort),
      INGEST_PORT: String(ingestPort),
      RATE_LIMIT_PER_SECOND: values['rate-limit']!,
      // The worker stays idle: its loops would read usage on their own schedule and blur the comparison.
      ROLLUP_INTERVAL_MS: '1000000000',
      BILL_RUN_INTERVAL_MS: '1000000000',
      INVOICE_REFRESH_INTERVAL_MS: '1000000000',
    },
    { nodeArgs: values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [] },
  );
  await waitForHttp(`${apiOrigin}/healthz`, 120);
  await waitForHttp(`${ingestOrigin}/healthz`, 120);
  await createCatalogs(apiOrigin, keys);

  // Warm-up, not counted: JIT, caches, the noisy previews' first reads.
  const warmNoisy = await startNoisy(apiOrigin, keys.noisy, WARMUP_SECONDS);
  noisy = warmNoisy.child;
  await quietLoads(ingestOrigin, apiOrigin, keys.quiet, 'warm-up', WARMUP_SECONDS);
  await warmNoisy.done;

  results.quiet = await measuredPhase(keys.quiet, 'quiet');
  const refusedBefore = await serviceMetric(apiOrigin, 'expensive_reads_refused_total');
  // The noisy load runs a second longer on each side, so that it covers the whole measured window.
  const loadedNoisy = await startNoisy(apiOrigin, keys.noisy, SECONDS + 2);
  noisy = loadedNoisy.child;
  await new Promise((r) => setTimeout(r, 1000));
  const loaded = await measuredPhase(keys.quiet, 'loaded');
  const noisySummary = await loadedNoisy.done;
  noisy = undefined;
  results.loaded = {
    ...loaded,
    noisy: {
      ...noisySummary,
      refusedCountedByService:
        (await serviceMetric(apiOrigin, 'expensive_reads_refused_total')) - refusedBefore,
    },
  };
  results.quietAfter = await measuredPhase(keys.quiet, 'quiet again');
} finally {
  if (noisy) await stop(noisy);
  if (service) await stop(service);
  await database.close();
  await deleteKeysWithPrefix(redis, prefix).catch(() => {});
  await redis.quit();
  await rm(dataDir, { recursive: true, force: true });
}

type Phase = QuietLoads & { serviceEventLoopDelayMs: { p99: number; max: number } };
const quiet = results.quiet as Phase;
const loaded = results.loaded as Phase & { noisy: TimedLoopSummary };
const ratio = (a: number, b: number) => round(a / Math.max(b, 0.001));
const document = {
  benchmark: 'fairness',
  profile:
    'one `billing start` process (api + ingest + worker) with a PostgreSQL server, a Redis server and chdb in a temporary DATA_DIR; the quiet load generator in the benchmark process, the noisy one in a child process, on the same machine',
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO }).toString().trim(),
  settings: {
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    quiet: `batchIngest of ${BATCH} events over ${QUIET_CUSTOMERS} customers with ${INGEST_CONNECTIONS} connections; charges:preview of one customer (this month's ingested events), 1 connection`,
    rateLimitPerSecond: Number(values['rate-limit']),
    noisy: `charges:preview of ${NOISY_CUSTOMERS} customers x ${EVENTS_PER_CUSTOMER} events (3 meters by ${MODELS.length} models, raw events), ${NOISY_CONNECTIONS} connections, ${NOISY_PAUSE_MS} ms pause after a 429`,
    // The service inherits this process's environment: its settings are these.
    readPool: expensiveReadSettings(loadConfig()),
  },
  machine: machineInfo(loadAtStart),
  ...results,
  summary: {
    quietIngestP99Ms: quiet.ingest.latencyMs.p99,
    loadedIngestP99Ms: loaded.ingest.latencyMs.p99,
    ingestP99Ratio: ratio(loaded.ingest.latencyMs.p99, quiet.ingest.latencyMs.p99),
    quietPreviewP99Ms: quiet.preview.latencyMs.p99,
    loadedPreviewP99Ms: loaded.preview.latencyMs.p99,
    previewP99Ratio: ratio(loaded.preview.latencyMs.p99, quiet.preview.latencyMs.p99),
    noisyPreviewsPerSecond: loaded.noisy.okPerSecond,
    noisyRefused: loaded.noisy.refused,
    quietEventLoopDelayP99Ms: quiet.serviceEventLoopDelayMs.p99,
    loadedEventLoopDelayP99Ms: loaded.serviceEventLoopDelayMs.p99,
  },
  target: 'the quiet organization p99 under load <= 2x its quiet p99 (ingest and previews)',
  targetMet: {
    ingest: loaded.ingest.latencyMs.p99 <= 2 * quiet.ingest.latencyMs.p99,
    previews: loaded.preview.latencyMs.p99 <= 2 * quiet.preview.latencyMs.p99,
  },
};
const text = `${JSON.stringify(document, null, 2)}\n`;
process.stdout.write(text);
if (!values['no-save']) await writeFile(join(REPO, 'bench/results/fairness.json'), text);
process.exit(0);

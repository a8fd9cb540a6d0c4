/**
 * Charges preview latency and throughput on the embedded profile (PGlite + chdb inside one `billing start`
 * process, a temporary DATA_DIR):
 *   (a) one customer with `--events` (10 million) events in the period across 3 meters and 20 models:
 *       `POST /v1/customers/{customer}/charges:preview`, sequential and with `--connections`: p50, p99;
 *   (b) previews cycling over `--customers` (1,000) customers of `--events-per-customer` (10,000) events:
 *       previews/s, p50, p99;
 *   (c) a bare fastify server answering the same preview body (the transport limit), in the same run;
 *   (d) the big customer's preview before the rollups exist (raw events), a few requests.
 * Events are bulk-loaded into chdb with `insertEvents` while the service is stopped (chdb allows one process per
 * data directory), then the hourly rollups are built with `refreshRollups`, both timed. JSON on stdout (also
 * written to bench/results/preview.json unless --no-save), progress on stderr.
 *
 *   npm run preview -w bench [-- --events 10000000 --customers 1000 --events-per-customer 10000
 *                                --requests 200 --connections 4 --throughput-requests 1000
 *                                --throughput-connections 8 --raw-requests 3 --batch-rows 200000]
 */
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import { loadConfig } from '@billing/core';
import { type ClickHouseClient, migrateEvents, openEventStore, refreshRollups } from '@billing/events';
import { expensiveReadSettings } from '@billing/runtime';
import { meterShape } from '@billing/usage';
import { closedLoop, type LatencySummary } from './lib/closed-loop.ts';
import { busyCores, loadAverage1m, machineInfo, machineTicks } from './lib/machine.ts';
import { EVENT_TYPES, loadEvents, MODELS } from './lib/preview-events.ts';
import { cpuMsOf, freePort, REPO, startNode, stop, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000000' },
    customers: { type: 'string', default: '1000' },
    'events-per-customer': { type: 'string', default: '10000' },
    /** Big-customer previews per measurement (sequential, then with --connections). */
    requests: { type: 'string', default: '300' },
    connections: { type: 'string', default: '4' },
    /** Previews cycling over the small customers (sequential, then with --throughput-connections). */
    'throughput-requests': { type: 'string', default: '1000' },
    'throughput-connections': { type: 'string', default: '8' },
    /** Big-customer previews before the rollups exist (0: skip that phase and its restart). */
    'raw-requests': { type: 'string', default: '3' },
    'batch-rows': { type: 'string', default: '200000' },
    /** Buckets (customer, hour) per rollup INSERT ... SELECT; refreshRollups' default is 5,000. */
    'rollup-chunk': { type: 'string', default: '20000' },
    'no-save': { type: 'boolean', default: false },
    /** A directory: the measured service runs with `node --cpu-prof` and writes its profile there on exit. */
    'cpu-prof': { type: 'string' },
    /** Leaves the data directory (its path and the key on stderr): to profile a preview again on the same data. */
    'keep-data': { type: 'boolean', default: false },
  },
});
const BIG_EVENTS = Number(values.events);
const CUSTOMERS = Number(values.customers);
const EVENTS_PER_CUSTOMER = Number(values['events-per-customer']);
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
const THROUGHPUT_REQUESTS = Number(values['throughput-requests']);
const THROUGHPUT_CONNECTIONS = Number(values['throughput-connections']);
const RAW_REQUESTS = Number(values['raw-requests']);
const BATCH_ROWS = Number(values['batch-rows']);
const ROLLUP_CHUNK = Number(values['rollup-chunk']);

const ORG = 'bench';
const BIG = 'big';
const small = (i: number) => `c-${String(i).padStart(4, '0')}`;
/** One whole monthly billing period (anchor day 1, UTC), in the past: October 2026 would do on 2026-11-22. */
const PERIOD = lastWholeMonth(new Date());
const PREVIEW_BODY = JSON.stringify({
  period: { startTime: new Date(PERIOD.start).toISOString(), endTime: new Date(PERIOD.end).toISOString() },
});
const MiB = 2 ** 20;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const loadAtStart = loadAverage1m();

function lastWholeMonth(now: Date): { start: number; end: number } {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  return { start, end };
}

function progress(line: string) {
  process.stderr.write(`${line}\n`);
}

// ---------------------------------------------------------------------------------------------------------
// The service

/** Environment of the embedded profile: every URL unset, so PGlite, chdb and the in-process stand-ins. */
function embeddedEnv(dataDir: string, apiPort: number, ingestPort: number, rollupIntervalMs?: number) {
  return {
    DATABASE_URL: '',
    REDIS_URL: '',
    CLICKHOUSE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    INGEST_PORT: String(ingestPort),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_SECOND: '0',
    ...(rollupIntervalMs ? { ROLLUP_INTERVAL_MS: String(rollupIntervalMs) } : {}),
  };
}

/**
 * `billing migrate`, then `billing orgs create --with-key`, on the data directory before any service runs (the
 * command line refuses a data directory that holds no service); returns the secret.
 */
async function createOrganizationWithKey(env: Record<string, string>): Promise<string> {
  const cli = join(REPO, 'packages/cli/src/main.ts');
  await promisify(execFile)('node', ['--import', 'tsx', cli, 'migrate'], {
    cwd: REPO,
    env: { ...process.env, ...env },
  });
  const { stdout } = await promisify(execFile)(
    'node',
    [
      '--import',
      'tsx',
      cli,
      'orgs',
      'create',
      '--id',
      ORG,
      '--currency',
      'USD',
      '--time-zone',
      'UTC',
      '--with-key',
    ],
    { cwd: REPO, env: { ...process.env, ...env } },
  );
  return (JSON.parse(stdout) as { secret: string }).secret;
}

interface Service {
  child: ChildProcess;
  origin: string;
}

async function startService(env: Record<string, string>, nodeArgs: string[] = []): Promise<Service> {
  const child = startNode('packages/cli/src/main.ts', ['start'], env, nodeArgs);
  const origin = `http://127.0.0.1:${env.PORT}`;
  await waitForHttp(`${origin}/healthz`, 120);
  return { child, origin };
}

async function api(
  service: Service,
  key: string,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${service.origin}/v1/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

// ---------------------------------------------------------------------------------------------------------
// Catalog and customers, through the API

const money = (value: string) => ({ amount: { value } });

/** A rate per model, the pricing models in turn: unit, tiered, package (docs/catalog.md "Pricing models"). */
function ratesFor(product: string, scale: number) {
  return MODELS.map((model, m) => {
    const base = { id: `${product}-${model}`, product: `products/${product}`, dimensionValues: { model } };
    const effectivePeriod = { startTime: '2020-01-01T00:00:00Z' };
    const price = (x: number) => String(round(x / scale, 6));
    if (m % 3 === 0) return { ...base, effectivePeriod, unit: { unitPrice: money(price(1 + m)) } };
    if (m % 3 === 1)
      return {
        ...base,
        effectivePeriod,
        tiered: {
          tiers: [
            { startQuantity: { value: '0' }, endQuantity: { value: '1000' }, unitPrice: money(price(2)) },
            { startQuantity: { value: '1000' }, unitPrice: money(price(1)), flatAmount: money('5') },
          ],
        },
      };
    return {
      ...base,
      effectivePeriod,
      package: { packagePrice: money(price(100 + m)), packageSize: { value: '100' } },
    };
  });
}

/** Meters (SUM, COUNT, MAX by model, one event type each), USAGE products, a rate card; the meters back. */
async function createCatalog(service: Service, key: string) {
  const aggregations = ['SUM', 'COUNT', 'MAX'] as const;
  const meters: Record<string, unknown>[] = [];
  for (const [i, type] of EVENT_TYPES.entries()) {
    const id = type.eventType.replace('bench.', '');
    meters.push(
      await api(service, key, `meters?meterId=${id}`, {
        eventType: type.eventType,
        aggregation: aggregations[i],
        ...(type.valueProperty ? { valueProperty: type.valueProperty } : {}),
        groupKeys: ['model'],
      }),
    );
    await api(service, key, `products?productId=${id}`, {
      type: 'USAGE',
      displayName: id,
      meter: `meters/${id}`,
      pricingGroupKeys: ['model'],
    });
  }
  await api(service, key, 'rateCards?rateCardId=standard', {
    currencyCode: 'USD',
    rates: [...ratesFor('tokens', 1_000_000), ...ratesFor('requests', 1000), ...ratesFor('sessions', 1)],
  });
  return meters;
}

/** A customer in USD with a contract on the card from the start of the period; `concurrency` requests at a time. */
async function createCustomers(service: Service, key: string, ids: readonly string[], concurrency = 8) {
  let next = 0;
  // From the measured period on, not from years before: every contract has a DRAFT for each of its periods up to
  // now, which the worker in the measured process creates and recomputes (the first refresh pass marks them
  // all stale). From 2020 that was ~83 DRAFTs a customer, a backlog the worker was still computing beside the
  // previews while they were measured.
  const contractStart = new Date(PERIOD.start).toISOString();
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      await api(service, key, `customers?customerId=${id}`, { currencyCode: 'USD', displayName: id });
      await api(service, key, `customers/${id}/contracts?contractId=main`, {
        rateCard: 'rateCards/standard',
        billingAnchorDay: '1',
        effectivePeriod: { startTime: contractStart },
      });
      if (next % 100 === 0) process.stderr.write(`\rcustomers: ${next}/${ids.length}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  process.stderr.write(`\rcustomers: ${ids.length}/${ids.length}\n`);
}

// ---------------------------------------------------------------------------------------------------------
// Events and rollups, in this process while the service is stopped

async function loadAll(dataDir: string) {
  const store = await openEventStore({ url: undefined, dataDir });
  try {
    await migrateEvents(store.client);
    const plan = [
      [BIG, BIG_EVENTS] as const,
      ...Array.from({ length: CUSTOMERS }, (_, i) => [small(i + 1), EVENTS_PER_CUSTOMER] as const),
    ];
    const t0 = performance.now();
    const rows = await loadEvents(store.client, {
      organizationId: ORG,
      customers: plan,
      start: PERIOD.start,
      end: PERIOD.end,
      batchRows: BATCH_ROWS,
      onProgress: (done, total) => {
        const s = (performance.now() - t0) / 1000;
        process.stderr.write(`\rloading events: ${done}/${total} (${Math.round(done / s)} rows/s)`);
      },
    });
    const loadSeconds = (performance.now() - t0) / 1000;
    process.stderr.write('\n');
    return { rows, seconds: round(loadSeconds), rowsPerSecond: Math.round(rows / loadSeconds) };
  } finally {
    await store.close();
  }
}

/**
 * Waits until the storage engine has no merge running, three checks in a row a second apart (at most two
 * minutes): the bulk load leaves parts of 200,000 rows that ClickHouse merges in the background, and merges left
 * over would resume in the measured service and take CPU from its previews. What is measured is previews of data
 * at rest; the JSON says how long the wait took and how many parts were left.
 */
async function mergesDone(client: ClickHouseClient): Promise<{ seconds: number; parts: number }> {
  const t0 = performance.now();
  const count = async (query: string) =>
    Number(
      (await client.query({ query, format: 'JSONEachRow' }).then((r) => r.json<{ n: string }>()))[0]?.n ?? 0,
    );
  let quiet = 0;
  while (quiet < 3 && performance.now() - t0 < 120_000) {
    const merges = await count('SELECT toString(count()) AS n FROM system.merges');
    quiet = merges === 0 ? quiet + 1 : 0;
    progress(`waiting for the storage's merges: ${merges} running`);
    if (quiet < 3) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const parts = await count('SELECT toString(count()) AS n FROM system.parts WHERE active');
  return { seconds: round((performance.now() - t0) / 1000), parts };
}

async function buildRollups(dataDir: string, meters: Record<string, unknown>[]) {
  const store = await openEventStore({ url: undefined, dataDir });
  try {
    const perMeter: { meter: string; buckets: number; seconds: number }[] = [];
    const t0 = performance.now();
    for (const meter of meters) {
      const t = performance.now();
      const pass = await refreshRollups(store.client, ORG, meterShape(meter as never), {
        lagMs: 0,
        chunkBuckets: ROLLUP_CHUNK,
      });
      perMeter.push({
        meter: String(meter.name),
        buckets: pass.buckets,
        seconds: round((performance.now() - t) / 1000),
      });
      progress(`rollups of ${meter.name}: ${pass.buckets} buckets in ${perMeter.at(-1)!.seconds} s`);
    }
    const atRest = await mergesDone(store.client);
    const rollupRows = await store.client
      .query({ query: 'SELECT toString(count()) AS n FROM usage_rollups', format: 'JSONEachRow' })
      .then((r) => r.json<{ n: string }>());
    const disk = await store.client
      .query({
        query: `SELECT table, toString(sum(rows)) AS rows, toString(sum(bytes_on_disk)) AS bytes FROM system.parts
          WHERE active AND table IN ('usage_events', 'usage_rollups', 'usage_rollups_daily', 'usage_dirty_hours')
          GROUP BY table ORDER BY table`,
        format: 'JSONEachRow',
      })
      .then((r) => r.json<{ table: string; rows: string; bytes: string }>());
    return {
      seconds: round((performance.now() - t0) / 1000),
      chunkBuckets: ROLLUP_CHUNK,
      rollupRows: Number(rollupRows[0]?.n ?? 0),
      mergesDoneAfterSeconds: atRest.seconds,
      activeParts: atRest.parts,
      perMeter,
      tables: Object.fromEntries(
        disk.map((d) => [d.table, { rows: Number(d.rows), MiB: round(Number(d.bytes) / MiB) }]),
      ),
    };
  } finally {
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Measurements

interface Preview {
  total: { amount: { value: string } };
  charges: unknown[];
}

const previewPath = (customer: string) => `/v1/customers/${customer}/charges:preview`;

/** Every answer for the same customer must carry the same non-zero total and the same lines. */
function sameAnswerCheck(expected: Map<string, string>, customerOf: (i: number) => string) {
  return (i: number, body: string) => {
    const preview = JSON.parse(body) as Preview;
    // The lines themselves, not only the total: a digest of every charge row (asOfTime aside).
    const digest = createHash('sha256').update(JSON.stringify(preview.charges)).digest('hex').slice(0, 12);
    const signature = `${preview.total.amount.value} / ${preview.charges.length} lines / ${digest}`;
    if (Number(preview.total.amount.value) === 0) return `zero total: ${body.slice(0, 200)}`;
    const key = customerOf(i);
    const seen = expected.get(key);
    if (seen === undefined) expected.set(key, signature);
    else if (seen !== signature) return `${key}: ${signature}, earlier ${seen}`;
    return undefined;
  };
}

async function measureBig(
  origin: string,
  headers: Record<string, string>,
  title: string,
  connections: number,
  requests: number,
  check?: (i: number, body: string) => string | undefined,
) {
  return closedLoop({
    title,
    origin,
    headers,
    request: () => ({ path: previewPath(BIG), body: PREVIEW_BODY }),
    requests,
    connections,
    ...(check ? { check } : {}),
  });
}

async function measureThroughput(
  origin: string,
  headers: Record<string, string>,
  title: string,
  check?: (i: number, body: string) => string | undefined,
  connections = THROUGHPUT_CONNECTIONS,
) {
  return closedLoop({
    title,
    origin,
    headers,
    request: (i) => ({ path: previewPath(small((i % CUSTOMERS) + 1)), body: PREVIEW_BODY }),
    requests: THROUGHPUT_REQUESTS,
    connections,
    ...(check ? { check } : {}),
  });
}

/**
 * A measurement with the service's CPU time (every thread: the api's, chdb's, PGlite's) per answer: what one
 * preview costs the machine, far less disturbed by other work on it than wall time. Beside it, this process's own
 * CPU per answer (the load generator: requests, answers, their checks), which runs on the same cores.
 */
async function withServiceCpu(pid: number, measure: () => Promise<LatencySummary>) {
  const before = cpuMsOf(pid);
  const own = process.cpuUsage();
  const machine = machineTicks();
  const summary = await measure();
  const ownUsed = process.cpuUsage(own);
  return {
    ...summary,
    // The machine's cores busy during the load (everything on it): under 2 on a quiet machine, cores idled.
    machineBusyCores: busyCores(machine),
    serviceCpuMsPerRequest: round((cpuMsOf(pid) - before) / summary.requests, 2),
    loadGeneratorCpuMsPerRequest: round((ownUsed.user + ownUsed.system) / 1000 / summary.requests, 2),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The run

const dataDir = await mkdtemp(join(tmpdir(), 'billing-bench-preview-'));
const [apiPort, ingestPort, basePort] = [await freePort(), await freePort(), await freePort()];
// The worker's rollup loop stays idle until the benchmark has built the rollups itself.
const idleEnv = embeddedEnv(dataDir, apiPort, ingestPort, 1_000_000_000);
const results: Record<string, unknown> = {};
let service: Service | undefined;
let baseline: ChildProcess | undefined;
const answers = new Map<string, string>();
try {
  progress(`data directory ${dataDir}; period ${PREVIEW_BODY}`);
  const key = await createOrganizationWithKey(idleEnv);
  if (values['keep-data']) progress(`key ${key}`);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  // 1. Catalog and customers through the API.
  service = await startService(idleEnv);
  const meters = await createCatalog(service, key);
  await createCustomers(service, key, [BIG, ...Array.from({ length: CUSTOMERS }, (_, i) => small(i + 1))]);
  await stop(service.child);
  service = undefined;

  // 2. Events, loaded in this process (the service is stopped: chdb is one process per directory).
  const load = await loadAll(dataDir);
  results.load = { ...load, batchRows: BATCH_ROWS };
  progress(`loaded ${load.rows} events in ${load.seconds} s (${load.rowsPerSecond} rows/s)`);

  // (d) Before the rollups: every event of the period is read raw.
  if (RAW_REQUESTS > 0) {
    service = await startService(idleEnv);
    results.bigCustomerRawEvents = await measureBig(
      service.origin,
      headers,
      'big customer, raw events (no rollups yet)',
      1,
      RAW_REQUESTS,
      sameAnswerCheck(answers, () => BIG),
    );
    await stop(service.child);
    service = undefined;
  }

  results.rollups = await buildRollups(dataDir, meters);
  progress(`rollups built in ${(results.rollups as { seconds: number }).seconds} s`);

  // 3. The service again, rollup loop running as usual (ROLLUP_INTERVAL_MS default).
  const profile = values['cpu-prof'];
  service = await startService(
    embeddedEnv(dataDir, apiPort, ingestPort),
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  const first = await fetch(`${service.origin}${previewPath(BIG)}`, {
    method: 'POST',
    headers,
    body: PREVIEW_BODY,
  });
  const firstBody = await first.text();
  if (first.status !== 200) throw new Error(`preview: ${first.status} ${firstBody}`);
  const bodyFile = join(dataDir, 'preview-body.json');
  await writeFile(bodyFile, firstBody);
  baseline = startNode('bench/lib/baseline-preview.ts', [String(basePort), bodyFile], {});
  await waitForHttp(`http://127.0.0.1:${basePort}/healthz`);
  const base = `http://127.0.0.1:${basePort}`;
  const bigCheck = sameAnswerCheck(answers, () => BIG);
  const smallCheck = sameAnswerCheck(answers, () => 'small customer');

  // Warm-up (JIT, caches, chdb's marks and uncompressed caches), not counted.
  await measureBig(
    service.origin,
    headers,
    'warm-up big customer',
    CONNECTIONS,
    Math.min(50, REQUESTS),
    bigCheck,
  );
  await measureThroughput(base, headers, 'warm-up baseline');
  await closedLoop({
    title: 'warm-up small customers',
    origin: service.origin,
    headers,
    request: (i) => ({ path: previewPath(small((i % CUSTOMERS) + 1)), body: PREVIEW_BODY }),
    requests: Math.min(CUSTOMERS, 500),
    connections: THROUGHPUT_CONNECTIONS,
    check: smallCheck,
  });

  results.baselineSequential = await measureBig(
    base,
    headers,
    'baseline (bare fastify), 1 connection',
    1,
    REQUESTS * 4,
  );
  const pid = service.child.pid!;
  const { origin } = service;
  results.bigCustomerSequential = await withServiceCpu(pid, () =>
    measureBig(origin, headers, `big customer, 1 connection`, 1, REQUESTS, bigCheck),
  );
  results.bigCustomerConcurrent = await withServiceCpu(pid, () =>
    measureBig(origin, headers, `big customer, ${CONNECTIONS} connections`, CONNECTIONS, REQUESTS, bigCheck),
  );
  results.baselineThroughput = await measureThroughput(
    base,
    headers,
    `baseline (bare fastify), ${THROUGHPUT_CONNECTIONS} connections`,
  );
  // One connection first: the service time of one preview without queueing.
  results.smallCustomersSequential = await withServiceCpu(pid, () =>
    measureThroughput(origin, headers, `${CUSTOMERS} customers, 1 connection`, smallCheck, 1),
  );
  results.smallCustomersThroughput = await withServiceCpu(pid, () =>
    measureThroughput(
      origin,
      headers,
      `${CUSTOMERS} customers, ${THROUGHPUT_CONNECTIONS} connections`,
      smallCheck,
    ),
  );
  results.answers = {
    bigCustomer: answers.get(BIG),
    smallCustomer: answers.get('small customer'),
    bytesOfBigAnswer: Buffer.byteLength(firstBody),
  };
} finally {
  if (service) await stop(service.child);
  if (baseline) await stop(baseline);
  if (values['keep-data']) progress(`kept the data directory ${dataDir}`);
  else await rm(dataDir, { recursive: true, force: true });
}

type WithCpu = LatencySummary & {
  serviceCpuMsPerRequest: number;
  loadGeneratorCpuMsPerRequest: number;
  machineBusyCores: number;
};
const big = results.bigCustomerSequential as WithCpu;
const bigConcurrent = results.bigCustomerConcurrent as WithCpu;
const smallSequential = results.smallCustomersSequential as WithCpu;
const throughput = results.smallCustomersThroughput as WithCpu;
/** Previews answered 200 per second with connections, over the same with one (the read pool's scaling). */
const speedup = (many: LatencySummary, one: LatencySummary) =>
  Math.round((many.okPerSecond / Math.max(one.okPerSecond, 0.001)) * 100) / 100;
const refused = (load: LatencySummary) => load.statuses[429] ?? 0;
const targets = {
  bigCustomerP99Ms: 100,
  // Issue 36: previews scale with connections up to the cores, without refusals.
  bigCustomerSpeedup: 1.5,
  smallCustomerSpeedup: 1.6,
  smallCustomerP99MsWithConnections: 250,
  refusals: 0,
};
const document = {
  benchmark: 'preview',
  profile:
    'embedded: one `billing start` process (api + ingest + worker) with PGlite and chdb in a temporary DATA_DIR; the load generator in the benchmark process on the same machine',
  settings: {
    period: JSON.parse(PREVIEW_BODY).period,
    bigCustomerEvents: BIG_EVENTS,
    customers: CUSTOMERS,
    eventsPerCustomer: EVENTS_PER_CUSTOMER,
    meters: 'SUM(tokens), COUNT, MAX(concurrency), each by model, one event type each',
    models: MODELS.length,
    ratesPerProduct: 'one per model: unit, tiered (2 tiers), package in turn',
    requests: REQUESTS,
    connections: CONNECTIONS,
    throughputRequests: THROUGHPUT_REQUESTS,
    throughputConnections: THROUGHPUT_CONNECTIONS,
    rawRequests: RAW_REQUESTS,
    // The service inherits this process's environment: its settings are these.
    readPool: expensiveReadSettings(loadConfig()),
  },
  machine: machineInfo(loadAtStart),
  ...results,
  targets,
  targetsMet: {
    bigCustomerP99Ms: big.latencyMs.p99 <= targets.bigCustomerP99Ms,
    bigCustomerP99MsWithConnections: bigConcurrent.latencyMs.p99 <= targets.bigCustomerP99Ms,
    bigCustomerSpeedup: speedup(bigConcurrent, big) >= targets.bigCustomerSpeedup,
    smallCustomerSpeedup: speedup(throughput, smallSequential) >= targets.smallCustomerSpeedup,
    smallCustomerP99MsWithConnections: throughput.latencyMs.p99 <= targets.smallCustomerP99MsWithConnections,
    refusals: refused(bigConcurrent) + refused(throughput) === targets.refusals,
  },
  summary: {
    bigCustomerP50Ms: big.latencyMs.p50,
    bigCustomerP99Ms: big.latencyMs.p99,
    bigCustomerPreviewsPerSecond: big.okPerSecond,
    bigCustomerConcurrentPreviewsPerSecond: bigConcurrent.okPerSecond,
    bigCustomerConcurrentP99Ms: bigConcurrent.latencyMs.p99,
    bigCustomerSpeedup: speedup(bigConcurrent, big),
    smallCustomerSequentialP50Ms: smallSequential.latencyMs.p50,
    smallCustomerSequentialPreviewsPerSecond: smallSequential.okPerSecond,
    smallCustomerPreviewsPerSecond: throughput.okPerSecond,
    smallCustomerP99Ms: throughput.latencyMs.p99,
    smallCustomerSpeedup: speedup(throughput, smallSequential),
    smallCustomerServiceCpuMsPerPreview: {
      sequential: smallSequential.serviceCpuMsPerRequest,
      concurrent: throughput.serviceCpuMsPerRequest,
    },
    bigCustomerMachineBusyCores: {
      sequential: big.machineBusyCores,
      concurrent: bigConcurrent.machineBusyCores,
    },
    smallCustomerMachineBusyCores: {
      sequential: smallSequential.machineBusyCores,
      concurrent: throughput.machineBusyCores,
    },
    smallCustomerLoadGeneratorCpuMsPerPreview: {
      sequential: smallSequential.loadGeneratorCpuMsPerRequest,
      concurrent: throughput.loadGeneratorCpuMsPerRequest,
    },
    refused: { bigCustomerConcurrent: refused(bigConcurrent), smallCustomersConcurrent: refused(throughput) },
  },
};
const text = `${JSON.stringify(document, null, 2)}\n`;
process.stdout.write(text);
if (!values['no-save']) await writeFile(join(REPO, 'bench/results/preview.json'), text);
process.exit(0);

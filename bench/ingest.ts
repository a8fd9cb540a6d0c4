/**
 * Ingest edge throughput and latency on the topology of docs/architecture.md: one `billing start` process (api, ingest
 * edge and worker) with a PostgreSQL server (a fresh database), a Redis server (a fresh key prefix) and chdb in a
 * temporary data directory. Measured with autocannon, every event unique:
 *   (a) batchIngest, 100 events per request: ACCEPTED events/s (counted in the responses, cross-checked against
 *       ClickHouse after the service stopped), latency, peak RSS of the service process;
 *   (b) ingest, one event per request: requests/s and latency;
 *   (c) the same two loads against a bare uWebSockets.js server (bench/baseline-uws.ts) in the same run.
 * Prints JSON on stdout, progress on stderr.
 *
 *   (d) chdb alone storing the same rows through the same insert path (bench/baseline-chdb.ts), at 500, 1,000
 *       and 5,000 rows per insert: the most the embedded ClickHouse stores on this machine.
 *
 *   npm run ingest -w bench [-- --seconds 20 --connections 50 --single-connections N --warmup-seconds 4
 *                              --flush-ms N --flush-rows N --skip-baseline --log
 *                              --embedded-log file|buffer --drainer-nice N]
 *
 * `--log`: the production profile's ingest log (INGEST_LOG=redis) against a redis-server the benchmark starts
 * itself (a free port, a temporary directory, `appendonly yes`, `appendfsync always`); the service drains it
 * into chdb. Adds the drain figures (visibility lag, batch sizes, inserts) and waits for the log to be drained
 * before the stored cross-check.
 *
 * `--embedded-log file|buffer`: how the one-process topology stores what it accepts: the file log (`file`, the
 * default, as the embedded profile's: an append-only file in DATA_DIR, fsync per group commit, drained in the
 * same process; adds the drain figures and waits for the log to be drained before the stored cross-check), or
 * the synchronous path (`buffer`, INGEST_LOG=buffer), for the comparison docs/usage-events.md reports.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import { openEventStore } from '@billing/events';
import { edgeNativeScan } from '@billing/ingest';
import { connectRedis } from '@billing/redis';
import { waitForDrained, waitForFileLogDrained } from '@billing/usage';
import autocannon from 'autocannon';
import { deleteKeysWithPrefix } from '../test/tools/redis-prefix.ts';
import { seedBenchOrganization } from './lib/database.ts';
import { BENCH_BATCH, EventBodies, startRedisServer } from './lib/ingest-setup.ts';
import { latencyOf } from './lib/load.ts';
import { loadAverage1m, machineInfo } from './lib/machine.ts';
import {
  cpuMsOf,
  freePort,
  reniceProcess,
  startNode,
  startService,
  stop,
  waitForHttp,
  waitForListening,
} from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    /** Connections of the single-event loads (default: --connections). */
    'single-connections': { type: 'string' },
    'warmup-seconds': { type: 'string', default: '4' },
    /** INGEST_FLUSH_MS / INGEST_FLUSH_ROWS of the service; unset: its defaults. */
    'flush-ms': { type: 'string' },
    'flush-rows': { type: 'string' },
    /** Leaves out the bare-uWS loads: for quick A/B runs of two versions of the service, not for results. */
    'skip-baseline': { type: 'boolean', default: false },
    /** The ingest log (INGEST_LOG=redis) with a Redis server of the benchmark's own, AOF on. */
    log: { type: 'boolean', default: false },
    /**
     * With --log: edge processes (`billing start ingest`) sharing the port; the kernel spreads the connections
     * over them (uWebSockets.js listens with SO_REUSEPORT). Their CPU is summed, their RSS is each one's peak.
     */
    edges: { type: 'string', default: '1' },
    /** With --log: Redis' appendfsync (the docs recommend always). */
    appendfsync: { type: 'string', default: 'always' },
    /** With --log: Redis' auto-aof-rewrite-percentage (how much the AOF grows before it is rewritten). */
    'aof-rewrite-percentage': { type: 'string', default: '100' },
    /** Without --log: how the one process stores what it accepts, `file` (the file log) or `buffer` (synchronous). */
    'embedded-log': { type: 'string' },
    /**
     * With --log: the nice value of the process that drains (and serves the api and worker), so that its
     * large inserts yield the cores to the edges and Redis. Every thread of it is reniced (threads it starts
     * later inherit it).
     */
    'drainer-nice': { type: 'string' },
  },
});
const logMode = values.log;
// The profile's own default without CLICKHOUSE_URL (packages/core config.ts), passed explicitly all the same.
const embeddedLog = values['embedded-log'] ?? 'file';
if (embeddedLog !== 'buffer' && embeddedLog !== 'file')
  throw new Error(`--embedded-log must be buffer or file, got ${embeddedLog}`);
if (logMode && values['embedded-log'] !== undefined)
  throw new Error('--embedded-log is for the one-process topology, not --log');
const fileMode = !logMode && embeddedLog === 'file';
const edgeCount = Number(values.edges);
if (!Number.isInteger(edgeCount) || edgeCount < 1) throw new Error(`--edges must be a positive integer`);
if (edgeCount > 1 && !logMode) throw new Error('--edges is for --log (the edge on its own)');
/** Whether a drainer writes ClickHouse after the answers (its figures are reported, its log awaited). */
const drains = logMode || fileMode;
const skipBaseline = values['skip-baseline'];
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const singleConnections = Number(values['single-connections'] ?? values.connections);
const warmupSeconds = Number(values['warmup-seconds']);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL;
/** With --log: a redis-server of the benchmark's own, with the durability the docs recommend. */
const ownRedis = logMode
  ? await startRedisServer(values.appendfsync, Number(values['aof-rewrite-percentage']))
  : undefined;
const redisUrl = ownRedis?.url ?? process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BATCH = BENCH_BATCH;
/** Other work on the machine skews the figures: the 1-minute load average at the start is reported. */
const loadAtStart = loadAverage1m();
const MiB = 2 ** 20;

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// Request bodies: precomputed templates, a counter for the eventIds.

const bodies = new EventBodies();
const batchBody = (prefix: string) => bodies.batch(prefix);
const singleBody = (prefix: string) => bodies.single(prefix);

// ---------------------------------------------------------------------------------------------------------
// Load

interface IngestLoad {
  title: string;
  url: string;
  headers: Record<string, string>;
  body: () => string;
  seconds: number;
  /** Events per request. */
  events: number;
  /** Counts `"status":"ACCEPTED"` in every response (off for the baseline, which stores nothing). */
  countAccepted: boolean;
  /** The processes whose RSS is sampled while the load runs (the largest peak is reported). */
  pids?: number[] | undefined;
  /** The server processes whose CPU time is measured, summed (the service's edges, or the baseline). */
  cpuPids: number[];
  /** With --log: the drainer's process (api + drainer + worker), measured apart from the edge's. */
  drainerPid?: number | undefined;
  connections: number;
}

interface IngestLoadResult {
  title: string;
  /** Where Redis' time went during the load (the service's loads only). */
  redisWork?: ReturnType<typeof redisWorkBetween>;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  eventsPerRequest: number;
  /** ACCEPTED results counted in the responses (for the baseline: requests x events, it answers everything). */
  acceptedEvents: number;
  acceptedEventsPerSecond: number;
  /** Per-event results that were not ACCEPTED, by status, and one example. */
  notAccepted: Record<string, number>;
  notAcceptedExample?: string;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  peakRssMiB?: number;
  /** With --log: the drainer's process (the edge's are `peakRssMiB` and `cpu.server*`). */
  drainer?: { peakRssMiB: number; msPerRequest: number; cores: number };
  /**
   * CPU time per request during the load, in ms (user + system, all threads): of the server process, of
   * Redis (INFO cpu), and of autocannon (this process); and the cores each kept busy on average. On a shared
   * 2-core machine these say more than throughput alone: throughput is what is left after everyone's CPU.
   */
  cpu: {
    serverMsPerRequest: number;
    redisMsPerRequest: number;
    loadGeneratorMsPerRequest: number;
    serverCores: number;
    redisCores: number;
    loadGeneratorCores: number;
  };
}

/**
 * What Redis spent: its own CPU (all its threads), its command statistics (calls and microseconds per
 * command), the CPU of the children it forked (AOF rewrites) and the number of forks, read before and after a
 * load.
 */
async function redisWork(): Promise<{
  cpuMs: number;
  commands: Map<string, [number, number]>;
  childrenMs: number;
  forks: number;
}> {
  const [commandstats, cpu, stats] = await Promise.all([
    redis.info('commandstats'),
    redis.info('cpu'),
    redis.info('stats'),
  ]);
  const commands = new Map<string, [number, number]>();
  for (const m of commandstats.matchAll(/^cmdstat_([^:]+):calls=(\d+),usec=(\d+)/gm)) {
    commands.set(m[1]!, [Number(m[2]), Number(m[3])]);
  }
  const value = (text: string, name: string) => Number(new RegExp(`${name}:([0-9.]+)`).exec(text)?.[1] ?? 0);
  return {
    cpuMs: (value(cpu, 'used_cpu_user') + value(cpu, 'used_cpu_sys')) * 1000,
    commands,
    childrenMs: (value(cpu, 'used_cpu_user_children') + value(cpu, 'used_cpu_sys_children')) * 1000,
    forks: value(stats, 'total_forks'),
  };
}

/** The commands that took Redis most time between two readings, with the children's CPU and forks. */
function redisWorkBetween(before: Awaited<ReturnType<typeof redisWork>>, after: typeof before) {
  const top = [...after.commands]
    .map(([name, [calls, usec]]) => {
      const [calls0, usec0] = before.commands.get(name) ?? [0, 0];
      return { command: name, calls: calls - calls0, ms: Math.round((usec - usec0) / 1000) };
    })
    .filter((c) => c.calls > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  return {
    commands: top,
    childrenCpuMs: Math.round(after.childrenMs - before.childrenMs),
    forks: after.forks - before.forks,
  };
}

function countOccurrences(text: string, needle: string): number {
  let n = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) n += 1;
  return n;
}

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/** The largest peak RSS (VmHWM) of the processes, in MiB. */
const peakHwmMiB = (pids: number[]) => Math.round(Math.max(...pids.map((pid) => memoryOf(pid).hwm)) / MiB);

async function runIngestLoad(options: IngestLoad): Promise<IngestLoadResult> {
  let accepted = 0;
  const notAccepted: Record<string, number> = {};
  let example: string | undefined;
  const onResponse = (status: number, body: string) => {
    if (status !== 200) {
      notAccepted[`HTTP ${status}`] = (notAccepted[`HTTP ${status}`] ?? 0) + 1;
      example ??= body.slice(0, 300);
      return;
    }
    const ok = countOccurrences(body, '"status":"ACCEPTED"');
    accepted += ok;
    const all = countOccurrences(body, '"status":"');
    if (all !== ok) {
      for (const status of ['DUPLICATE', 'REJECTED']) {
        const n = countOccurrences(body, `"status":"${status}"`);
        if (n > 0) notAccepted[status] = (notAccepted[status] ?? 0) + n;
      }
      example ??= body.slice(0, 300);
    }
  };
  const instance = autocannon({
    url: options.url,
    method: 'POST',
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: ((request: Record<string, unknown>) => ({
          ...request,
          body: options.body(),
        })) as never,
        ...(options.countAccepted ? { onResponse } : {}),
      },
    ],
  });
  let peakRss = 0;
  let drainerPeakRss = 0;
  const sample = () => {
    for (const pid of options.pids ?? []) peakRss = Math.max(peakRss, memoryOf(pid).rss);
    if (options.drainerPid !== undefined)
      drainerPeakRss = Math.max(drainerPeakRss, memoryOf(options.drainerPid).rss);
  };
  const drainerCpuStart = options.drainerPid !== undefined ? cpuMsOf(options.drainerPid) : 0;
  let elapsed = 0;
  const redisBefore = await redisWork();
  const serverCpu = () => options.cpuPids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const cpuStart = { server: serverCpu(), self: process.cpuUsage() };
  const wallStart = performance.now();
  const sampler = setInterval(sample, 100);
  const progress = setInterval(() => {
    elapsed += 1;
    process.stderr.write(`\r${options.title}: ${elapsed}/${options.seconds}s`);
  }, 1000);
  const result = await instance;
  const wallMs = performance.now() - wallStart;
  const selfCpu = process.cpuUsage(cpuStart.self);
  const redisAfter = await redisWork();
  const cpuUsed = {
    server: serverCpu() - cpuStart.server,
    redis: redisAfter.cpuMs - redisBefore.cpuMs,
    self: (selfCpu.user + selfCpu.system) / 1000,
  };
  const drainerCpu = options.drainerPid !== undefined ? cpuMsOf(options.drainerPid) - drainerCpuStart : 0;
  clearInterval(sampler);
  clearInterval(progress);
  sample();
  const duration = result.duration || options.seconds;
  const ok2xx = result['2xx'];
  const acceptedEvents = options.countAccepted ? accepted : ok2xx * options.events;
  const out: IngestLoadResult = {
    title: options.title,
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / duration),
    eventsPerRequest: options.events,
    acceptedEvents,
    acceptedEventsPerSecond: Math.round(acceptedEvents / duration),
    notAccepted,
    ...(example ? { notAcceptedExample: example } : {}),
    latencyMs: latencyOf(result),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(options.pids !== undefined ? { peakRssMiB: Math.round(peakRss / MiB) } : {}),
    ...(options.drainerPid !== undefined
      ? {
          drainer: {
            peakRssMiB: Math.round(drainerPeakRss / MiB),
            msPerRequest: round3(drainerCpu / Math.max(1, result.requests.total)),
            cores: round3(drainerCpu / wallMs),
          },
        }
      : {}),
    cpu: {
      serverMsPerRequest: round3(cpuUsed.server / Math.max(1, result.requests.total)),
      redisMsPerRequest: round3(cpuUsed.redis / Math.max(1, result.requests.total)),
      loadGeneratorMsPerRequest: round3(cpuUsed.self / Math.max(1, result.requests.total)),
      serverCores: round3(cpuUsed.server / wallMs),
      redisCores: round3(cpuUsed.redis / wallMs),
      loadGeneratorCores: round3(cpuUsed.self / wallMs),
    },
    ...(options.countAccepted ? { redisWork: redisWorkBetween(redisBefore, redisAfter) } : {}),
  };
  process.stderr.write(
    `\r${options.title}: ${out.requestsPerSecond} req/s, ${out.acceptedEventsPerSecond} events/s, ` +
      `p50 ${out.latencyMs.p50} ms, p99 ${out.latencyMs.p99} ms` +
      (out.peakRssMiB !== undefined ? `, peak RSS ${out.peakRssMiB} MiB` : '') +
      (out.drainer ? `, drainer: ${out.drainer.cores} cores, peak RSS ${out.drainer.peakRssMiB} MiB` : '') +
      `, CPU cores: server ${out.cpu.serverCores}, redis ${out.cpu.redisCores}, autocannon ${out.cpu.loadGeneratorCores}` +
      '\n',
  );
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Setup

/** Graceful stop (the edge writes what it buffered), then the exit code. */
async function stopService(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

const database = await createTestPostgres(serverUrl);
const prefix = `bench-ingest-${randomBytes(4).toString('hex')}:`;
const dataDir = await mkdtemp(join(tmpdir(), 'billing-bench-ingest-'));
const databaseUrl = database.url;
/** Insert sizes of the storage baseline: about what the service's group commit writes, and larger. */
const CHDB_BASELINE_ROWS = [500, 1000, 5000];

/** `baseline-chdb.ts` in a process of its own (chdb allows one data directory per process). */
async function chdbAlone(secs: number, sizes: number[]): Promise<unknown> {
  const child = startNode('bench/baseline-chdb.ts', [String(secs), sizes.join(',')], {}, [], 'pipe');
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`baseline-chdb exited with ${code}`);
  return JSON.parse(out);
}

const redis = connectRedis(redisUrl);
const results: Record<string, unknown> = {};
const [apiPort, ingestPort, basePort] = [await freePort(), await freePort(), await freePort()];
/** With --log the load goes to an edge of its own (`billing start ingest`, no chdb); `all` drains. */
const allIngestPort = logMode ? await freePort() : ingestPort;
let service: ChildProcess | undefined;
const edges: ChildProcess[] = [];
const baseline = startNode('bench/baseline-uws.ts', [String(basePort)], {});
let hwmAfterBatchMiB = 0;
let hwmEndMiB = 0;
let serviceExitCode: number | null = null;
let metricsText = '';
let batchPhaseInserts: ReturnType<typeof insertsBetween> | undefined;
try {
  const key = await seedBenchOrganization(databaseUrl);
  const stores = { databaseUrl, redisUrl, redisKeyPrefix: prefix, dataDir };
  service = startService(
    stores,
    {
      PORT: String(apiPort),
      INGEST_PORT: String(allIngestPort),
      RATE_LIMIT_PER_SECOND: '100000000',
      ...(values['flush-ms'] ? { INGEST_FLUSH_MS: values['flush-ms'] } : {}),
      ...(values['flush-rows'] ? { INGEST_FLUSH_ROWS: values['flush-rows'] } : {}),
      INGEST_LOG: logMode ? 'redis' : embeddedLog,
    },
    // For profiling the service: BENCH_SERVICE_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
    { nodeArgs: (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean) },
  );
  await waitForHttp(`http://127.0.0.1:${allIngestPort}/healthz`);
  if (logMode) {
    for (let i = 0; i < edgeCount; i++) {
      const edge = startService(
        stores,
        { INGEST_PORT: String(ingestPort), RATE_LIMIT_PER_SECOND: '100000000', INGEST_LOG: 'redis' },
        { role: 'ingest', nodeArgs: (process.env.BENCH_EDGE_NODE_ARGS ?? '').split(' ').filter(Boolean) },
      );
      edges.push(edge);
      await waitForListening(edge.pid!, ingestPort);
    }
    await waitForHttp(`http://127.0.0.1:${ingestPort}/healthz`);
  }
  const pids = edges.length > 0 ? edges.map((e) => e.pid!) : [service.pid!];
  const drainerPid = edges.length > 0 ? service.pid : undefined;
  if (drainerPid && values['drainer-nice']) reniceProcess(drainerPid, Number(values['drainer-nice']));
  await waitForHttp(`http://127.0.0.1:${basePort}/healthz`);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const ours = `http://127.0.0.1:${ingestPort}`;
  const base = `http://127.0.0.1:${basePort}`;
  const batchPath = '/v1/usageEvents:batchIngest';
  const singlePath = '/v1/usageEvents:ingest';
  const load = (
    title: string,
    url: string,
    body: () => string,
    events: number,
    withService: boolean,
    secs = seconds,
  ) =>
    runIngestLoad({
      title,
      url,
      headers,
      body,
      seconds: secs,
      connections: events === 1 ? singleConnections : connections,
      events,
      countAccepted: withService,
      pids: withService ? pids : undefined,
      cpuPids: withService ? pids : [baseline.pid!],
      drainerPid: withService ? drainerPid : undefined,
    });
  /** A load of the bare uWS server, left out with --skip-baseline. */
  const baselineLoad = (title: string, path: string, body: () => string, events: number, secs = seconds) =>
    skipBaseline ? undefined : load(title, base + path, body, events, false, secs);
  // With several edges on one port this reads whichever answers: with --log the edges make no inserts, so the
  // insert figures read from it are zero either way.
  const serviceMetrics = () => fetch(`${ours}/metrics`).then((r) => r.text());
  /** The drainer's metrics are on the api's registry (one `billing start` process). */
  const drainMetrics = () => fetch(`http://127.0.0.1:${apiPort}/metrics`).then((r) => r.text());
  const drained = async (title: string, before: string) => {
    if (!drains) return undefined;
    const waitStart = performance.now();
    if (fileMode) await waitForFileLogDrained(join(dataDir, 'ingest-log'), 600_000);
    else await waitForDrained(redis, prefix, 600_000);
    const figures = drainBetween(before, await drainMetrics());
    process.stderr.write(`${title}: ${JSON.stringify(figures)}\n`);
    return { ...figures, drainedAfterLoadMs: Math.round(performance.now() - waitStart) };
  };

  // Warm-up (JIT, connection pools, caches, chdb), not counted; its eventIds are apart ('w-').
  await baselineLoad('warm-up batch (baseline)', batchPath, () => batchBody('w-'), BATCH, warmupSeconds);
  await load('warm-up batch', ours + batchPath, () => batchBody('w-'), BATCH, true, warmupSeconds);
  await baselineLoad('warm-up single (baseline)', singlePath, () => singleBody('w-'), 1, warmupSeconds);
  await load('warm-up single', ours + singlePath, () => singleBody('w-'), 1, true, warmupSeconds);
  await sleep(3000);

  results.baselineBatch = await baselineLoad(
    'baseline batch (bare uWS)',
    batchPath,
    () => batchBody('x-'),
    BATCH,
  );
  const sentBefore = bodies.built;
  const metricsBeforeBatch = await serviceMetrics();
  const drainBeforeBatch = drains ? await drainMetrics() : '';
  results.batchIngest = await load(
    'POST /v1/usageEvents:batchIngest',
    ours + batchPath,
    () => batchBody('b-'),
    BATCH,
    true,
  );
  const batchIdsBuilt = bodies.built - sentBefore;
  batchPhaseInserts = insertsBetween(metricsBeforeBatch, await serviceMetrics());
  results.batchDrain = await drained('batch drain', drainBeforeBatch);
  hwmAfterBatchMiB = peakHwmMiB(pids);
  // Let the inserts and merges of the batch phase settle before the single-event loads.
  await sleep(5000);
  results.baselineSingle = await baselineLoad(
    'baseline single (bare uWS)',
    singlePath,
    () => singleBody('x-'),
    1,
  );
  const drainBeforeSingle = drains ? await drainMetrics() : '';
  results.singleIngest = await load(
    'POST /v1/usageEvents:ingest',
    ours + singlePath,
    () => singleBody('s-'),
    1,
    true,
  );
  results.singleDrain = await drained('single drain', drainBeforeSingle);
  hwmEndMiB = peakHwmMiB(pids);
  metricsText = await serviceMetrics();
  for (const edge of edges) await stopService(edge);
  serviceExitCode = await stopService(service);

  // Cross-check in ClickHouse (chdb allows one process per directory: opened once the service exited).
  process.stderr.write('counting stored events in chdb...\n');
  const store = await openEventStore({ url: undefined, dataDir });
  try {
    const result = await store.client.query({
      query: `SELECT
          toString(uniqExactIf(event_id, startsWith(event_id, 'b-'))) AS batch_unique,
          toString(countIf(startsWith(event_id, 'b-'))) AS batch_rows,
          toString(uniqExactIf(event_id, startsWith(event_id, 's-'))) AS single_unique,
          toString(countIf(startsWith(event_id, 's-'))) AS single_rows
        FROM usage_events WHERE organization_id = 'bench'`,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<Record<string, string>>();
    const batch = results.batchIngest as IngestLoadResult;
    const single = results.singleIngest as IngestLoadResult;
    results.storedCheck = {
      batch: {
        acceptedInResponses: batch.acceptedEvents,
        storedUnique: Number(row?.batch_unique),
        storedRows: Number(row?.batch_rows),
        eventIdsBuilt: batchIdsBuilt,
        // Requests in flight when autocannon stopped were stored but their responses not counted.
        storedMinusAccepted: Number(row?.batch_unique) - batch.acceptedEvents,
      },
      single: {
        acceptedInResponses: single.acceptedEvents,
        storedUnique: Number(row?.single_unique),
        storedRows: Number(row?.single_rows),
        storedMinusAccepted: Number(row?.single_unique) - single.acceptedEvents,
      },
    };
  } finally {
    await store.close();
  }
  if (!skipBaseline) results.baselineChdb = await chdbAlone(Math.min(seconds, 10), CHDB_BASELINE_ROWS);
} finally {
  for (const edge of edges) await stopService(edge);
  if (service) await stopService(service);
  await stop(baseline);
  await database.close();
  await deleteKeysWithPrefix(redis, prefix).catch(() => {});
  await redis.quit();
  await rm(dataDir, { recursive: true, force: true });
  await ownRedis?.close();
}

/** The drainer's work between two readings of its metrics: inserts, rows, and the visibility lag. */
function drainBetween(before: string, after: string) {
  const [a, b] = [
    histogram(before, 'ingest_drain_batch_events'),
    histogram(after, 'ingest_drain_batch_events'),
  ];
  const [x, y] = [
    histogram(before, 'ingest_drain_insert_seconds'),
    histogram(after, 'ingest_drain_insert_seconds'),
  ];
  const inserts = b.count - a.count;
  const lagBefore = buckets(before, 'ingest_visibility_lag_seconds');
  const lag = buckets(after, 'ingest_visibility_lag_seconds').map(([le, n], i): [number, number] => [
    le,
    n - (lagBefore[i]?.[1] ?? 0),
  ]);
  const total = lag.at(-1)?.[1] ?? 0;
  /** The smallest bucket bound holding the quantile: an upper bound of it. */
  const quantile = (q: number) => lag.find(([, n]) => n >= q * total)?.[0] ?? Number.NaN;
  return {
    inserts,
    avgEventsPerInsert: inserts ? Math.round((b.sum - a.sum) / inserts) : 0,
    avgInsertMs: inserts ? Math.round(((y.sum - x.sum) / inserts) * 1000) : 0,
    visibilityLagSecondsAtMost: { p50: quantile(0.5), p99: quantile(0.99) },
  };
}

/** Cumulative buckets [le, count] of a Prometheus histogram, +Inf as Infinity. */
function buckets(text: string, name: string): Array<[number, number]> {
  return [...text.matchAll(new RegExp(`^${name}_bucket\\{[^}]*le="([^"]+)"[^}]*\\} (\\S+)$`, 'gm'))].map(
    (m) => [m[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(m[1]), Number(m[2])],
  );
}

/** The ClickHouse inserts the service made between two readings of its /metrics ('' for since it started). */
function insertsBetween(before: string, after: string) {
  const [a, b] = [histogram(before, 'ingest_flush_rows'), histogram(after, 'ingest_flush_rows')];
  const [x, y] = [histogram(before, 'ingest_flush_seconds'), histogram(after, 'ingest_flush_seconds')];
  const count = b.count - a.count;
  return {
    inserts: count,
    avgRowsPerInsert: count ? Math.round((b.sum - a.sum) / count) : 0,
    avgInsertMs: count ? Math.round(((y.sum - x.sum) / count) * 1000 * 100) / 100 : 0,
  };
}

/** Sum and count of a Prometheus histogram in the text exposition. */
function histogram(text: string, name: string): { sum: number; count: number } {
  const value = (suffix: string) =>
    [...text.matchAll(new RegExp(`^${name}_${suffix}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].reduce(
      (total, m) => total + Number(m[1]),
      0,
    );
  return { sum: value('sum'), count: value('count') };
}

const batch = results.batchIngest as IngestLoadResult;
const single = results.singleIngest as IngestLoadResult;
const baselineBatch = results.baselineBatch as IngestLoadResult | undefined;
const baselineSingle = results.baselineSingle as IngestLoadResult | undefined;
const wholeRun = insertsBetween('', metricsText);
/**
 * The targets of the issue each profile answers to: the ingest log's (issue 15: 2 cores shared with the load
 * generator, every process's RSS under 1 GiB, visibility lag p99 under 5 s), else the one-process topology's.
 */
const targets: {
  batchAcceptedEventsPerSecond: number;
  batchP99Ms: number;
  batchPeakRssMiB: number;
  singleRequestsPerSecond: number;
  visibilityLagP99Seconds?: number;
} = logMode
  ? {
      batchAcceptedEventsPerSecond: 100_000,
      batchP99Ms: 50,
      batchPeakRssMiB: 1024,
      singleRequestsPerSecond: 20_000,
      visibilityLagP99Seconds: 5,
    }
  : {
      batchAcceptedEventsPerSecond: 150_000,
      batchP99Ms: 100,
      batchPeakRssMiB: 512,
      singleRequestsPerSecond: 20_000,
    };
const batchDrain = results.batchDrain as ReturnType<typeof drainBetween> | undefined;
const edgesUnderLoad =
  edgeCount === 1
    ? '`billing start ingest` (the edge under load, no chdb)'
    : `${edgeCount} \`billing start ingest\` processes sharing one port (the edges under load, no chdb)`;
const round2 = (x: number) => Math.round(x * 100) / 100;
process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'ingest',
      profile: logMode
        ? `${edgesUnderLoad} and \`billing start\` (api, drainer, worker; its own edge idle), INGEST_LOG=redis, with PostgreSQL 15 on loopback, a redis-server started by the benchmark (appendonly yes, appendfsync ${values.appendfsync}) and chdb in a temporary data directory; autocannon in the benchmark process on the same machine`
        : `one \`billing start\` process (api + ingest edge + worker${fileMode ? ' + drainer, INGEST_LOG=file' : ', INGEST_LOG=buffer'}) with PostgreSQL 15 and Redis 7 servers on loopback and chdb (embedded ClickHouse) in a temporary data directory; autocannon in the benchmark process on the same machine`,
      settings: {
        connections,
        singleConnections,
        seconds,
        warmupSeconds,
        eventsPerBatchRequest: BATCH,
        ingestFlushMs: values['flush-ms'] ? Number(values['flush-ms']) : 'default (50)',
        ingestFlushRows: values['flush-rows'] ? Number(values['flush-rows']) : 'default (10000)',
        ingestLog: logMode ? 'redis' : embeddedLog,
        ...(logMode
          ? {
              appendfsync: values.appendfsync,
              aofRewritePercentage: Number(values['aof-rewrite-percentage']),
              edges: edgeCount,
              drainerNice: Number(values['drainer-nice'] ?? 0),
              // What the edges ran: the native scan when it is built and not turned off.
              nativeScan: edgeNativeScan() !== undefined && process.env.INGEST_NATIVE_SCAN !== 'off',
            }
          : {}),
      },
      machine: machineInfo(loadAtStart),
      ...results,
      service: {
        vmHwmAfterBatchMiB: hwmAfterBatchMiB,
        vmHwmEndMiB: hwmEndMiB,
        exitCode: serviceExitCode,
        // Over the whole run (warm-up included), from the service's /metrics.
        clickhouseInserts: wholeRun.inserts,
        avgRowsPerInsert: wholeRun.avgRowsPerInsert,
        avgInsertMs: wholeRun.avgInsertMs,
        batchPhase: batchPhaseInserts,
      },
      ratios: baselineBatch &&
        baselineSingle && {
          batchEventsVsBaseline: round2(
            batch.acceptedEventsPerSecond / baselineBatch.acceptedEventsPerSecond,
          ),
          singleRequestsVsBaseline: round2(single.requestsPerSecond / baselineSingle.requestsPerSecond),
          // The whole edge against chdb storing the same rows alone, at each insert size.
          batchEventsVsChdbAlone: Object.fromEntries(
            ((results.baselineChdb as Array<{ rowsPerInsert: number; rowsPerSecond: number }>) ?? []).map(
              (c) => [c.rowsPerInsert, round2(batch.acceptedEventsPerSecond / c.rowsPerSecond)],
            ),
          ),
        },
      targets,
      targetsMet: {
        batchAcceptedEventsPerSecond: batch.acceptedEventsPerSecond >= targets.batchAcceptedEventsPerSecond,
        batchP99Ms: batch.latencyMs.p99 <= targets.batchP99Ms,
        batchPeakRssMiB:
          Math.max(batch.peakRssMiB ?? Infinity, batch.drainer?.peakRssMiB ?? 0) <= targets.batchPeakRssMiB,
        singleRequestsPerSecond: single.requestsPerSecond >= targets.singleRequestsPerSecond,
        ...(targets.visibilityLagP99Seconds !== undefined
          ? {
              visibilityLagP99Seconds:
                (batchDrain?.visibilityLagSecondsAtMost.p99 ?? Infinity) <= targets.visibilityLagP99Seconds,
            }
          : {}),
      },
    },
    null,
    2,
  )}\n`,
);
process.exit(0);

/**
 * CPU time per event of the ingest edge on the production profile's path (INGEST_LOG=redis: claim and append in
 * one Lua script), and of Redis for it: a fixed number of requests (100-event batches, then single events) sent
 * by a closed loop of a few connections to `billing start ingest`, with the edge's and Redis' CPU read from
 * /proc before and after. CPU time, unlike throughput, says little about how busy the rest of the machine is,
 * so this is the figure to compare two versions of the request path with on a shared machine.
 *
 * `--compare DIR` starts a second edge from another checkout (its own node_modules) on the same database and
 * Redis, and the two are measured in alternate rounds: before and after in the same run. No drainer runs (the
 * stream is emptied between rounds); every response is checked (200, every event ACCEPTED).
 *
 *   node --import tsx bench/edge-cpu.ts [--batch-requests 2000 --single-requests 5000 --connections 8
 *     --rounds 3 --compare DIR --compare-node-args "..." --compare-env "K=V ..." --cpu-prof DIR]
 *
 * Prints JSON on stdout, progress on stderr.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DAY_MS } from '@billing/core';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import { connectRedis, logKeys } from '@billing/redis';
import { seedBenchOrganization } from './lib/database.ts';
import { BENCH_BATCH, EventBodies, startRedisServer } from './lib/ingest-setup.ts';
import { loadAverage1m, machineInfo } from './lib/machine.ts';
import { cpuMsOf, freePort, REPO, startNode, stop, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    'batch-requests': { type: 'string', default: '2000' },
    'single-requests': { type: 'string', default: '5000' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    compare: { type: 'string' },
    /** A CPU profile of each edge (`--cpu-prof`), written to DIR/{this,compare} when it stops. */
    'cpu-prof': { type: 'string' },
    appendfsync: { type: 'string', default: 'always' },
    /**
     * Node.js options of the second edge (space-separated): with `--compare`, of that checkout's edge; without
     * it, a second edge of this checkout, to compare runtime settings (`--max-semi-space-size=64`, say).
     */
    'compare-node-args': { type: 'string' },
    /**
     * Environment of the second edge (space-separated K=V): with `--compare`, of that checkout's edge; without
     * it, a second edge of this checkout, to compare settings (`INGEST_NATIVE_SCAN=off`, say).
     */
    'compare-env': { type: 'string' },
  },
});
const compareNodeArgs = (values['compare-node-args'] ?? '').split(' ').filter(Boolean);
const compareEnv = Object.fromEntries(
  (values['compare-env'] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const batchRequests = Number(values['batch-requests']);
const singleRequests = Number(values['single-requests']);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const loadAtStart = loadAverage1m();

interface Edge {
  name: string;
  repo: string;
  port: number;
  pid: number;
  stop: () => Promise<void>;
}

interface Phase {
  requests: number;
  events: number;
  edgeCpuMs: number;
  redisCpuMs: number;
  wallMs: number;
}

const bodies = new EventBodies();
const agent = new Agent({ keepAlive: true, maxSockets: connections });

/** POSTs `body`; resolves with the status and the text of the answer. */
function post(
  port: number,
  path: string,
  key: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function countOccurrences(text: string, needle: string): number {
  let n = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) n += 1;
  return n;
}

/** Sends `count` requests through `connections` loops; every answer must be 200 with every event ACCEPTED. */
async function send(edge: Edge, key: string, count: number, batch: boolean, tag: string): Promise<void> {
  const path = batch ? '/v1/usageEvents:batchIngest' : '/v1/usageEvents:ingest';
  const perRequest = batch ? BENCH_BATCH : 1;
  let left = count;
  const loop = async () => {
    while (left > 0) {
      left -= 1;
      const body = batch ? bodies.batch(tag) : bodies.single(tag);
      const { status, text } = await post(edge.port, path, key, body);
      if (status !== 200 || countOccurrences(text, '"status":"ACCEPTED"') !== perRequest) {
        throw new Error(`${edge.name}: unexpected answer ${status}: ${text.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

async function measure(
  edge: Edge,
  redisPid: number,
  key: string,
  count: number,
  batch: boolean,
  tag: string,
): Promise<Phase> {
  const start = { edge: cpuMsOf(edge.pid), redis: cpuMsOf(redisPid), wall: performance.now() };
  await send(edge, key, count, batch, tag);
  return {
    requests: count,
    events: count * (batch ? BENCH_BATCH : 1),
    edgeCpuMs: cpuMsOf(edge.pid) - start.edge,
    redisCpuMs: cpuMsOf(redisPid) - start.redis,
    wallMs: performance.now() - start.wall,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const median = (xs: number[]) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function summary(phases: Phase[]) {
  const usPerEvent = (ms: number, p: Phase) => (ms * 1000) / p.events;
  return {
    edgeUsPerEvent: round2(median(phases.map((p) => usPerEvent(p.edgeCpuMs, p)))),
    // Other work on the machine only adds CPU time (caches, migrations): the least disturbed round.
    edgeUsPerEventMin: round2(Math.min(...phases.map((p) => usPerEvent(p.edgeCpuMs, p)))),
    redisUsPerEvent: round2(median(phases.map((p) => usPerEvent(p.redisCpuMs, p)))),
    edgeMsPerRequest: round2(median(phases.map((p) => p.edgeCpuMs / p.requests))),
    eventsPerWallSecond: Math.round(median(phases.map((p) => p.events / (p.wallMs / 1000)))),
    rounds: phases.map((p) => ({
      edgeUsPerEvent: round2(usPerEvent(p.edgeCpuMs, p)),
      redisUsPerEvent: round2(usPerEvent(p.redisCpuMs, p)),
    })),
  };
}

const serverUrl = process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL;
const database = await createTestPostgres(serverUrl);
const prefix = `bench-edge-${randomBytes(4).toString('hex')}:`;
const databaseUrl = database.url;
/** Nothing is written there (an edge with the log opens no chdb), but DATA_DIR must name a directory. */
const dataDir = await mkdtemp(join(tmpdir(), 'billing-bench-edge-'));
const ownRedis = await startRedisServer(values.appendfsync);
const redis = connectRedis(ownRedis.url);
const edges: Edge[] = [];
try {
  const key = await seedBenchOrganization(databaseUrl);
  // No drainer marks this fresh key space complete: without the mark an edge with no ClickHouse answers 503.
  await redis.set(logKeys(prefix).sentinel, String(Date.now() - DAY_MS));
  const trees: Array<{ name: string; repo: string; nodeArgs?: string[]; env?: NodeJS.ProcessEnv }> = [
    { name: 'this', repo: REPO },
    ...(values.compare || compareNodeArgs.length > 0 || values['compare-env']
      ? [{ name: 'compare', repo: values.compare ?? REPO, nodeArgs: compareNodeArgs, env: compareEnv }]
      : []),
  ];
  for (const tree of trees) {
    const port = await freePort();
    const child = startNode(
      'packages/cli/src/main.ts',
      ['start', 'ingest'],
      {
        DATABASE_URL: databaseUrl,
        REDIS_URL: ownRedis.url,
        REDIS_KEY_PREFIX: prefix,
        CLICKHOUSE_URL: '',
        DATA_DIR: dataDir,
        INGEST_PORT: String(port),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_SECOND: '100000000',
        INGEST_LOG: 'redis',
        INGEST_MAX_BACKLOG: '0',
        ...tree.env,
      },
      [
        ...(tree.nodeArgs ?? []),
        ...(values['cpu-prof']
          ? ['--cpu-prof', `--cpu-prof-dir=${join(values['cpu-prof'], tree.name)}`]
          : []),
      ],
      'ignore',
      tree.repo,
    );
    edges.push({ ...tree, port, pid: child.pid!, stop: () => stop(child) });
    await waitForHttp(`http://127.0.0.1:${port}/healthz`);
  }
  // Warm-up (JIT, caches, connections), not counted.
  for (const edge of edges) {
    process.stderr.write(`warm-up ${edge.name}\n`);
    await send(edge, key, Math.ceil(batchRequests / 4), true, `w${edge.name}-`);
    await send(edge, key, Math.ceil(singleRequests / 4), false, `w${edge.name}-`);
  }
  const phases = new Map(edges.map((e) => [e.name, { batch: [] as Phase[], single: [] as Phase[] }]));
  for (let round = 0; round < rounds; round++) {
    // Alternate which edge goes first, so that neither always follows the other's garbage.
    const order = round % 2 === 0 ? edges : [...edges].reverse();
    for (const edge of order) {
      await redis.del(logKeys(prefix).stream);
      const batch = await measure(edge, ownRedis.pid, key, batchRequests, true, `b${edge.name}${round}-`);
      const single = await measure(edge, ownRedis.pid, key, singleRequests, false, `s${edge.name}${round}-`);
      phases.get(edge.name)!.batch.push(batch);
      phases.get(edge.name)!.single.push(single);
      process.stderr.write(
        `round ${round + 1} ${edge.name}: batch ${round2((batch.edgeCpuMs * 1000) / batch.events)} us/event ` +
          `(redis ${round2((batch.redisCpuMs * 1000) / batch.events)}), single ` +
          `${round2((single.edgeCpuMs * 1000) / single.events)} us/event ` +
          `(redis ${round2((single.redisCpuMs * 1000) / single.events)})\n`,
      );
    }
  }
  const out = {
    machine: machineInfo(loadAtStart),
    settings: {
      batchRequests,
      singleRequests,
      connections,
      rounds,
      appendfsync: values.appendfsync,
      compareNodeArgs,
      compareEnv,
    },
    edges: Object.fromEntries(
      edges.map((e) => [
        e.name,
        {
          repo: e.repo,
          batch: summary(phases.get(e.name)!.batch),
          single: summary(phases.get(e.name)!.single),
        },
      ]),
    ),
  };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} finally {
  for (const edge of edges) await edge.stop();
  agent.destroy();
  redis.disconnect();
  await ownRedis.close();
  await rm(dataDir, { recursive: true, force: true });
  await database.close();
}

/**
 * Redis' CPU per event of the ingest log's append (claim every eventId, append the claimed rows to the stream),
 * with the claims as they are (one hash per generation of the window: `IngestLogWriter.append`, claims.ts)
 * against the layout they replaced, kept here as its script: one key per claim, `SET NX GET PX` per event.
 * Both append the same rows to a stream and count the same backlog. Alternate rounds on one redis-server of the
 * benchmark's own (AOF on, `appendfsync` as given); the server's CPU time (all threads) from INFO before and
 * after each round.
 *
 *   node --import tsx bench/redis-claims.ts [--requests 5000 --rounds 4 --in-flight 8 --appendfsync always]
 *
 * Prints JSON on stdout, progress on stderr.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DAY_MS } from '@billing/core';
import { connectRedis, LUA_SPLIT } from '@billing/redis';
import { IngestLogWriter } from '@billing/usage';
import type { Redis } from 'ioredis';
import { BENCH_BATCH, startRedisServer } from './lib/ingest-setup.ts';
import { loadAverage1m, machineInfo } from './lib/machine.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '4' },
    'in-flight': { type: 'string', default: '8' },
    appendfsync: { type: 'string', default: 'always' },
  },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);
const inFlight = Number(values['in-flight']);
const loadAtStart = loadAverage1m();
const WINDOW_MS = 35 * DAY_MS;

/**
 * The former layout: KEYS stream, backlog. ARGV now, window, claim-key prefix, n, eventIds and hashes
 * (newline-joined), rows. Returns the previous claims newline-joined ('' for a new one).
 */
const PER_KEY_APPEND = `
local window = ARGV[2]
local prefix, n = ARGV[3], tonumber(ARGV[4])
${LUA_SPLIT}
local ids, hashes = split(ARGV[5], n), split(ARGV[6], n)
local out, claimed = {}, 0
for i = 1, n do
  local previous = redis.call('SET', prefix .. ids[i], 'S:' .. hashes[i], 'NX', 'GET', 'PX', window)
  out[i] = previous or ''
  if not previous then claimed = claimed + 1 end
end
if claimed > 0 then
  redis.call('XADD', KEYS[1], '*', 'n', tostring(claimed), 'r', ARGV[7])
  redis.call('INCRBY', KEYS[2], claimed)
end
return table.concat(out, '\\n')`;

type Layout = 'perKey' | 'bucketed';

/** A request's worth of new events: eventIds, payload hashes and TabSeparated rows of the usual size. */
function requestOf(prefix: string, sequence: number) {
  const eventIds: string[] = [];
  const hashes: string[] = [];
  let rows = '';
  for (let i = 0; i < BENCH_BATCH; i++) {
    const eventId = `${prefix}${sequence * BENCH_BATCH + i}`;
    eventIds.push(eventId);
    hashes.push(randomBytes(32).toString('base64url'));
    rows += `bench\t${eventId}\tbench-${i + 1}\tapi.call\t2026-11-26 00:00:00.000\t2026-11-26 00:00:01.000\t{"tokens":${i + 1},"model":"m-${i % 7}"}\t{"tokens":"${i + 1}"}\n`;
  }
  return { eventIds, hashes, rows };
}

async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const value = (name: string) => Number(new RegExp(`${name}:([0-9.]+)`).exec(info)?.[1] ?? 0);
  return (value('used_cpu_user') + value('used_cpu_sys')) * 1000;
}

/** Redis' memory in use (bytes), from INFO. */
async function redisMemory(redis: Redis): Promise<number> {
  return Number(/used_memory:([0-9]+)/.exec(await redis.info('memory'))?.[1] ?? 0);
}

/** One round: Redis' CPU (us) and the growth of its memory (bytes; claims and stream rows) per event. */
async function round(
  redis: Redis,
  layout: Layout,
  roundIndex: number,
): Promise<{ usPerEvent: number; bytesPerEvent: number }> {
  const prefix = `bench-claims:${layout}:${roundIndex}:`;
  const writer = new IngestLogWriter(redis, prefix, WINDOW_MS, 0);
  const commands = redis as unknown as Record<string, (...args: Array<string | Buffer>) => Promise<unknown>>;
  if (!commands.benchPerKeyAppend) redis.defineCommand('benchPerKeyAppend', { lua: PER_KEY_APPEND });
  const send = (sequence: number) => {
    const request = requestOf(`e-${layout}-${roundIndex}-`, sequence);
    const now = Date.now();
    // 'verified': no drainer marks this key space complete, so the sentinel check is skipped, as after one.
    if (layout === 'bucketed') return writer.append('bench', request, now, 'verified');
    return commands.benchPerKeyAppend!(
      '2',
      `${prefix}log:stream`,
      `${prefix}log:backlog`,
      String(now),
      String(WINDOW_MS),
      `${prefix}d:bench:`,
      String(BENCH_BATCH),
      request.eventIds.join('\n'),
      request.hashes.join('\n'),
      Buffer.from(request.rows),
    );
  };
  const memoryBefore = await redisMemory(redis);
  const before = await redisCpuMs(redis);
  let next = 0;
  const lane = async () => {
    while (next < requests) await send(next++);
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const spent = (await redisCpuMs(redis)) - before;
  const events = requests * BENCH_BATCH;
  return {
    usPerEvent: (spent * 1000) / events,
    bytesPerEvent: ((await redisMemory(redis)) - memoryBefore) / events,
  };
}

const server = await startRedisServer(values.appendfsync);
const redis = connectRedis(server.url);
const figures: Record<Layout, number[]> = { perKey: [], bucketed: [] };
const bytes: Record<Layout, number[]> = { perKey: [], bucketed: [] };
try {
  for (let r = 0; r < rounds; r++) {
    const order: Layout[] = r % 2 === 0 ? ['perKey', 'bucketed'] : ['bucketed', 'perKey'];
    for (const layout of order) {
      const { usPerEvent, bytesPerEvent } = await round(redis, layout, r);
      figures[layout].push(Math.round(usPerEvent * 100) / 100);
      bytes[layout].push(Math.round(bytesPerEvent));
      process.stderr.write(
        `round ${r + 1}/${rounds} ${layout}: ${usPerEvent.toFixed(2)} us of Redis CPU and ${Math.round(bytesPerEvent)} bytes of memory an event\n`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  process.stdout.write(
    `${JSON.stringify(
      {
        benchmark: 'redis-claims',
        machine: machineInfo(loadAtStart),
        settings: {
          requests,
          eventsPerRequest: BENCH_BATCH,
          rounds,
          inFlight,
          appendfsync: values.appendfsync,
        },
        redisUsPerEvent: {
          perKey: { median: median(figures.perKey), rounds: figures.perKey },
          bucketed: { median: median(figures.bucketed), rounds: figures.bucketed },
        },
        ratio: Math.round((median(figures.bucketed) / median(figures.perKey)) * 100) / 100,
        /** Growth of Redis' memory per event: the claims and the stream's rows (never trimmed here). */
        redisBytesPerEvent: {
          perKey: { median: median(bytes.perKey), rounds: bytes.perKey },
          bucketed: { median: median(bytes.bucketed), rounds: bytes.bucketed },
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  redis.disconnect();
  await server.close();
}

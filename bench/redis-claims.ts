/**
 * Redis' CPU per event of the ingest log's append (claim every eventId, append the claimed rows to the stream),
 * with the claims as they are (one key per event, `SET NX GET PX` in the script: `IngestLogWriter.append`, the
 * baseline) against a prototype of another layout: the claims of an organization in one hash per generation of
 * the window (`HMGET` of the request's eventIds in each live generation, one `HSET` of the new ones in the newest,
 * which expires a window after its generation ends). Both append the same rows to a stream and count the same
 * backlog. Alternate rounds on one redis-server of the benchmark's own (AOF on, `appendfsync` as given); the
 * server's CPU time (all threads) from INFO before and after each round.
 *
 *   node --import tsx bench/redis-claims.ts [--requests 5000 --rounds 4 --in-flight 8 --appendfsync always]
 *
 * The prototype is not used by the service: it measures what the layout would save (bench/README.md, "Where
 * Redis' time goes"). It would change the window's meaning (a claim lives from one window to a window and a
 * generation) and every de-duplication script.
 *
 * Prints JSON on stdout, progress on stderr.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DAY_MS } from '@billing/core';
import { connectRedis, IngestLogWriter, LUA_SPLIT } from '@billing/redis';
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
const GENERATION_MS = 7 * DAY_MS;

/**
 * The prototype: KEYS stream, backlog. ARGV now, window, generation, claim-hash prefix, n, eventIds and hashes
 * (newline-joined), rows. Returns the previous claims newline-joined ('' for a new one).
 */
const BUCKETED_APPEND = `
local now, window, generation = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local prefix, n = ARGV[4], tonumber(ARGV[5])
${LUA_SPLIT}
local ids, hashes = split(ARGV[6], n), split(ARGV[7], n)
local newest = math.floor(now / generation)
local previous = {}
for g = newest, math.floor((now - window) / generation), -1 do
  local found = redis.call('HMGET', prefix .. g, unpack(ids))
  for i = 1, n do
    if found[i] and not previous[i] then previous[i] = found[i] end
  end
end
local claims, out = {}, {}
for i = 1, n do
  out[i] = previous[i] or ''
  if not previous[i] then
    claims[#claims + 1] = ids[i]
    claims[#claims + 1] = 'S:' .. hashes[i]
  end
end
if #claims > 0 then
  local key = prefix .. newest
  redis.call('HSET', key, unpack(claims))
  redis.call('PEXPIREAT', key, (newest + 1) * generation + window)
  redis.call('XADD', KEYS[1], '*', 'n', tostring(#claims / 2), 'r', ARGV[8])
  redis.call('INCRBY', KEYS[2], #claims / 2)
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

async function round(redis: Redis, layout: Layout, roundIndex: number): Promise<number> {
  const prefix = `bench-claims:${layout}:${roundIndex}:`;
  const writer = new IngestLogWriter(redis, prefix, WINDOW_MS, 0);
  const commands = redis as unknown as Record<string, (...args: Array<string | Buffer>) => Promise<unknown>>;
  if (!commands.benchBucketedAppend) redis.defineCommand('benchBucketedAppend', { lua: BUCKETED_APPEND });
  const send = (sequence: number) => {
    const request = requestOf(`e-${layout}-${roundIndex}-`, sequence);
    const now = Date.now();
    // 'verified': no drainer marks this key space complete, so the sentinel check is skipped, as after one.
    if (layout === 'perKey') return writer.append('bench', request, now, 'verified');
    return commands.benchBucketedAppend!(
      '2',
      `${prefix}log:stream`,
      `${prefix}log:backlog`,
      String(now),
      String(WINDOW_MS),
      String(GENERATION_MS),
      `${prefix}c:bench:`,
      String(BENCH_BATCH),
      request.eventIds.join('\n'),
      request.hashes.join('\n'),
      Buffer.from(request.rows),
    );
  };
  const before = await redisCpuMs(redis);
  let next = 0;
  const lane = async () => {
    while (next < requests) await send(next++);
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const spent = (await redisCpuMs(redis)) - before;
  return (spent * 1000) / (requests * BENCH_BATCH);
}

const server = await startRedisServer(values.appendfsync);
const redis = connectRedis(server.url);
const figures: Record<Layout, number[]> = { perKey: [], bucketed: [] };
try {
  for (let r = 0; r < rounds; r++) {
    const order: Layout[] = r % 2 === 0 ? ['perKey', 'bucketed'] : ['bucketed', 'perKey'];
    for (const layout of order) {
      const usPerEvent = await round(redis, layout, r);
      figures[layout].push(Math.round(usPerEvent * 100) / 100);
      process.stderr.write(
        `round ${r + 1}/${rounds} ${layout}: ${usPerEvent.toFixed(2)} us of Redis CPU an event\n`,
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
      },
      null,
      2,
    )}\n`,
  );
} finally {
  redis.disconnect();
  await server.close();
}

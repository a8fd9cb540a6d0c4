/**
 * What the ingest benchmarks share besides their database (database.ts): a redis-server of their own with AOF
 * on, and request bodies of unique events built from precomputed templates (the eventIds from a counter).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectRedis } from '@billing/redis';
import { BENCH_CUSTOMERS } from './database.ts';
import { freePort, stop } from './processes.ts';

export const BENCH_BATCH = 100;

export interface OwnRedis {
  url: string;
  /** The server's pid: its CPU time is read from /proc. */
  pid: number;
  close(): Promise<void>;
}

/**
 * A redis-server on a free port in a temporary directory, `appendonly yes` with the given `appendfsync`; the
 * AOF is rewritten when it has grown by `aofRewritePercentage` since the last rewrite (Redis' default: 100).
 */
export async function startRedisServer(
  appendfsync = 'always',
  aofRewritePercentage = 100,
): Promise<OwnRedis> {
  const dir = await mkdtemp(join(tmpdir(), 'billing-bench-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      appendfsync,
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
      '--auto-aof-rewrite-percentage',
      String(aofRewritePercentage),
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = connectRedis(url);
  // Refused until the server listens: the pings below are the check.
  probe.on('error', () => {});
  for (let i = 0; ; i++) {
    try {
      await probe.ping();
      break;
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  probe.disconnect();
  return {
    url,
    pid: child.pid!,
    async close() {
      await stop(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Bodies of `batchIngest` (BENCH_BATCH events) and `ingest` requests, every eventId new. */
export class EventBodies {
  /** EventIds handed out so far. */
  built = 0;
  /** What follows the eventId in event number `j` of a request (customer, type, time, properties). */
  private readonly suffixes: string[];

  /** `eventTime`: inside the accepted range (docs/usage-events.md "The rules") for the whole run. */
  constructor(eventTime = new Date(Date.now() - 60_000).toISOString(), customers = BENCH_CUSTOMERS) {
    this.suffixes = Array.from(
      { length: BENCH_BATCH },
      (_, j) =>
        `","customer":"customers/bench-${(j % customers) + 1}","eventType":"api.call","eventTime":"${eventTime}",` +
        `"properties":{"tokens":${j + 1},"model":"m-${j % 7}"}}`,
    );
  }

  batch(prefix: string): string {
    let body = '{"events":[';
    for (let j = 0; j < BENCH_BATCH; j++)
      body += `${j === 0 ? '' : ','}{"eventId":"${prefix}${++this.built}${this.suffixes[j]}`;
    return `${body}]}`;
  }

  single(prefix: string): string {
    const id = ++this.built;
    return `{"event":{"eventId":"${prefix}${id}${this.suffixes[id % BENCH_BATCH]}}`;
  }
}

import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../src/connect.ts';
import { type ReadLimits, readLimitError, withReadLimits, withSettingsClause } from '../src/read-limits.ts';
import { createTestEventStore } from '../src/testing.ts';

const LIMITS: ReadLimits = { maxExecutionSeconds: 10, maxMemoryBytes: 1000, maxThreads: 1 };

describe('the SETTINGS clause of expensive reads', () => {
  it('closes the query, extends a clause already there, and leaves out unset limits', () => {
    expect(withSettingsClause('SELECT 1;\n', LIMITS)).toBe(
      'SELECT 1\nSETTINGS max_execution_time = 10, max_memory_usage = 1000, max_threads = 1',
    );
    expect(withSettingsClause('SELECT a FROM (SELECT 1 AS a) SETTINGS join_use_nulls = 0', LIMITS)).toBe(
      'SELECT a FROM (SELECT 1 AS a) SETTINGS join_use_nulls = 0,\n  max_execution_time = 10, max_memory_usage = 1000, max_threads = 1',
    );
    // A SETTINGS inside a subquery belongs to it: the outer query gets its own clause.
    expect(withSettingsClause('SELECT * FROM (SELECT 1 SETTINGS max_threads = 2) -- x', LIMITS)).toMatch(
      /-- x\nSETTINGS max_execution_time = 10/,
    );
    expect(withSettingsClause('SELECT 1', { maxExecutionSeconds: 0, maxMemoryBytes: 0, maxThreads: 0 })).toBe(
      'SELECT 1',
    );
    expect(
      withSettingsClause('SELECT 1', {
        maxExecutionSeconds: 0,
        maxMemoryBytes: 0,
        maxThreads: 0,
        threadPriority: 19,
      }),
    ).toBe('SELECT 1\nSETTINGS os_thread_priority = 19');
  });
});

describe('expensive reads on chdb', () => {
  let store: EventStore;

  beforeAll(async () => {
    store = await createTestEventStore({ prefix: 'billing-chdb-limits-', readConnections: 2 });
  });
  afterAll(() => store.close());

  const setting = async (client: EventStore['client'], name: string) => {
    const result = await client.query({
      query: `SELECT toString(getSetting('${name}')) AS v`,
      format: 'JSONEachRow',
    });
    return (await result.json<{ v: string }>())[0]!.v;
  };

  it('reads on connections of their own that see what the main one wrote', async () => {
    expect(store.readClients).toHaveLength(2);
    expect(store.readClients).not.toContain(store.client);
    await store.client.command({ query: 'CREATE TABLE t (x UInt64) ENGINE = MergeTree ORDER BY x' });
    await store.client.command({ query: 'INSERT INTO t VALUES (1), (2)' });
    const result = await store.readClients[1]!.query({
      query: 'SELECT toString(count()) AS n FROM t',
      format: 'JSONEachRow',
    });
    expect(await result.json()).toEqual([{ n: '2' }]);
  });

  it('stops a query past its time or memory limit, with the error a client can act on', async () => {
    /** What `query` throws on a read client under `limits` (the others 0: no limit). */
    const failureOf = (limits: Partial<ReadLimits>, query: string) =>
      withReadLimits(store.readClients[0]!, {
        maxExecutionSeconds: 0,
        maxMemoryBytes: 0,
        maxThreads: 0,
        ...limits,
      })
        .query({ query, format: 'JSONEachRow' })
        .catch((error: unknown) => error);
    const slow = await failureOf(
      { maxExecutionSeconds: 0.05 },
      'SELECT sum(cityHash64(number)) FROM numbers(100000000000)',
    );
    expect(readLimitError(slow, LIMITS)).toMatchObject({ code: 'DEADLINE_EXCEEDED', httpStatus: 504 });

    const big = await failureOf(
      { maxMemoryBytes: 20_000_000 },
      'SELECT groupArray(number) FROM numbers(50000000)',
    );
    expect(readLimitError(big, LIMITS)).toMatchObject({ code: 'RESOURCE_EXHAUSTED', retryAfter: undefined });
    expect(readLimitError(new Error('other'), LIMITS)).toBeUndefined();
  });

  it('leaves the limits to the query: neither connection keeps them afterwards', async () => {
    const limited = withReadLimits(store.readClients[0]!, LIMITS);
    const result = await limited.query({
      query: "SELECT getSetting('max_threads') AS t",
      format: 'JSONEachRow',
    });
    expect(await result.json()).toEqual([{ t: 1 }]);
    for (const client of [store.client, ...store.readClients]) {
      expect(await setting(client, 'max_execution_time')).toBe('0');
      expect(await setting(client, 'max_memory_usage')).toBe('0');
    }
  });

  it('runs the two read connections side by side, parameters and all', async () => {
    // Bound parameters would put both queries in chdb's one process-wide chain: the quick one would end last.
    const ended: string[] = [];
    const slow = store.readClients[0]!.query({
      query: 'SELECT sleep({s:UInt32}) AS x',
      query_params: { s: 2 },
      format: 'JSONEachRow',
    }).then(() => ended.push('slow'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const quick = store.readClients[1]!.query({
      query: 'SELECT {v:String} AS v',
      query_params: { v: "it's" },
      format: 'JSONEachRow',
    }).then(async (result) => {
      ended.push('quick');
      return result.json();
    });
    expect(await quick).toEqual([{ v: "it's" }]);
    await slow;
    expect(ended).toEqual(['quick', 'slow']);
  });

  it("runs a read's threads at its priority while it runs, and gives them back afterwards", async () => {
    // Nice values of this process's threads, from /proc (field 19 of a thread's stat).
    const niceCounts = async () => {
      const counts = new Map<number, number>();
      for (const task of await readdir(`/proc/${process.pid}/task`)) {
        const stat = await readFile(`/proc/${process.pid}/task/${task}/stat`, 'utf8').catch(() => '');
        if (!stat) continue;
        const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        counts.set(nice, (counts.get(nice) ?? 0) + 1);
      }
      return counts;
    };
    expect((await niceCounts()).get(17) ?? 0).toBe(0);
    const niced = withReadLimits(store.readClients[0]!, { ...LIMITS, maxMemoryBytes: 0, threadPriority: 17 });
    const running = niced.query({ query: 'SELECT sleep(1.5) AS x', format: 'JSONEachRow' });
    let seen = 0;
    for (let i = 0; i < 100 && seen === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await niceCounts()).get(17) ?? 0;
    }
    expect(seen).toBeGreaterThan(0);
    await (await running).json();
    expect((await niceCounts()).get(17) ?? 0).toBe(0);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../src/connect.ts';
import { inlineParams, stringLiteral } from '../src/inline-params.ts';
import { createTestEventStore } from '../src/testing.ts';

describe('parameters written into a query', () => {
  it('writes each type as a literal the engine parses, in one pass', () => {
    expect(
      inlineParams(
        "SELECT {a:String}, {n:Int64}, {t:DateTime64(6, 'UTC')}, {ids:Array(String)}, {a:String}",
        {
          a: "o'k\\{b:String}",
          n: -42,
          t: '2026-11-01 00:00:00.5',
          ids: ['x', ''],
          b: 'never read',
        },
      ),
    ).toBe(
      "SELECT 'o\\'k\\\\{b:String}', CAST('-42' AS Int64), CAST('2026-11-01 00:00:00.5' AS DateTime64(6, 'UTC')), " +
        "CAST(['x', ''] AS Array(String)), 'o\\'k\\\\{b:String}'",
    );
    expect(inlineParams('SELECT {x:String}', undefined)).toBe('SELECT {x:String}');
    expect(
      inlineParams("SELECT {d:Array(Int64)}, {e:Array(UInt8)}, {t:Array(DateTime64(6, 'UTC'))}", {
        d: [1, -2n, '3'],
        e: [],
        t: ['2026-11-01 00:00:00'],
      }),
    ).toBe(
      "SELECT CAST(['1', '-2', '3'] AS Array(Int64)), CAST([] AS Array(UInt8)), " +
        "CAST(['2026-11-01 00:00:00'] AS Array(DateTime64(6, 'UTC')))",
    );
    expect(stringLiteral('a\nb\u0000')).toBe("'a\\x0ab\\x00'");
  });

  it('refuses a value of another type, a missing one and a type it does not know', () => {
    expect(() => inlineParams('SELECT {n:Int64}', { n: '1) OR (1' })).toThrow(/not a value of type Int64/);
    expect(() => inlineParams('SELECT {n:Int64}', { n: 1.5 })).toThrow(/not a value of type Int64/);
    expect(() => inlineParams('SELECT {n:UInt32}', { n: 2 ** 60 })).toThrow(/not a value of type UInt32/);
    expect(() => inlineParams("SELECT {t:DateTime64(6, 'UTC')}", { t: "2026-01-01' OR 1" })).toThrow(
      /not a value of type DateTime64/,
    );
    expect(() => inlineParams('SELECT {s:String}', { s: 5 })).toThrow(/not a value of type String/);
    expect(() => inlineParams('SELECT {ids:Array(String)}', { ids: 'x' })).toThrow(/Array\(String\)/);
    expect(() => inlineParams('SELECT {d:Array(Int64)}', { d: [1, "2') OR ('1"] })).toThrow(/Int64/);
    expect(() => inlineParams('SELECT {d:Array(String)}', { d: ['a', 1] })).toThrow(/Array\(String\)/);
    expect(() => inlineParams('SELECT {d:Array(Float64)}', { d: [1] })).toThrow(/cannot be inlined/);
    expect(() => inlineParams('SELECT {s:String}', { t: 'x' })).toThrow(/s is not set/);
    expect(() => inlineParams('SELECT {f:Float64}', { f: 1 })).toThrow(/cannot be inlined/);
  });
});

describe('inlined against bound parameters, on chdb', () => {
  let store: EventStore;

  beforeAll(async () => {
    store = await createTestEventStore({ prefix: 'billing-chdb-inline-', readConnections: 1 });
  });
  afterAll(() => store.close());

  const QUERY = `SELECT {s:String} AS s, hex({s:String}) AS h, toString({n:Int64}) AS n, toString({u:UInt32}) AS u,
    toString({t:DateTime64(6, 'UTC')}) AS t, arrayMap(x -> hex(x), {ids:Array(String)}) AS ids,
    {s:String} IN {ids:Array(String)} AS member, arrayMap(x -> toString(x), {ns:Array(Int64)}) AS ns,
    arrayMap(x -> toString(x), {ts:Array(DateTime64(6, 'UTC'))}) AS ts`;

  const time = fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .chain((date) =>
      fc.constantFrom(
        date.toISOString().slice(0, 19).replace('T', ' '),
        date.toISOString().slice(0, 23).replace('T', ' '),
        `${date.toISOString().slice(0, 19).replace('T', ' ')}.123456`,
      ),
    );
  const text = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({ unit: fc.constantFrom("'", '\\', '{', '}', ':', '\n', '\t', '\0', 'a', '"', '`', ';') }),
  );

  it('reads every value exactly as the engine binds it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          s: text,
          n: fc.oneof(fc.maxSafeInteger(), fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n })),
          u: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
          t: time,
          ids: fc.array(text, { maxLength: 4 }),
          ns: fc.array(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), { maxLength: 4 }),
          ts: fc.array(time, { maxLength: 3 }),
        }),
        async (params) => {
          const bound = { ...params, n: params.n.toString() };
          const read = async (client: EventStore['client'], query_params: Record<string, unknown>) =>
            (await client.query({ query: QUERY, query_params, format: 'JSONEachRow' })).json();
          const inlined = await read(store.readClients[0]!, params);
          expect(inlined).toEqual(await read(store.client, bound));
        },
      ),
      { seed: 42, numRuns: 150 },
    );
  });

  it('reads a query whose values make it larger than the default max_query_size', async () => {
    // 30,000 hours of a year and more: ~500 KiB inlined, past ClickHouse's default 256 KiB.
    const hours = Array.from({ length: 30_000 }, (_, i) => 1_700_000_000_000 + i * 3_600_000);
    const query = 'SELECT toString(length({d:Array(Int64)})) AS n, toString(arraySum({d:Array(Int64)})) AS s';
    expect(inlineParams(query, { d: hours }).length).toBeGreaterThan(256 * 1024);
    const rows = await (
      await store.readClients[0]!.query({ query, query_params: { d: hours }, format: 'JSONEachRow' })
    ).json();
    const sum = hours.reduce((a, b) => a + BigInt(b), 0n);
    expect(rows).toEqual([{ n: '30000', s: sum.toString() }]);
  });
});

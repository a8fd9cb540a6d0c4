import { canonicalDecimal } from '@billing/core';
import type { AggregationType, Meter } from '@billing/domain';
import {
  type EventStore,
  insertCorrection,
  insertEvents,
  type MeterPartial,
  markEventHours,
  pruneRollups,
  queryCustomersMetersPartials,
  queryMetersPartials,
  refreshRollups,
} from '@billing/events';
import { createTestEventStore } from '@billing/events/testing';
import fc from 'fast-check';
import { parse as losslessParse } from 'lossless-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyValues } from '../src/edge/property-values.ts';
import { meterShape, quantityOf } from '../src/read/customer-usage.ts';
import { aggregateMeter, type MeterEvent } from './reference-aggregation.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-01T00:00:00Z');

interface TestEvent {
  id: string;
  customer?: string;
  type?: string;
  /** Milliseconds after T0. */
  at?: number;
  /** Ingest time, milliseconds after T0. */
  ingest?: number;
  properties: string;
}

function meter(aggregation: AggregationType, groupKeys: string[] = [], valueProperty = 'a.v'): Meter {
  return {
    name: 'meters/m',
    displayName: 'm',
    eventType: 'call',
    valueProperty,
    aggregation,
    groupKeys,
    createTime: '',
    updateTime: '',
  };
}

describe('meter aggregation in ClickHouse', () => {
  let store: EventStore;
  let orgs = 0;

  beforeAll(async () => {
    store = await createTestEventStore({ prefix: 'billing-meters-', migrated: true });
  });
  afterAll(() => store.close());

  async function storeEvents(org: string, events: readonly TestEvent[]): Promise<void> {
    await insertEvents(
      store.client,
      events.map((e) => ({
        organizationId: org,
        customerId: e.customer ?? 'c1',
        eventType: e.type ?? 'call',
        eventTime: T0 + (e.at ?? 0),
        eventId: e.id,
        ingestTimeMicros: BigInt(T0 + (e.ingest ?? 0)) * 1000n,
        properties: e.properties,
        propertyValues: propertyValues(losslessParse(e.properties) as Record<string, unknown>),
        payloadHash: e.id,
        correctionOf: '',
      })),
    );
  }

  /** [dimensions, quantity] per interval, from ClickHouse. */
  async function measured(org: string, m: Meter, cuts = [T0 - HOUR, T0 + 48 * HOUR], customer = 'c1') {
    // With the aggregation, as the API reads: rollup columns it does not need are left out.
    const [partials] = await queryMetersPartials(store.client, org, customer, [
      { shape: meterShape(m), cuts, aggregation: m.aggregation },
    ]);
    return quantities(m, partials!);
  }

  /** The store's client, keeping the text of every query it runs (a read's last one is its merge). */
  function recordingClient() {
    const queries: string[] = [];
    const client = new Proxy(store.client, {
      get: (target, key) =>
        key === 'query'
          ? (params: { query: string }) => {
              queries.push(params.query);
              return target.query(params as never);
            }
          : Reflect.get(target, key),
    });
    return { client, queries };
  }

  /** [interval, dimensions, quantity] of each partial that has a quantity under the meter's aggregation. */
  function quantities(m: Meter, partials: readonly MeterPartial[]) {
    const rows = partials.flatMap((p) => {
      const q = quantityOf(m.aggregation, p);
      if (q === undefined) return [];
      const dims = Object.fromEntries(m.groupKeys.map((k, i) => [k, p.groupValues[i] ?? '']));
      return [[p.interval, JSON.stringify(dims), canonicalDecimal(q)] as const];
    });
    return rows.map((r) => [...r]).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }

  /** The same from the reference aggregation over the events (all of them count). */
  function expected(m: Meter, events: readonly TestEvent[], cuts = [T0 - HOUR, T0 + 48 * HOUR]) {
    const rows: (string | number)[][] = [];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const inside = events.filter((e) => T0 + (e.at ?? 0) >= cuts[i]! && T0 + (e.at ?? 0) < cuts[i + 1]!);
      const meterEvents: MeterEvent[] = inside.map((e) => ({
        eventId: e.id,
        eventTime: T0 + (e.at ?? 0),
        ingestTimeMicros: String(BigInt(T0 + (e.ingest ?? 0)) * 1000n),
        properties: e.properties,
      }));
      for (const row of aggregateMeter(m, meterEvents)) {
        rows.push([i, JSON.stringify(row.dimensions), row.quantity.value]);
      }
    }
    return rows.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }

  /** Checks a meter on raw events, then on rollups, in one fresh organization. */
  async function check(m: Meter, events: readonly TestEvent[], want?: (string | number)[][]) {
    const org = `o${++orgs}`;
    await storeEvents(org, events);
    const reference = expected(m, events);
    if (want) expect(reference).toEqual(want);
    expect(await measured(org, m)).toEqual(reference);
    await refreshRollups(store.client, org, meterShape(m), { lagMs: 0 });
    expect(await measured(org, m)).toEqual(reference);
  }

  const ev = (properties: string, extra: Partial<TestEvent> = {}): TestEvent => ({
    id: `e${Math.random().toString(36).slice(2)}`,
    properties,
    ...extra,
  });

  it('sums long numbers digit for digit (no double anywhere)', async () => {
    await check(
      meter('SUM'),
      [
        ev('{"a":{"v":12345678901234567890.123456789}}'),
        ev('{"a":{"v":0.000000000000000001}}'),
        ev('{"a":{"v":"-0.5"}}'),
        ev('{"a":{"v":1e2}}'),
        ev(`{"a":{"v":"${'9'.repeat(70)}.5"}}`),
      ],
      [[0, '{}', `1${'0'.repeat(50)}12345678901234567989.123456789000000001`]],
    );
  });

  it('skips missing, null, non-numeric and non-object paths; COUNT counts every event', async () => {
    const events = [
      ev('{"a":{"v":"x"}}'),
      ev('{"a":{"v":null}}'),
      ev('{"a":[{"v":1}]}'),
      ev('{"a":5}'),
      ev('{}'),
      ev('{"a":{"v":true}}'),
    ];
    await check(meter('SUM'), events, [[0, '{}', '0']]);
    await check(meter('COUNT'), events, [[0, '{}', '6']]);
    for (const type of ['MIN', 'MAX', 'AVERAGE', 'LATEST'] as const) await check(meter(type), events, []);
    // Present values: "x" and true (null is not a value).
    await check(meter('UNIQUE_COUNT'), events, [[0, '{}', '2']]);
  });

  it('counts distinct string forms: 4, 4.0 and "4" are one value', async () => {
    await check(
      meter('UNIQUE_COUNT'),
      [
        ev('{"a":{"v":4}}'),
        ev('{"a":{"v":4.0}}'),
        ev('{"a":{"v":"4"}}'),
        ev('{"a":{"v":"4.0"}}'),
        ev('{"a":{"v":{"k":1, "j": [1.50]}}}'),
        ev('{"a":{"v":{"j":[1.5],"k":1}}}'),
      ],
      [[0, '{}', '3']],
    );
  });

  it('keeps a scale whose values sum to zero (MIN and MAX still see it)', async () => {
    const events = [ev('{"a":{"v":"1.5"}}'), ev('{"a":{"v":"-1.5"}}'), ev('{"a":{"v":2}}')];
    await check(meter('SUM'), events, [[0, '{}', '2']]);
    await check(meter('MIN'), events, [[0, '{}', '-1.5']]);
    await check(meter('MAX'), events, [[0, '{}', '2']]);
  });

  it('takes MIN, MAX and AVERAGE across scales and long values', async () => {
    const events = [
      ev('{"a":{"v":"10.5"}}'),
      ev('{"a":{"v":2}}'),
      ev('{"a":{"v":-0.125}}'),
      ev(`{"a":{"v":"-${'1'.repeat(65)}"}}`),
    ];
    await check(meter('MIN'), events, [[0, '{}', `-${'1'.repeat(65)}`]]);
    await check(meter('MAX'), events, [[0, '{}', '10.5']]);
    await check(
      meter('AVERAGE'),
      [ev('{"a":{"v":1}}'), ev('{"a":{"v":2}}'), ev('{"a":{"v":2}}')],
      [[0, '{}', '1.66666666666666666667']],
    );
  });

  it('orders LATEST by eventTime, then ingest time, then eventId', async () => {
    await check(
      meter('LATEST'),
      [
        ev('{"a":{"v":1}}', { id: 'b', at: 10, ingest: 1 }),
        ev('{"a":{"v":2}}', { id: 'a', at: 10, ingest: 1 }),
        ev('{"a":{"v":3}}', { id: 'c', at: 5, ingest: 9 }),
      ],
      [[0, '{}', '1']],
    );
    await check(
      meter('LATEST'),
      [
        ev('{"a":{"v":1}}', { id: 'b', at: 10, ingest: 1 }),
        ev('{"a":{"v":2}}', { id: 'a', at: 10, ingest: 2 }),
      ],
      [[0, '{}', '2']],
    );
  });

  it('groups by dotted keys; a missing key is ""', async () => {
    await check(
      meter('COUNT', ['m.name', 'n']),
      [ev('{"m":{"name":"a"},"n":1.50}'), ev('{"m":{"name":"a"},"n":"1.5"}'), ev('{"m":"a"}'), ev('{}')],
      [
        [0, '{"m.name":"","n":""}', '2'],
        [0, '{"m.name":"a","n":"1.5"}', '2'],
      ],
    );
  });

  it('splits by interval, and reads hours changed since the rollup from raw events', async () => {
    const org = `o${++orgs}`;
    const m = meter('SUM', ['g']);
    const first = [0, 1, 2, 3, 4, 5].map((h) => ev(`{"a":{"v":${h + 1}},"g":"x"}`, { at: h * HOUR + 1000 }));
    await storeEvents(org, first);
    await refreshRollups(store.client, org, meterShape(m), { lagMs: 0 });
    const later = [
      ev('{"a":{"v":100},"g":"y"}', { at: 2 * HOUR + 5 }),
      ev('{"a":{"v":"0.5"},"g":"x"}', { at: 5 * HOUR }),
    ];
    await storeEvents(org, later);
    const cuts = [T0, T0 + 2 * HOUR + 30 * 60_000, T0 + 6 * HOUR];
    const all = [...first, ...later];
    expect(await measured(org, m, cuts)).toEqual(expected(m, all, cuts));
    await refreshRollups(store.client, org, meterShape(m), { lagMs: 0 });
    expect(await measured(org, m, cuts)).toEqual(expected(m, all, cuts));
    // A correction drops the original out at once, then from the rollups.
    await insertCorrection(store.client, {
      organizationId: org,
      eventId: first[3]!.id,
      replacementEventId: 'r',
      reason: 'test',
      createTime: T0,
    });
    await markEventHours(store.client, org, [
      { customerId: 'c1', eventType: 'call', eventTime: T0 + 3 * HOUR },
    ]);
    const kept = all.filter((e) => e !== first[3]);
    expect(await measured(org, m, cuts)).toEqual(expected(m, kept, cuts));
    await refreshRollups(store.client, org, meterShape(m), { lagMs: 0 });
    await pruneRollups(store.client, org, meterShape(m), 0);
    expect(await measured(org, m, cuts)).toEqual(expected(m, kept, cuts));
  });

  it('reads several meters in one query as it reads each alone', async () => {
    const org = `o${++orgs}`;
    await storeEvents(org, [
      ev('{"a":{"v":3},"g":"x"}', { at: HOUR }),
      ev('{"a":{"v":"4.5"},"g":"y"}', { at: 2 * HOUR + 60_000 }),
      ev('{"a":{"v":1},"g":"x"}', { at: 3 * HOUR }),
    ]);
    const meters = [meter('SUM', ['g']), meter('MAX'), meter('UNIQUE_COUNT', ['g']), meter('COUNT', [], '')];
    await refreshRollups(store.client, org, meterShape(meters[0]!), { lagMs: 0 });
    const reads = meters.map((m, i) => ({
      // The first read has rollups (meter `m`); the others are read raw.
      shape: { ...meterShape(m), meterId: i === 0 ? 'm' : `m${i}` },
      cuts: i === 1 ? [T0, T0 + 2 * HOUR + 30 * 60_000, T0 + 6 * HOUR] : [T0, T0 + 6 * HOUR],
    }));
    const together = await queryMetersPartials(store.client, org, 'c1', reads);
    for (const [i, read] of reads.entries()) {
      const [alone] = await queryMetersPartials(store.client, org, 'c1', [read]);
      expect(together[i]).toEqual(expect.arrayContaining(alone!));
      expect(together[i]).toHaveLength(alone!.length);
    }
    expect(together.map((partials) => partials.length)).toEqual([2, 2, 2, 1]);
  });

  it('reads the settled days of several meters in one scan of the daily rollups, as it reads each alone', async () => {
    const org = `o${++orgs}`;
    const day = 24 * HOUR;
    const events = [
      ev('{"a":{"v":3},"g":"x"}', { at: HOUR }),
      ev('{"a":{"v":"4.5"},"g":"y"}', { at: day + 2 * HOUR }),
      ev('{"a":{"v":-1},"g":"x"}', { at: 2 * day + 5 * HOUR }),
      ev('{"a":{"v":7}}', { at: 2 * day + 6 * HOUR, type: 'other' }),
      ev('{"a":{"v":"7.25"},"g":"x"}', { at: 2 * day + 7 * HOUR }),
    ];
    await storeEvents(org, events);
    // `former` was first defined as `sum` is now: its rows of that shape must not be read as `sum`'s.
    const sum = { ...meter('SUM', ['g']), name: 'meters/sum' };
    const former = { ...sum, name: 'meters/former' };
    const meters = [
      sum,
      { ...meter('MAX'), name: 'meters/max' },
      { ...meter('COUNT', [], ''), name: 'meters/count', eventType: 'other' },
      { ...meter('UNIQUE_COUNT', ['g']), name: 'meters/unique' },
      { ...meter('LATEST'), name: 'meters/former' },
      // The same meter twice: each read gets its own rows.
      sum,
    ];
    await refreshRollups(store.client, org, meterShape(former), { lagMs: 0 });
    for (const m of meters) await refreshRollups(store.client, org, meterShape(m), { lagMs: 0 });
    const cuts = [T0, T0 + 3 * day];
    const reads = meters.map((m) => ({ shape: meterShape(m), cuts, aggregation: m.aggregation }));
    const { client, queries } = recordingClient();
    const together = await queryMetersPartials(client, org, 'c1', reads);
    // One scan of the daily rollups for the five meters (the latest generations a window over its rows), and one
    // more for the meter read a second time (a branch finds a row's read by its meter and shape).
    expect(queries.at(-1)!.match(/FROM usage_rollups_daily/g)).toHaveLength(2);
    // Several customers (a bill run): each scan with a subquery of the latest generations, the same answers.
    const byCustomer = await queryCustomersMetersPartials(client, org, ['c1', 'c2'], reads);
    expect(queries.at(-1)!.match(/FROM usage_rollups_daily/g)).toHaveLength(2 * 2);
    expect(byCustomer.get('c2')!.flat()).toEqual([]);
    for (const [i, m] of meters.entries()) {
      const [alone] = await queryMetersPartials(store.client, org, 'c1', [reads[i]!]);
      expect(quantities(m, together[i]!)).toEqual(quantities(m, alone!));
      expect(quantities(m, byCustomer.get('c1')![i]!)).toEqual(quantities(m, alone!));
      const own = events.filter((e) => (e.type ?? 'call') === m.eventType);
      expect(quantities(m, together[i]!)).toEqual(expected(m, own, cuts));
    }
  });

  it('merges only the aggregates some read of the query needs, with the same quantities', async () => {
    const org = `o${++orgs}`;
    const day = 24 * HOUR;
    const events = [
      ev('{"a":{"v":"2.5"},"g":"x"}', { at: HOUR }),
      ev('{"a":{"v":-4},"g":"y"}', { at: 2 * HOUR }),
      ev('{"a":{"v":"x"},"g":"y"}', { at: 3 * HOUR }),
      ev('{"a":{"v":7},"g":"x"}', { at: day + 5 * HOUR }),
      ev(`{"a":{"v":"${'9'.repeat(65)}"},"g":"x"}`, { at: day + 6 * HOUR }),
    ];
    await storeEvents(org, events);
    const types = ['SUM', 'COUNT', 'MAX', 'MIN', 'AVERAGE', 'UNIQUE_COUNT', 'LATEST'] as const;
    const meters = types.map((type) => ({
      ...meter(type, ['g'], type === 'COUNT' ? '' : 'a.v'),
      name: `meters/${type.toLowerCase().replace('_', '-')}`,
    }));
    for (const m of meters) await refreshRollups(store.client, org, meterShape(m), { lagMs: 0 });
    // Whole days after a pass: one branch of daily rollups, so the only aggregates are the merge's.
    const cuts = [T0, T0 + 2 * day];
    const { client, queries } = recordingClient();
    const read = async (chosen: typeof meters) => {
      const reads = chosen.map((m) => ({ shape: meterShape(m), cuts, aggregation: m.aggregation }));
      const partials = await queryMetersPartials(client, org, 'c1', reads);
      for (const [i, m] of chosen.entries()) {
        expect(quantities(m, partials[i]!)).toEqual(expected(m, events, cuts));
      }
      return queries.at(-1)!;
    };
    // A preview's meters (SUM, COUNT, MAX): no minimums, LATEST or distinct values merged.
    const preview = await read(meters.slice(0, 3));
    expect(preview).toContain('maxMap(scales, maxs)');
    expect(preview).not.toMatch(/minMap|argMaxIf|uniqExactMergeState/);
    // COUNT alone merges no value at all.
    expect(await read([meters[1]!])).not.toMatch(/sumMap|maxMap|minMap|argMaxIf|uniqExactMergeState/);
    // Every aggregation in one query: everything merged, each read's quantities still its own.
    const all = await read(meters);
    for (const fn of [
      'sumMap(scales',
      'minMap(scales',
      'maxMap(scales',
      'argMaxIf(',
      'uniqExactMergeState(',
    ]) {
      expect(all).toContain(fn);
    }
    for (const m of meters.slice(3)) await read([m]);
  });

  it('plans in flat statements (watermarks, then marks once a meter has rollups) and merges in one SELECT', async () => {
    const org = `o${++orgs}`;
    const day = 24 * HOUR;
    const m = meter('SUM', ['g']);
    const events = [
      ev('{"a":{"v":2},"g":"x"}', { at: HOUR }),
      ev('{"a":{"v":"0.5"},"g":"y"}', { at: day + 3 * HOUR }),
      ev('{"a":{"v":4},"g":"x"}', { at: 2 * day + 7 * HOUR }),
    ];
    await storeEvents(org, events);
    const cuts = [T0, T0 + 3 * day];
    const { client, queries } = recordingClient();
    const read = async (want: readonly TestEvent[]) => {
      queries.length = 0;
      const [partials] = await queryMetersPartials(client, org, 'c1', [
        { shape: meterShape(m), cuts, aggregation: m.aggregation },
      ]);
      expect(quantities(m, partials!)).toEqual(expected(m, want, cuts));
      return queries.slice();
    };
    // No rollups yet: the watermarks, then the merge of raw events; no marks to read.
    const raw = await read(events);
    expect(raw).toHaveLength(2);
    expect(raw[0]).toContain('usage_rollup_watermarks');
    expect(raw[0]).not.toMatch(/usage_events|usage_dirty_hours|SELECT \(|\(SELECT/);
    await refreshRollups(store.client, org, meterShape(m), { lagMs: 0 });
    // After a pass: the watermarks, the hours marked since, then the merge of every day from the daily rows.
    const [watermarks, marks, merge, ...rest] = await read(events);
    expect(rest).toEqual([]);
    expect(watermarks).toContain('usage_rollup_watermarks');
    expect(watermarks).not.toMatch(/usage_events|usage_dirty_hours/);
    expect(marks).toMatch(/usage_events[\s\S]*usage_dirty_hours/);
    expect(marks).not.toContain('usage_rollup_watermarks');
    // One interval and every day of the range: no interval lookup, no test of each row against the days, the
    // latest generations filtered by QUALIFY, the aggregates in the SELECT over the branches.
    expect(merge).toContain('FROM usage_rollups_daily');
    expect(merge).toContain('QUALIFY');
    expect(merge).not.toMatch(/arrayFirstIndex|has\(\{days|SELECT \* EXCEPT/);
    expect(merge!.match(/\bSELECT\b/g)).toHaveLength(2);
    // A SUM's query reads no minimums, LATEST or distinct values: no branch gives them, not even as empties.
    expect(merge).not.toMatch(/\bmins\b|latest_key|latest_value|\buniq\b/);
    // An event after the pass: its hour raw, its day from hourly rows, the other days still from daily rows.
    const late = ev('{"a":{"v":8},"g":"y"}', { at: day + 5 * HOUR });
    await storeEvents(org, [late]);
    const [, , mixed] = await read([...events, late]);
    expect(mixed).toMatch(/has\(\{days_d0:Array\(Int64\)\}/);
    expect(mixed).toContain('FROM usage_events');
    expect(mixed).not.toMatch(/minMap|argMaxIf|maxIf|uniqExactState|\bmins\b|latest_key|\buniq\b/);
    // Two intervals: each row finds its own.
    const twoCuts = [T0, T0 + day + 12 * HOUR, T0 + 3 * day];
    const [partials] = await queryMetersPartials(client, org, 'c1', [
      { shape: meterShape(m), cuts: twoCuts, aggregation: m.aggregation },
    ]);
    expect(quantities(m, partials!)).toEqual(expected(m, [...events, late], twoCuts));
    expect(queries.at(-1)).toContain('arrayFirstIndex');
  });

  it('reads more meters than one ClickHouse query can carry in several queries, each within its size', async () => {
    const org = `o${++orgs}`;
    await storeEvents(org, [
      ev('{"a":{"v":3},"g":"x"}', { at: HOUR }),
      ev('{"a":{"v":4},"g":"y"}', { at: HOUR }),
    ]);
    // 130 meters read raw: a query of them all (some 2 KiB a read) would be past ClickHouse's 256 KiB.
    const reads = Array.from({ length: 130 }, (_, i) => ({
      shape: { ...meterShape(meter('SUM', ['g'])), meterId: `m${i}` },
      cuts: [T0, T0 + 6 * HOUR],
    }));
    const { client, queries } = recordingClient();
    const partials = await queryMetersPartials(client, org, 'c1', reads);
    expect(partials).toHaveLength(130);
    for (const p of partials) {
      expect(p.map((x) => [x.interval, x.groupValues, x.sums])).toEqual(
        expect.arrayContaining([
          [0, ['x'], [[0, '3']]],
          [0, ['y'], [[0, '4']]],
        ]),
      );
    }
    // The watermarks (none: no marks to read), then two merges or more.
    expect(queries[0]).toContain('usage_rollup_watermarks');
    expect(queries.slice(1).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...queries.map((q) => Buffer.byteLength(q)))).toBeLessThan(256 * 1024);
  }, 120_000);

  it('counts an event stored twice once', async () => {
    const org = `o${++orgs}`;
    const e = ev('{"a":{"v":7}}', { at: HOUR });
    await storeEvents(org, [e]);
    await refreshRollups(store.client, org, meterShape(meter('SUM')), { lagMs: 0 });
    await storeEvents(org, [{ ...e, ingest: 5000 }]);
    expect(await measured(org, meter('SUM'))).toEqual([[0, '{}', '7']]);
    await refreshRollups(store.client, org, meterShape(meter('SUM')), { lagMs: 0 });
    expect(await measured(org, meter('SUM'))).toEqual([[0, '{}', '7']]);
  });

  it('agrees with the reference on random events over three days, before and after rollups', async () => {
    const value = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }).map(String),
      fc.tuple(fc.integer({ min: -99999, max: 99999 }), fc.nat({ max: 6 })).map(([n, s]) => {
        const text = (Math.abs(n) / 10 ** s).toFixed(s);
        return n < 0 ? `"-${text}"` : text;
      }),
      fc.stringMatching(/^[1-9][0-9]{60,70}$/),
      fc.constantFrom('"x"', 'null', 'true', '{"k":1}', '"12"', '"1e3"', '[1]'),
    );
    const event = fc.record({
      v: value,
      g: fc.constantFrom('a', 'b', ''),
      hour: fc.nat({ max: 71 }),
      minute: fc.nat({ max: 59 }),
      ingest: fc.nat({ max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 25 }),
        fc.array(event, { maxLength: 8 }),
        fc.constantFrom<AggregationType>('SUM', 'COUNT', 'MIN', 'MAX', 'AVERAGE', 'UNIQUE_COUNT', 'LATEST'),
        fc.nat({ max: 72 * 60 - 1 }),
        fc.boolean(),
        async (before, after, aggregation, cutMinutes, onTheHour) => {
          const org = `o${++orgs}`;
          const m = meter(aggregation, ['g']);
          const toEvent = (e: (typeof before)[number], i: number, tag: string): TestEvent => ({
            id: `${tag}${i}`,
            at: e.hour * HOUR + e.minute * 60_000,
            ingest: e.ingest,
            properties: `{"a":{"v":${e.v}}${e.g === '' ? '' : `,"g":"${e.g}"`}}`,
          });
          const first = before.map((e, i) => toEvent(e, i, 'b'));
          const second = after.map((e, i) => toEvent(e, i, 'a'));
          // Three days: whole days come from daily rollups, unless a cut or a changed hour falls inside.
          const cut = onTheHour
            ? T0 + Math.max(1, Math.floor(cutMinutes / 60)) * HOUR
            : T0 + cutMinutes * 60_000 + 1;
          const cuts = [T0, cut, T0 + 72 * HOUR];
          // Small chunks: a day's hours fall in several chunks, and every day must still be written once.
          const pass = { lagMs: 0, chunkBuckets: 3 };
          await storeEvents(org, first);
          expect(await measured(org, m, cuts)).toEqual(expected(m, first, cuts));
          await refreshRollups(store.client, org, meterShape(m), pass);
          await storeEvents(org, second);
          expect(await measured(org, m, cuts)).toEqual(expected(m, [...first, ...second], cuts));
          await refreshRollups(store.client, org, meterShape(m), pass);
          expect(await measured(org, m, cuts)).toEqual(expected(m, [...first, ...second], cuts));
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});

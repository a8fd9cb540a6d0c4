/** `aggregateMeter` on its own (SEMANTICS 5): exact values, skip rules, string forms, LATEST order. */
import type { MeterEvent } from '@billing/events';
import { meterEventsQuery } from '@billing/events';
import { describe, expect, it } from 'vitest';
import { aggregateMeter } from '../src/control/usage.ts';

let n = 0;
function ev(properties: string, eventTime = 1000, ingest = '5', eventId = `e${n++}`): MeterEvent {
  return { eventId, eventTime, ingestTimeMicros: ingest, properties };
}

const meter = (
  aggregation: Parameters<typeof aggregateMeter>[0]['aggregation'],
  groupKeys: string[] = [],
) => ({
  name: 'meters/m',
  aggregation,
  valueProperty: 'a.v',
  groupKeys,
});

const values = (rows: ReturnType<typeof aggregateMeter>) => rows.map((r) => [r.dimensions, r.quantity.value]);

describe('aggregateMeter', () => {
  it('sums long numbers digit for digit (no double anywhere)', () => {
    const rows = aggregateMeter(meter('SUM'), [
      ev('{"a":{"v":12345678901234567890.123456789}}'),
      ev('{"a":{"v":0.000000000000000001}}'),
      ev('{"a":{"v":"-0.5"}}'),
      ev('{"a":{"v":1e2}}'),
    ]);
    expect(values(rows)).toEqual([[{}, '12345678901234567989.623456789000000001']]);
  });

  it('skips missing, null, non-numeric and non-object paths; COUNT counts every event', () => {
    const events = [
      ev('{"a":{"v":"x"}}'),
      ev('{"a":{"v":null}}'),
      ev('{"a":[{"v":1}]}'),
      ev('{"a":5}'),
      ev('{}'),
      ev('{"a":{"v":true}}'),
    ];
    expect(values(aggregateMeter(meter('SUM'), events))).toEqual([[{}, '0']]);
    expect(values(aggregateMeter(meter('COUNT'), events))).toEqual([[{}, '6']]);
    for (const type of ['MIN', 'MAX', 'AVERAGE', 'LATEST'] as const) {
      expect(aggregateMeter(meter(type), events)).toEqual([]);
    }
    // Present values: "x" and true (null is not a value).
    expect(values(aggregateMeter(meter('UNIQUE_COUNT'), events))).toEqual([[{}, '2']]);
  });

  it('counts distinct string forms: 4, 4.0 and "4" are one value', () => {
    const rows = aggregateMeter(meter('UNIQUE_COUNT'), [
      ev('{"a":{"v":4}}'),
      ev('{"a":{"v":4.0}}'),
      ev('{"a":{"v":"4"}}'),
      ev('{"a":{"v":"4.0"}}'),
      ev('{"a":{"v":{"k":1}}}'),
    ]);
    // "4.0" as a string is its own form.
    expect(values(rows)).toEqual([[{}, '3']]);
  });

  it('rounds AVERAGE half away from zero to 20 places', () => {
    const rows = aggregateMeter(meter('AVERAGE'), [
      ev('{"a":{"v":2}}'),
      ev('{"a":{"v":0}}'),
      ev('{"a":{"v":0}}'),
    ]);
    expect(values(rows)).toEqual([[{}, '0.66666666666666666667']]);
    const big = `1${'0'.repeat(70)}`;
    const huge = aggregateMeter(meter('AVERAGE'), [
      ev(`{"a":{"v":${big}}}`),
      ev('{"a":{"v":"1"}}'),
      ev('{"a":{"v":0}}'),
    ]);
    expect(values(huge)).toEqual([[{}, `3${'3'.repeat(69)}.66666666666666666667`]]);
  });

  it('orders LATEST by eventTime, then ingest time, then eventId', () => {
    const latest = (events: MeterEvent[]) => values(aggregateMeter(meter('LATEST'), events));
    expect(latest([ev('{"a":{"v":1}}', 2000, '1', 'a'), ev('{"a":{"v":2}}', 1000, '9', 'z')])).toEqual([
      [{}, '1'],
    ]);
    expect(
      latest([ev('{"a":{"v":1}}', 1000, '18446744073709551615', 'a'), ev('{"a":{"v":2}}', 1000, '9', 'z')]),
    ).toEqual([[{}, '1']]);
    expect(latest([ev('{"a":{"v":1}}', 1000, '9', 'a'), ev('{"a":{"v":2}}', 1000, '9', 'b')])).toEqual([
      [{}, '2'],
    ]);
  });

  it('groups by dotted keys; a missing or null key is ""; non-string keys use their string form', () => {
    const rows = aggregateMeter(meter('COUNT', ['m.name', 'n']), [
      ev('{"m":{"name":"a"},"n":1.50}'),
      ev('{"m":{"name":"a"},"n":"1.5"}'),
      ev('{"m":{},"n":null}'),
      ev('{}'),
    ]);
    expect(values(rows)).toEqual([
      [{ 'm.name': '', n: '' }, '2'],
      [{ 'm.name': 'a', n: '1.5' }, '2'],
    ]);
  });
});

describe('meterEventsQuery', () => {
  it('passes every user value as a parameter', () => {
    const evil = "x' OR 1=1 --";
    const q = meterEventsQuery({
      organizationId: evil,
      customerId: evil,
      eventType: evil,
      startTime: 0,
      endTime: 1,
    });
    expect(q.query).not.toContain(evil);
    expect(q.query_params).toMatchObject({ organization: evil, customer: evil, eventType: evil });
  });
});

/**
 * `GET /v1/customers/{customer}/usage` end to end (docs/usage.md): every aggregation type, the
 * worked example, dotted paths, the missing group key, duplicates, corrections, exact big numbers, LATEST
 * tie-breaking, isolation and bad input. Events are stored through the ingest pipeline.
 */
import { ManualClock } from '@billing/core';
import { insertEvents } from '@billing/events';
import { parseBody } from '@billing/usage';
import { type KnownWatermarks, runRollupPass } from '@billing/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Response } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';

const NOW = Date.parse('2026-03-15T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
const ago = (minutes: number) => iso(NOW - minutes * MINUTE);
const START = iso(NOW - DAY);
const END = iso(NOW + DAY);

function event(eventId: string, eventType: string, properties: object, minutesAgo = 10, customer = 'u1') {
  return { customer: `customers/${customer}`, eventId, eventType, eventTime: ago(minutesAgo), properties };
}

describe('customer usage (postgres, chdb)', () => {
  const clock = new ManualClock(iso(NOW));
  let h: Harness;

  async function meter(id: string, body: object, key?: string): Promise<void> {
    const res = await h.call('POST', `/v1/meters?meterId=${id}`, body, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  async function ingest(events: object[], organization = 'acme'): Promise<void> {
    const results = await h.ingest(organization, events);
    for (const r of results) expect(r.status, JSON.stringify(r)).toBe('ACCEPTED');
  }

  function usage(
    meters: string[],
    customer = 'u1',
    key?: string,
    start = START,
    end = END,
  ): Promise<Response> {
    const qs = new URLSearchParams({ 'period.startTime': start, 'period.endTime': end });
    for (const m of meters) qs.append('meters', m);
    return h.call('GET', `/v1/customers/${customer}/usage?${qs}`, undefined, key);
  }

  async function rows(meterName: string, customer = 'u1'): Promise<Array<[Record<string, string>, string]>> {
    const res = await usage([meterName], customer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.usage.map(
      (r: { meter: string; dimensions: Record<string, string>; quantity: { value: string } }) => {
        expect(r.meter).toBe(meterName);
        return [r.dimensions, r.quantity.value];
      },
    );
  }

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    for (const id of ['u1', 'u2', 'u3', 'u4']) {
      expect((await h.call('POST', `/v1/customers?customerId=${id}`, {})).status).toBe(200);
    }
    expect((await h.call('POST', '/v1/customers?customerId=g1', {}, h.keyB)).status).toBe(200);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('computes the worked example of docs/usage.md (SUM and COUNT by model)', async () => {
    await meter('ex-sum', {
      eventType: 'ex',
      aggregation: 'SUM',
      valueProperty: 'tokens',
      groupKeys: ['model'],
    });
    await meter('ex-count', { eventType: 'ex', aggregation: 'COUNT', groupKeys: ['model'] });
    await ingest([
      event('ex-1', 'ex', { tokens: '10', model: 'a' }),
      event('ex-2', 'ex', { tokens: 5, model: 'a' }),
      event('ex-3', 'ex', { tokens: 'x', model: 'b' }),
      event('ex-4', 'ex', { model: 'b' }),
    ]);
    expect(await rows('meters/ex-sum')).toEqual([
      [{ model: 'a' }, '15'],
      [{ model: 'b' }, '0'],
    ]);
    expect(await rows('meters/ex-count')).toEqual([
      [{ model: 'a' }, '2'],
      [{ model: 'b' }, '2'],
    ]);
  });

  it('computes every aggregation type, with dotted paths and the missing group key ""', async () => {
    for (const aggregation of ['SUM', 'COUNT', 'MIN', 'MAX', 'AVERAGE', 'UNIQUE_COUNT', 'LATEST']) {
      await meter(`all-${aggregation.toLowerCase().replace('_', '-')}`, {
        eventType: 'all',
        aggregation,
        ...(aggregation === 'COUNT' ? {} : { valueProperty: 'usage.n' }),
        groupKeys: ['ctx.region', 'tier'],
      });
    }
    await ingest([
      event('all-1', 'all', { usage: { n: 4 }, ctx: { region: 'eu' }, tier: 'pro' }, 30),
      event('all-2', 'all', { usage: { n: '-1.5' }, ctx: { region: 'eu' }, tier: 'pro' }, 20),
      event('all-3', 'all', { usage: { n: 4.0 }, ctx: { region: 'eu' }, tier: 'pro' }, 10),
      event('all-4', 'all', { usage: { n: 'nope' }, ctx: { region: 'eu' }, tier: 'pro' }, 5),
      event('all-5', 'all', { usage: { n: 7 } }, 10),
      event('all-6', 'all', { usage: 3, ctx: { region: 'us' }, tier: 'free' }, 10),
      event('all-7', 'all', { usage: { n: null }, ctx: { region: 'us' }, tier: 'free' }, 10),
    ]);
    const none = { 'ctx.region': '', tier: '' };
    const eu = { 'ctx.region': 'eu', tier: 'pro' };
    const us = { 'ctx.region': 'us', tier: 'free' };
    expect(await rows('meters/all-sum')).toEqual([
      [none, '7'],
      [eu, '6.5'],
      [us, '0'],
    ]);
    expect(await rows('meters/all-count')).toEqual([
      [none, '1'],
      [eu, '4'],
      [us, '2'],
    ]);
    expect(await rows('meters/all-min')).toEqual([
      [none, '7'],
      [eu, '-1.5'],
    ]);
    expect(await rows('meters/all-max')).toEqual([
      [none, '7'],
      [eu, '4'],
    ]);
    expect(await rows('meters/all-average')).toEqual([
      [none, '7'],
      [eu, '2.16666666666666666667'],
    ]);
    // Present values: 4, "-1.5", 4.0 (the same as 4) and "nope".
    expect(await rows('meters/all-unique-count')).toEqual([
      [none, '1'],
      [eu, '3'],
      [us, '0'],
    ]);
    // The greatest eventTime with a value: all-3 (all-4 is later but not numeric).
    expect(await rows('meters/all-latest')).toEqual([
      [none, '7'],
      [eu, '4'],
    ]);
  });

  it('breaks LATEST ties by the latest ingest, then the greatest eventId', async () => {
    await meter('tie', { eventType: 'tie', aggregation: 'LATEST', valueProperty: 'v' });
    // One batch, one ingest time, one eventTime: the greatest eventId wins.
    await ingest([event('tie-b', 'tie', { v: 1 }, 10), event('tie-a', 'tie', { v: 2 }, 10)]);
    expect(await rows('meters/tie')).toEqual([[{}, '1']]);
    clock.advance(1000);
    // The same eventTime, ingested a second later: it wins although its eventId is the smallest.
    await ingest([event('tie-0', 'tie', { v: 3 }, 10)]);
    expect(await rows('meters/tie')).toEqual([[{}, '3']]);
    clock.set(iso(NOW));
  });

  it('counts a duplicate event once and never counts a superseded one', async () => {
    await meter('dup', { eventType: 'dup', aggregation: 'SUM', valueProperty: 'v' });
    await ingest([event('dup-1', 'dup', { v: 1 }), event('dup-2', 'dup', { v: 10 })], 'acme');
    // The same event id stored again (a retried insert), with another payload: the first stored row wins.
    await insertEvents(h.usage.events, [
      {
        organizationId: 'acme',
        customerId: 'u1',
        eventType: 'dup',
        eventTime: NOW - 10 * MINUTE,
        eventId: 'dup-1',
        ingestTimeMicros: BigInt(NOW + MINUTE) * 1000n,
        properties: '{"v":100}',
        propertyValues: [['v', '100']],
        payloadHash: 'other',
        correctionOf: '',
      },
    ]);
    const again = await h.ingest('acme', [event('dup-1', 'dup', { v: 1 })]);
    expect(again[0]?.status).toBe('DUPLICATE');
    expect(await rows('meters/dup')).toEqual([[{}, '11']]);
    const res = await h.call('POST', '/v1/usageEvents/dup-2:correct', {
      reason: 'fix',
      replacement: event('dup-2b', 'dup', { v: 20 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rows('meters/dup')).toEqual([[{}, '21']]);
  });

  it('stays exact across rollup passes: new events, a retried event and a correction', async () => {
    await meter('roll', { eventType: 'roll', aggregation: 'SUM', valueProperty: 'v', groupKeys: ['g'] });
    const pass = () =>
      runRollupPass({ sql: h.db.sql, events: h.usage.events }, { organization: 'acme', lagMs: 0 });
    await ingest([
      event('roll-1', 'roll', { v: 1, g: 'a' }, 200),
      event('roll-2', 'roll', { v: 2, g: 'b' }, 10),
    ]);
    await pass();
    expect(await rows('meters/roll')).toEqual([
      [{ g: 'a' }, '1'],
      [{ g: 'b' }, '2'],
    ]);
    await ingest([event('roll-3', 'roll', { v: '0.5', g: 'a' }, 190)]);
    expect(await h.ingest('acme', [event('roll-1', 'roll', { v: 1, g: 'a' }, 200)])).toMatchObject([
      { status: 'DUPLICATE' },
    ]);
    expect(await rows('meters/roll')).toEqual([
      [{ g: 'a' }, '1.5'],
      [{ g: 'b' }, '2'],
    ]);
    await pass();
    const res = await h.call('POST', '/v1/usageEvents/roll-1:correct', {
      reason: 'fix',
      replacement: event('roll-1b', 'roll', { v: 10, g: 'b' }, 200),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const corrected = [
      [{ g: 'a' }, '0.5'],
      [{ g: 'b' }, '12'],
    ];
    expect(await rows('meters/roll')).toEqual(corrected);
    await pass();
    expect(await rows('meters/roll')).toEqual(corrected);
  });

  it('adds big numbers exactly', async () => {
    await meter('big', { eventType: 'big', aggregation: 'SUM', valueProperty: 'v' });
    await meter('big-max', { eventType: 'big', aggregation: 'MAX', valueProperty: 'v' });
    const text = `{"events":[
      {"customer":"customers/u2","eventId":"big-1","eventType":"big","eventTime":"${ago(5)}",
       "properties":{"v":12345678901234567890.123456789}},
      {"customer":"customers/u2","eventId":"big-2","eventType":"big","eventTime":"${ago(5)}",
       "properties":{"v":0.000000000000000001}},
      {"customer":"customers/u2","eventId":"big-3","eventType":"big","eventTime":"${ago(5)}",
       "properties":{"v":"98765432109876543210.5"}}]}`;
    const parsed = parseBody(text);
    const results = await h.ingest('acme', (parsed.value as { events: unknown[] }).events, parsed.stringify);
    expect(results.map((r) => r.status)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    expect(await rows('meters/big', 'u2')).toEqual([[{}, '111111111011111111100.623456789000000001']]);
    expect(await rows('meters/big-max', 'u2')).toEqual([[{}, '98765432109876543210.5']]);
  });

  it('selects by period [start, end), customer and meters; no meters means every meter', async () => {
    await meter('per', { eventType: 'per', aggregation: 'COUNT' });
    await ingest([event('per-1', 'per', {}, 60, 'u3'), event('per-2', 'per', {}, 30, 'u3')]);
    const q = (start: string, end: string) => usage(['meters/per'], 'u3', undefined, start, end);
    expect((await q(ago(60), ago(30))).body.usage).toEqual([
      { meter: 'meters/per', dimensions: {}, quantity: { value: '1' } },
    ]);
    expect((await q(ago(29), ago(0))).body.usage).toEqual([]);
    expect((await usage(['meters/per'], 'u4')).body.usage).toEqual([]);
    const all = await usage([], 'u3');
    expect(all.status).toBe(200);
    expect(all.body.usage).toEqual([{ meter: 'meters/per', dimensions: {}, quantity: { value: '2' } }]);
    // A bare meter id works too; a single `meters` value is an array of one.
    expect((await usage(['per'], 'u3')).body.usage).toHaveLength(1);
  });

  it('skips, in a loop pass, the meters whose pass would find nothing, and passes them again on a change', async () => {
    await meter('idle', { eventType: 'idle', aggregation: 'SUM', valueProperty: 'v' });
    const known: KnownWatermarks = new Map();
    const pass = () =>
      runRollupPass({ sql: h.db.sql, events: h.usage.events }, { organization: 'acme', lagMs: 0, known });
    await ingest([event('idle-1', 'idle', { v: 1 }, 120)]);
    // Not known yet: every meter's pass runs.
    const first = await pass();
    expect(first.passed).toBe(first.meters);
    // Nothing inserted or marked since their watermarks, all less than an hour old: one check, no pass.
    expect(await pass()).toMatchObject({ passed: 0, buckets: 0 });
    // An event of the meter's type: only that meter passes, and recomputes its bucket.
    await ingest([event('idle-2', 'idle', { v: 2 }, 60)]);
    expect(await pass()).toMatchObject({ passed: 1, buckets: 1 });
    expect(await pass()).toMatchObject({ passed: 0 });
    expect(await rows('meters/idle')).toEqual([[{}, '3']]);
    // A correction marks the original's hour: passed again.
    const res = await h.call('POST', '/v1/usageEvents/idle-1:correct', {
      reason: 'fix',
      replacement: event('idle-1b', 'idle', { v: 5 }, 120),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await pass()).passed).toBe(1);
    expect(await rows('meters/idle')).toEqual([[{}, '7']]);
    // A watermark over an hour old is moved by its pass, so that meter passes though nothing changed.
    const key = [...known.keys()].find((k) => k.includes('\u0000idle\u0000'))!;
    known.set(key, '2020-01-01 00:00:00.000000');
    expect(await pass()).toMatchObject({ passed: 1, buckets: 0 });
    expect(known.get(key)! > '2020-01-01 00:00:00.000000').toBe(true);
  });

  it("answers NOT_FOUND for another organization's customer and never mixes organizations", async () => {
    expectError(await usage([], 'g1'), 404, 'NOT_FOUND');
    expectError(await usage([], 'u1', h.keyB), 404, 'NOT_FOUND');
    expectError(await usage([], 'nobody'), 404, 'NOT_FOUND');
    const res = await usage([], 'g1', h.keyB);
    expect(res.status).toBe(200);
    expect(res.body.usage).toEqual([]);
  });

  it('refuses bad input with INVALID_ARGUMENT', async () => {
    expectError(await usage([], 'u1', undefined, END, START), 400, 'INVALID_ARGUMENT');
    expectError(await usage([], 'u1', undefined, START, START), 400, 'INVALID_ARGUMENT');
    expectError(await usage([], 'u1', undefined, iso(NOW - 401 * DAY), iso(NOW)), 400, 'INVALID_ARGUMENT');
    expect((await usage([], 'u1', undefined, iso(NOW - 400 * DAY), iso(NOW))).status).toBe(200);
    expectError(await usage(['meters/unknown']), 404, 'NOT_FOUND');
    expectError(await usage([], 'u1', undefined, 'yesterday', END), 400, 'INVALID_ARGUMENT');
    for (const qs of ['', `?period.startTime=${START}`, `?period.endTime=${END}`]) {
      expectError(await h.call('GET', `/v1/customers/u1/usage${qs}`), 400, 'INVALID_ARGUMENT');
    }
  });
});

/**
 * A replay is seen to recompute (docs/usage-events.md "The rules", replay): raw events of an hour change behind the rollup's back, the
 * usage query keeps answering the stale rollup, and after `usageEvents:replay` of that hour it answers the value
 * worked out by hand, from a rollup the worker rewrote.
 *
 * What SUCCEEDED means: the replay job marked its range and recomputed it before recording SUCCEEDED. Only the
 * job consumers run here (no periodic rollup or refresh loop), so usage, the invoice preview and the rollup row
 * read right after SUCCEEDED are the job's own work.
 */
import { ManualClock } from '@billing/core';
import { insertEvents } from '@billing/events';
import { runRollupPass, startJobConsumers } from '@billing/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

const NOW = Date.parse('2026-03-15T12:00:00.000Z');
const HOUR_START = '2026-03-15T08:00:00.000Z';
const HOUR_END = '2026-03-15T09:00:00.000Z';
const at = (minute: number) => `2026-03-15T08:${String(minute).padStart(2, '0')}:00.000Z`;

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the condition never held');
}

describe('usageEvents:replay recomputes the usage of its range (postgres, chdb)', () => {
  const clock = new ManualClock(new Date(NOW));
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    for (const [path, body] of [
      ['/v1/customers?customerId=u1', { currencyCode: 'USD' }],
      ['/v1/meters?meterId=rep', { eventType: 'rep', aggregation: 'SUM', valueProperty: 'v' }],
      ['/v1/products?productId=rep', { type: 'USAGE', displayName: 'Replayed', meter: 'meters/rep' }],
      [
        '/v1/rateCards?rateCardId=card',
        {
          currencyCode: 'USD',
          rates: [
            {
              product: 'products/rep',
              effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
              unit: { unitPrice: { amount: { value: '0.50' } } },
            },
          ],
        },
      ],
      [
        '/v1/customers/u1/contracts?contractId=k',
        {
          rateCard: 'rateCards/card',
          billingAnchorDay: '1',
          effectivePeriod: { startTime: '2026-03-01T00:00:00Z' },
        },
      ],
    ] as const) {
      const res = await h.call('POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  const usage = async () => {
    const qs = new URLSearchParams({ 'period.startTime': HOUR_START, 'period.endTime': HOUR_END });
    const res = await h.call('GET', `/v1/customers/u1/usage?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.usage.map((row: { quantity: { value: string } }) => row.quantity.value);
  };
  /** The hour's invoice preview: its subtotal, computed on request from the same reads. */
  const preview = async () => {
    const res = await h.call('POST', '/v1/customers/u1/invoices:preview', {
      periodStartTime: HOUR_START,
      periodEndTime: HOUR_END,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.subtotal.amount.value;
  };
  const pass = () =>
    runRollupPass({ sql: h.db.sql, events: h.usage.events }, { organization: 'acme', lagMs: 0 });
  /** The event count of the hour's newest rollup row: what the worker last computed for it. */
  const rolledUpCount = async () => {
    const result = await h.usage.events.query({
      query: `SELECT toString(event_count) AS n FROM usage_rollups
        WHERE organization_id = 'acme' AND meter_id = 'rep' AND customer_id = 'u1' AND marker = 0
          AND hour = parseDateTimeBestEffort({hour:String})
        ORDER BY generation DESC LIMIT 1`,
      query_params: { hour: HOUR_START },
      format: 'JSONEachRow',
    });
    return (await result.json<{ n: string }>())[0]?.n;
  };

  it('answers the stale rollup until the replay, then the events of the hour', async () => {
    const events = [
      { eventId: 'rep-1', minute: 10, v: 1 },
      { eventId: 'rep-2', minute: 20, v: 2 },
    ].map((e) => ({
      customer: 'customers/u1',
      eventId: e.eventId,
      eventType: 'rep',
      eventTime: at(e.minute),
      properties: { v: e.v },
    }));
    expect((await h.ingest('acme', events)).map((r) => r.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
    await pass();
    expect(await usage()).toEqual(['3']);
    expect(await preview()).toBe('1.50');
    expect(await rolledUpCount()).toBe('2');

    // An event of the hour stored with an insert time before the rollup's watermark (as a restore from a backup
    // would): neither reads nor rollup passes look for it.
    await insertEvents(h.usage.events, [
      {
        organizationId: 'acme',
        customerId: 'u1',
        eventType: 'rep',
        eventTime: Date.parse(at(30)),
        eventId: 'rep-restored',
        ingestTimeMicros: BigInt(NOW) * 1000n,
        properties: '{"v":4}',
        propertyValues: [['v', '4']],
        payloadHash: 'restored',
        correctionOf: '',
      },
    ]);
    await h.usage.events.command({
      query: `ALTER TABLE usage_events UPDATE insert_time = toDateTime64('2026-01-01 00:00:00', 6, 'UTC')
        WHERE event_id = 'rep-restored'`,
      clickhouse_settings: { mutations_sync: '2' },
    });
    await pass();
    expect(await usage()).toEqual(['3']);
    expect(await preview()).toBe('1.50');

    const res = await h.call('POST', '/v1/usageEvents:replay', { startTime: HOUR_START, endTime: HOUR_END });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matchedEventCount).toBe('3');
    const consumers = await startJobConsumers(h.jobs, { sql: h.db.sql, clock, events: h.usage.events });
    try {
      await waitFor(async () => {
        const [row] = await h.db.sql`SELECT status FROM usage_replays WHERE id = ${res.body.replayId}`;
        return row?.status === 'SUCCEEDED';
      });
    } finally {
      await consumers.close();
    }
    // Right after SUCCEEDED, with no periodic pass run since: 1 + 2 + 4 at $0.50, from a rollup of the hour's
    // three events that the replay job itself wrote (reads would take a marked hour raw; the rollup tells).
    expect(await usage()).toEqual(['7']);
    expect(await preview()).toBe('3.50');
    expect(await rolledUpCount()).toBe('3');
  });
});

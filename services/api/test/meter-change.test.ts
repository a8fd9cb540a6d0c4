/**
 * Changing a meter changes what the open period answers (docs/usage.md: a meter change changes every DRAFT
 * computation that uses it): the usage query and the charges preview of the same events read the new
 * definition at once, including hours the rollups already hold.
 */
import { ManualClock } from '@billing/core';
import { runRollupPass } from '@billing/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

const NOW = '2026-03-20T12:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';

describe('a meter change in the open period (postgres, chdb)', () => {
  const clock = new ManualClock(NOW);
  let h: Harness;

  const ok = async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
    const res = await h.call(method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    await ok('POST', '/v1/customers?customerId=u1', { currencyCode: 'USD' });
    await ok('POST', '/v1/meters?meterId=m', {
      eventType: 'call',
      aggregation: 'SUM',
      valueProperty: 'tokens',
      groupKeys: ['model'],
    });
    await ok('POST', '/v1/products?productId=p', { type: 'USAGE', meter: 'meters/m' });
    await ok('POST', '/v1/rateCards?rateCardId=card', {
      currencyCode: 'USD',
      rates: [
        {
          product: 'products/p',
          effectivePeriod: { startTime: MAR },
          unit: { unitPrice: { amount: { value: '0.10' } } },
        },
      ],
    });
    await ok('POST', '/v1/customers/u1/contracts?contractId=k', {
      rateCard: 'rateCards/card',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
    });
    const events = [
      ['e1', '2026-03-02T10:00:00Z', { tokens: 10, chars: 400, model: 'a' }],
      ['e2', '2026-03-10T10:00:00Z', { tokens: 30, chars: 100, model: 'b' }],
      ['e3', '2026-03-20T11:00:00Z', { tokens: 5, chars: 7, model: 'a' }],
    ] as const;
    const results = await h.ingest(
      'acme',
      events.map(([eventId, eventTime, properties]) => ({
        customer: 'customers/u1',
        eventId,
        eventType: 'call',
        eventTime,
        properties,
      })),
    );
    expect(results.map((r) => r.status)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    // The early hours are in the rollups before the meter changes.
    await runRollupPass({ sql: h.db.sql, events: h.usage.events }, { organization: 'acme', lagMs: 0 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const usage = async () => {
    const qs = new URLSearchParams({ 'period.startTime': MAR, 'period.endTime': APR });
    const res = await h.call('GET', `/v1/customers/u1/usage?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.usage.map((r: { dimensions: Record<string, string>; quantity: { value: string } }) => [
      r.dimensions,
      r.quantity.value,
    ]);
  };
  const charges = async () => {
    const body = await ok('POST', '/v1/customers/u1/charges:preview', {
      period: { startTime: MAR, endTime: APR },
    });
    return [
      body.total.amount.value,
      body.charges.map((c: { quantity: { value: string }; subtotal: { amount: { value: string } } }) => [
        c.quantity.value,
        c.subtotal.amount.value,
      ]),
    ];
  };

  it('answers the new value property, aggregation and grouping at once', async () => {
    // SUM(tokens) by model: a = 10 + 5, b = 30; priced $0.10 a token: $4.50.
    expect(await usage()).toEqual([
      [{ model: 'a' }, '15'],
      [{ model: 'b' }, '30'],
    ]);
    expect(await charges()).toEqual(['4.50', [['45', '4.50']]]);

    await ok('PATCH', '/v1/meters/m?updateMask=valueProperty', { valueProperty: 'chars' });
    // SUM(chars) by model: a = 400 + 7, b = 100; $0.10 a char: $50.70.
    expect(await usage()).toEqual([
      [{ model: 'a' }, '407'],
      [{ model: 'b' }, '100'],
    ]);
    expect(await charges()).toEqual(['50.70', [['507', '50.70']]]);

    await ok('PATCH', '/v1/meters/m?updateMask=aggregation', { aggregation: 'MAX' });
    // MAX(chars) by model: a = 400, b = 100. The product's pricing keys leave model out, so its one pricing
    // group adds the rows of its meter's groups: 400 + 100 = 500 chars, $50.00.
    expect(await usage()).toEqual([
      [{ model: 'a' }, '400'],
      [{ model: 'b' }, '100'],
    ]);
    expect(await charges()).toEqual(['50.00', [['500', '50.00']]]);

    await ok('PATCH', '/v1/meters/m?updateMask=groupKeys', { groupKeys: [] });
    expect(await usage()).toEqual([[{}, '400']]);
  });
});

/**
 * DRAFTs are kept current (issue 11, item 3; docs/invoices.md): each kind of change refreshes the DRAFTs it
 * feeds, and only those. Two customers on two rate cards; after each change one refresh pass runs (what the
 * worker's refresh loop does every second) and the test reads which drafts were recomputed and their totals.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { type Harness, startHarness } from './harness.ts';

const MAR = '2026-03-01T00:00:00.000Z';
const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 2, d, hour)).toISOString();
const unit = (value: string) => ({ unit: { unitPrice: { amount: { value } } } });

describe('DRAFT refreshes (postgres)', () => {
  const clock = new ManualClock(day(20));
  let h: Harness;
  let billing: BillingDriver;
  let seq = 0;

  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));

  async function draftTotal(customer: string): Promise<string> {
    const [invoice] = ok(await h.call('GET', `/v1/customers/${customer}/invoices`)).invoices;
    return invoice.total.amount.value;
  }

  async function ingest(customer: string, eventTime: string, tokens: string) {
    const eventId = `ev-${seq++}`;
    const [result] = await h.ingest('acme', [
      { customer: `customers/${customer}`, eventId, eventType: 'tokens', eventTime, properties: { tokens } },
    ]);
    expect(result!.status).toBe('ACCEPTED');
    return eventId;
  }

  const computeTimes = () =>
    h.db.sql<{ customer_id: string; compute_time: Date }[]>`
      SELECT customer_id, compute_time FROM invoices WHERE organization_id = 'acme' ORDER BY customer_id`;

  /**
   * Makes a change, then lets the worker do what it does by then (its queued jobs, usage marks, a pass over
   * stale drafts): the customers whose drafts were recomputed, and the totals after it.
   */
  async function change(make: () => Promise<unknown>) {
    const before = await computeTimes();
    await make();
    clock.advance(1000);
    await billing.drain();
    const after = await computeTimes();
    const recomputed = after
      .filter((row, i) => row.compute_time.getTime() !== before[i]!.compute_time.getTime())
      .map((row) => row.customer_id);
    return { recomputed, a: await draftTotal('a'), b: await draftTotal('b') };
  }

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    billing = await billingDriver(h, clock);
    await post('meters?meterId=tokens', { eventType: 'tokens', aggregation: 'SUM', valueProperty: 'tokens' });
    await post('products?productId=api', { type: 'USAGE', displayName: 'API', meter: 'meters/tokens' });
    await post('products?productId=seats', { type: 'SUBSCRIPTION', displayName: 'Seats' });
    for (const card of ['card-a', 'card-b']) {
      await post(`rateCards?rateCardId=${card}`, {
        currencyCode: 'USD',
        rates: [
          {
            id: 'api',
            product: 'products/api',
            effectivePeriod: { startTime: MAR, endTime: day(25, 0) },
            ...unit('1'),
          },
          { id: 'seats', product: 'products/seats', effectivePeriod: { startTime: MAR }, ...unit('31') },
        ],
      });
    }
    for (const customer of ['a', 'b']) {
      await post(`customers?customerId=${customer}`, { currencyCode: 'USD' });
      await post(`customers/${customer}/contracts?contractId=k`, {
        rateCard: `rateCards/card-${customer}`,
        billingAnchorDay: '1',
        effectivePeriod: { startTime: MAR },
      });
    }
    await ingest('a', day(2), '10');
    await ingest('b', day(2), '20');
    await billing.drain();
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('starts current, and a pass with no change recomputes nothing', async () => {
    expect(await change(async () => {})).toEqual({ recomputed: [], a: '10.00', b: '20.00' });
  });

  it('refreshes on ingest and on a late event of the period, only the customer it concerns', async () => {
    expect(await change(() => ingest('a', day(3), '5'))).toEqual({
      recomputed: ['a'],
      a: '15.00',
      b: '20.00',
    });
  });

  it('refreshes on a correction', async () => {
    let wrong = '';
    expect(
      await change(async () => {
        wrong = await ingest('b', day(4), '100');
      }),
    ).toMatchObject({ recomputed: ['b'], b: '120.00' });
    const replacement = {
      customer: 'customers/b',
      eventId: 'fixed',
      eventType: 'tokens',
      eventTime: day(4),
      properties: { tokens: 1 },
    };
    expect(await change(() => post(`usageEvents/${wrong}:correct`, { reason: 'typo', replacement }))).toEqual(
      {
        recomputed: ['b'],
        a: '15.00',
        b: '21.00',
      },
    );
  });

  it('refreshes on a replay of a range', async () => {
    const replay = () => post('usageEvents:replay', { startTime: day(3, 0), endTime: day(3, 23) });
    expect(await change(replay)).toEqual({ recomputed: ['a'], a: '15.00', b: '21.00' });
  });

  it('refreshes on a rate added to a card, only the contracts on that card', async () => {
    const rate = {
      id: 'api-late',
      product: 'products/api',
      effectivePeriod: { startTime: day(25, 0) },
      ...unit('2'),
    };
    expect(await change(() => post('rateCards/card-b/rates', rate))).toEqual({
      recomputed: ['b'],
      a: '15.00',
      b: '21.00',
    });
  });

  it('refreshes on a contract amendment and on :end', async () => {
    const discount = { baseRateId: 'api', ...unit('0.5') };
    const amend = () =>
      post('customers/a/contracts/k:scheduleAmendment', {
        amendment: { reason: 'discount', effectiveTime: day(1, 0), rateOverrides: [discount] },
      });
    expect(await change(amend)).toEqual({ recomputed: ['a'], a: '7.50', b: '21.00' });
    // b's usage of March 4 is past the end now; and its period, ended March 3, is finalized a day later.
    const end = () => post('customers/b/contracts/k:end', { effectiveTime: day(3, 0) });
    expect(await change(end)).toEqual({ recomputed: ['b'], a: '7.50', b: '20.00' });
    const [b] = ok(await h.call('GET', '/v1/customers/b/invoices')).invoices;
    expect([b.status, b.periodEndTime]).toEqual(['FINALIZED', day(3, 0)]);
  });

  it('refreshes on a subscription and its amendment', async () => {
    const seats = (quantity: string) => [{ product: 'products/seats', quantity: { value: quantity } }];
    const subscribe = () =>
      post('customers/a/subscriptions?subscriptionId=s', {
        contract: 'customers/a/contracts/k',
        effectivePeriod: { startTime: day(1, 0) },
        items: seats('1'),
      });
    // 31 a month for the 31 days of March.
    expect(await change(subscribe)).toEqual({ recomputed: ['a'], a: '38.50', b: '20.00' });
    const more = () =>
      post('customers/a/subscriptions/s:scheduleAmendment', {
        amendment: { reason: 'more', effectiveTime: day(21, 0), items: seats('2') },
      });
    // 1 seat for 20 days, 2 for 11: 20 + 22 = 42.
    expect(await change(more)).toEqual({ recomputed: ['a'], a: '49.50', b: '20.00' });
  });

  it('refreshes on a meter change the drafts that use the meter, never a finalized invoice', async () => {
    const toMax = () => h.call('PATCH', '/v1/meters/tokens?updateMask=aggregation', { aggregation: 'MAX' });
    // a: max(10, 5) at 0.5, + 42 for the seats. b's invoice was finalized once its contract ended (March 3,
    // + 24 h of grace): a meter change never changes a finalized invoice (docs/usage.md).
    expect(await change(toMax)).toEqual({ recomputed: ['a'], a: '47.00', b: '20.00' });
  });
});

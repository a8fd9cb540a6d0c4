/**
 * What subscriptions charge (docs/subscriptions.md; docs/invoices.md), through `invoices:preview` and
 * `charges:preview`: the worked example 5 -> 8 seats at $30 a seat a month with either proration, a cancel
 * mid-period, rounding, rates by dimension, and a contract's rate change inside a period. The organization's
 * time zone is UTC; subscriptions are made on a manual clock in March 2026, before they start.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const NOW = '2026-03-20T00:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const APR8 = '2026-04-08T00:00:00.000Z';
const APR11 = '2026-04-11T00:00:00.000Z';
const APR16 = '2026-04-16T00:00:00.000Z';
const APR21 = '2026-04-21T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const JUN = '2026-06-01T00:00:00.000Z';

const unit = (value: string) => ({ unit: { unitPrice: { amount: { value } } } });
const seats = (quantity: string, dimensions?: Record<string, string>) => ({
  product: 'products/seats',
  quantity: { value: quantity },
  ...(dimensions ? { dimensions } : {}),
});

interface Line {
  description: string;
  product: string;
  rateId: string;
  dimensions: Record<string, string>;
  quantity: { value: string };
  subtotal: { amount: { value: string } };
}

describe.each(BACKENDS)('subscription charges in the previews (%s)', (backend) => {
  const clock = new ManualClock(NOW);
  let h: Harness;

  async function post(path: string, body: unknown) {
    return ok(await h.call('POST', `/v1/${path}`, body));
  }

  /** A customer with contract `k` (anchor 1, from March) on card `usd`, and subscription `s` of `items`. */
  async function subscribe(customer: string, items: unknown[], extra: Record<string, unknown> = {}) {
    await post(`customers?customerId=${customer}`, { currencyCode: 'USD' });
    await post(`customers/${customer}/contracts?contractId=k`, {
      rateCard: 'rateCards/usd',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
    });
    return post(`customers/${customer}/subscriptions?subscriptionId=s`, {
      contract: `customers/${customer}/contracts/k`,
      effectivePeriod: { startTime: APR },
      items,
      ...extra,
    });
  }

  function amend(customer: string, amendment: Record<string, unknown>) {
    return post(`customers/${customer}/subscriptions/s:scheduleAmendment`, { amendment });
  }

  async function invoice(customer: string, periodStartTime = APR, periodEndTime = MAY) {
    const body = ok(
      await h.call('POST', `/v1/customers/${customer}/invoices:preview`, { periodStartTime, periodEndTime }),
    );
    return {
      contract: body.contract,
      subtotal: body.subtotal.amount.value,
      total: body.total.amount.value,
      lines: (body.lines as Line[]).map((l) => [
        l.description,
        l.rateId,
        l.quantity.value,
        l.subtotal.amount.value,
      ]),
    };
  }

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    await post('products?productId=seats', {
      type: 'SUBSCRIPTION',
      displayName: 'Seats',
      pricingGroupKeys: ['tier'],
    });
    await post('products?productId=support', { type: 'SUBSCRIPTION', displayName: 'Support' });
    await post('products?productId=tiny', { type: 'SUBSCRIPTION', displayName: 'Tiny' });
    await post('products?productId=unpriced', { type: 'SUBSCRIPTION' });
    await post('rateCards?rateCardId=usd', {
      currencyCode: 'USD',
      rates: [
        { id: 'seat', product: 'products/seats', effectivePeriod: { startTime: MAR }, ...unit('30') },
        {
          id: 'seat-pro',
          product: 'products/seats',
          dimensionValues: { tier: 'pro' },
          effectivePeriod: { startTime: MAR },
          ...unit('50'),
        },
        { id: 'support', product: 'products/support', effectivePeriod: { startTime: MAR }, ...unit('10') },
        { id: 'tiny', product: 'products/tiny', effectivePeriod: { startTime: MAR }, ...unit('0.01') },
      ],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('docs/subscriptions.md example, CREATE_PRORATIONS: April = 5 x 30 x 2/3 + 8 x 30 x 1/3 = $180.00 in two lines', async () => {
    await subscribe('prorated', [seats('5')]);
    await amend('prorated', {
      effectiveTime: APR21,
      items: [seats('8')],
      prorationBehavior: 'CREATE_PRORATIONS',
      reason: 'three more seats',
    });
    expect(await invoice('prorated')).toEqual({
      contract: 'customers/prorated/contracts/k',
      subtotal: '180.00',
      total: '180.00',
      lines: [
        ['Seats 2026-04-01 - 2026-04-20', 'seat', '5', '100.00'],
        ['Seats 2026-04-21 - 2026-04-30', 'seat', '8', '80.00'],
      ],
    });
    // May holds 8 seats all month; March, before the start, nothing.
    expect((await invoice('prorated', MAY, JUN)).lines).toEqual([
      ['Seats 2026-05-01 - 2026-05-31', 'seat', '8', '240.00'],
    ]);
    expect(await invoice('prorated', MAR, APR)).toMatchObject({ subtotal: '0.00', lines: [] });
    // Over both months at once: the same lines, cut at the billing periods.
    expect((await invoice('prorated', APR, JUN)).subtotal).toBe('420.00');
  });

  it('docs/subscriptions.md example, NONE: April = $150.00 at the 5 seats held at its start, May = $240.00', async () => {
    await subscribe('unprorated', [seats('5')]);
    await amend('unprorated', { effectiveTime: APR21, items: [seats('8')], prorationBehavior: 'NONE' });
    expect(await invoice('unprorated')).toEqual({
      contract: 'customers/unprorated/contracts/k',
      subtotal: '150.00',
      total: '150.00',
      lines: [['Seats 2026-04-01 - 2026-04-30', 'seat', '5', '150.00']],
    });
    expect((await invoice('unprorated', MAY, JUN)).lines).toEqual([
      ['Seats 2026-05-01 - 2026-05-31', 'seat', '8', '240.00'],
    ]);
  });

  it('charges up to a cancel mid-period, each line rounded on its own (half away from zero)', async () => {
    await subscribe('canceled', [
      seats('3'),
      { product: 'products/support', quantity: { value: '1' } },
      { product: 'products/tiny', quantity: { value: '1.5' } },
      { product: 'products/unpriced', quantity: { value: '4' } },
    ]);
    const canceled = ok(
      await h.call('POST', '/v1/customers/canceled/subscriptions/s:cancel', { effectiveTime: APR8 }),
    );
    expect(canceled.effectivePeriod).toEqual({ startTime: APR, endTime: APR8 });
    // 7 days of 30: seats 3 x 30 x 7/30 = 21; support 10 x 7/30 = 2.333...; tiny 0.015 x 7/30 = 0.0035.
    expect(await invoice('canceled')).toEqual({
      contract: 'customers/canceled/contracts/k',
      subtotal: '23.33',
      total: '23.33',
      lines: [
        ['Seats 2026-04-01 - 2026-04-07', 'seat', '3', '21.00'],
        ['Support 2026-04-01 - 2026-04-07', 'support', '1', '2.33'],
        ['Tiny 2026-04-01 - 2026-04-07', 'tiny', '1.5', '0.00'],
      ],
    });
    expect((await invoice('canceled', MAY, JUN)).lines).toEqual([]);
    // The whole of April before the cancel: tiny is 1.5 x 0.01 = 0.015 -> 0.02.
    await subscribe('rounding', [{ product: 'products/tiny', quantity: { value: '1.5' } }]);
    expect((await invoice('rounding')).lines).toEqual([
      ['Tiny 2026-04-01 - 2026-04-30', 'tiny', '1.5', '0.02'],
    ]);
  });

  it('prices items by the rate of their dimensions, and shows them in charges:preview', async () => {
    await subscribe('tiers', [seats('2', { tier: 'pro' }), seats('1', { tier: 'basic' })]);
    const body = ok(
      await h.call('POST', '/v1/customers/tiers/charges:preview', {
        period: { startTime: APR, endTime: MAY },
      }),
    );
    expect(body.total).toEqual({ amount: { value: '130.00' }, currencyCode: 'USD' });
    expect(
      body.charges.map((c: Line & { net: { amount: { value: string } } }) => [
        c.product,
        c.rateId,
        c.dimensions,
        c.quantity.value,
        c.subtotal.amount.value,
        c.net.amount.value,
      ]),
    ).toEqual([
      ['products/seats', 'seat', { tier: 'basic' }, '1', '30.00', '30.00'],
      ['products/seats', 'seat-pro', { tier: 'pro' }, '2', '100.00', '100.00'],
    ]);
    const lines = (await invoice('tiers')).lines.map((l) => l[0]);
    expect(lines).toEqual([
      'Seats (tier=basic) 2026-04-01 - 2026-04-30',
      'Seats (tier=pro) 2026-04-01 - 2026-04-30',
    ]);
  });

  it("keeps a NONE change for the next period across a contract's rate change inside the period", async () => {
    await subscribe('repriced', [seats('5')]);
    await post('customers/repriced/contracts/k:scheduleAmendment', {
      amendment: { effectiveTime: APR16, rateOverrides: [{ baseRateId: 'seat', ...unit('60') }] },
    });
    await amend('repriced', { effectiveTime: APR11, items: [seats('8')], prorationBehavior: 'NONE' });
    // Half of April at $30 and half at $60, 5 seats all month: 75 + 150.
    expect(await invoice('repriced')).toMatchObject({
      subtotal: '225.00',
      lines: [
        ['Seats 2026-04-01 - 2026-04-15', 'seat', '5', '75.00'],
        ['Seats 2026-04-16 - 2026-04-30', 'seat', '5', '150.00'],
      ],
    });
    expect((await invoice('repriced', MAY, JUN)).lines).toEqual([
      ['Seats 2026-05-01 - 2026-05-31', 'seat', '8', '480.00'],
    ]);
  });

  it('puts each subscription on its own contract, beside the usage lines', async () => {
    await subscribe('two', [seats('1')]);
    await post('customers/two/contracts?contractId=k2', {
      rateCard: 'rateCards/usd',
      billingAnchorDay: '15',
      effectivePeriod: { startTime: MAR },
    });
    await post('customers/two/subscriptions?subscriptionId=s2', {
      contract: 'customers/two/contracts/k2',
      effectivePeriod: { startTime: APR },
      items: [{ product: 'products/support', quantity: { value: '3' } }],
    });
    const preview = await invoice('two');
    // Two contracts: no single one. k2's periods run from the 15th: [Mar 15, Apr 15) and [Apr 15, May 15).
    expect(preview.contract).toBe('');
    expect(preview.lines).toEqual([
      ['Seats 2026-04-01 - 2026-04-30', 'seat', '1', '30.00'],
      ['Support 2026-04-01 - 2026-04-14', 'support', '3', '13.55'],
      ['Support 2026-04-15 - 2026-04-30', 'support', '3', '16.00'],
    ]);
  });
});

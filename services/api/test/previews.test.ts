/**
 * Rating previews end to end (docs/previews.md; the rules of usage.md, catalog.md, contracts.md, invoices.md): catalog and
 * contracts made through the API, events stored through the ingest pipeline into chdb, then
 * `invoices:preview` and `charges:preview` read back as exact strings. The clock is manual: events are
 * ingested at the end of March 2026 (within the accepted eventTime window), amendments scheduled earlier.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, ok, type Response } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const NOW = '2026-03-31T12:00:00.000Z';
const EARLY = '2026-03-12T00:00:00.000Z';
const FEB15 = '2026-02-15T00:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const PARIS_MAR = '2026-02-28T23:00:00.000Z';
const PARIS_APR = '2026-03-31T22:00:00.000Z';
const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 2, d, hour)).toISOString();

const usd = (value: string) => ({ amount: { value }, currencyCode: 'USD' });
const unit = (value: string, unitSize?: string) => ({
  unit: { unitPrice: { amount: { value } }, ...(unitSize ? { unitSize: { value: unitSize } } : {}) },
});
const SINCE_2026 = { startTime: '2026-01-01T00:00:00Z' };

function violations(response: Response): string[] {
  expectError(response, 400, 'INVALID_ARGUMENT');
  const details = response.body.error.details as Array<{ fieldViolations?: Array<{ field: string }> }>;
  return details.flatMap((d) => (d.fieldViolations ?? []).map((v) => v.field));
}

interface Charge {
  product: string;
  rateId: string;
  dimensions: Record<string, string>;
  quantity: { value: string };
  subtotal: { amount: { value: string } };
}

/** A charge row as [product id, rateId, dimensions, quantity, subtotal]. */
const row = (c: Charge) => [
  c.product.replace('products/', ''),
  c.rateId,
  c.dimensions,
  c.quantity.value,
  c.subtotal.amount.value,
];

describe.each(BACKENDS)('rating previews (%s)', (backend) => {
  const clock = new ManualClock(EARLY);
  let h: Harness;
  let eventSeq = 0;

  async function post(path: string, body: unknown) {
    return ok(await h.call('POST', `/v1/${path}`, body));
  }

  async function meter(id: string, aggregation: string, groupKeys: string[] = [], eventType = id) {
    await post(`meters?meterId=${id}`, {
      eventType,
      aggregation,
      ...(aggregation === 'COUNT' ? {} : { valueProperty: 'tokens' }),
      groupKeys,
    });
  }

  async function product(
    id: string,
    meterId: string,
    keys: { pricing?: string[]; presentation?: string[] } = {},
  ) {
    await post(`products?productId=${id}`, {
      type: 'USAGE',
      displayName: `Product ${id}`,
      meter: `meters/${meterId}`,
      pricingGroupKeys: keys.pricing ?? [],
      presentationGroupKeys: keys.presentation ?? [],
    });
  }

  async function card(id: string, rates: Array<Record<string, unknown>>) {
    await post(`rateCards?rateCardId=${id}`, {
      currencyCode: 'USD',
      rates: rates.map((r) => ({ effectivePeriod: SINCE_2026, ...r, product: `products/${r.product}` })),
    });
  }

  async function contract(customer: string, cardId: string, extra: Record<string, unknown> = {}) {
    await post(`customers?customerId=${customer}`, { currencyCode: 'USD' });
    return post(`customers/${customer}/contracts?contractId=k`, {
      rateCard: `rateCards/${cardId}`,
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
      ...extra,
    });
  }

  async function amend(customer: string, amendment: Record<string, unknown>) {
    return post(`customers/${customer}/contracts/k:scheduleAmendment`, {
      amendment: { reason: 'test', ...amendment },
    });
  }

  /** Events of `eventType` for `customer`: [day of March, properties]. Stored once the clock is at NOW. */
  const pending: object[] = [];
  function events(customer: string, eventType: string, list: Array<[string, Record<string, unknown>]>) {
    for (const [eventTime, properties] of list) {
      pending.push({
        customer: `customers/${customer}`,
        eventId: `ev-${eventSeq++}`,
        eventType,
        eventTime,
        properties,
      });
    }
  }

  function charges(customer: string, startTime = MAR, endTime = APR, key?: string) {
    return h.call(
      'POST',
      `/v1/customers/${customer}/charges:preview`,
      { period: { startTime, endTime } },
      key,
    );
  }

  function invoice(customer: string, periodStartTime = MAR, periodEndTime = APR, key?: string) {
    return h.call(
      'POST',
      `/v1/customers/${customer}/invoices:preview`,
      { periodStartTime, periodEndTime },
      key,
    );
  }

  async function rows(customer: string, startTime = MAR, endTime = APR) {
    const body = ok(await charges(customer, startTime, endTime));
    return { total: body.total.amount.value, rows: body.charges.map(row) };
  }

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    await meter('sum', 'SUM');
    await meter('by-model', 'SUM', ['model']);
    await meter('count-by-model', 'COUNT', ['model'], 'by-model');
    await meter('by-region', 'SUM', ['region']);

    // docs/catalog.md "Pricing models": unit, package, tiered.
    await product('unit', 'sum');
    await card('unit', [{ id: 'r-unit', product: 'unit', ...unit('2', '1000') }]);
    await contract('c-unit', 'unit');
    events('c-unit', 'sum', [
      [day(10), { tokens: 1000 }],
      [day(11), { tokens: '500' }],
    ]);

    await product('package', 'sum');
    await card('package', [
      {
        id: 'r-pkg',
        product: 'package',
        package: { packagePrice: { amount: { value: '5' } }, packageSize: { value: '100' } },
      },
    ]);
    await contract('c-pkg', 'package');
    events('c-pkg', 'sum', [
      [day(5), { tokens: 100 }],
      [day(20), { tokens: 101 }],
    ]);

    await product('tiered', 'sum');
    const tier = (start: string, end: string | null, price: string, flat = '0') => ({
      startQuantity: { value: start },
      ...(end === null ? {} : { endQuantity: { value: end } }),
      unitPrice: { amount: { value: price } },
      flatAmount: { amount: { value: flat } },
    });
    await card('tiered', [
      {
        id: 'r-tiers',
        product: 'tiered',
        tiered: {
          tiers: [tier('0', '1000', '0.10'), tier('1000', '10000', '0.05', '5'), tier('10000', null, '0.01')],
        },
      },
    ]);
    await contract('c-tiered', 'tiered');
    events('c-tiered', 'sum', [
      [day(2, 6), { tokens: 1000 }],
      [day(3, 6), { tokens: '0.5' }],
      [day(4), { tokens: '13999.5' }],
    ]);

    // docs/usage.md "The rules of meters": SUM and COUNT by model, priced.
    await product('sum-model', 'by-model', { pricing: ['model'] });
    await product('count-model', 'count-by-model', { pricing: ['model'] });
    await card('s5', [
      { id: 'r-sum', product: 'sum-model', ...unit('1') },
      { id: 'r-count', product: 'count-model', ...unit('0.10') },
    ]);
    await contract('c-s5', 's5');
    events('c-s5', 'by-model', [
      [day(10), { tokens: '10', model: 'a' }],
      [day(10), { tokens: 5, model: 'a' }],
      [day(10), { tokens: 'x', model: 'b' }],
      [day(10), { model: 'b' }],
    ]);

    // docs/contracts.md: override precedence.
    await product('region', 'by-region', { pricing: ['region'] });
    await card('regions', [
      { id: 'r-default', product: 'region', ...unit('1') },
      { id: 'r-eu', product: 'region', dimensionValues: { region: 'eu' }, ...unit('2') },
    ]);
    await contract('c-override', 'regions', {
      rateOverrides: [
        { product: 'products/region', ...unit('3') },
        { product: 'products/region', dimensionValues: { region: 'us' }, ...unit('4') },
        { baseRateId: 'r-eu', ...unit('5') },
      ],
    });
    events('c-override', 'by-region', [
      [day(10), { tokens: 10, region: 'eu' }],
      [day(10), { tokens: 10, region: 'us' }],
      [day(10), { tokens: 10, region: 'ap' }],
    ]);

    // docs/catalog.md; docs/contracts.md: a rate change inside the period; usage before the first rate is unpriced.
    await product('changing', 'sum');
    await card('changing', [
      {
        id: 'r-before',
        product: 'changing',
        effectivePeriod: { startTime: day(5, 0), endTime: day(16, 0) },
        ...unit('1'),
      },
      { id: 'r-after', product: 'changing', effectivePeriod: { startTime: day(16, 0) }, ...unit('2') },
    ]);
    await contract('c-change', 'changing');
    events('c-change', 'sum', [
      [day(3), { tokens: 1000 }],
      [day(10), { tokens: 10 }],
      [day(20), { tokens: 10 }],
    ]);

    // docs/contracts.md: an amendment changes the rate card mid-period; a canceled one does not apply; an end truncates.
    await product('amended', 'sum');
    // The fee's meter sees no event: a flat fee is owed without usage.
    await meter('seats', 'MAX');
    await product('fee', 'seats');
    await card('before', [
      { id: 'r1', product: 'amended', ...unit('1') },
      { id: 'r-fee', product: 'fee', flat: { amount: { amount: { value: '31' } } } },
    ]);
    await card('after', [{ id: 'r1', product: 'amended', ...unit('3') }]);
    await card('never', [{ id: 'r1', product: 'amended', ...unit('100') }]);
    await contract('c-amend', 'before');
    await amend('c-amend', { effectiveTime: day(16, 0), rateCard: 'rateCards/after' });
    const canceled = await amend('c-amend', { effectiveTime: day(25, 0), rateCard: 'rateCards/never' });
    await post(`${canceled.name}:cancel`, { reason: 'no' });
    events('c-amend', 'sum', [
      [day(10), { tokens: 10 }],
      [day(20), { tokens: 10 }],
      [day(28), { tokens: 10 }],
    ]);
    await contract('c-end', 'before');
    await amend('c-end', { effectiveTime: day(14, 0), contractEndTime: day(21, 0) });
    events('c-end', 'sum', [
      [day(10), { tokens: 10 }],
      [day(20), { tokens: 10 }],
      [day(22), { tokens: 1000 }],
    ]);

    // docs/contracts.md: anchor day 15; tiers per billing period; a flat fee without usage, prorated.
    await product('graduated', 'sum');
    await card('anchored', [
      {
        id: 'r-grad',
        product: 'graduated',
        tiered: { tiers: [tier('0', '10', '1'), tier('10', null, '0.5')] },
      },
      { id: 'r-fee', product: 'fee', flat: { amount: { amount: { value: '31' } } } },
    ]);
    await contract('c-anchor', 'anchored', { billingAnchorDay: '15', effectivePeriod: { startTime: FEB15 } });
    events('c-anchor', 'sum', [
      [day(10), { tokens: 10 }],
      [day(20), { tokens: 10 }],
    ]);
    await contract('c-short', 'anchored', { effectivePeriod: { startTime: day(11, 0) } });

    // docs/invoices.md: rounding per line; presentation keys split a pricing group by largest remainder.
    await product('rounding', 'by-model', { pricing: ['model'] });
    await card('rounding', [{ id: 'r-round', product: 'rounding', ...unit('0.001') }]);
    await contract('c-round', 'rounding');
    events('c-round', 'by-model', [
      [day(10), { tokens: 10005, model: 'a' }],
      [day(10), { tokens: 3333, model: 'b' }],
    ]);
    await product('split', 'by-region', { presentation: ['region'] });
    await card('split', [{ id: 'r-split', product: 'split', ...unit('10', '7') }]);
    await contract('c-split', 'split');
    events('c-split', 'by-region', [
      [day(10), { tokens: 1, region: 'x' }],
      [day(10), { tokens: 2, region: 'y' }],
      [day(10), { tokens: 4, region: 'z' }],
    ]);

    // A MAX meter whose rate changes for one group only: the other group's maximum spans the change.
    await meter('peak', 'MAX', ['region']);
    await product('peak', 'peak', { pricing: ['region'] });
    await card('peak', [
      { id: 'r-peak', product: 'peak', ...unit('1') },
      {
        id: 'r-peak-eu',
        product: 'peak',
        dimensionValues: { region: 'eu' },
        effectivePeriod: { startTime: day(16, 0) },
        ...unit('2'),
      },
    ]);
    await contract('c-peak', 'peak');
    events('c-peak', 'peak', [
      [day(10), { tokens: 4, region: 'eu' }],
      [day(20), { tokens: 2, region: 'eu' }],
      [day(10), { tokens: 5, region: 'us' }],
      [day(20), { tokens: 3, region: 'us' }],
    ]);

    // Two contracts; none at all.
    await contract('c-two', 'unit');
    await post('customers/c-two/contracts?contractId=k2', {
      rateCard: 'rateCards/package',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: day(15, 0) },
    });
    events('c-two', 'sum', [[day(20), { tokens: 150 }]]);
    await post('customers?customerId=c-none', { currencyCode: 'EUR' });
    ok(await h.call('POST', '/v1/customers?customerId=g-cust', {}, h.keyB));

    // globex bills in Europe/Paris: periods start at local midnight; March 2026 there is 743 hours (DST).
    const asGlobex = async (path: string, body: unknown) =>
      ok(await h.call('POST', `/v1/${path}`, body, h.keyB));
    ok(await h.call('PATCH', '/v1/organization?updateMask=timeZone', { timeZone: 'Europe/Paris' }, h.keyB));
    await asGlobex('meters?meterId=sum', { eventType: 'sum', aggregation: 'SUM', valueProperty: 'tokens' });
    await asGlobex('products?productId=fee', { type: 'USAGE', displayName: 'Platform', meter: 'meters/sum' });
    await asGlobex('rateCards?rateCardId=paris', {
      currencyCode: 'EUR',
      rates: [
        {
          id: 'r-fee',
          product: 'products/fee',
          effectivePeriod: SINCE_2026,
          flat: { amount: { amount: { value: '31' } } },
        },
      ],
    });
    await asGlobex('customers?customerId=g-paris', {});
    await asGlobex('customers/g-paris/contracts?contractId=k', {
      rateCard: 'rateCards/paris',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: PARIS_MAR },
    });

    clock.set(NOW);
    const results = await h.ingest('acme', pending);
    for (const r of results) expect(r.status, JSON.stringify(r)).toBe('ACCEPTED');
  });

  afterAll(async () => {
    await h?.close();
  });

  it('prices unit $2 per 1,000 at q = 1,500 as $3 (docs/catalog.md), unitPrice = subtotal / quantity', async () => {
    expect(await rows('c-unit')).toEqual({ total: '3.00', rows: [['unit', 'r-unit', {}, '1500', '3.00']] });
    const body = ok(await invoice('c-unit'));
    expect(body).toEqual({
      name: '',
      contract: 'customers/c-unit/contracts/k',
      periodStartTime: MAR,
      periodEndTime: APR,
      createTime: NOW,
      status: 'DRAFT',
      subtotal: usd('3.00'),
      tax: usd('0.00'),
      credit: usd('0.00'),
      total: usd('3.00'),
      lines: [
        {
          id: expect.stringMatching(/^line-[0-9a-f]{20}$/),
          description: 'Product unit 2026-03-01 - 2026-03-31',
          product: 'products/unit',
          rateId: 'r-unit',
          dimensions: {},
          quantity: { value: '1500' },
          unitPrice: usd('0.002'),
          subtotal: usd('3.00'),
          credit: usd('0.00'),
          total: usd('3.00'),
          // No tax rate configured (docs/tax.md).
          tax: usd('0.00'),
          taxRate: '',
          taxRateDisplayName: '',
          taxPercentage: '',
        },
      ],
    });
    const preview = ok(await charges('c-unit'));
    expect(preview.asOfTime).toBe(NOW);
    expect(preview.charges[0]).toEqual({
      product: 'products/unit',
      rateId: 'r-unit',
      dimensions: {},
      quantity: { value: '1500' },
      subtotal: usd('3.00'),
      credit: usd('0.00'),
      net: usd('3.00'),
    });
  });

  it('prices packages of 100 at $5: q = 100 -> $5, q = 201 -> $15 (docs/catalog.md)', async () => {
    expect(await rows('c-pkg', MAR, day(10, 0))).toEqual({
      total: '5.00',
      rows: [['package', 'r-pkg', {}, '100', '5.00']],
    });
    expect(await rows('c-pkg')).toEqual({ total: '15.00', rows: [['package', 'r-pkg', {}, '201', '15.00']] });
  });

  it('prices the graduated tiers: q = 1,000 -> $100, 1,000.5 -> $105.03, 15,000 -> $605 (docs/catalog.md)', async () => {
    expect((await rows('c-tiered', MAR, day(3, 0))).rows).toEqual([
      ['tiered', 'r-tiers', {}, '1000', '100.00'],
    ]);
    expect((await rows('c-tiered', MAR, day(4, 0))).rows).toEqual([
      ['tiered', 'r-tiers', {}, '1000.5', '105.03'],
    ]);
    expect(await rows('c-tiered')).toEqual({
      total: '605.00',
      rows: [['tiered', 'r-tiers', {}, '15000', '605.00']],
    });
  });

  it('prices the SUM and COUNT by model example of docs/usage.md, omitting zero lines', async () => {
    expect(await rows('c-s5')).toEqual({
      total: '15.40',
      rows: [
        ['count-model', 'r-count', { model: 'a' }, '2', '0.20'],
        ['count-model', 'r-count', { model: 'b' }, '2', '0.20'],
        // b = 0 under SUM: zero quantity and zero amount, omitted.
        ['sum-model', 'r-sum', { model: 'a' }, '15', '15.00'],
      ],
    });
  });

  it('applies overrides by precedence: baseRateId > product + dimensions > product (docs/contracts.md)', async () => {
    expect(await rows('c-override')).toEqual({
      total: '120.00',
      rows: [
        ['region', 'r-default', { region: 'ap' }, '10', '30.00'],
        ['region', 'r-default', { region: 'us' }, '10', '40.00'],
        ['region', 'r-eu', { region: 'eu' }, '10', '50.00'],
      ],
    });
  });

  it('splits the usage at a rate change inside the period and skips usage no rate prices', async () => {
    expect(await rows('c-change')).toEqual({
      total: '30.00',
      rows: [
        ['changing', 'r-before', {}, '10', '10.00'],
        ['changing', 'r-after', {}, '10', '20.00'],
      ],
    });
  });

  it("takes a MAX over each group's own rate segments, not over another group's rate change", async () => {
    expect(await rows('c-peak')).toEqual({
      total: '13.00',
      rows: [
        ['peak', 'r-peak', { region: 'eu' }, '4', '4.00'],
        ['peak', 'r-peak', { region: 'us' }, '5', '5.00'],
        ['peak', 'r-peak-eu', { region: 'eu' }, '2', '4.00'],
      ],
    });
  });

  it('rates each side of an amendment with its rate card; a canceled amendment never applies', async () => {
    expect(await rows('c-amend')).toEqual({
      // The fee of card "before" is prorated to the 15 days before the amendment: 31 x 15/31.
      total: '85.00',
      rows: [
        ['amended', 'r1', {}, '10', '10.00'],
        ['amended', 'r1', {}, '20', '60.00'],
        ['fee', 'r-fee', {}, '0', '15.00'],
      ],
    });
    const lines = ok(await invoice('c-amend')).lines;
    expect(new Set(lines.map((l: { id: string }) => l.id)).size).toBe(3);
    expect(lines.map((l: { description: string }) => l.description)).toEqual([
      'Product amended 2026-03-01 - 2026-03-15',
      'Product amended 2026-03-16 - 2026-03-31',
      'Product fee 2026-03-01 - 2026-03-15',
    ]);
  });

  it("truncates at the contract's end set by an amendment", async () => {
    expect(await rows('c-end')).toEqual({
      total: '40.00',
      rows: [
        ['amended', 'r1', {}, '20', '20.00'],
        ['fee', 'r-fee', {}, '0', '20.00'],
      ],
    });
  });

  it('cuts by anchor-day billing periods: tiers per period, a flat fee without usage prorated', async () => {
    expect(await rows('c-anchor')).toEqual({
      // Feb 15 - Mar 15 (28 days): 14 in March; Mar 15 - Apr 15 (31 days): 17 before April.
      total: '52.50',
      rows: [
        ['fee', 'r-fee', {}, '0', '15.50'],
        ['fee', 'r-fee', {}, '0', '17.00'],
        ['graduated', 'r-grad', {}, '10', '10.00'],
        ['graduated', 'r-grad', {}, '10', '10.00'],
      ],
    });
    // A contract starting between anchors: a short first period, the fee prorated to it (21 of 31 days).
    expect(await rows('c-short')).toEqual({ total: '21.00', rows: [['fee', 'r-fee', {}, '0', '21.00']] });
  });

  it('rounds each line half away from zero: 10.005 + 3.333 -> 13.34 (docs/invoices.md)', async () => {
    expect(await rows('c-round')).toEqual({
      total: '13.34',
      rows: [
        ['rounding', 'r-round', { model: 'a' }, '10005', '10.01'],
        ['rounding', 'r-round', { model: 'b' }, '3333', '3.33'],
      ],
    });
    const body = ok(await invoice('c-round'));
    expect([body.subtotal, body.total]).toEqual([usd('13.34'), usd('13.34')]);
  });

  it('splits a pricing group to presentation lines by largest remainder (docs/invoices.md)', async () => {
    const body = ok(await invoice('c-split'));
    expect(
      body.lines.map(
        (l: { dimensions: object; quantity: { value: string }; unitPrice: object; subtotal: object }) => [
          l.dimensions,
          l.quantity.value,
          l.unitPrice,
          l.subtotal,
        ],
      ),
    ).toEqual([
      // $10 per 7 units: each unit's price is 10 / 7 to 12 places, whatever the line's share (issue 34).
      [{ region: 'x' }, '1', usd('1.428571428571'), usd('1.43')],
      [{ region: 'y' }, '2', usd('1.428571428571'), usd('2.86')],
      [{ region: 'z' }, '4', usd('1.428571428571'), usd('5.71')],
    ]);
    expect(body.total).toEqual(usd('10.00'));
  });

  it('sets contract only when exactly one applies; no contract gives an empty preview', async () => {
    const two = ok(await invoice('c-two'));
    expect(two.contract).toBe('');
    expect(two.lines.map((l: { rateId: string }) => l.rateId)).toEqual(['r-pkg', 'r-unit']);
    // Each contract rates the customer's usage with its own card: 150 units -> 2 packages, and $0.30.
    expect(two.total).toEqual(usd('10.30'));
    const before = ok(await invoice('c-two', MAR, day(15, 0)));
    expect([before.contract, before.total]).toEqual(['customers/c-two/contracts/k', usd('0.00')]);
    const none = ok(await invoice('c-none'));
    expect(none).toMatchObject({
      contract: '',
      lines: [],
      subtotal: { amount: { value: '0.00' }, currencyCode: 'EUR' },
      total: { amount: { value: '0.00' }, currencyCode: 'EUR' },
    });
    expect(ok(await charges('c-none'))).toEqual({
      asOfTime: NOW,
      total: { amount: { value: '0.00' }, currencyCode: 'EUR' },
      charges: [],
    });
  });

  it("cuts billing periods at midnight in the organization's time zone, across a DST change", async () => {
    const eur = (value: string) => ({ amount: { value }, currencyCode: 'EUR' });
    const full = ok(await invoice('g-paris', PARIS_MAR, PARIS_APR, h.keyB));
    expect(full.total).toEqual(eur('31.00'));
    expect(full.lines.map((l: { description: string }) => l.description)).toEqual([
      'Platform 2026-03-01 - 2026-03-31',
    ]);
    // 15 days of the 743-hour March: 31 x 360 / 743 = 15.0201...
    const half = ok(await invoice('g-paris', PARIS_MAR, '2026-03-15T23:00:00.000Z', h.keyB));
    expect(half.total).toEqual(eur('15.02'));
    // The UTC month: 742 of March's 743 hours, then 2 of April's 720 (31 x 2 / 720 = 0.086...).
    const utc = ok(await charges('g-paris', MAR, APR, h.keyB));
    expect(utc.charges.map((c: Charge) => c.subtotal.amount.value)).toEqual(['30.96', '0.09']);
  });

  it('names lines the same way on every computation', async () => {
    const first = ok(await invoice('c-override'));
    const second = ok(await invoice('c-override'));
    expect(second.lines).toEqual(first.lines);
    expect(new Set(first.lines.map((l: { id: string }) => l.id)).size).toBe(3);
    expect(first.lines[0].description).toBe('Product region (region=ap) 2026-03-01 - 2026-03-31');
  });

  it('refuses bad periods with field violations', async () => {
    const call = (path: string, body: unknown) => h.call('POST', `/v1/customers/c-unit/${path}`, body);
    expect(violations(await call('charges:preview', {}))).toEqual(['period.startTime', 'period.endTime']);
    expect(violations(await call('charges:preview', { period: { startTime: MAR } }))).toEqual([
      'period.endTime',
    ]);
    expect(violations(await charges('c-unit', APR, MAR))).toEqual(['period.endTime']);
    expect(violations(await charges('c-unit', MAR, MAR))).toEqual(['period.endTime']);
    expect(violations(await charges('c-unit', '2025-01-01T00:00:00Z', '2026-02-05T00:00:01Z'))).toEqual([
      'period.endTime',
    ]);
    ok(await charges('c-unit', '2025-01-01T00:00:00Z', '2026-02-05T00:00:00Z'));
    expect(violations(await call('invoices:preview', {}))).toEqual(['periodStartTime', 'periodEndTime']);
    expect(violations(await invoice('c-unit', APR, MAR))).toEqual(['periodEndTime']);
    expect(violations(await invoice('c-unit', '2026-03-01', APR))).toEqual(['periodStartTime']);
    expect(violations(await invoice('c-unit', MAR, '2027-04-06T00:00:00Z'))).toEqual(['periodEndTime']);
    expectError(
      await call('invoices:preview', { periodStartTime: 5, periodEndTime: APR }),
      400,
      'INVALID_ARGUMENT',
    );
  });

  it("answers NOT_FOUND for an unknown customer and another organization's", async () => {
    expectError(await charges('nobody'), 404, 'NOT_FOUND');
    expectError(await invoice('nobody'), 404, 'NOT_FOUND');
    expectError(await charges('g-cust'), 404, 'NOT_FOUND');
    expectError(await invoice('c-unit', MAR, APR, h.keyB), 404, 'NOT_FOUND');
    ok(await invoice('g-cust', MAR, APR, h.keyB));
  });
});

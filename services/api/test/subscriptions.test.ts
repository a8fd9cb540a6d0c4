/**
 * Subscriptions and subscription amendments (docs/subscriptions.md "The rules"), on a manual clock.
 * What they charge is in subscription-previews.test.ts.
 */
import { ManualClock } from '@billing/core';
import { runBillRun } from '@billing/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldViolation, ok } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const NOW = '2026-03-15T12:00:00.000Z';
const FEB = '2026-02-01T00:00:00.000Z';
const FEB10 = '2026-02-10T00:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const MAR10 = '2026-03-10T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const APR21 = '2026-04-21T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const JUN = '2026-06-01T00:00:00.000Z';

const item = (product: string, quantity: string, dimensions?: Record<string, string>) => ({
  product: `products/${product}`,
  quantity: { value: quantity },
  ...(dimensions ? { dimensions } : {}),
});

describe.each(BACKENDS)('subscriptions (%s)', (backend) => {
  let h: Harness;
  const clock = new ManualClock(NOW);
  const base = '/v1/customers/cus-a/subscriptions';
  const create = (body: unknown, id?: string, customer = 'cus-a') =>
    h.call('POST', `/v1/customers/${customer}/subscriptions${id ? `?subscriptionId=${id}` : ''}`, body);
  const minimal = (extra: Record<string, unknown> = {}) => ({
    contract: 'customers/cus-a/contracts/k1',
    effectivePeriod: { startTime: APR },
    items: [item('seats', '5')],
    ...extra,
  });
  const schedule = (subscription: string, amendment: unknown) =>
    h.call('POST', `${base}/${subscription}:scheduleAmendment`, { amendment });
  const idOf = (name: string) => name.split('/').at(-1)!;
  /** A bill run as of now with no grace: every past period (February) is finalized, so it can no longer change. */
  const invoicePastPeriods = () =>
    runBillRun({ sql: h.db.sql, events: h.usage.events, clock }, { organization: 'acme', graceMs: 0 });

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    const contract = (customer: string, id: string, extra: Record<string, unknown> = {}, key?: string) =>
      h.call(
        'POST',
        `/v1/customers/${customer}/contracts?contractId=${id}`,
        { rateCard: 'rateCards/usd', billingAnchorDay: '1', effectivePeriod: { startTime: MAR }, ...extra },
        key,
      );
    const setup = [
      await h.call('POST', '/v1/customers?customerId=cus-a', { currencyCode: 'USD' }),
      await h.call('POST', '/v1/customers?customerId=cus-b', { currencyCode: 'USD' }),
      await h.call('POST', '/v1/meters?meterId=m', { eventType: 'api.call', aggregation: 'COUNT' }),
      await h.call('POST', '/v1/products?productId=usage', { type: 'USAGE', meter: 'meters/m' }),
      await h.call('POST', '/v1/products?productId=seats', {
        type: 'SUBSCRIPTION',
        displayName: 'Seats',
        pricingGroupKeys: ['tier'],
        presentationGroupKeys: ['team'],
      }),
      await h.call('POST', '/v1/products?productId=support', { type: 'SUBSCRIPTION' }),
      await h.call('POST', '/v1/rateCards?rateCardId=usd', { currencyCode: 'USD' }),
      await contract('cus-a', 'k1'),
      await contract('cus-a', 'k-short', { effectivePeriod: { startTime: MAR, endTime: JUN } }),
      await contract('cus-a', 'k-late', { effectivePeriod: { startTime: MAY } }),
      await contract('cus-a', 'k-feb', { effectivePeriod: { startTime: FEB } }),
      await contract('cus-b', 'kb'),
      // globex: a customer and a contract with the ids acme uses, and a SUBSCRIPTION product.
      await h.call('POST', '/v1/customers?customerId=cus-a', {}, h.keyB),
      await h.call('POST', '/v1/rateCards?rateCardId=usd', { currencyCode: 'EUR' }, h.keyB),
      await contract('cus-a', 'globex-k', {}, h.keyB),
      await h.call('POST', '/v1/products?productId=globex-seats', { type: 'SUBSCRIPTION' }, h.keyB),
    ];
    for (const res of setup) ok(res);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates, gets and lists subscriptions with paging', async () => {
    const subscription = ok(
      await create(
        minimal({ items: [item('seats', '5.50', { tier: 'pro', team: 'a' }), item('support', '1')] }),
        's1',
      ),
    );
    expect(subscription).toEqual({
      name: 'customers/cus-a/subscriptions/s1',
      contract: 'customers/cus-a/contracts/k1',
      effectivePeriod: { startTime: APR },
      items: [
        { product: 'products/seats', quantity: { value: '5.5' }, dimensions: { tier: 'pro', team: 'a' } },
        { product: 'products/support', quantity: { value: '1' }, dimensions: {} },
      ],
      status: 'SCHEDULED',
      createTime: NOW,
    });
    expect(ok(await h.call('GET', `${base}/s1`))).toEqual(subscription);
    const generated = ok(await create(minimal({ effectivePeriod: { startTime: APR, endTime: MAY } })));
    expect(generated.name).toMatch(/^customers\/cus-a\/subscriptions\/sub-[a-z0-9]+$/);
    expect(generated.effectivePeriod).toEqual({ startTime: APR, endTime: MAY });
    ok(await create(minimal(), 's3'));
    expectError(await create(minimal(), 's1'), 409, 'ALREADY_EXISTS');
    const names: string[] = [];
    let token = '';
    do {
      const page = ok(await h.call('GET', `${base}?pageSize=2${token ? `&pageToken=${token}` : ''}`));
      expect(page.subscriptions.length).toBeLessThanOrEqual(2);
      names.push(...page.subscriptions.map((s: { name: string }) => s.name));
      token = page.nextPageToken;
    } while (token);
    expect(names.slice(0, 3)).toEqual([
      subscription.name,
      generated.name,
      'customers/cus-a/subscriptions/s3',
    ]);
    expectError(await h.call('GET', `${base}/nope`), 404, 'NOT_FOUND');
    expectError(await h.call('GET', '/v1/customers/nobody/subscriptions'), 404, 'NOT_FOUND');
    expectError(await create(minimal(), 'sx', 'nobody'), 404, 'NOT_FOUND');
    // A page token of one customer's list is refused on another's.
    const first = ok(await h.call('GET', `${base}?pageSize=1`));
    const other = await h.call('GET', `/v1/customers/cus-b/subscriptions?pageToken=${first.nextPageToken}`);
    expectError(other, 400, 'INVALID_ARGUMENT');
  });

  it("refuses another customer's, another organization's and unknown contracts alike", async () => {
    const unknown = await create(minimal({ contract: 'customers/cus-a/contracts/missing' }), 'c1');
    expectFieldViolation(unknown, 'contract');
    expect(unknown.body.error.message).toContain('does not exist');
    const otherCustomer = await create(minimal({ contract: 'customers/cus-b/contracts/kb' }), 'c1');
    expectFieldViolation(otherCustomer, 'contract');
    expect(otherCustomer.body.error.message).toContain('customers/cus-b/contracts/kb does not exist');
    const foreign = await create(minimal({ contract: 'customers/cus-a/contracts/globex-k' }), 'c1');
    expectFieldViolation(foreign, 'contract');
    expect(foreign.body.error.message).toBe(unknown.body.error.message.replace('missing', 'globex-k'));
    for (const contract of ['k1', 'contracts/k1', 'customers/cus-a/k1', undefined, '']) {
      expectFieldViolation(await create(minimal({ contract }), 'c1'), 'contract');
    }
    expectError(await h.call('GET', `${base}/c1`), 404, 'NOT_FOUND');
  });

  it('checks items: SUBSCRIPTION products, quantities, dimensions, repeats and count', async () => {
    const refused: Array<[unknown, string]> = [
      [[item('usage', '1')], 'items[0].product'],
      [[item('support', '1'), item('missing', '1')], 'items[1].product'],
      [[item('globex-seats', '1')], 'items[0].product'],
      [[{ product: 'seats', quantity: { value: '1' } }], 'items[0].product'],
      [[item('seats', '-1')], 'items[0].quantity.value'],
      [[item('seats', '1e3')], 'items[0].quantity.value'],
      [[item('seats', '')], 'items[0].quantity.value'],
      [[item('seats', '1'.repeat(65))], 'items[0].quantity.value'],
      [[item('seats', '0.0000000000001')], 'items[0].quantity.value'],
      [[{ product: 'products/seats' }], 'items[0].quantity'],
      [[item('seats', '1', { region: 'eu' })], 'items[0].dimensions'],
      [[item('support', '1', { tier: 'pro' })], 'items[0].dimensions'],
      [
        [item('seats', '1', { tier: 'a', team: 'x' }), item('seats', '2', { team: 'x', tier: 'a' })],
        'items[1]',
      ],
      [[item('support', '1'), item('support', '3')], 'items[1]'],
      [[], 'items'],
      [undefined, 'items'],
      [Array.from({ length: 101 }, (_, i) => item('seats', '1', { tier: `t${i}` })), 'items'],
    ];
    for (const [items, field] of refused) {
      const res = await create(minimal({ items }), 'bad-items');
      expectFieldViolation(res, field);
    }
    const usage = await create(minimal({ items: [item('usage', '1')] }), 'bad-items');
    expect(usage.body.error.message).toContain('USAGE');
    // Same product, other dimensions; quantity 0; 100 items.
    ok(
      await create(
        minimal({
          items: [item('seats', '1', { tier: 'a' }), item('seats', '0', { tier: 'b' }), item('seats', '2')],
        }),
        'items-ok',
      ),
    );
    ok(
      await create(
        minimal({ items: Array.from({ length: 100 }, (_, i) => item('seats', '1', { tier: `t${i}` })) }),
        'items-100',
      ),
    );
  });

  it("keeps the effectivePeriod inside the contract's, and a past start in the current billing period", async () => {
    expectFieldViolation(
      await create(minimal({ effectivePeriod: { startTime: FEB } }), 'p1'),
      'effectivePeriod.startTime',
    );
    expectFieldViolation(
      await create(minimal({ contract: 'customers/cus-a/contracts/k-late' }), 'p1'),
      'effectivePeriod.startTime',
    );
    expectFieldViolation(await create(minimal({ effectivePeriod: undefined }), 'p1'), 'effectivePeriod');
    expectFieldViolation(
      await create(minimal({ effectivePeriod: { startTime: MAY, endTime: APR } }), 'p1'),
      'effectivePeriod.endTime',
    );
    const short = (effectivePeriod: unknown) =>
      create(minimal({ contract: 'customers/cus-a/contracts/k-short', effectivePeriod }), 'p1');
    expectError(await short({ startTime: JUN }), 400, 'FAILED_PRECONDITION');
    expectError(await short({ startTime: APR, endTime: '2026-07-01T00:00:00Z' }), 400, 'FAILED_PRECONDITION');
    // Open-ended on a contract with an end: it ends with the contract.
    ok(await short({ startTime: APR }));
    // In the past: inside a period whose invoice is still DRAFT (March) only, not in invoiced February.
    ok(await create(minimal({ effectivePeriod: { startTime: MAR10 } }), 'p-past'));
    ok(await create(minimal({ effectivePeriod: { startTime: MAR } }), 'p-mar'));
    await invoicePastPeriods();
    const feb = await create(
      minimal({ effectivePeriod: { startTime: FEB10 }, contract: 'customers/cus-a/contracts/k-feb' }),
      'p-feb',
    );
    expectError(feb, 400, 'FAILED_PRECONDITION');
    expectError(await h.call('GET', `${base}/p-feb`), 404, 'NOT_FOUND');
  });

  it('moves from SCHEDULED to ACTIVE to CANCELED on the clock, and amendments from SCHEDULED to APPLIED', async () => {
    ok(await create(minimal(), 'life'));
    const amendment = ok(
      await schedule('life', {
        effectiveTime: APR21,
        items: [item('seats', '8')],
        prorationBehavior: 'CREATE_PRORATIONS',
        reason: 'more seats',
      }),
    );
    expect(amendment).toEqual({
      name: expect.stringMatching(/^customers\/cus-a\/subscriptions\/life\/amendments\/amd-[a-z0-9]+$/),
      reason: 'more seats',
      effectiveTime: APR21,
      createTime: NOW,
      items: [{ product: 'products/seats', quantity: { value: '8' }, dimensions: {} }],
      prorationBehavior: 'CREATE_PRORATIONS',
      status: 'SCHEDULED',
    });
    const cancelled = ok(await h.call('POST', `${base}/life:cancel`, { effectiveTime: JUN }));
    expect(cancelled.effectivePeriod).toEqual({ startTime: APR, endTime: JUN });
    expect(cancelled.status).toBe('SCHEDULED');
    const at = async (time: string) => {
      clock.set(time);
      const subscription = ok(await h.call('GET', `${base}/life`));
      const read = ok(await h.call('GET', `${base}/life/amendments/${idOf(amendment.name)}`));
      return [subscription.status, subscription.items[0].quantity.value, read.status];
    };
    try {
      expect(await at(NOW)).toEqual(['SCHEDULED', '5', 'SCHEDULED']);
      expect(await at(APR)).toEqual(['ACTIVE', '5', 'SCHEDULED']);
      expect(await at(APR21)).toEqual(['ACTIVE', '8', 'APPLIED']);
      // An applied amendment is immutable.
      const late = await h.call('POST', `${base}/life/amendments/${idOf(amendment.name)}:cancel`, {});
      expectError(late, 400, 'FAILED_PRECONDITION');
      expect(await at('2026-05-31T23:59:59Z')).toEqual(['ACTIVE', '8', 'APPLIED']);
      expect(await at(JUN)).toEqual(['CANCELED', '8', 'APPLIED']);
      // A CANCELED subscription no longer changes.
      expectError(
        await h.call('POST', `${base}/life:cancel`, { effectiveTime: '2026-06-20T00:00:00Z' }),
        400,
        'FAILED_PRECONDITION',
      );
      // The list shows the same status.
      const listed = ok(await h.call('GET', `${base}?pageSize=1000`));
      expect(listed.subscriptions.find((s: { name: string }) => s.name.endsWith('/life')).status).toBe(
        'CANCELED',
      );
    } finally {
      clock.set(NOW);
    }
  });

  it('ends at the end given at creation as CANCELED too', async () => {
    ok(await create(minimal({ effectivePeriod: { startTime: APR, endTime: MAY } }), 'fixed'));
    clock.set(MAY);
    try {
      expect(ok(await h.call('GET', `${base}/fixed`)).status).toBe('CANCELED');
    } finally {
      clock.set(NOW);
    }
  });

  it('checks cancels: after the start, not after the end, in the past only inside the current period', async () => {
    ok(await create(minimal({ effectivePeriod: { startTime: APR, endTime: JUN } }), 'can'));
    const cancel = (effectiveTime: unknown, id = 'can') =>
      h.call('POST', `${base}/${id}:cancel`, { effectiveTime });
    expectFieldViolation(await cancel(APR), 'effectiveTime');
    expectFieldViolation(await cancel(MAR), 'effectiveTime');
    expectFieldViolation(await cancel('2026-07-01T00:00:00Z'), 'effectiveTime');
    expectFieldViolation(await cancel(undefined), 'effectiveTime');
    expectFieldViolation(await cancel('not a time'), 'effectiveTime');
    expectError(await cancel(MAY, 'missing'), 404, 'NOT_FOUND');
    // Canceling again moves the cancel.
    expect(ok(await cancel(JUN)).effectivePeriod.endTime).toBe(JUN);
    expect(ok(await cancel(MAY)).effectivePeriod.endTime).toBe(MAY);
    // Amendments must take effect before the end.
    expectError(await schedule('can', { effectiveTime: MAY, items: [] }), 400, 'FAILED_PRECONDITION');
    // A past cancel: inside March (still DRAFT) yes, in invoiced February no.
    clock.set(FEB10);
    try {
      ok(
        await create(
          minimal({ effectivePeriod: { startTime: FEB10 }, contract: 'customers/cus-a/contracts/k-feb' }),
          'can-past',
        ),
      );
    } finally {
      clock.set(NOW);
    }
    await invoicePastPeriods();
    expectError(await cancel('2026-02-20T00:00:00Z', 'can-past'), 400, 'FAILED_PRECONDITION');
    const past = ok(await cancel('2026-03-12T00:00:00Z', 'can-past'));
    expect(past.status).toBe('CANCELED');
  });

  it('checks amendments, lists them with paging, and cancels scheduled ones', async () => {
    ok(await create(minimal(), 'am'));
    const bad: Array<[unknown, string]> = [
      [undefined, 'amendment'],
      [{ items: [] }, 'amendment.effectiveTime'],
      [{ effectiveTime: MAY }, 'amendment.items'],
      [{ effectiveTime: MAY, items: [item('usage', '1')] }, 'amendment.items[0].product'],
      [{ effectiveTime: MAY, items: [item('seats', 'x')] }, 'amendment.items[0].quantity.value'],
      [{ effectiveTime: MAR10, items: [] }, 'amendment.effectiveTime'],
      [{ effectiveTime: MAY, items: [], reason: 'r'.repeat(501) }, 'amendment.reason'],
      [{ effectiveTime: MAY, items: [], prorationBehavior: 'SOMETIMES' }, 'amendment.prorationBehavior'],
    ];
    for (const [amendment, field] of bad) expectFieldViolation(await schedule('am', amendment), field);
    expectFieldViolation(
      await schedule('am', {
        effectiveTime: MAY,
        items: [],
        prorationBehavior: 'PRORATION_BEHAVIOR_UNSPECIFIED',
      }),
      'amendment.prorationBehavior',
    );
    const defaulted = ok(await schedule('am', { effectiveTime: MAY, items: [] }));
    expect(defaulted.prorationBehavior).toBe('CREATE_PRORATIONS');
    expect(defaulted.items).toEqual([]);
    const none = ok(
      await schedule('am', { effectiveTime: APR, items: [item('support', '2')], prorationBehavior: 'NONE' }),
    );
    expect(none.prorationBehavior).toBe('NONE');
    const third = ok(await schedule('am', { effectiveTime: JUN, items: [item('seats', '1')] }));
    expectError(await schedule('missing', { effectiveTime: MAY, items: [] }), 404, 'NOT_FOUND');
    const names: string[] = [];
    let token = '';
    do {
      const page = ok(
        await h.call('GET', `${base}/am/amendments?pageSize=2${token ? `&pageToken=${token}` : ''}`),
      );
      names.push(...page.amendments.map((a: { name: string }) => a.name));
      token = page.nextPageToken;
    } while (token);
    expect(names).toEqual([defaulted.name, none.name, third.name]);
    const cancel = (name: string, body: unknown = { reason: 'not needed' }) =>
      h.call('POST', `${base}/am/amendments/${idOf(name)}:cancel`, body);
    const canceled = ok(await cancel(third.name));
    expect(canceled.status).toBe('CANCELED');
    // A retried cancel returns it unchanged.
    expect(ok(await cancel(third.name))).toEqual(canceled);
    expectFieldViolation(await cancel(none.name, { reason: 'r'.repeat(501) }), 'reason');
    expectError(await cancel('customers/x/subscriptions/am/amendments/nope'), 404, 'NOT_FOUND');
    expectError(await h.call('GET', `${base}/am/amendments/nope`), 404, 'NOT_FOUND');
    expectError(await h.call('GET', `${base}/missing/amendments/${idOf(none.name)}`), 404, 'NOT_FOUND');
    expectError(await h.call('GET', `${base}/missing/amendments`), 404, 'NOT_FOUND');
    // Reads show the items in effect now; from April the NONE amendment's items hold.
    clock.set(APR);
    try {
      expect(ok(await h.call('GET', `${base}/am`)).items).toEqual([
        { product: 'products/support', quantity: { value: '2' }, dimensions: {} },
      ]);
    } finally {
      clock.set(NOW);
    }
  });

  it("answers NOT_FOUND for another organization's subscriptions and amendments", async () => {
    const mine = ok(await create(minimal(), 'hidden'));
    const amendment = ok(await schedule('hidden', { effectiveTime: MAY, items: [] }));
    for (const path of [
      `${base}/hidden`,
      `${base}/hidden/amendments`,
      `${base}/hidden/amendments/${idOf(amendment.name)}`,
    ]) {
      expectError(await h.call('GET', path, undefined, h.keyB), 404, 'NOT_FOUND');
    }
    const cancel = await h.call('POST', `${base}/hidden:cancel`, { effectiveTime: JUN }, h.keyB);
    expectError(cancel, 404, 'NOT_FOUND');
    expect(ok(await h.call('GET', `${base}/hidden`))).toEqual(mine);
  });
});

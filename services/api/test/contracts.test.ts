/**
 * Contracts and contract amendments (docs/contracts.md), on a manual clock.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldViolation, ok } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const NOW = '2026-03-15T12:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const unit = (value: string) => ({ unit: { unitPrice: { amount: { value } } } });

describe.each(BACKENDS)('contracts (%s)', (backend) => {
  let h: Harness;
  const clock = new ManualClock(NOW);
  const base = '/v1/customers/cus-a/contracts';
  const create = (body: unknown, id?: string, key?: string, customer = 'cus-a') =>
    h.call('POST', `/v1/customers/${customer}/contracts${id ? `?contractId=${id}` : ''}`, body, key);
  const minimal = (extra: Record<string, unknown> = {}) => ({
    rateCard: 'rateCards/usd',
    billingAnchorDay: '1',
    effectivePeriod: { startTime: MAR },
    ...extra,
  });
  const schedule = (contract: string, amendment: unknown) =>
    h.call('POST', `${base}/${contract}:scheduleAmendment`, { amendment });

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    const setup = [
      await h.call('POST', '/v1/customers?customerId=cus-a', { currencyCode: 'USD' }),
      await h.call('POST', '/v1/meters?meterId=m', {
        eventType: 'api.call',
        aggregation: 'SUM',
        valueProperty: 'tokens',
        groupKeys: ['model', 'region'],
      }),
      await h.call('POST', '/v1/products?productId=p', {
        type: 'USAGE',
        meter: 'meters/m',
        pricingGroupKeys: ['model'],
      }),
      await h.call('POST', '/v1/rateCards?rateCardId=usd', {
        currencyCode: 'USD',
        rates: [{ id: 'r1', product: 'products/p', effectivePeriod: { startTime: MAR }, ...unit('1') }],
      }),
      await h.call('POST', '/v1/rateCards?rateCardId=usd-2', { currencyCode: 'USD' }),
      await h.call('POST', '/v1/rateCards?rateCardId=eur', { currencyCode: 'EUR' }),
      await h.call('POST', '/v1/rateCards?rateCardId=globex-card', { currencyCode: 'EUR' }, h.keyB),
    ];
    for (const res of setup) ok(res);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates, gets and lists contracts with paging', async () => {
    const contract = ok(
      await create(minimal({ rateOverrides: [{ baseRateId: 'r1', ...unit('0.5') }] }), 'k1'),
    );
    expect(contract).toEqual({
      name: 'customers/cus-a/contracts/k1',
      rateCard: 'rateCards/usd',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
      rateOverrides: [
        {
          baseRateId: 'r1',
          product: '',
          dimensionValues: {},
          unit: { unitPrice: { amount: { value: '0.5' }, currencyCode: 'USD' }, unitSize: { value: '1' } },
        },
      ],
      status: 'ACTIVE',
      createTime: NOW,
    });
    expect(ok(await h.call('GET', `${base}/k1`))).toEqual(contract);
    const generated = ok(await create(minimal()));
    expect(generated.name).toMatch(/^customers\/cus-a\/contracts\/[a-z][a-z0-9-]*$/);
    ok(await create(minimal(), 'k3'));
    expectError(await create(minimal(), 'k1'), 409, 'ALREADY_EXISTS');
    const names: string[] = [];
    let token = '';
    do {
      const page = ok(await h.call('GET', `${base}?pageSize=2${token ? `&pageToken=${token}` : ''}`));
      expect(page.contracts.length).toBeLessThanOrEqual(2);
      names.push(...page.contracts.map((c: { name: string }) => c.name));
      token = page.nextPageToken;
    } while (token);
    expect(names.slice(0, 3)).toEqual([contract.name, generated.name, 'customers/cus-a/contracts/k3']);
    expectError(await h.call('GET', `${base}/nope`), 404, 'NOT_FOUND');
    expectError(await h.call('GET', '/v1/customers/nobody/contracts'), 404, 'NOT_FOUND');
    expectError(await create(minimal(), 'kx', undefined, 'nobody'), 404, 'NOT_FOUND');
  });

  it("refuses a rate card in another currency than the customer's as FAILED_PRECONDITION", async () => {
    expectError(await create(minimal({ rateCard: 'rateCards/eur' }), 'k-eur'), 400, 'FAILED_PRECONDITION');
    expectError(await h.call('GET', `${base}/k-eur`), 404, 'NOT_FOUND');
  });

  it("refuses unknown and other organizations' rate cards without revealing them", async () => {
    const unknown = await create(minimal({ rateCard: 'rateCards/missing' }), 'k-unk');
    expectFieldViolation(unknown, 'rateCard');
    const foreign = await create(minimal({ rateCard: 'rateCards/globex-card' }), 'k-for');
    expectFieldViolation(foreign, 'rateCard');
    expect(foreign.body.error.message).toBe(unknown.body.error.message.replace('missing', 'globex-card'));
    expectFieldViolation(await create(minimal({ rateCard: 'usd' }), 'k-bad'), 'rateCard');
  });

  it('validates billingAnchorDay and effectivePeriod', async () => {
    for (const day of ['0', '32', 'x', '01', '', undefined]) {
      expectFieldViolation(await create(minimal({ billingAnchorDay: day }), 'k-day'), 'billingAnchorDay');
    }
    ok(await create(minimal({ billingAnchorDay: '31' }), 'k-day-31'));
    expectFieldViolation(await create(minimal({ effectivePeriod: undefined }), 'k-p'), 'effectivePeriod');
    expectFieldViolation(
      await create(minimal({ effectivePeriod: { startTime: APR, endTime: MAR } }), 'k-p'),
      'effectivePeriod.endTime',
    );
  });

  it('validates rate overrides', async () => {
    const bad = async (override: unknown, field: string) =>
      expectFieldViolation(await create(minimal({ rateOverrides: [override] }), 'k-o'), field);
    await bad({ baseRateId: 'nope', ...unit('1') }, 'rateOverrides[0].baseRateId');
    await bad(
      { product: 'products/p', dimensionValues: { region: 'eu' }, ...unit('1') },
      'rateOverrides[0].dimensionValues',
    );
    await bad({ product: 'products/nope', ...unit('1') }, 'rateOverrides[0].product');
    await bad({ ...unit('1') }, 'rateOverrides[0]');
    await bad({ baseRateId: 'r1', product: 'products/other', ...unit('1') }, 'rateOverrides[0].product');
    await bad({ baseRateId: 'r1', product: 'p', ...unit('1') }, 'rateOverrides[0].product');
    await bad(
      { baseRateId: 'r1', dimensionValues: { model: 'gpt' }, ...unit('1') },
      'rateOverrides[0].dimensionValues',
    );
    expectError(
      await create(minimal({ rateOverrides: [{ baseRateId: 'r1' }] }), 'k-o'),
      400,
      'INVALID_ARGUMENT',
    );
    const ok2 = ok(
      await create(
        minimal({
          rateOverrides: [
            {
              product: 'products/p',
              dimensionValues: { model: 'big' },
              effectivePeriod: { startTime: APR, endTime: MAY },
              flat: { amount: { amount: { value: '10' } } },
            },
          ],
        }),
        'k-o',
      ),
    );
    expect(ok2.rateOverrides[0]).toMatchObject({
      baseRateId: '',
      product: 'products/p',
      dimensionValues: { model: 'big' },
      effectivePeriod: { startTime: APR, endTime: MAY },
    });
    // Redundant fields that agree with the base rate are accepted; the override targets the base rate.
    const redundant = ok(
      await create(
        minimal({
          rateOverrides: [{ baseRateId: 'r1', product: 'products/p', dimensionValues: {}, ...unit('2') }],
        }),
        'k-o-redundant',
      ),
    );
    expect(redundant.rateOverrides[0]).toMatchObject({ baseRateId: 'r1', product: '', dimensionValues: {} });
  });

  it('computes the status from the clock and ends a contract with :end', async () => {
    ok(await create(minimal({ effectivePeriod: { startTime: APR } }), 'k-future'));
    expect(ok(await h.call('GET', `${base}/k-future`)).status).toBe('SCHEDULED');
    ok(await create(minimal({ effectivePeriod: { startTime: MAR, endTime: APR } }), 'k-end'));
    expect(ok(await h.call('GET', `${base}/k-end`)).status).toBe('ACTIVE');
    clock.set(APR);
    try {
      expect(ok(await h.call('GET', `${base}/k-future`)).status).toBe('ACTIVE');
      expect(ok(await h.call('GET', `${base}/k-end`)).status).toBe('ENDED');
    } finally {
      clock.set(NOW);
    }
    ok(await create(minimal(), 'k-stop'));
    const ended = ok(await h.call('POST', `${base}/k-stop:end`, { effectiveTime: APR }));
    expect(ended.effectivePeriod).toEqual({ startTime: MAR, endTime: APR });
    expect(ended.status).toBe('ACTIVE');
    // A past end inside the current billing period (its invoice would be the DRAFT one) ends it at once.
    const past = ok(await h.call('POST', `${base}/k-stop:end`, { effectiveTime: '2026-03-10T00:00:00Z' }));
    expect(past.status).toBe('ENDED');
    // In an earlier period not invoiced yet (its invoice would still be DRAFT): allowed. A period with a
    // finalized invoice refuses it (invoices.test.ts).
    ok(await create(minimal({ effectivePeriod: { startTime: '2026-01-01T00:00:00Z' } }), 'k-old'));
    const earlier = ok(await h.call('POST', `${base}/k-old:end`, { effectiveTime: '2026-02-10T00:00:00Z' }));
    expect(earlier.effectivePeriod.endTime).toBe('2026-02-10T00:00:00.000Z');
    expectFieldViolation(
      await h.call('POST', `${base}/k-future:end`, { effectiveTime: MAR }),
      'effectiveTime',
    );
    expectFieldViolation(await h.call('POST', `${base}/k-stop:end`, {}), 'effectiveTime');
    expectError(await h.call('POST', `${base}/nope:end`, { effectiveTime: APR }), 404, 'NOT_FOUND');
  });

  it('schedules, lists, gets and cancels amendments; they apply when the clock passes effectiveTime', async () => {
    ok(await create(minimal(), 'k-am'));
    const first = ok(
      await schedule('k-am', {
        effectiveTime: APR,
        reason: 'new card',
        rateCard: 'rateCards/usd-2',
        rateOverrides: [],
        contractEndTime: '2027-01-01T00:00:00Z',
      }),
    );
    expect(first).toMatchObject({
      rateCard: 'rateCards/usd-2',
      reason: 'new card',
      effectiveTime: APR,
      contractEndTime: '2027-01-01T00:00:00.000Z',
      rateOverrides: [],
      status: 'SCHEDULED',
      createTime: NOW,
    });
    expect(first.name).toMatch(/^customers\/cus-a\/contracts\/k-am\/amendments\/[a-z][a-z0-9-]*$/);
    const second = ok(
      await schedule('k-am', {
        effectiveTime: MAY,
        reason: 'price',
        rateOverrides: [{ product: 'products/p', ...unit('2') }],
      }),
    );
    const id = (a: { name: string }) => a.name.split('/').at(-1);
    expect(ok(await h.call('GET', `${base}/k-am/amendments/${id(first)}`))).toEqual(first);
    const page1 = ok(await h.call('GET', `${base}/k-am/amendments?pageSize=1`));
    expect(page1.amendments).toEqual([first]);
    const page2 = ok(
      await h.call(
        'GET',
        `${base}/k-am/amendments?pageSize=1&pageToken=${encodeURIComponent(page1.nextPageToken)}`,
      ),
    );
    expect(page2.amendments).toEqual([second]);
    expect(page2.nextPageToken).toBe('');

    // Cancel the second; canceling again returns it unchanged.
    const canceled = ok(
      await h.call('POST', `${base}/k-am/amendments/${id(second)}:cancel`, { reason: 'no' }),
    );
    expect(canceled.status).toBe('CANCELED');
    expect(ok(await h.call('POST', `${base}/k-am/amendments/${id(second)}:cancel`, {})).status).toBe(
      'CANCELED',
    );

    // The contract still reads as its current terms; after April 1 the first amendment has applied.
    expect(ok(await h.call('GET', `${base}/k-am`)).rateCard).toBe('rateCards/usd');
    clock.set('2026-04-02T00:00:00Z');
    try {
      expect(ok(await h.call('GET', `${base}/k-am/amendments/${id(first)}`)).status).toBe('APPLIED');
      const contract = ok(await h.call('GET', `${base}/k-am`));
      expect(contract.rateCard).toBe('rateCards/usd-2');
      expect(contract.effectivePeriod.endTime).toBe('2027-01-01T00:00:00.000Z');
      expectError(
        await h.call('POST', `${base}/k-am/amendments/${id(first)}:cancel`, {}),
        400,
        'FAILED_PRECONDITION',
      );
    } finally {
      clock.set(NOW);
    }
    expectError(await h.call('GET', `${base}/k-am/amendments/nope`), 404, 'NOT_FOUND');
    expectError(await h.call('GET', `${base}/nope/amendments`), 404, 'NOT_FOUND');
  });

  it('validates amendments', async () => {
    ok(
      await create(
        minimal({ effectivePeriod: { startTime: '2026-01-01T00:00:00Z', endTime: '2026-06-01T00:00:00Z' } }),
        'k-av',
      ),
    );
    expectFieldViolation(await schedule('k-av', undefined), 'amendment');
    expectFieldViolation(await schedule('k-av', { reason: 'x' }), 'amendment.effectiveTime');
    expectError(
      await schedule('k-av', { effectiveTime: APR, rateCard: 'rateCards/eur' }),
      400,
      'FAILED_PRECONDITION',
    );
    expectFieldViolation(
      await schedule('k-av', { effectiveTime: APR, rateCard: 'rateCards/globex-card' }),
      'amendment.rateCard',
    );
    expectFieldViolation(
      await schedule('k-av', { effectiveTime: APR, rateOverrides: [{ baseRateId: 'zz', ...unit('1') }] }),
      'amendment.rateOverrides[0].baseRateId',
    );
    // Overrides are checked against the amendment's own card: usd-2 has no rate r1.
    expectFieldViolation(
      await schedule('k-av', {
        effectiveTime: APR,
        rateCard: 'rateCards/usd-2',
        rateOverrides: [{ baseRateId: 'r1', ...unit('1') }],
      }),
      'amendment.rateOverrides[0].baseRateId',
    );
    expectFieldViolation(
      await schedule('k-av', { effectiveTime: APR, contractEndTime: MAR }),
      'amendment.contractEndTime',
    );
    // After the contract's end: FAILED_PRECONDITION. In a past period not invoiced yet: allowed (a finalized
    // period refuses it: invoices.test.ts).
    expectError(
      await schedule('k-av', { effectiveTime: '2026-07-01T00:00:00Z' }),
      400,
      'FAILED_PRECONDITION',
    );
    expect(ok(await schedule('k-av', { effectiveTime: '2026-02-10T00:00:00Z' })).status).toBe('APPLIED');
    // A past time inside the current billing period applies at once.
    const now = ok(
      await schedule('k-av', { effectiveTime: '2026-03-02T00:00:00Z', rateCard: 'rateCards/usd-2' }),
    );
    expect(now.status).toBe('APPLIED');
    expect(ok(await h.call('GET', `${base}/k-av`)).rateCard).toBe('rateCards/usd-2');
    expectError(
      await h.call('POST', `${base}/nope:scheduleAmendment`, { amendment: { effectiveTime: APR } }),
      404,
      'NOT_FOUND',
    );
  });

  it("keeps other organizations' contracts NOT_FOUND", async () => {
    ok(await h.call('POST', '/v1/customers?customerId=cus-a', {}, h.keyB));
    expectError(await h.call('GET', `${base}/k1`, undefined, h.keyB), 404, 'NOT_FOUND');
    const list = ok(await h.call('GET', base, undefined, h.keyB));
    expect(list.contracts).toEqual([]);
    expectError(await create(minimal(), 'k1', h.keyB), 400, 'INVALID_ARGUMENT');
  });
});

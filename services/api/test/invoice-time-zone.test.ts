/**
 * The organization's time zone places billing periods (docs/contracts.md "Billing periods"). Changing it once invoices were issued would
 * bill an issued month again under periods shifted by the new offset (it did: March was finalized twice), so it
 * is FAILED_PRECONDITION then; before, the DRAFTs follow the new periods.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

describe.each(BACKENDS)('time zone changes and issued invoices (%s)', (backend) => {
  const clock = new ManualClock('2026-02-10T00:00:00.000Z');
  let h: Harness;
  let billing: BillingDriver;
  const post = async (path: string, body: unknown) => ok(await h.call('POST', `/v1/${path}`, body));

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    billing = await billingDriver(h, clock);
    await post('products?productId=seats', { type: 'SUBSCRIPTION', displayName: 'Seats' });
    await post('rateCards?rateCardId=usd', {
      currencyCode: 'USD',
      rates: [
        {
          id: 'seat',
          product: 'products/seats',
          effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
          unit: { unitPrice: { amount: { value: '30' } } },
        },
      ],
    });
    await post('customers?customerId=c', { currencyCode: 'USD' });
    await post('customers/c/contracts?contractId=k', {
      rateCard: 'rateCards/usd',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: '2026-02-01T00:00:00Z' },
    });
    await post('customers/c/subscriptions?subscriptionId=s', {
      contract: 'customers/c/contracts/k',
      effectivePeriod: { startTime: '2026-02-01T00:00:00Z' },
      items: [{ product: 'products/seats', quantity: { value: '1' } }],
    });
  });
  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  async function invoices() {
    const list = ok(await h.call('GET', '/v1/customers/c/invoices')).invoices as Array<{
      status: string;
      periodStartTime: string;
      periodEndTime: string;
      total: { amount: { value: string } };
    }>;
    return list.map((i) => [i.status, i.periodStartTime, i.periodEndTime, i.total.amount.value]).sort();
  }

  it('moves the DRAFTs while nothing was issued', async () => {
    await billing.drain();
    expect(await invoices()).toEqual([
      ['DRAFT', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '30.00'],
    ]);
    ok(await h.call('PATCH', '/v1/organization?updateMask=timeZone', { timeZone: 'Europe/Paris' }));
    await billing.drain();
    // The contract starts Feb 1 00:00Z = 01:00 Paris, so its first period is short: up to Mar 1 00:00 Paris
    // (Feb 28 23:00Z), 671 of the 672 hours from Feb 1 00:00 Paris: 30 x 671/672 = 29.9554 -> 29.96.
    expect(await invoices()).toEqual([
      ['DRAFT', '2026-02-01T00:00:00.000Z', '2026-02-28T23:00:00.000Z', '29.96'],
    ]);
    ok(await h.call('PATCH', '/v1/organization?updateMask=timeZone', { timeZone: 'UTC' }));
    await billing.drain();
    expect(await invoices()).toEqual([
      ['DRAFT', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '30.00'],
    ]);
  });

  it('refuses a new time zone once an invoice was issued', async () => {
    await billing.travel('2026-04-02T00:00:00.000Z');
    const before = await invoices();
    expect(before.filter(([status]) => status === 'FINALIZED')).toHaveLength(2);
    expectError(
      await h.call('PATCH', '/v1/organization?updateMask=timeZone', { timeZone: 'Europe/Paris' }),
      400,
      'FAILED_PRECONDITION',
    );
    // The same zone, or other fields, may still be set.
    ok(
      await h.call('PATCH', '/v1/organization?updateMask=timeZone,displayName', {
        timeZone: 'UTC',
        displayName: 'Acme',
      }),
    );
    await billing.travel('2026-04-10T00:00:00.000Z');
    expect(await invoices()).toEqual(before);
  });
});

/**
 * docs/subscriptions.md's worked example on stored invoices rather than previews: 5 -> 8 seats at $30 a seat a month,
 * changed at Apr 21 00:00 in a UTC organization, billed by the bill runs of the time-travel driver and
 * finalized a day after each period. April has 30 days: the 8 seats are held for the last 10 of them.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const APR21 = '2026-04-21T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const JUN = '2026-06-01T00:00:00.000Z';

interface InvoiceBody {
  status: string;
  periodStartTime: string;
  total: { amount: { value: string } };
  lines: Array<{ rateId: string; quantity: { value: string }; subtotal: { amount: { value: string } } }>;
}

const seats = (quantity: string) => ({ product: 'products/seats', quantity: { value: quantity } });

describe.each(BACKENDS)('the docs/subscriptions.md example on stored invoices (%s)', (backend) => {
  const clock = new ManualClock('2026-03-20T00:00:00.000Z');
  let h: Harness;
  let billing: BillingDriver;

  const post = async (path: string, body: unknown) => ok(await h.call('POST', `/v1/${path}`, body));

  async function stored(customer: string, periodStart: string) {
    const all = ok(await h.call('GET', `/v1/customers/${customer}/invoices`)).invoices as InvoiceBody[];
    const found = all.filter((i) => i.periodStartTime === periodStart);
    expect(found, `${customer} ${periodStart}`).toHaveLength(1);
    const invoice = found[0]!;
    return {
      status: invoice.status,
      total: invoice.total.amount.value,
      lines: invoice.lines.map((l) => [l.rateId, l.quantity.value, l.subtotal.amount.value]),
    };
  }

  async function subscribe(customer: string, prorationBehavior: string) {
    await post(`customers?customerId=${customer}`, { currencyCode: 'USD' });
    await post(`customers/${customer}/contracts?contractId=k`, {
      rateCard: 'rateCards/usd',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
    });
    await post(`customers/${customer}/subscriptions?subscriptionId=s`, {
      contract: `customers/${customer}/contracts/k`,
      effectivePeriod: { startTime: APR },
      items: [seats('5')],
    });
    await post(`customers/${customer}/subscriptions/s:scheduleAmendment`, {
      amendment: { effectiveTime: APR21, items: [seats('8')], prorationBehavior },
    });
  }

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
          effectivePeriod: { startTime: MAR },
          unit: { unitPrice: { amount: { value: '30' } } },
        },
      ],
    });
    await subscribe('prorated', 'CREATE_PRORATIONS');
    await subscribe('unprorated', 'NONE');
  });
  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('finalizes April at $180.00 (100.00 + 80.00) prorated, $150.00 then May $240.00 with NONE', async () => {
    // A day after April's end: March (nothing held, PAID at 0) and April are finalized.
    await billing.travel('2026-05-02T00:00:00.000Z');
    expect(await stored('prorated', MAR)).toEqual({ status: 'PAID', total: '0.00', lines: [] });
    // 5 x 30 x 20/30 = 100.00 and 8 x 30 x 10/30 = 80.00.
    expect(await stored('prorated', APR)).toEqual({
      status: 'FINALIZED',
      total: '180.00',
      lines: [
        ['seat', '5', '100.00'],
        ['seat', '8', '80.00'],
      ],
    });
    // NONE: April at the 5 seats held at its start; the 8 count from May.
    expect(await stored('unprorated', APR)).toEqual({
      status: 'FINALIZED',
      total: '150.00',
      lines: [['seat', '5', '150.00']],
    });

    await billing.travel('2026-06-02T00:00:00.000Z');
    for (const customer of ['prorated', 'unprorated']) {
      expect(await stored(customer, MAY), customer).toEqual({
        status: 'FINALIZED',
        total: '240.00',
        lines: [['seat', '8', '240.00']],
      });
      expect((await stored(customer, JUN)).status).toBe('DRAFT');
    }
  });
});

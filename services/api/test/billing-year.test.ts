/**
 * A year of billing (issue 11) through the API on the time-travel driver: an organization in Europe/Paris, a
 * contract anchored on day 31 from Jan 31 2026, twelve monthly periods across both DST changes, usage on two
 * meters (tokens: SUM; storage: MAX), a seats subscription with two amendments (CREATE_PRORATIONS, then NONE)
 * and a usage rate that ends mid-period for a cheaper one. Every period's invoice is compared with lines and
 * totals worked out by hand below, and must be FINALIZED at periodEnd + 24 h with the next number.
 *
 * The clock only moves by `travel`: nothing reads Date.now, so the test passes with the process clock shifted
 * (test:shifted). Events are ingested while the clock is inside their period (the 35-day window).
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './assertions.ts';
import { type BillingDriver, billingDriver, HOUR_MS } from './billing.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const DAY_MS = 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const at = (time: string) => new Date(time).getTime();

/**
 * The periods, by hand: 00:00 Paris on the anchor day (31, else the month's last day). Paris is UTC+1 (CET)
 * until 2026-03-29 01:00Z and from 2026-10-25 01:00Z, UTC+2 (CEST) between: local midnight is 23:00Z the day
 * before in winter, 22:00Z in summer.
 */
const BOUNDS = [
  '2026-01-30T23:00:00.000Z', // Jan 31 CET
  '2026-02-27T23:00:00.000Z', // Feb 28 CET (no Feb 31)          P1: 28 days = 672 h
  '2026-03-30T22:00:00.000Z', // Mar 31 CEST                     P2: 31 days - 1 h (spring forward) = 743 h
  '2026-04-29T22:00:00.000Z', // Apr 30 CEST                     P3: 720 h
  '2026-05-30T22:00:00.000Z', // May 31                          P4: 744 h
  '2026-06-29T22:00:00.000Z', // Jun 30                          P5: 720 h
  '2026-07-30T22:00:00.000Z', // Jul 31                          P6: 744 h
  '2026-08-30T22:00:00.000Z', // Aug 31                          P7: 744 h
  '2026-09-29T22:00:00.000Z', // Sep 30                          P8: 720 h
  '2026-10-30T23:00:00.000Z', // Oct 31 CET                      P9: 31 days + 1 h (fall back) = 745 h
  '2026-11-29T23:00:00.000Z', // Nov 30                          P10: 720 h
  '2026-12-30T23:00:00.000Z', // Dec 31                          P11: 744 h
  '2027-01-30T23:00:00.000Z', // Jan 31 2027                     P12: 744 h
];
const HOURS = [672, 743, 720, 744, 720, 744, 744, 720, 745, 720, 744, 744];

/** Seats go 5 -> 8 at Mar 10 00:00 Paris (CET), prorated; 8 -> 3 at Aug 20 00:00 Paris (CEST), not prorated. */
const AMEND_PRORATED = '2026-03-09T23:00:00.000Z';
const AMEND_NONE = '2026-08-19T22:00:00.000Z';
/** Tokens cost $2.00 per 1,000 until Jul 15 00:00 Paris (CEST), then $1.50 per 1,000. */
const RATE_CHANGE = '2026-07-14T22:00:00.000Z';

/**
 * Each period's usage: tokens (SUM) `early` at periodStart + 30 min (00:30 local on the anchor day, which is
 * still the previous day in UTC) and + 3 days, `late` at periodEnd - 2 days and - 1 hour; storage GB (MAX) once
 * early, once late. `lines` are [product, rateId, quantity, subtotal] and `total`, by hand:
 * - api: tokens x $0.002 (r-api-1) or x $0.0015 (r-api-2), rounded half away from zero to the cent;
 * - storage (graduated): min(q, 100) x $0.50 + max(0, q - 100) x $0.20, + $5 flat when q > 100;
 * - seats: quantity x $30 a period, time-weighted by the seconds held over the period's real length.
 */
interface Month {
  early: [string, string];
  late: [string, string];
  gb: [string, string];
  lines: Array<[string, string, string, string]>;
  total: string;
}
const YEAR: Month[] = [
  {
    // P1 Jan 31 - Feb 28: 3,345 tokens x 0.002 = 6.69; MAX 60 GB x 0.50 = 30.00; 5 seats x 30 = 150.00.
    early: ['1000', '2000'],
    late: ['300', '45'],
    gb: ['40', '60'],
    lines: [
      ['api', 'r-api-1', '3345', '6.69'],
      ['storage', 'r-storage', '60', '30.00'],
      ['seats', 'r-seat', '5', '150.00'],
    ],
    total: '186.69', // 6.69 + 30.00 + 150.00
  },
  {
    // P2 Feb 28 - Mar 31, 743 h. 2,447 tokens x 0.002 = 4.894 -> 4.89. MAX 120 GB: 50 + 20 x 0.20 + 5 = 59.00.
    // Seats: 5 from Feb 27 23:00Z to Mar 9 23:00Z = 240 h, 8 for the remaining 503 h:
    // 5 x 30 x 240/743 = 36000/743 = 48.4522 -> 48.45; 8 x 30 x 503/743 = 120720/743 = 162.4764 -> 162.48.
    // (A 744-hour month would give 48.39 and 162.26.)
    early: ['1234', '1111'],
    late: ['100', '2'],
    gb: ['120', '80'],
    lines: [
      ['api', 'r-api-1', '2447', '4.89'],
      ['storage', 'r-storage', '120', '59.00'],
      ['seats', 'r-seat', '5', '48.45'],
      ['seats', 'r-seat', '8', '162.48'],
    ],
    total: '274.82', // 4.89 + 59.00 + 48.45 + 162.48
  },
  {
    // P3 Mar 31 - Apr 30: 20,000 x 0.002 = 40.00; MAX 100 GB fills the first tier only: 50.00, no flat amount.
    early: ['5000', '5000'],
    late: ['5000', '5000'],
    gb: ['100', '99'],
    lines: [
      ['api', 'r-api-1', '20000', '40.00'],
      ['storage', 'r-storage', '100', '50.00'],
      ['seats', 'r-seat', '8', '240.00'],
    ],
    total: '330.00',
  },
  {
    // P4 Apr 30 - May 31: 1,333 x 0.002 = 2.666 -> 2.67; MAX 250.5: 50 + 150.5 x 0.20 = 30.10, + 5 = 85.10.
    early: ['333', '333'],
    late: ['333', '334'],
    gb: ['10', '250.5'],
    lines: [
      ['api', 'r-api-1', '1333', '2.67'],
      ['storage', 'r-storage', '250.5', '85.10'],
      ['seats', 'r-seat', '8', '240.00'],
    ],
    total: '327.77', // 2.67 + 85.10 + 240.00
  },
  {
    // P5 May 31 - Jun 30: 100 tokens x 0.002 = 0.20; MAX 0 GB: quantity and amount 0, the line is omitted.
    early: ['10', '20'],
    late: ['30', '40'],
    gb: ['0', '0'],
    lines: [
      ['api', 'r-api-1', '100', '0.20'],
      ['seats', 'r-seat', '8', '240.00'],
    ],
    total: '240.20',
  },
  {
    // P6 Jun 30 - Jul 31, the rate changes Jul 15: the early events (Jun 30, Jul 3) are priced by r-api-1:
    // 5,000 x 0.002 = 10.00; the late ones (Jul 29, Jul 30) by r-api-2: 3,030 x 0.0015 = 4.545 -> 4.55 (half
    // away from zero; half to even would give 4.54). MAX 70 GB x 0.50 = 35.00.
    early: ['4000', '1000'],
    late: ['1030', '2000'],
    gb: ['70', '30'],
    lines: [
      ['api', 'r-api-1', '5000', '10.00'],
      ['api', 'r-api-2', '3030', '4.55'],
      ['storage', 'r-storage', '70', '35.00'],
      ['seats', 'r-seat', '8', '240.00'],
    ],
    total: '289.55', // 10.00 + 4.55 + 35.00 + 240.00
  },
  {
    // P7 Jul 31 - Aug 31: 8,000 x 0.0015 = 12.00; MAX 200: 50 + 100 x 0.20 + 5 = 75.00. Seats go to 3 on
    // Aug 20 with NONE: the period is charged at the 8 held at its start, 8 x 30 = 240.00.
    early: ['2000', '2000'],
    late: ['2000', '2000'],
    gb: ['200', '150'],
    lines: [
      ['api', 'r-api-2', '8000', '12.00'],
      ['storage', 'r-storage', '200', '75.00'],
      ['seats', 'r-seat', '8', '240.00'],
    ],
    total: '327.00',
  },
  {
    // P8 Aug 31 - Sep 30: 4 x 0.0015 = 0.006 -> 0.01; 5 GB x 0.50 = 2.50; 3 seats x 30 = 90.00.
    early: ['1', '1'],
    late: ['1', '1'],
    gb: ['5', '5'],
    lines: [
      ['api', 'r-api-2', '4', '0.01'],
      ['storage', 'r-storage', '5', '2.50'],
      ['seats', 'r-seat', '3', '90.00'],
    ],
    total: '92.51',
  },
  {
    // P9 Sep 30 - Oct 31, 745 h (nothing here prorates, so the length changes nothing): 11,000 x 0.0015 =
    // 16.50; MAX 100.5: 50 + 0.5 x 0.20 + 5 = 55.10; 90.00.
    early: ['7000', '3000'],
    late: ['500', '500'],
    gb: ['100.5', '1'],
    lines: [
      ['api', 'r-api-2', '11000', '16.50'],
      ['storage', 'r-storage', '100.5', '55.10'],
      ['seats', 'r-seat', '3', '90.00'],
    ],
    total: '161.60',
  },
  {
    // P10 Oct 31 - Nov 30: 2,400 x 0.0015 = 3.60; MAX 33.33 x 0.50 = 16.665 -> 16.67 (half to even: 16.66).
    early: ['600', '600'],
    late: ['600', '600'],
    gb: ['33.33', '12'],
    lines: [
      ['api', 'r-api-2', '2400', '3.60'],
      ['storage', 'r-storage', '33.33', '16.67'],
      ['seats', 'r-seat', '3', '90.00'],
    ],
    total: '110.27',
  },
  {
    // P11 Nov 30 - Dec 31: 13,000 x 0.0015 = 19.50; 64 x 0.50 = 32.00.
    early: ['12345', '55'],
    late: ['100', '500'],
    gb: ['64', '64'],
    lines: [
      ['api', 'r-api-2', '13000', '19.50'],
      ['storage', 'r-storage', '64', '32.00'],
      ['seats', 'r-seat', '3', '90.00'],
    ],
    total: '141.50',
  },
  {
    // P12 Dec 31 - Jan 31 2027: 3,000 x 0.0015 = 4.50; MAX 1,000: 50 + 900 x 0.20 + 5 = 235.00.
    early: ['999', '1'],
    late: ['1000', '1000'],
    gb: ['1000', '10'],
    lines: [
      ['api', 'r-api-2', '3000', '4.50'],
      ['storage', 'r-storage', '1000', '235.00'],
      ['seats', 'r-seat', '3', '90.00'],
    ],
    total: '329.50',
  },
];
// The year: 2,811.41 in all.

interface InvoiceBody {
  name: string;
  number: string;
  status: string;
  periodStartTime: string;
  periodEndTime: string;
  finalizeTime?: string;
  total: { amount: { value: string } };
  subtotal: { amount: { value: string } };
  lines: Array<{
    product: string;
    rateId: string;
    quantity: { value: string };
    subtotal: { amount: { value: string } };
  }>;
}

const unit = (unitPrice: string, unitSize?: string) => ({
  unit: {
    unitPrice: { amount: { value: unitPrice } },
    ...(unitSize ? { unitSize: { value: unitSize } } : {}),
  },
});
const seats = (quantity: string) => ({ product: 'products/seats', quantity: { value: quantity } });
const byKey = (a: string[], b: string[]) => a.join('|').localeCompare(b.join('|'));

describe.each(BACKENDS)('a year of billing in Europe/Paris (%s)', (backend) => {
  const clock = new ManualClock('2026-01-20T12:00:00.000Z');
  let h: Harness;
  let billing: BillingDriver;
  let seq = 0;

  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));

  async function ingest(eventType: string, property: string, times: number[], values: string[]) {
    const events = times.map((t, i) => ({
      customer: 'customers/c',
      eventId: `ev-${seq++}`,
      eventType,
      eventTime: iso(t),
      properties: { [property]: values[i]! },
    }));
    const results = await h.ingest('acme', events);
    expect(results.map((r) => r.status)).toEqual(events.map(() => 'ACCEPTED'));
  }

  async function invoiceOf(periodStart: string): Promise<InvoiceBody> {
    const list = ok(
      await h.call(
        'GET',
        `/v1/customers/c/invoices?filter=${encodeURIComponent(`periodStartTime = "${periodStart}"`)}`,
      ),
    ).invoices as InvoiceBody[];
    expect(list, periodStart).toHaveLength(1);
    return list[0]!;
  }

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    billing = await billingDriver(h, clock);
    ok(await h.call('PATCH', '/v1/organization?updateMask=timeZone', { timeZone: 'Europe/Paris' }));
    await post('meters?meterId=tokens', { eventType: 'tokens', aggregation: 'SUM', valueProperty: 'tokens' });
    await post('meters?meterId=storage', { eventType: 'storage', aggregation: 'MAX', valueProperty: 'gb' });
    await post('products?productId=api', { type: 'USAGE', displayName: 'API', meter: 'meters/tokens' });
    await post('products?productId=storage', {
      type: 'USAGE',
      displayName: 'Storage',
      meter: 'meters/storage',
    });
    await post('products?productId=seats', { type: 'SUBSCRIPTION', displayName: 'Seats' });
    const from = '2026-01-01T00:00:00.000Z';
    await post('rateCards?rateCardId=card', {
      currencyCode: 'USD',
      displayName: 'Card',
      rates: [
        {
          id: 'r-api-1',
          product: 'products/api',
          effectivePeriod: { startTime: from, endTime: RATE_CHANGE },
          ...unit('2.00', '1000'),
        },
        {
          id: 'r-api-2',
          product: 'products/api',
          effectivePeriod: { startTime: RATE_CHANGE },
          ...unit('1.50', '1000'),
        },
        {
          id: 'r-storage',
          product: 'products/storage',
          effectivePeriod: { startTime: from },
          tiered: {
            tiers: [
              {
                startQuantity: { value: '0' },
                endQuantity: { value: '100' },
                unitPrice: { amount: { value: '0.50' } },
              },
              {
                startQuantity: { value: '100' },
                unitPrice: { amount: { value: '0.20' } },
                flatAmount: { amount: { value: '5.00' } },
              },
            ],
          },
        },
        { id: 'r-seat', product: 'products/seats', effectivePeriod: { startTime: from }, ...unit('30') },
      ],
    });
    await post('customers?customerId=c', { currencyCode: 'USD' });
    await post('customers/c/contracts?contractId=k', {
      rateCard: 'rateCards/card',
      billingAnchorDay: '31',
      effectivePeriod: { startTime: BOUNDS[0] },
    });
    await post('customers/c/subscriptions?subscriptionId=s', {
      contract: 'customers/c/contracts/k',
      effectivePeriod: { startTime: BOUNDS[0] },
      items: [seats('5')],
    });
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('bills twelve periods, each finalized a day after its end with the next number', async () => {
    for (const [k, month] of YEAR.entries()) {
      const start = at(BOUNDS[k]!);
      const end = at(BOUNDS[k + 1]!);
      expect((end - start) / HOUR_MS, `P${k + 1} length`).toBe(HOURS[k]);

      // Early in the period: the first half of its usage, and the amendments before they take effect.
      await billing.travel(iso(start + 10 * DAY_MS));
      await ingest('tokens', 'tokens', [start + HOUR_MS / 2, start + 3 * DAY_MS], month.early);
      await ingest('storage', 'gb', [start + HOUR_MS / 2], [month.gb[0]]);
      if (k === 0) {
        await post('customers/c/subscriptions/s:scheduleAmendment', {
          amendment: {
            effectiveTime: AMEND_PRORATED,
            items: [seats('8')],
            prorationBehavior: 'CREATE_PRORATIONS',
          },
        });
      }
      if (k === 6) {
        await post('customers/c/subscriptions/s:scheduleAmendment', {
          amendment: { effectiveTime: AMEND_NONE, items: [seats('3')], prorationBehavior: 'NONE' },
        });
      }

      // Half an hour before the end: the rest, the last event at 23:00 local on the day before the anchor.
      await billing.travel(iso(end - HOUR_MS / 2));
      await ingest('tokens', 'tokens', [end - 2 * DAY_MS, end - HOUR_MS], month.late);
      await ingest('storage', 'gb', [end - HOUR_MS], [month.gb[1]]);
      await billing.drain();
      const draft = await invoiceOf(BOUNDS[k]!);
      expect(draft.status, `P${k + 1} before its end`).toBe('DRAFT');
      expect(draft.total.amount.value, `P${k + 1} draft`).toBe(month.total);

      // Exactly the grace period after the end: finalized by the bill run, number k + 1.
      await billing.travel(iso(end + 24 * HOUR_MS));
      const invoice = await invoiceOf(BOUNDS[k]!);
      expect(
        {
          status: invoice.status,
          number: invoice.number,
          periodEndTime: invoice.periodEndTime,
          finalizeTime: invoice.finalizeTime,
          subtotal: invoice.subtotal.amount.value,
          total: invoice.total.amount.value,
        },
        `P${k + 1}`,
      ).toEqual({
        status: 'FINALIZED',
        number: String(k + 1),
        periodEndTime: BOUNDS[k + 1],
        finalizeTime: iso(end + 24 * HOUR_MS),
        subtotal: month.total,
        total: month.total,
      });
      const lines = invoice.lines.map((l) => [
        l.product.replace('products/', ''),
        l.rateId,
        l.quantity.value,
        l.subtotal.amount.value,
      ]);
      expect(lines.sort(byKey), `P${k + 1} lines`).toEqual([...month.lines].sort(byKey));
    }

    // Nothing else was issued: twelve invoices, numbers 1..12 in period order, the thirteenth period a DRAFT.
    const all = ok(await h.call('GET', '/v1/customers/c/invoices?pageSize=100')).invoices as InvoiceBody[];
    const issued = all.filter((i) => i.status !== 'DRAFT');
    expect(issued.map((i) => [i.periodStartTime, i.number]).sort(byKey)).toEqual(
      YEAR.map((_, k) => [BOUNDS[k]!, String(k + 1)]).sort(byKey),
    );
    expect(all.filter((i) => i.status === 'DRAFT').map((i) => i.periodStartTime)).toEqual([BOUNDS[12]]);
  });
});

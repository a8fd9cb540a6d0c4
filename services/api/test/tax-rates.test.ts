/**
 * Tax rates (docs/tax.md) through the API and the worker's bill runs: the rate table's verbs and its checks, the
 * tax of DRAFTs, previews and finalized invoices for customers of two countries (a credit on one line, a rounding
 * case), exemption, and a rate created or archived later, which marks DRAFTs stale and never touches a finalized
 * invoice. Every amount is worked out by hand in the comment beside it.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const day = (month: number, d: number, hour = 12) =>
  new Date(Date.UTC(2026, month - 1, d, hour)).toISOString();
const unit = (value: string) => ({ unit: { unitPrice: { amount: { value } } } });

interface Line {
  product: string;
  subtotal: { amount: { value: string } };
  credit: { amount: { value: string } };
  tax: { amount: { value: string } };
  total: { amount: { value: string } };
  taxRate: string;
  taxRateDisplayName: string;
  taxPercentage: string;
}
interface InvoiceBody {
  name: string;
  status: string;
  periodStartTime: string;
  subtotal: { amount: { value: string } };
  tax: { amount: { value: string } };
  credit: { amount: { value: string } };
  total: { amount: { value: string } };
  lines: Line[];
}

/** [subtotal, credit, tax, total] of an invoice, then [product, subtotal, credit, tax, total, rate] per line. */
function amounts(invoice: InvoiceBody) {
  return {
    invoice: [invoice.subtotal, invoice.credit, invoice.tax, invoice.total].map((m) => m.amount.value),
    lines: invoice.lines.map((l) => [
      l.product,
      l.subtotal.amount.value,
      l.credit.amount.value,
      l.tax.amount.value,
      l.total.amount.value,
      l.taxRate,
    ]),
  };
}

describe.each(BACKENDS)('tax rates (%s)', (backend) => {
  const clock = new ManualClock(day(3, 10));
  let h: Harness;
  let billing: BillingDriver;
  let seq = 0;

  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));

  async function invoiceOf(customer: string, periodStart: string): Promise<InvoiceBody> {
    const { invoices } = ok(await h.call('GET', `/v1/customers/${customer}/invoices`));
    const found = (invoices as InvoiceBody[]).filter((i) => i.periodStartTime === periodStart);
    expect(found, `${customer} ${periodStart}`).toHaveLength(1);
    return found[0]!;
  }

  async function customer(id: string, countryCode: string, extra: Record<string, unknown> = {}) {
    await post(`customers?customerId=${id}`, {
      currencyCode: 'USD',
      billingProfile: { countryCode },
      ...extra,
    });
    await post(`customers/${id}/contracts?contractId=k`, {
      rateCard: 'rateCards/card',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
    });
  }

  async function ingest(customerId: string, eventType: string, tokens: string, eventTime = day(3, 5)) {
    const [result] = await h.ingest('acme', [
      {
        customer: `customers/${customerId}`,
        eventId: `ev-${seq++}`,
        eventType,
        eventTime,
        properties: { tokens },
      },
    ]);
    expect(result!.status).toBe('ACCEPTED');
  }

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    billing = await billingDriver(h, clock);
    await post('meters?meterId=tokens', { eventType: 'tokens', aggregation: 'SUM', valueProperty: 'tokens' });
    await post('meters?meterId=other', { eventType: 'other', aggregation: 'SUM', valueProperty: 'tokens' });
    await post('products?productId=api', { type: 'USAGE', displayName: 'API', meter: 'meters/tokens' });
    await post('products?productId=odd', { type: 'USAGE', displayName: 'Odd', meter: 'meters/other' });
    await post('rateCards?rateCardId=card', {
      currencyCode: 'USD',
      rates: [
        { id: 'r-api', product: 'products/api', effectivePeriod: { startTime: MAR }, ...unit('0.01') },
        { id: 'r-odd', product: 'products/odd', effectivePeriod: { startTime: MAR }, ...unit('3.333') },
      ],
    });
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('creates, gets, lists and archives rates; refuses bad ones and overlapping ones', async () => {
    const created = await post('taxRates?taxRateId=walk-vat', {
      displayName: 'Walk VAT',
      percentage: '12.5000',
      countryCodes: ['XA'],
      effectivePeriod: { startTime: '2030-01-01T00:00:00Z', endTime: '2031-01-01T00:00:00Z' },
    });
    expect(created).toMatchObject({
      name: 'taxRates/walk-vat',
      displayName: 'Walk VAT',
      percentage: '12.5',
      countryCodes: ['XA'],
      effectivePeriod: { startTime: '2030-01-01T00:00:00.000Z', endTime: '2031-01-01T00:00:00.000Z' },
      archived: false,
    });
    expect(ok(await h.call('GET', '/v1/taxRates/walk-vat'))).toEqual(created);
    const bad = [
      { percentage: '100.01' },
      { percentage: '-1' },
      { percentage: '1.23456' },
      { percentage: '1e2' },
      { percentage: 12 },
      { countryCodes: ['fr'] },
      { effectivePeriod: {} },
      { displayName: '' },
    ];
    for (const change of bad) {
      const body = {
        displayName: 'Bad',
        percentage: '5',
        effectivePeriod: { startTime: '2040-01-01T00:00:00Z' },
        ...change,
      };
      expectError(
        await h.call('POST', '/v1/taxRates', body),
        400,
        'INVALID_ARGUMENT',
        JSON.stringify(change),
      );
    }
    // Overlapping in time and sharing XA: which would apply is a guess.
    const overlapping = await h.call('POST', '/v1/taxRates', {
      displayName: 'Clash',
      percentage: '5',
      countryCodes: ['XB', 'XA'],
      effectivePeriod: { startTime: '2030-06-01T00:00:00Z' },
    });
    expectError(overlapping, 400, 'FAILED_PRECONDITION');
    // Archived, it no longer claims XA; archiving twice changes nothing.
    const archived = await post('taxRates/walk-vat:archive');
    expect(archived.archived).toBe(true);
    expect(await post('taxRates/walk-vat:archive')).toEqual(archived);
    await post('taxRates?taxRateId=walk-vat-2', {
      displayName: 'Walk VAT',
      percentage: '5',
      countryCodes: ['XA'],
      effectivePeriod: { startTime: '2030-06-01T00:00:00Z' },
    });
    const listed = ok(await h.call('GET', '/v1/taxRates?pageSize=1'));
    expect(listed.taxRates.map((r: { name: string }) => r.name)).toEqual(['taxRates/walk-vat']);
    expect(listed.nextPageToken).not.toBe('');
    expectError(await h.call('GET', '/v1/taxRates/none'), 404, 'NOT_FOUND');
    // The database keeps rates: a finalized invoice may name one.
    await expect(h.db.sql`DELETE FROM tax_rates WHERE id = 'walk-vat'`).rejects.toThrow(/archive/);
  });

  it('taxes DRAFTs, previews and finalized invoices per line, by billing country, after credits', async () => {
    await post('taxRates?taxRateId=de-vat', {
      displayName: 'DE VAT',
      percentage: '19',
      countryCodes: ['DE'],
      effectivePeriod: { startTime: MAR },
    });
    await post('taxRates?taxRateId=fr-vat', {
      displayName: 'FR TVA',
      percentage: '20',
      countryCodes: ['FR', 'MC'],
      effectivePeriod: { startTime: MAR },
    });
    await post('taxRates?taxRateId=us-sales', {
      displayName: 'Sales tax',
      percentage: '8.875',
      countryCodes: ['US'],
      effectivePeriod: { startTime: MAR },
    });
    await customer('de1', 'DE');
    await customer('fr1', 'FR');
    await customer('us1', 'US');
    await customer('ex1', 'DE', { taxExempt: true });
    await post('customers/fr1/credits?creditId=g', {
      amount: { amount: { value: '4.00' } },
      effectivePeriod: { startTime: MAR },
      reason: 'goodwill',
    });
    await ingest('de1', 'tokens', '1000');
    await ingest('fr1', 'tokens', '1000');
    await ingest('fr1', 'other', '3');
    await ingest('us1', 'tokens', '1999');
    await ingest('ex1', 'tokens', '1000');
    await billing.drain();
    await billing.refresh();

    // DE: 1000 x 0.01 = 10.00; tax 10.00 x 19% = 1.90; total 11.90.
    const de = amounts(await invoiceOf('de1', MAR));
    expect(de).toEqual({
      invoice: ['10.00', '0.00', '1.90', '11.90'],
      lines: [['products/api', '10.00', '0.00', '1.90', '11.90', 'taxRates/de-vat']],
    });
    // FR: api 10.00 with the whole 4.00 credit (first line in invoice order): (10.00 - 4.00) x 20% = 1.20;
    // odd 3 x 3.333 = 9.999 -> 10.00: 10.00 x 20% = 2.00. Subtotal 20.00, credit 4.00, tax 3.20,
    // total 20.00 + 3.20 - 4.00 = 19.20.
    const fr = amounts(await invoiceOf('fr1', MAR));
    expect(fr).toEqual({
      invoice: ['20.00', '4.00', '3.20', '19.20'],
      lines: [
        ['products/api', '10.00', '4.00', '1.20', '7.20', 'taxRates/fr-vat'],
        ['products/odd', '10.00', '0.00', '2.00', '12.00', 'taxRates/fr-vat'],
      ],
    });
    // US: 1999 x 0.01 = 19.99; 19.99 x 8.875% = 1.7741125 -> 1.77; total 21.76.
    const us = amounts(await invoiceOf('us1', MAR));
    expect(us).toEqual({
      invoice: ['19.99', '0.00', '1.77', '21.76'],
      lines: [['products/api', '19.99', '0.00', '1.77', '21.76', 'taxRates/us-sales']],
    });
    // Exempt: no tax, no rate named.
    expect(amounts(await invoiceOf('ex1', MAR))).toEqual({
      invoice: ['10.00', '0.00', '0.00', '10.00'],
      lines: [['products/api', '10.00', '0.00', '0.00', '10.00', '']],
    });
    const line = (await invoiceOf('us1', MAR)).lines[0]!;
    expect([line.taxRateDisplayName, line.taxPercentage]).toEqual(['Sales tax', '8.875']);

    // The preview of the period taxes as the stored DRAFT does.
    const preview = await post('customers/fr1/invoices:preview', {
      periodStartTime: MAR,
      periodEndTime: APR,
    });
    expect(amounts(preview)).toEqual(fr);

    // Finalized as computed; the rate is frozen with it.
    await billing.travel(day(4, 2, 1));
    const finalized = await invoiceOf('fr1', MAR);
    expect(finalized.status).not.toBe('DRAFT');
    expect(amounts(finalized)).toEqual(fr);

    // A later change: FR to 10% from March 1 (the old rate archived). The finalized March invoice keeps 20%;
    // April's DRAFT is recomputed at 10%.
    await ingest('fr1', 'tokens', '500');
    await post('taxRates/fr-vat:archive');
    await post('taxRates?taxRateId=fr-vat-reduced', {
      displayName: 'FR TVA reduite',
      percentage: '10',
      countryCodes: ['FR'],
      effectivePeriod: { startTime: MAR },
    });
    const [stale] = await h.db.sql<{ stale: boolean }[]>`
      SELECT stale FROM invoices WHERE organization_id = 'acme' AND customer_id = 'fr1' AND status = 'DRAFT'`;
    expect(stale!.stale).toBe(true);
    await billing.refresh();
    expect(amounts(await invoiceOf('fr1', MAR))).toEqual(fr);
    // April has no usage yet (the 500 tokens are March's, late): 0 lines, 0 tax.
    expect(amounts(await invoiceOf('fr1', APR)).invoice).toEqual(['0.00', '0.00', '0.00', '0.00']);
  });

  it("changing a customer's country or exemption re-taxes its DRAFTs", async () => {
    // The clock is in April now: April's DRAFT is the open one.
    await customer('mover', 'DE');
    await ingest('mover', 'tokens', '1000', day(4, 1));
    await billing.drain();
    await billing.refresh();
    // 10.00 x 19% = 1.90
    expect(amounts(await invoiceOf('mover', APR)).invoice).toEqual(['10.00', '0.00', '1.90', '11.90']);
    ok(
      await h.call('PATCH', '/v1/customers/mover?updateMask=billingProfile.countryCode', {
        billingProfile: { countryCode: 'US' },
      }),
    );
    await billing.refresh();
    // 10.00 x 8.875% = 0.8875 -> 0.89
    expect(amounts(await invoiceOf('mover', APR)).invoice).toEqual(['10.00', '0.00', '0.89', '10.89']);
    ok(await h.call('PATCH', '/v1/customers/mover?updateMask=taxExempt', { taxExempt: true }));
    await billing.refresh();
    expect(amounts(await invoiceOf('mover', APR)).invoice).toEqual(['10.00', '0.00', '0.00', '10.00']);
  });
});

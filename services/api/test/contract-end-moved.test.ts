/**
 * A contract whose last, cut period was invoiced and whose end then moves later (docs/contracts.md "An end moved
 * past an issued, cut period"): the rest of that billing period is billed once, on its own invoice from the
 * issued invoice's end to the period's end, its flat fee prorated over that remainder; the issued invoice stays
 * as it was. Driven by time travel on the injected clock (billing.ts), on both stores.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import {
  at,
  brief,
  DEC,
  DEC10,
  type InvoiceBody,
  linesOf,
  NOV,
  NOV15,
  OCT,
  v,
} from './contract-end-fixtures.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const usd = (value: string) => ({ amount: { value }, currencyCode: 'USD' });
/**
 * One customer a test, each with contract `k` ending Nov 15 and the same usage; `amended`'s end comes from an
 * amendment, the others' from the contract's creation.
 */
const CUSTOMERS = ['later', 'past', 'voided', 'committed', 'back', 'amended', 'prompt'];

/** Oct, the cut [Nov 1, Nov 15) issued, and the rest of November once, a DRAFT, as `brief` writes them. */
const BILLED_ONCE = [
  [OCT, NOV, 'FINALIZED', '30.00'],
  [NOV, NOV15, 'FINALIZED', '24.00'],
  [NOV15, DEC, 'DRAFT', '21.00'],
];

describe.each(BACKENDS)('a contract end moved past an issued, cut period (%s)', (backend) => {
  const clock = new ManualClock(at(10, 10));
  let h: Harness;
  let billing: BillingDriver;
  let seq = 0;

  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));

  async function invoices(customer: string): Promise<InvoiceBody[]> {
    const list: InvoiceBody[] = ok(await h.call('GET', `/v1/customers/${customer}/invoices`)).invoices;
    return list.sort((a, b) => a.periodStartTime.localeCompare(b.periodStartTime));
  }

  async function invoiceOf(customer: string, start: string, status?: string): Promise<InvoiceBody> {
    const found = (await invoices(customer)).filter(
      (i) => i.periodStartTime === start && (status === undefined || i.status === status),
    );
    expect(found, `${customer} ${start} ${status}`).toHaveLength(1);
    return found[0]!;
  }

  /** A customer with contract `k` on the card from Oct 1, ending at `end`. */
  async function customerWithContract(id: string) {
    await post(`customers?customerId=${id}`, { currencyCode: 'USD' });
    const amended = id === 'amended';
    await post(`customers/${id}/contracts?contractId=k`, {
      rateCard: 'rateCards/card',
      billingAnchorDay: '1',
      effectivePeriod: amended ? { startTime: OCT } : { startTime: OCT, endTime: NOV15 },
    });
    if (amended) {
      await post(`customers/${id}/contracts/k:scheduleAmendment`, {
        amendment: { reason: 'ends', effectiveTime: at(10, 20), contractEndTime: NOV15 },
      });
    }
  }

  async function ingest(customer: string, eventTime: string, tokens: string) {
    const [result] = await h.ingest('acme', [
      {
        customer: `customers/${customer}`,
        eventId: `ev-${seq++}`,
        eventType: 'tokens',
        eventTime,
        properties: { tokens },
      },
    ]);
    expect(result!.status).toBe('ACCEPTED');
  }

  const end = (customer: string, effectiveTime: string) =>
    h.call('POST', `/v1/customers/${customer}/contracts/k:end`, { effectiveTime });

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    billing = await billingDriver(h, clock);
    // The fee's meter sees no event: a flat fee is owed without usage.
    const products = [
      ['api', 'tokens', 'SUM', { unit: { unitPrice: { amount: { value: '0.01' } } } }],
      // $30 a month: November has 30 days, $1 a day; December 31.
      ['fee', 'seats', 'MAX', { flat: { amount: { amount: { value: '30' } } } }],
    ] as const;
    for (const [product, meter, aggregation] of products) {
      await post(`meters?meterId=${meter}`, { eventType: meter, aggregation, valueProperty: 'tokens' });
      await post(`products?productId=${product}`, { type: 'USAGE', meter: `meters/${meter}` });
    }
    const rates = products.map(([product, , , model]) => ({
      id: `r-${product}`,
      product: `products/${product}`,
      effectivePeriod: { startTime: OCT },
      ...model,
    }));
    await post('rateCards?rateCardId=card', { currencyCode: 'USD', displayName: 'Card', rates });
    for (const id of CUSTOMERS) await customerWithContract(id);
    // A postpaid commitment over November, cut at the contract's end: trued up on the cut invoice.
    await post('customers/committed/commitments?commitmentId=c', {
      contract: 'customers/committed/contracts/k',
      committedAmount: usd('100'),
      costBasis: usd('0'),
      effectivePeriod: { startTime: NOV, endTime: DEC },
    });
    await billing.travel(at(11, 10));
    for (const id of CUSTOMERS) await ingest(id, at(11, 5, 12), '1000');
    // Nov 15 + the 24 hours' grace: the cut period [Nov 1, Nov 15) is finalized.
    await billing.travel(at(11, 17));
    // After the contract's end as it is now: stored, billed by no invoice yet.
    for (const id of CUSTOMERS) await ingest(id, at(11, 16, 12), '500');
    await billing.drain();
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('the cut period was issued: $14 of the fee (14 days) and $10 of usage', async () => {
    const cut = await invoiceOf('later', NOV);
    expect(brief(cut)).toEqual([NOV, NOV15, 'FINALIZED', '24.00']);
    expect(linesOf(cut)).toEqual([
      ['products/api', '1000', '10.00'],
      ['products/fee', '0', '14.00'],
    ]);
  });

  it('an amendment cannot move the end of an issued, cut period (a past time in it, or after the end)', async () => {
    const amend = (effectiveTime: string) =>
      h.call('POST', '/v1/customers/later/contracts/k:scheduleAmendment', {
        amendment: { reason: 'extend', effectiveTime, contractEndTime: DEC10 },
      });
    expectError(await amend(at(11, 14)), 400, 'FAILED_PRECONDITION');
    expectError(await amend(at(11, 20)), 400, 'FAILED_PRECONDITION');
  });

  it(':end later bills the rest of the period once, on its own invoice [Nov 15, Dec 1)', async () => {
    const cut = await invoiceOf('later', NOV);
    expect(ok(await end('later', DEC10)).effectivePeriod.endTime).toBe(DEC10);
    await billing.drain();
    const rest = await invoiceOf('later', NOV15);
    // 16 days of the $30 fee, and the 500 tokens of Nov 16.
    expect(brief(rest)).toEqual([NOV15, DEC, 'DRAFT', '21.00']);
    expect(linesOf(rest)).toEqual([
      ['products/api', '500', '5.00'],
      ['products/fee', '0', '16.00'],
    ]);
    // The issued invoice stays as it was.
    expect(await invoiceOf('later', NOV)).toEqual(cut);
    // The preview of the remainder is the same computation.
    const preview = ok(
      await h.call('POST', '/v1/customers/later/invoices:preview', {
        periodStartTime: NOV15,
        periodEndTime: DEC,
      }),
    );
    expect(v(preview.total)).toBe('21.00');

    // Another bill run bills nothing again.
    await billing.drain();
    expect((await invoices('later')).map(brief)).toEqual(BILLED_ONCE);
  });

  it(":end drafts and removes the remainder at once (the contract's drafting job), before any bill run", async () => {
    ok(await end('prompt', DEC10));
    // Only the job :end enqueued runs: no bill run, no refresh pass.
    await billing.jobs();
    expect((await invoices('prompt')).map(brief)).toEqual(BILLED_ONCE);
    ok(await end('prompt', NOV15));
    await billing.jobs();
    expect((await invoices('prompt')).map(brief)).toEqual(BILLED_ONCE.slice(0, 2));
  });

  it('an end an amendment gave moves the same way: :end later bills the rest once', async () => {
    expect(brief(await invoiceOf('amended', NOV))).toEqual([NOV, NOV15, 'FINALIZED', '24.00']);
    ok(await end('amended', DEC10));
    await billing.drain();
    await billing.drain();
    expect((await invoices('amended')).map(brief)).toEqual(BILLED_ONCE);
  });

  it('voiding the cut invoice regenerates it up to the remainder, which stays: nothing billed twice', async () => {
    ok(await end('voided', DEC10));
    await billing.drain();
    const cut = await invoiceOf('voided', NOV, 'FINALIZED');
    ok(await h.call('POST', `/v1/${cut.name}:void`, { reason: 'again' }));
    await billing.drain();
    // The replacement's period had ended: the bill run finalized it at once.
    expect((await invoices('voided')).filter((i) => i.status !== 'VOID').map(brief)).toEqual(BILLED_ONCE);
  });

  it('a commitment trued up on the cut invoice is not trued up again on the remainder', async () => {
    const cut = await invoiceOf('committed', NOV);
    // $100 committed, $24 spent by Nov 15: a $76 true-up.
    expect(linesOf(cut)).toEqual([
      ['products/api', '1000', '10.00'],
      ['products/fee', '0', '14.00'],
      ['', '1', '76.00'],
    ]);
    ok(await end('committed', DEC10));
    await billing.drain();
    expect(linesOf(await invoiceOf('committed', NOV15))).toEqual([
      ['products/api', '500', '5.00'],
      ['products/fee', '0', '16.00'],
    ]);
  });

  it('a prepaid commitment starting in the remainder is billed on it, and its preview says the same', async () => {
    await post('customers/committed/commitments?commitmentId=pre', {
      contract: 'customers/committed/contracts/k',
      committedAmount: usd('40'),
      costBasis: usd('20'),
      effectivePeriod: { startTime: at(11, 20), endTime: at(12, 20) },
    });
    await billing.drain();
    const rest = await invoiceOf('committed', NOV15);
    expect(linesOf(rest)).toEqual([
      ['products/api', '500', '5.00'],
      ['products/fee', '0', '16.00'],
      ['', '1', '20.00'],
    ]);
    const preview = ok(
      await h.call('POST', '/v1/customers/committed/invoices:preview', {
        periodStartTime: NOV15,
        periodEndTime: DEC,
      }),
    );
    expect([linesOf(preview), v(preview.total)]).toEqual([linesOf(rest), v(rest.total)]);
  });

  it("an end moved back to the cut removes the remainder's DRAFT (announced), the issued invoice stays", async () => {
    ok(await end('back', DEC10));
    await billing.drain();
    const rest = await invoiceOf('back', NOV15, 'DRAFT');
    // Nov 15 is past, but no issued invoice ends after it.
    ok(await end('back', NOV15));
    await billing.drain();
    expect((await invoices('back')).map(brief)).toEqual([
      [OCT, NOV, 'FINALIZED', '30.00'],
      [NOV, NOV15, 'FINALIZED', '24.00'],
    ]);
    const [deleted] = await h.db.sql<{ n: string }[]>`
      SELECT count(*) AS n FROM outbox_events
      WHERE organization_id = 'acme' AND type = 'invoice.deleted' AND subject = ${rest.name}`;
    expect(deleted!.n).toBe('1');
  });

  it(':end at a past time after the cut bills [Nov 15, that time), then the rest when it moves again', async () => {
    await billing.travel(at(11, 19, 12));
    // Nov 18 is past, but no issued invoice ends after it; its grace has passed too, so it is finalized.
    ok(await end('past', at(11, 18)));
    await billing.drain();
    // 3 days of the fee and the 500 tokens of Nov 16.
    expect(brief(await invoiceOf('past', NOV15))).toEqual([NOV15, at(11, 18), 'FINALIZED', '8.00']);
    // Moving the end before an issued invoice's end stays refused.
    expectError(await end('past', at(11, 17)), 400, 'FAILED_PRECONDITION');
    ok(await end('past', DEC));
    await billing.drain();
    expect((await invoices('past')).map(brief)).toEqual([
      [OCT, NOV, 'FINALIZED', '30.00'],
      [NOV, NOV15, 'FINALIZED', '24.00'],
      [NOV15, at(11, 18), 'FINALIZED', '8.00'],
      [at(11, 18), DEC, 'DRAFT', '13.00'],
    ]);
  });

  it('the remainder is finalized after its period; the next period is cut at the new end', async () => {
    // Dec 1 + grace: December is cut at Dec 10, 9 of its 31 days of the fee.
    await billing.travel(at(12, 2, 1));
    await billing.drain();
    expect((await invoices('later')).map(brief)).toEqual([
      [OCT, NOV, 'FINALIZED', '30.00'],
      [NOV, NOV15, 'FINALIZED', '24.00'],
      [NOV15, DEC, 'FINALIZED', '21.00'],
      [DEC, DEC10, 'DRAFT', '8.71'],
    ]);
  });
});

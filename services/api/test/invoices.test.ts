/**
 * Stored invoices and bill runs (docs/invoices.md; docs/usage-events.md; docs/contracts.md) through the API, the worker's
 * bill runs driven by time travel (billing.ts): drafts made with their contract and kept current, finalize before
 * and after the period's end, automatic finalize after the grace period, numbers, PAID at 0, void and regenerate
 * picking up a late event, what a finalized period refuses, immutability in the database itself, concurrency.
 */
import { ManualClock } from '@billing/core';
import { runBillRun } from '@billing/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectTypedEvents, ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const day = (month: number, d: number, hour = 12) =>
  new Date(Date.UTC(2026, month - 1, d, hour)).toISOString();
const unit = (value: string) => ({ unit: { unitPrice: { amount: { value } } } });

interface InvoiceBody {
  name: string;
  contract: string;
  number: string;
  status: string;
  periodStartTime: string;
  periodEndTime: string;
  subtotal: { amount: { value: string } };
  total: { amount: { value: string } };
  lines: Array<{ product: string; quantity: { value: string }; subtotal: { amount: { value: string } } }>;
  failureReason?: string;
  paidTime?: string;
  voidReason?: string;
}

describe.each(BACKENDS)('stored invoices and bill runs (%s)', (backend) => {
  const clock = new ManualClock(day(3, 10));
  let h: Harness;
  let billing: BillingDriver;
  let seq = 0;

  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));

  async function invoices(customer: string, filter?: string): Promise<InvoiceBody[]> {
    const query = filter ? `?filter=${encodeURIComponent(filter)}` : '';
    return ok(await h.call('GET', `/v1/customers/${customer}/invoices${query}`)).invoices;
  }

  async function invoiceOf(customer: string, periodStart: string, status?: string): Promise<InvoiceBody> {
    const found = (await invoices(customer)).filter(
      (i) => i.periodStartTime === periodStart && (status === undefined || i.status === status),
    );
    expect(found, `${customer} ${periodStart} ${status}`).toHaveLength(1);
    return found[0]!;
  }

  const total = (i: InvoiceBody) => i.total.amount.value;
  const path = (i: InvoiceBody) => `/v1/${i.name}`;

  async function customerWithContract(id: string, extra: Record<string, unknown> = {}) {
    await post(`customers?customerId=${id}`, { currencyCode: 'USD' });
    return post(`customers/${id}/contracts?contractId=k`, {
      rateCard: 'rateCards/card',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
      ...extra,
    });
  }

  async function ingest(customer: string, eventTime: string, tokens: string, eventType = 'tokens') {
    const eventId = `ev-${seq++}`;
    const [result] = await h.ingest('acme', [
      { customer: `customers/${customer}`, eventId, eventType, eventTime, properties: { tokens } },
    ]);
    expect(result!.status).toBe('ACCEPTED');
    return eventId;
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
      displayName: 'Card',
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

  it('drafts the current period with the contract, keeps it current, finalizes it after the grace period', async () => {
    await customerWithContract('c1');
    await customerWithContract('c0');
    await billing.drain();
    const draft = await invoiceOf('c1', MAR);
    expect(draft).toMatchObject({
      contract: 'customers/c1/contracts/k',
      status: 'DRAFT',
      number: '',
      periodEndTime: APR,
      lines: [],
    });
    expect(total(draft)).toBe('0.00');

    await ingest('c1', day(3, 2), '1000');
    await ingest('c1', day(3, 5), '0.5');
    const refreshed = await billing.refresh();
    // Only c1's draft changed: c0's is not recomputed.
    expect(refreshed.refreshed).toBe(1);
    const current = await invoiceOf('c1', MAR);
    expect(total(current)).toBe('10.01');
    expect(current.lines.map((l) => [l.product, l.quantity.value, l.subtotal.amount.value])).toEqual([
      ['products/api', '1000.5', '10.01'],
    ]);
    expect(current.name).toBe(draft.name);

    // Before the period's end finalize is refused; after it, within the grace period, it is the API's to do.
    expectError(await h.call('POST', `${path(current)}:finalize`, {}), 400, 'FAILED_PRECONDITION');
    await billing.travel(day(4, 1, 1));
    expect((await invoiceOf('c1', MAR)).status).toBe('DRAFT');
    expect((await invoiceOf('c1', APR)).status).toBe('DRAFT');

    // periodEnd + 24 h: the bill run finalizes both March invoices; c0's owes nothing and is PAID at once.
    const run = await billing.travel(day(4, 2, 0));
    expect(run.finalized).toBe(2);
    const finalized = await invoiceOf('c1', MAR);
    expect(finalized).toMatchObject({ status: 'FINALIZED', finalizeTime: day(4, 2, 0) });
    expect(total(finalized)).toBe('10.01');
    const paid = await invoiceOf('c0', MAR);
    expect(paid.status).toBe('PAID');
    expect(paid.paidTime).toBe(day(4, 2, 0));
    expect(finalized.paidTime).toBeUndefined();
    expect(total(paid)).toBe('0.00');
    expect(new Set([finalized.number, paid.number])).toEqual(new Set(['1', '2']));
    // invoice.paid carries the invoice as the API shows it (the bill run's batch writer).
    const [paidEvent] = await h.db.sql<{ payload: { object: unknown } }[]>`
      SELECT payload FROM outbox_events WHERE organization_id = 'acme' AND subject = ${paid.name}
        AND type = 'invoice.paid'`;
    expect(paidEvent!.payload.object).toEqual(paid);

    // Finalizing again returns it as it is.
    expect(ok(await h.call('POST', `${path(finalized)}:finalize`, {}))).toEqual(finalized);
  });

  it('refuses in the database itself any change to a finalized invoice and its lines', async () => {
    const finalized = await invoiceOf('c1', MAR, 'FINALIZED');
    const id = finalized.name.split('/').at(-1)!;
    const sql = h.db.sql;
    await expect(
      sql`UPDATE invoices SET total = 0 WHERE organization_id = 'acme' AND id = ${id}`,
    ).rejects.toThrow(/frozen/);
    await expect(
      sql`UPDATE invoices SET status = 'DRAFT' WHERE organization_id = 'acme' AND id = ${id}`,
    ).rejects.toThrow(/cannot move/);
    await expect(
      sql`UPDATE invoice_lines SET subtotal = 0 WHERE organization_id = 'acme' AND invoice_id = ${id}`,
    ).rejects.toThrow(/frozen/);
    await expect(
      sql`DELETE FROM invoice_lines WHERE organization_id = 'acme' AND invoice_id = ${id}`,
    ).rejects.toThrow(/frozen/);
    await expect(sql`DELETE FROM invoices WHERE organization_id = 'acme' AND id = ${id}`).rejects.toThrow(
      /cannot be deleted/,
    );
    expect(await invoiceOf('c1', MAR, 'FINALIZED')).toEqual(finalized);
    // A second live invoice for the period is refused by the unique index, whatever the code does.
    await expect(
      sql`INSERT INTO invoices (organization_id, customer_id, id, contract_id, period_start, period_end, status,
            currency_code, create_time, update_time)
          VALUES ('acme', 'c1', 'inv-second', 'k', ${MAR}, ${APR}, 'DRAFT', 'USD', now(), now())`,
    ).rejects.toThrow(/invoices_one_per_period/);
  });

  it('keeps a late event out of a finalized invoice, refuses corrections and past changes there', async () => {
    const before = await invoiceOf('c1', MAR, 'FINALIZED');
    const late = await ingest('c1', day(3, 20), '100');
    await billing.refresh();
    expect(await invoiceOf('c1', MAR, 'FINALIZED')).toEqual(before);
    // Stored and visible in usage.
    const usage = ok(
      await h.call(
        'GET',
        `/v1/customers/c1/usage?period.startTime=${MAR}&period.endTime=${APR}&meters=tokens`,
      ),
    );
    expect(usage.usage[0].quantity.value).toBe('1100.5');

    const replacement = {
      customer: 'customers/c1',
      eventId: 'ev-fix',
      eventType: 'tokens',
      eventTime: day(4, 1, 3),
    };
    expectError(
      await h.call('POST', `/v1/usageEvents/${late}:correct`, { reason: 'wrong', replacement }),
      400,
      'FAILED_PRECONDITION',
    );
    expectError(
      await h.call('POST', '/v1/customers/c1/contracts/k:end', { effectiveTime: day(3, 25) }),
      400,
      'FAILED_PRECONDITION',
    );
    expectError(
      await h.call('POST', '/v1/customers/c1/contracts/k:scheduleAmendment', {
        amendment: { reason: 'late', effectiveTime: day(3, 15), rateOverrides: [] },
      }),
      400,
      'FAILED_PRECONDITION',
    );
    // April is still DRAFT: a past time inside it is allowed.
    ok(
      await h.call('POST', '/v1/customers/c1/contracts/k:scheduleAmendment', {
        amendment: { reason: 'april', effectiveTime: day(4, 1, 2) },
      }),
    );
  });

  it('voids a finalized invoice and regenerates its period with the late event', async () => {
    const before = await invoiceOf('c1', MAR, 'FINALIZED');
    const voided = ok(await h.call('POST', `${path(before)}:void`, { reason: 'late usage' }));
    expect(voided).toMatchObject({
      name: before.name,
      status: 'VOID',
      number: before.number,
      voidReason: 'late usage',
    });
    expect(before.voidReason).toBeUndefined();
    expect(total(voided)).toBe('10.01');
    const fresh = await invoiceOf('c1', MAR, 'DRAFT');
    expect(fresh.name).not.toBe(before.name);
    expect(total(fresh)).toBe('11.01');

    expectError(await h.call('POST', `${path(before)}:void`, {}), 400, 'FAILED_PRECONDITION');
    expectError(await h.call('POST', `${path(fresh)}:void`, {}), 400, 'FAILED_PRECONDITION');
    const paid = await invoiceOf('c0', MAR, 'PAID');
    expectError(await h.call('POST', `${path(paid)}:void`, {}), 400, 'FAILED_PRECONDITION');

    // The period ended long ago: finalize at once, with the next number.
    const again = ok(await h.call('POST', `${path(fresh)}:finalize`, { requestId: 'fin-1' }));
    expect(again).toMatchObject({ status: 'FINALIZED', number: '3' });
    expect(total(again)).toBe('11.01');
    // The same requestId answers the first response.
    expect(ok(await h.call('POST', `${path(fresh)}:finalize`, { requestId: 'fin-1' }))).toEqual(again);

    const events = await h.db.sql<{ type: string; subject: string }[]>`
      SELECT type, subject FROM outbox_events WHERE organization_id = 'acme' AND subject = ${before.name}
      ORDER BY seq`;
    expect(events.map((e) => e.type)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.voided']);
  });

  it('lists with AIP-160 filters and pages', async () => {
    expect((await invoices('c1', 'status = "VOID"')).map((i) => i.periodStartTime)).toEqual([MAR]);
    expect((await invoices('c1', `periodStartTime >= "${APR}"`)).map((i) => i.status)).toEqual(['DRAFT']);
    expect(await invoices('c1', 'contract = "customers/c1/contracts/other"')).toEqual([]);
    const first = ok(await h.call('GET', '/v1/customers/c1/invoices?pageSize=1'));
    expect(first.invoices).toHaveLength(1);
    const second = ok(
      await h.call('GET', `/v1/customers/c1/invoices?pageSize=1&pageToken=${first.nextPageToken}`),
    );
    expect(second.invoices[0].name).not.toBe(first.invoices[0].name);
    expectError(
      await h.call('GET', '/v1/customers/c1/invoices?filter=status%20%3D%20%22NOPE%22'),
      400,
      'INVALID_ARGUMENT',
    );
  });

  it('rounds each line and adds the rounded lines (docs/invoices.md: 10.005 + 3.333 = 13.34)', async () => {
    await customerWithContract('round', { effectivePeriod: { startTime: APR } });
    await ingest('round', day(4, 1, 3), '1000.5');
    await ingest('round', day(4, 1, 4), '1', 'other');
    await billing.drain();
    const draft = await invoiceOf('round', APR);
    expect(draft.lines.map((l) => l.subtotal.amount.value)).toEqual(['10.01', '3.33']);
    expect(draft.subtotal.amount.value).toBe('13.34');
    expect(total(draft)).toBe('13.34');
  });

  it('records a bad contract on its own invoice and goes on with the others', async () => {
    await customerWithContract('broken', { effectivePeriod: { startTime: APR } });
    await billing.drain();
    // The customer's currency changes under its contract: its card no longer prices it.
    ok(await h.call('PATCH', '/v1/customers/broken?updateMask=currencyCode', { currencyCode: 'EUR' }));
    await ingest('broken', day(4, 1, 5), '5');
    await ingest('round', day(4, 1, 5), '100');
    await billing.refresh();
    const failed = await invoiceOf('broken', APR);
    expect(failed.status).toBe('DRAFT');
    expect(failed.failureReason).toMatch(/EUR/);
    expect(total(await invoiceOf('round', APR))).toBe('14.34');
  });

  it('creates one invoice per period and gives one number when bill runs and finalizes race', async () => {
    await customerWithContract('race', { effectivePeriod: { startTime: APR } });
    const deps = { sql: h.db.sql, events: h.usage.events, clock };
    // The contract's own job may draft it first: between them, one insert wins.
    const runs = await Promise.all([1, 2, 3].map(() => runBillRun(deps, { graceMs: 365 * 24 * 3_600_000 })));
    expect(runs.reduce((n, r) => n + r.created, 0)).toBeLessThanOrEqual(1);
    expect((await invoices('race')).map((i) => i.periodStartTime)).toEqual([APR]);

    await billing.travel(day(5, 1, 1));
    await ingest('race', day(4, 10), '200');
    const draft = await invoiceOf('race', APR, 'DRAFT');
    // Two finalizes and a late event at once: one number, and the invoice holds the event or not, consistently.
    const [a, b] = await Promise.all([
      h.call('POST', `${path(draft)}:finalize`, {}),
      h.call('POST', `${path(draft)}:finalize`, {}),
      ingest('race', day(4, 11), '300'),
    ]);
    expect(ok(a)).toEqual(ok(b));
    const final = await invoiceOf('race', APR, 'FINALIZED');
    expect(['2.00', '5.00']).toContain(total(final));
    const numbers = await h.db.sql<{ number: string }[]>`
      SELECT number::text FROM invoices WHERE organization_id = 'acme' AND number IS NOT NULL ORDER BY number`;
    expect(numbers.map((n) => n.number)).toEqual(numbers.map((_, i) => String(i + 1)));
    expect((await invoices('race')).map((i) => [i.periodStartTime, i.status])).toEqual([
      [APR, 'FINALIZED'],
      [MAY, 'DRAFT'],
    ]);
  });

  it('writes only typed events, each carrying its resource as the API shows it', async () => {
    await expectTypedEvents(h, 'acme');
  });
});

/**
 * Credit grants and the balance ledger (docs/credits.md) through the API, bill runs driven
 * by time travel (billing.ts): the worked example of docs/credits.md on a DRAFT, the previews and at finalize, with grants made
 * before the period ended and in its grace period; reversal and immediate expiry on void; expiry by the worker;
 * a regenerated DRAFT; grant void; the ledger's rules in the database itself; concurrency; and a fast-check model
 * of the ledger invariant.
 */
import { Decimal, ManualClock } from '@billing/core';
import { readOutboxEvents } from '@billing/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectTypedEvents, ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const JUN = '2026-06-01T00:00:00.000Z';
const JUL = '2026-07-01T00:00:00.000Z';
const JUL15 = '2026-07-15T00:00:00.000Z';
const AUG = '2026-08-01T00:00:00.000Z';
const SEP = '2026-09-01T00:00:00.000Z';
const OCT = '2026-10-01T00:00:00.000Z';
const day = (month: number, d: number, hour = 12) =>
  new Date(Date.UTC(2026, month - 1, d, hour)).toISOString();
const usd = (value: string) => ({ amount: { value }, currencyCode: 'USD' });

interface Line {
  product: string;
  subtotal: { amount: { value: string } };
  credit: { amount: { value: string } };
  total: { amount: { value: string } };
}
interface InvoiceBody {
  name: string;
  status: string;
  periodStartTime: string;
  subtotal: { amount: { value: string } };
  credit: { amount: { value: string } };
  total: { amount: { value: string } };
  lines: Line[];
}
interface Transaction {
  type: string;
  amount: { amount: { value: string } };
  source: string;
  credit: string;
  commitment?: string;
}

const v = (m: { amount: { value: string } }) => m.amount.value;
/** An invoice's commitment lines (they name no product): [rateId, subtotal, total]. */
const commitmentLines = (invoice: InvoiceBody) =>
  (invoice.lines as Array<Line & { rateId: string }>)
    .filter((l) => l.product === '')
    .map((l) => [l.rateId, v(l.subtotal), v(l.total)]);

/** Everything a test of credits sets up: a catalog of products x and y at $1 a unit, and helpers over it. */
async function creditsWorld(h: Harness) {
  let seq = 0;
  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));
  const get = async (path: string) => ok(await h.call('GET', `/v1/${path}`));
  for (const p of ['x', 'y']) {
    await post(`meters?meterId=m${p}`, { eventType: p, aggregation: 'SUM', valueProperty: 'n' });
    await post(`products?productId=${p}`, {
      type: 'USAGE',
      displayName: p.toUpperCase(),
      meter: `meters/m${p}`,
      tags: p === 'y' ? ['storage'] : [],
    });
  }
  await post('rateCards?rateCardId=card', {
    currencyCode: 'USD',
    displayName: 'Card',
    rates: ['x', 'y'].map((p) => ({
      id: `r-${p}`,
      product: `products/${p}`,
      effectivePeriod: { startTime: MAR },
      unit: { unitPrice: usd('1') },
    })),
  });
  return {
    post,
    get,
    async customer(id: string) {
      await post(`customers?customerId=${id}`, { currencyCode: 'USD' });
      await post(`customers/${id}/contracts?contractId=k`, {
        rateCard: 'rateCards/card',
        billingAnchorDay: '1',
        effectivePeriod: { startTime: MAR },
      });
    },
    async spend(customer: string, product: 'x' | 'y', eventTime: string, dollars: string) {
      const [result] = await h.ingest('acme', [
        {
          customer: `customers/${customer}`,
          eventId: `ev-${seq++}`,
          eventType: product,
          eventTime,
          properties: { n: dollars },
        },
      ]);
      expect(result!.status).toBe('ACCEPTED');
    },
    grant(customer: string, id: string, value: string, extra: Record<string, unknown> = {}) {
      return post(`customers/${customer}/credits?creditId=${id}`, {
        amount: usd(value),
        effectivePeriod: { startTime: MAR },
        reason: `grant ${id}`,
        ...extra,
      });
    },
    async invoiceOf(customer: string, periodStart: string, status?: string): Promise<InvoiceBody> {
      const all: InvoiceBody[] = (await get(`customers/${customer}/invoices`)).invoices;
      const found = all.filter(
        (i) => i.periodStartTime === periodStart && (status === undefined || i.status === status),
      );
      expect(found, `${customer} ${periodStart} ${status}`).toHaveLength(1);
      return found[0]!;
    },
    async transactions(customer: string): Promise<Transaction[]> {
      return (await get(`customers/${customer}/balanceTransactions`)).transactions;
    },
    async remaining(customer: string, credit: string): Promise<string> {
      return v((await get(`customers/${customer}/credits/${credit}`)).remaining);
    },
    commitment(customer: string, id: string, committed: string, costBasis: string, period: object) {
      return post(`customers/${customer}/commitments?commitmentId=${id}`, {
        contract: `customers/${customer}/contracts/k`,
        committedAmount: usd(committed),
        costBasis: usd(costBasis),
        effectivePeriod: period,
      });
    },
  };
}

/**
 * For every grant and commitment of the organization: remaining = the sum of its ledger entries, and never
 * negative.
 */
async function expectLedgerBalanced(h: Harness) {
  const rows = await h.db.sql<{ id: string; remaining: string; booked: string | null }[]>`
    SELECT g.id, g.remaining::text, (SELECT sum(t.amount) FROM balance_transactions t
      WHERE t.organization_id = g.organization_id AND t.customer_id = g.customer_id AND t.grant_id = g.id)::text
      AS booked
    FROM credit_grants g WHERE g.organization_id = 'acme'
    UNION ALL
    SELECT c.id, c.remaining::text, (SELECT sum(t.amount) FROM balance_transactions t
      WHERE t.organization_id = c.organization_id AND t.customer_id = c.customer_id
        AND t.commitment_id = c.id)::text AS booked
    FROM commitments c WHERE c.organization_id = 'acme'`;
  for (const row of rows) {
    const remaining = new Decimal(row.remaining);
    expect(remaining.isNegative(), row.id).toBe(false);
    expect(new Decimal(row.booked ?? 0).equals(remaining), row.id).toBe(true);
  }
}

/** March's `charges:preview` under the worked example of docs/credits.md (X $80, Y $40, A and B): every row net of its credit. */
async function expectExampleCharges(h: Harness, customer: string) {
  const charges = ok(
    await h.call('POST', `/v1/customers/${customer}/charges:preview`, {
      period: { startTime: MAR, endTime: APR },
    }),
  );
  expect(
    charges.charges.map((c: Record<string, { amount: { value: string } }>) => [
      v(c.subtotal!),
      v(c.credit!),
      v(c.net!),
    ]),
  ).toEqual([
    ['80.00', '80.00', '0.00'],
    ['40.00', '40.00', '0.00'],
  ]);
  expect(charges.total).toEqual(usd('0.00'));
}

describe.each(BACKENDS)('credit grants and the balance ledger (%s)', (backend) => {
  const clock = new ManualClock(day(3, 10));
  let h: Harness;
  let billing: BillingDriver;
  let w: Awaited<ReturnType<typeof creditsWorld>>;

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    billing = await billingDriver(h, clock);
    w = await creditsWorld(h);
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('docs/credits.md: A and B over X $80 and Y $40 leave $0 due on the DRAFT and the previews', async () => {
    await w.customer('sem');
    await billing.drain();
    await w.spend('sem', 'x', day(3, 2), '80');
    await w.spend('sem', 'y', day(3, 3), '40');
    const a = await w.grant('sem', 'a', '50', { priority: 10, applicableProducts: ['products/x'] });
    expect(a).toMatchObject({
      name: 'customers/sem/credits/a',
      priority: 10,
      status: 'ACTIVE',
      amount: usd('50.00'),
      remaining: usd('50.00'),
      applicableProducts: ['products/x'],
      applicableTags: [],
      effectivePeriod: { startTime: MAR },
    });
    expect((await w.grant('sem', 'b', '100')).priority).toBe(50);
    await billing.refresh();

    const draft = await w.invoiceOf('sem', MAR, 'DRAFT');
    expect([v(draft.subtotal), v(draft.credit), v(draft.total)]).toEqual(['120.00', '120.00', '0.00']);
    expect(draft.lines.map((l) => [l.product, v(l.subtotal), v(l.credit), v(l.total)])).toEqual([
      ['products/x', '80.00', '80.00', '0.00'],
      ['products/y', '40.00', '40.00', '0.00'],
    ]);
    const preview = ok(
      await h.call('POST', '/v1/customers/sem/invoices:preview', {
        periodStartTime: MAR,
        periodEndTime: APR,
      }),
    );
    expect([v(preview.credit), v(preview.total)]).toEqual(['120.00', '0.00']);
    await expectExampleCharges(h, 'sem');
    // Provisional: nothing is booked before finalize.
    expect((await w.transactions('sem')).map((t) => t.type)).toEqual(['CREDIT_GRANTED', 'CREDIT_GRANTED']);
    expect(ok(await h.call('GET', '/v1/customers/sem/balance')).creditRemaining).toEqual(usd('150.00'));
  });

  it('expiring grants; grants made in the grace period reach the DRAFT and both previews', async () => {
    // ex: g ($50, ends with March) covers March; h ($20, Y only, ends with March) is never used.
    await w.customer('ex');
    await w.spend('ex', 'x', day(3, 4), '80');
    await w.grant('ex', 'g', '50', { effectivePeriod: { startTime: MAR, endTime: APR } });
    await w.grant('ex', 'h', '20', {
      applicableTags: ['storage'],
      effectivePeriod: { startTime: MAR, endTime: APR },
    });
    // late: the worked example of docs/credits.md, both grants made once March has ended, its invoice a DRAFT in its grace period
    // (until Apr 2 00:00): A $50 on X, B $100 on all; X $80, Y $40 -> A 50 on X, B 30 on X and 40 on Y, $0 due.
    await w.customer('late');
    await w.spend('late', 'x', day(3, 5), '80');
    await w.spend('late', 'y', day(3, 6), '40');
    // redo: $10 of March, billed in full; a grant made after March's finalize (see below).
    await w.customer('redo');
    await w.spend('redo', 'x', day(3, 5), '10');
    await billing.travel(day(4, 1, 6));
    await w.grant('late', 'a', '50', { priority: 10, applicableProducts: ['products/x'] });
    await w.grant('late', 'b', '100');
    await billing.refresh();
    const draft = await w.invoiceOf('late', MAR, 'DRAFT');
    expect(draft.lines.map((l) => [l.product, v(l.subtotal), v(l.credit), v(l.total)])).toEqual([
      ['products/x', '80.00', '80.00', '0.00'],
      ['products/y', '40.00', '40.00', '0.00'],
    ]);
    expect([v(draft.subtotal), v(draft.credit), v(draft.total)]).toEqual(['120.00', '120.00', '0.00']);
    const preview = ok(
      await h.call('POST', '/v1/customers/late/invoices:preview', {
        periodStartTime: MAR,
        periodEndTime: APR,
      }),
    );
    expect(preview.lines.map((l: Line) => [l.product, v(l.credit), v(l.total)])).toEqual([
      ['products/x', '80.00', '0.00'],
      ['products/y', '40.00', '0.00'],
    ]);
    expect([v(preview.credit), v(preview.total)]).toEqual(['120.00', '0.00']);
    await expectExampleCharges(h, 'late');
    expect((await w.transactions('late')).map((t) => t.type)).toEqual(['CREDIT_GRANTED', 'CREDIT_GRANTED']);
    expect(ok(await h.call('GET', '/v1/customers/late/balance')).creditRemaining).toEqual(usd('150.00'));
    expect(v((await w.invoiceOf('ex', MAR, 'DRAFT')).credit)).toBe('50.00');
    // h is not expired while the March DRAFT it could cover is open.
    expect((await w.transactions('ex')).map((t) => t.type)).toEqual(['CREDIT_GRANTED', 'CREDIT_GRANTED']);
    expect((await w.get('customers/ex/credits/h')).status).toBe('EXPIRED');
  });

  it('finalize books CREDIT_APPLIED: $0 due is PAID, B keeps $30; events announce it', async () => {
    await billing.travel(day(4, 2, 0));
    // The grants made in the grace period are booked on March's invoice as if made before.
    const late = await w.invoiceOf('late', MAR);
    expect([late.status, v(late.credit), v(late.total)]).toEqual(['PAID', '120.00', '0.00']);
    expect((await w.transactions('late')).map((t) => [t.type, v(t.amount), t.credit, t.source])).toEqual([
      ['CREDIT_APPLIED', '-70.00', 'customers/late/credits/b', late.name],
      ['CREDIT_APPLIED', '-50.00', 'customers/late/credits/a', late.name],
      ['CREDIT_GRANTED', '100.00', 'customers/late/credits/b', 'customers/late/credits/b'],
      ['CREDIT_GRANTED', '50.00', 'customers/late/credits/a', 'customers/late/credits/a'],
    ]);
    expect([await w.remaining('late', 'a'), await w.remaining('late', 'b')]).toEqual(['0.00', '30.00']);
    const lateBalance = async (at: string) =>
      ok(await h.call('GET', `/v1/customers/late/balance?asOfTime=${at}`)).creditRemaining;
    // Before the grants were made: nothing; made, before the finalize: $150; after it: B's $30.
    expect(await lateBalance(day(3, 20))).toEqual(usd('0.00'));
    expect(await lateBalance(day(4, 1, 12))).toEqual(usd('150.00'));
    expect(await lateBalance(day(4, 2, 0))).toEqual(usd('30.00'));
    const paid = await w.invoiceOf('sem', MAR);
    expect([paid.status, v(paid.credit), v(paid.total)]).toEqual(['PAID', '120.00', '0.00']);
    expect(await w.remaining('sem', 'a')).toBe('0.00');
    expect(await w.remaining('sem', 'b')).toBe('30.00');
    const txs = await w.transactions('sem');
    expect(txs.map((t) => [t.type, v(t.amount), t.credit, t.source])).toEqual([
      ['CREDIT_APPLIED', '-70.00', 'customers/sem/credits/b', paid.name],
      ['CREDIT_APPLIED', '-50.00', 'customers/sem/credits/a', paid.name],
      ['CREDIT_GRANTED', '100.00', 'customers/sem/credits/b', 'customers/sem/credits/b'],
      ['CREDIT_GRANTED', '50.00', 'customers/sem/credits/a', 'customers/sem/credits/a'],
    ]);
    const balance = ok(await h.call('GET', '/v1/customers/sem/balance'));
    expect(balance).toEqual({
      customer: 'customers/sem',
      asOfTime: day(4, 2, 0),
      creditRemaining: usd('30.00'),
      commitmentRemaining: usd('0.00'),
    });
    const before = ok(await h.call('GET', `/v1/customers/sem/balance?asOfTime=${day(3, 20)}`));
    expect(before.creditRemaining).toEqual(usd('150.00'));
    // B's $30 is provisional on April's DRAFT.
    await w.spend('sem', 'y', day(4, 1, 1), '45');
    await billing.refresh();
    const april = await w.invoiceOf('sem', APR, 'DRAFT');
    expect([v(april.credit), v(april.total)]).toEqual(['30.00', '15.00']);

    const ctx = { organization: 'acme', clock, sql: h.db.sql, pageSecret: '' };
    const events = (await readOutboxEvents(ctx, 'customers/sem/credits/')).map((e) => [e.type, e.subject]);
    expect(events).toEqual([
      ['credit_grant.created', 'customers/sem/credits/a'],
      ['credit_grant.created', 'customers/sem/credits/b'],
      ['credit_grant.applied', 'customers/sem/credits/a'],
      ['credit_grant.applied', 'customers/sem/credits/b'],
    ]);
    // Paging, newest first.
    const first = await w.get('customers/sem/balanceTransactions?pageSize=3');
    const rest = await w.get(`customers/sem/balanceTransactions?pageSize=3&pageToken=${first.nextPageToken}`);
    expect([...first.transactions, ...rest.transactions]).toEqual(txs);
    expect(rest.nextPageToken).toBe('');
    await expectLedgerBalanced(h);
  });

  it('the worker expires what is left after the end; a void reverses and expires at once an ended grant', async () => {
    const march = await w.invoiceOf('ex', MAR, 'FINALIZED');
    expect([v(march.credit), v(march.total)]).toEqual(['50.00', '30.00']);
    expect(
      (await w.transactions('ex')).map((t) => [t.type, v(t.amount), t.credit.split('/').at(-1)]),
    ).toEqual([
      ['CREDIT_EXPIRED', '-20.00', 'h'],
      ['CREDIT_APPLIED', '-50.00', 'g'],
      ['CREDIT_GRANTED', '20.00', 'h'],
      ['CREDIT_GRANTED', '50.00', 'g'],
    ]);
    ok(await h.call('POST', `/v1/${march.name}:void`, { reason: 'redo' }));
    const txs = await w.transactions('ex');
    expect(txs.slice(0, 2).map((t) => [t.type, v(t.amount), t.source])).toEqual([
      ['CREDIT_EXPIRED', '-50.00', 'customers/ex/credits/g'],
      ['CREDIT_REVERSED', '50.00', march.name],
    ]);
    await billing.refresh();
    const replacement = await w.invoiceOf('ex', MAR, 'DRAFT');
    expect([v(replacement.credit), v(replacement.total)]).toEqual(['0.00', '80.00']);
    expect(ok(await h.call('GET', '/v1/customers/ex/balance')).creditRemaining).toEqual(usd('0.00'));
    expect(
      ok(await h.call('GET', `/v1/customers/ex/balance?asOfTime=${day(3, 20)}`)).creditRemaining,
    ).toEqual(usd('70.00'));
    await expectLedgerBalanced(h);
  });

  it('a FINALIZED invoice never changes; the DRAFT regenerated by a void gets the grants there are then', async () => {
    const march = await w.invoiceOf('redo', MAR, 'FINALIZED');
    expect([v(march.credit), v(march.total)]).toEqual(['0.00', '10.00']);
    await w.grant('redo', 'after', '25');
    await billing.refresh();
    expect(await w.invoiceOf('redo', MAR, 'FINALIZED')).toEqual(march);
    ok(await h.call('POST', `/v1/${march.name}:void`, {}));
    await billing.refresh();
    const regenerated = await w.invoiceOf('redo', MAR, 'DRAFT');
    expect([v(regenerated.credit), v(regenerated.total)]).toEqual(['10.00', '0.00']);
    ok(await h.call('POST', `/v1/${regenerated.name}:finalize`, {}));
    expect((await w.invoiceOf('redo', MAR, 'PAID')).name).toBe(regenerated.name);
    expect(await w.remaining('redo', 'after')).toBe('15.00');
    await expectLedgerBalanced(h);
  });

  it(':void voids what is left once; a voided grant covers nothing', async () => {
    await w.customer('vo');
    await w.spend('vo', 'x', day(4, 1, 1), '5');
    await w.grant('vo', 'g', '12.5');
    await billing.refresh();
    expect(v((await w.invoiceOf('vo', APR, 'DRAFT')).credit)).toBe('5.00');
    const voided = ok(await h.call('POST', '/v1/customers/vo/credits/g:void', { reason: 'goodwill ended' }));
    expect(voided).toMatchObject({
      status: 'VOIDED',
      voidTime: clock.now().toISOString(),
      remaining: usd('0.00'),
    });
    expect(ok(await h.call('POST', '/v1/customers/vo/credits/g:void', { reason: 'again' }))).toEqual(voided);
    expect((await w.transactions('vo')).map((t) => [t.type, v(t.amount)])).toEqual([
      ['CREDIT_VOIDED', '-12.50'],
      ['CREDIT_GRANTED', '12.50'],
    ]);
    await billing.refresh();
    expect(v((await w.invoiceOf('vo', APR, 'DRAFT')).credit)).toBe('0.00');
    const list = await w.get('customers/vo/credits');
    expect(list.credits.map((c: { name: string }) => c.name)).toEqual(['customers/vo/credits/g']);
  });

  it('refuses bad grants', async () => {
    const bad = (body: Record<string, unknown>) =>
      h.call('POST', '/v1/customers/vo/credits', {
        amount: usd('10'),
        effectivePeriod: { startTime: MAR },
        reason: 'r',
        ...body,
      });
    for (const body of [
      { amount: usd('0') },
      { amount: usd('-1') },
      { amount: usd('1.001') },
      { amount: { amount: { value: '5' }, currencyCode: 'EUR' } },
      { priority: 101 },
      { priority: -1 },
      { applicableProducts: ['products/nope'] },
      { effectivePeriod: { startTime: APR, endTime: MAR } },
      { effectivePeriod: {} },
      { reason: '' },
    ]) {
      expectError(await bad(body), 400, 'INVALID_ARGUMENT', JSON.stringify(body));
    }
    ok(
      await h.call('POST', '/v1/customers/vo/credits?creditId=dup', {
        amount: usd('1'),
        effectivePeriod: { startTime: MAR },
        reason: 'r',
      }),
    );
    expectError(
      await h.call('POST', '/v1/customers/vo/credits?creditId=dup', {
        amount: usd('1'),
        effectivePeriod: { startTime: MAR },
        reason: 'r',
      }),
      409,
      'ALREADY_EXISTS',
    );
    expectError(await h.call('GET', '/v1/customers/vo/credits/none'), 404, 'NOT_FOUND');
    const scheduled = ok(await bad({ effectivePeriod: { startTime: MAY } }));
    expect(scheduled.status).toBe('SCHEDULED');
  });

  it('the database keeps the ledger append-only and every balance equal to its entries, never negative', async () => {
    const sql = h.db.sql;
    await expect(
      sql`UPDATE balance_transactions SET amount = 1 WHERE organization_id = 'acme'`,
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM balance_transactions WHERE organization_id = 'acme'`).rejects.toThrow(
      /append-only/,
    );
    await expect(
      sql`UPDATE credit_grants SET remaining = 1000 WHERE organization_id = 'acme' AND id = 'b'`,
    ).rejects.toThrow(/moves only with a balance transaction/);
    await expect(
      sql`UPDATE credit_grants SET amount = 1 WHERE organization_id = 'acme' AND id = 'b'`,
    ).rejects.toThrow(/cannot change/);
    await expect(sql`DELETE FROM credit_grants WHERE organization_id = 'acme' AND id = 'b'`).rejects.toThrow(
      /cannot be deleted/,
    );
    const insert = (type: string, amount: string, grant = 'b', invoice: string | null = null) => sql`
      INSERT INTO balance_transactions (organization_id, customer_id, id, type, grant_id, invoice_id, amount,
        currency_code, description, create_time)
      VALUES ('acme', 'sem', ${`t-${Math.random()}`}, ${type}, ${grant}, ${invoice}, ${amount}, 'USD', 'test', now())`;
    // More than B's $30 left.
    await expect(insert('CREDIT_EXPIRED', '-30.01')).rejects.toThrow(/credit_grants_remaining_check|check/);
    await expect(insert('CREDIT_GRANTED', '100')).rejects.toThrow(/balance_transactions_once/);
    await expect(insert('CREDIT_VOIDED', '5')).rejects.toThrow(/check/);
    const paid = await w.invoiceOf('sem', MAR, 'PAID');
    await expect(insert('CREDIT_APPLIED', '-1', 'b', paid.name.split('/').at(-1)!)).rejects.toThrow(
      /balance_transactions_per_invoice/,
    );
    await expect(insert('CREDIT_REVERSED', '1', 'b', paid.name.split('/').at(-1)!)).rejects.toThrow(
      /exactly what was applied/,
    );
    // What an entry names must exist (checked per statement, migration 0014), with the foreign keys' code.
    const refused = async (entry: Promise<unknown>, message: RegExp) => {
      const error = await entry.then(
        () => undefined,
        (e: unknown) => e as { code?: string; message: string },
      );
      expect(error?.message).toMatch(message);
      expect(error?.code).toBe('23503');
    };
    await refused(insert('CREDIT_EXPIRED', '-1', 'none'), /credit grant that does not exist/);
    await refused(insert('CREDIT_APPLIED', '-1', 'b', 'inv-none'), /invoice inv-none does not exist/);
    const draft = await w.invoiceOf('sem', APR, 'DRAFT');
    await refused(
      insert('CREDIT_APPLIED', '-1', 'b', draft.name.split('/').at(-1)!),
      /does not exist or is a DRAFT/,
    );
    expect(await w.remaining('sem', 'b')).toBe('30.00');
    await expectLedgerBalanced(h);
  });

  it('writes only typed events, each carrying its resource as the API shows it', async () => {
    await expectTypedEvents(h, 'acme');
  });
});

describe.each(BACKENDS)('commitments (%s)', (backend) => {
  const clock = new ManualClock(day(3, 10));
  let h: Harness;
  let billing: BillingDriver;
  let w: Awaited<ReturnType<typeof creditsWorld>>;
  const commitmentTxs = async (c: string) =>
    (await w.transactions(c))
      .filter((t) => t.type.startsWith('COMMITMENT_'))
      .map((t) => [t.type, v(t.amount), t.source.split('/').at(-2)]);

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    billing = await billingDriver(h, clock);
    w = await creditsWorld(h);
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('create, get, list; refuses bad commitments', async () => {
    for (const c of ['post', 'over', 'pre', 'grace', 'early', 'moved']) await w.customer(c);
    const post = await w.commitment('post', 'c', '1000', '0', { startTime: MAR, endTime: MAY });
    expect(post).toMatchObject({
      name: 'customers/post/commitments/c',
      contract: 'customers/post/contracts/k',
      committedAmount: usd('1000.00'),
      costBasis: usd('0.00'),
      remaining: usd('1000.00'),
      applicableProducts: [],
      status: 'ACTIVE',
      effectivePeriod: { startTime: MAR, endTime: MAY },
    });
    expect(await w.get('customers/post/commitments/c')).toEqual(post);
    expect((await w.get('customers/post/commitments')).commitments).toEqual([post]);
    await w.commitment('over', 'c', '500', '0', { startTime: MAR, endTime: APR });
    await w.commitment('pre', 'c', '200', '150', { startTime: MAR, endTime: MAY });
    await w.grant('pre', 'g', '50');
    const bad = (body: Record<string, unknown>) =>
      h.call('POST', '/v1/customers/post/commitments', {
        contract: 'customers/post/contracts/k',
        committedAmount: usd('10'),
        costBasis: usd('0'),
        effectivePeriod: { startTime: MAR },
        ...body,
      });
    expectError(await bad({ contract: 'customers/over/contracts/k' }), 400, 'INVALID_ARGUMENT');
    expectError(await bad({ contract: 'customers/post/contracts/nope' }), 400, 'INVALID_ARGUMENT');
    expectError(await bad({ costBasis: usd('-1') }), 400, 'INVALID_ARGUMENT');
    expectError(await bad({ committedAmount: usd('0') }), 400, 'INVALID_ARGUMENT');
    expectError(await bad({ committedAmount: usd('1.001') }), 400, 'INVALID_ARGUMENT');
    expectError(await bad({ effectivePeriod: {} }), 400, 'INVALID_ARGUMENT');
    expectError(await bad({ applicableProducts: ['products/nope'] }), 400, 'INVALID_ARGUMENT');
    expectError(
      await h.call('POST', '/v1/customers/post/commitments?commitmentId=c', {
        contract: 'customers/post/contracts/k',
        committedAmount: usd('10'),
        costBasis: usd('0'),
        effectivePeriod: { startTime: MAR },
      }),
      409,
      'ALREADY_EXISTS',
    );
    expectError(await h.call('GET', '/v1/customers/post/commitments/nope'), 404, 'NOT_FOUND');
  });

  it('docs/credits.md: $1,000 postpaid with $700 spend adds a $300 true-up; none when spend exceeds it', async () => {
    await w.spend('post', 'x', day(3, 2), '400');
    await w.spend('over', 'x', day(3, 2), '700');
    await w.spend('pre', 'x', day(3, 2), '120');
    await billing.travel(day(4, 5));
    // March: no true-up on post's (its end is in May); over's ends with March: spend $700 meets its $500.
    expect(commitmentLines(await w.invoiceOf('post', MAR, 'FINALIZED'))).toEqual([]);
    const over = await w.invoiceOf('over', MAR, 'FINALIZED');
    expect([commitmentLines(over), v(over.total)]).toEqual([[], '700.00']);
    expect(await commitmentTxs('over')).toEqual([
      ['COMMITMENT_APPLIED', '-500.00', 'invoices'],
      ['COMMITMENT_CREATED', '500.00', 'commitments'],
    ]);
    // March's finalize marked April's DRAFT (the true-up invoice): $1,000 - $400 so far.
    await billing.refresh();
    expect(commitmentLines(await w.invoiceOf('post', APR, 'DRAFT'))).toEqual([
      ['commitment-true-up', '600.00', '600.00'],
    ]);
    await w.spend('post', 'x', day(4, 3), '300');
    await billing.refresh();
    // Provisional on the DRAFT: $1,000 - ($400 finalized + $300 now).
    const draft = await w.invoiceOf('post', APR, 'DRAFT');
    expect(commitmentLines(draft)).toEqual([['commitment-true-up', '300.00', '300.00']]);
    // The preview of April is that invoice: the same lines and total (a preview of another range gets no
    // commitment line: it is no contract's invoice).
    const previewOf = async (startTime: string, endTime: string) =>
      ok(
        await h.call('POST', '/v1/customers/post/invoices:preview', {
          periodStartTime: startTime,
          periodEndTime: endTime,
        }),
      ) as InvoiceBody;
    const april = await previewOf(APR, MAY);
    expect([commitmentLines(april), v(april.total)]).toEqual([commitmentLines(draft), v(draft.total)]);
    expect((april.lines.at(-1) as Line & { description: string }).description).toBe(
      'Commitment true-up (customers/post/commitments/c)',
    );
    expect(commitmentLines(await previewOf(APR, day(4, 20)))).toEqual([]);
    expect(await commitmentTxs('post')).toEqual([['COMMITMENT_CREATED', '1000.00', 'commitments']]);
    await billing.travel(day(5, 2, 6));
    const finalized = await w.invoiceOf('post', APR, 'FINALIZED');
    expect([commitmentLines(finalized), v(finalized.subtotal), v(finalized.total)]).toEqual([
      [['commitment-true-up', '300.00', '300.00']],
      '600.00',
      '600.00',
    ]);
    // Previewed after its finalize, April's own spend is not counted twice.
    const again = await previewOf(APR, MAY);
    expect([commitmentLines(again), v(again.total)]).toEqual([commitmentLines(finalized), '600.00']);
    expect(await commitmentTxs('post')).toEqual([
      ['COMMITMENT_TRUE_UP', '-300.00', 'invoices'],
      ['COMMITMENT_APPLIED', '-700.00', 'invoices'],
      ['COMMITMENT_CREATED', '1000.00', 'commitments'],
    ]);
    expect((await w.get('customers/post/commitments/c')).remaining).toEqual(usd('0.00'));
    await expectLedgerBalanced(h);
  });

  it('prepaid: costBasis on the first invoice, drawn down after grants, the rest expires', async () => {
    // March: x $120 -> grant g $50, then the commitment $70; the prepayment line $150 (last) is billed whole.
    const march = await w.invoiceOf('pre', MAR, 'FINALIZED');
    expect(march.lines.map((l) => [l.product, v(l.subtotal), v(l.credit), v(l.total)])).toEqual([
      ['products/x', '120.00', '120.00', '0.00'],
      ['', '150.00', '0.00', '150.00'],
    ]);
    expect(commitmentLines(march)).toEqual([['commitment-prepayment', '150.00', '150.00']]);
    expect(v(march.total)).toBe('150.00');
    const preview = ok(
      await h.call('POST', '/v1/customers/pre/invoices:preview', {
        periodStartTime: MAR,
        periodEndTime: APR,
      }),
    ) as InvoiceBody;
    // The same prepayment line; the credits are what the ledger has left now (March's invoice took them).
    expect([commitmentLines(preview), v(preview.credit), v(preview.total)]).toEqual([
      commitmentLines(march),
      '0.00',
      '270.00',
    ]);
    expect(
      ok(await h.call('GET', `/v1/customers/pre/balance?asOfTime=${day(4, 10)}`)).commitmentRemaining,
    ).toEqual(usd('130.00'));
    const april = await w.invoiceOf('pre', APR);
    expect(commitmentLines(april)).toEqual([]);
    expect(await commitmentTxs('pre')).toEqual([
      ['COMMITMENT_EXPIRED', '-130.00', 'commitments'],
      ['COMMITMENT_APPLIED', '-70.00', 'invoices'],
      ['COMMITMENT_CREATED', '200.00', 'commitments'],
    ]);
    expect(ok(await h.call('GET', '/v1/customers/pre/balance')).commitmentRemaining).toEqual(usd('0.00'));
    const events = (
      await readOutboxEvents(
        { organization: 'acme', clock, sql: h.db.sql, pageSecret: '' },
        'customers/pre/commitments/',
      )
    ).map((e) => e.type);
    expect(events).toEqual(['commitment.created', 'commitment.applied', 'commitment.expired']);
    await expectLedgerBalanced(h);
  });

  it('void of an invoice reverses its commitment entries; the regenerated one books them again', async () => {
    const april = await w.invoiceOf('post', APR, 'FINALIZED');
    ok(await h.call('POST', `/v1/${april.name}:void`, { reason: 'redo' }));
    expect((await commitmentTxs('post')).slice(0, 2)).toEqual([
      ['COMMITMENT_TRUE_UP', '300.00', 'invoices'],
      ['COMMITMENT_APPLIED', '700.00', 'invoices'],
    ]);
    expect((await w.get('customers/post/commitments/c')).remaining).toEqual(usd('1000.00'));
    // A prepaid commitment that has ended expires what comes back at once.
    const march = await w.invoiceOf('pre', MAR, 'FINALIZED');
    ok(await h.call('POST', `/v1/${march.name}:void`, {}));
    expect((await commitmentTxs('pre')).slice(0, 2)).toEqual([
      ['COMMITMENT_EXPIRED', '-70.00', 'commitments'],
      ['COMMITMENT_APPLIED', '70.00', 'invoices'],
    ]);
    await billing.refresh();
    const redo = await w.invoiceOf('post', APR, 'DRAFT');
    expect(commitmentLines(redo)).toEqual([['commitment-true-up', '300.00', '300.00']]);
    ok(await h.call('POST', `/v1/${redo.name}:finalize`, {}));
    expect((await w.get('customers/post/commitments/c')).remaining).toEqual(usd('0.00'));
    await expectLedgerBalanced(h);
  });

  it(':void voids what is left once; a voided postpaid commitment is never trued up', async () => {
    await w.customer('vc');
    await w.commitment('vc', 'c', '100', '0', { startTime: MAY, endTime: '2026-06-01T00:00:00.000Z' });
    const voided = ok(await h.call('POST', '/v1/customers/vc/commitments/c:void', { reason: 'deal off' }));
    expect([voided.status, voided.remaining]).toEqual(['VOIDED', usd('0.00')]);
    expect(ok(await h.call('POST', '/v1/customers/vc/commitments/c:void', {}))).toEqual(voided);
    expect(await commitmentTxs('vc')).toEqual([
      ['COMMITMENT_VOIDED', '-100.00', 'commitments'],
      ['COMMITMENT_CREATED', '100.00', 'commitments'],
    ]);
    await billing.travel('2026-06-02T06:00:00.000Z');
    expect(commitmentLines(await w.invoiceOf('vc', MAY))).toEqual([]);
  });

  it('the database keeps commitments and their entries to the ledger rules', async () => {
    const sql = h.db.sql;
    await expect(
      sql`UPDATE commitments SET remaining = 5 WHERE organization_id = 'acme' AND id = 'c'`,
    ).rejects.toThrow(/moves only with a balance transaction/);
    await expect(
      sql`UPDATE commitments SET committed_amount = 1 WHERE organization_id = 'acme' AND id = 'c'`,
    ).rejects.toThrow(/cannot change/);
    await expect(sql`DELETE FROM commitments WHERE organization_id = 'acme'`).rejects.toThrow(
      /cannot be deleted/,
    );
    const insert = (type: string, amount: string, invoice: string | null = null) => sql`
      INSERT INTO balance_transactions (organization_id, customer_id, id, type, commitment_id, invoice_id, amount,
        currency_code, description, create_time)
      VALUES ('acme', 'over', ${`t-${Math.random()}`}, ${type}, 'c', ${invoice}, ${amount}, 'USD', 'test', now())`;
    await expect(insert('COMMITMENT_EXPIRED', '-0.01')).rejects.toThrow(/check/);
    await expect(insert('COMMITMENT_CREATED', '500')).rejects.toThrow(/commitment_once/);
    await expect(insert('CREDIT_EXPIRED', '-1')).rejects.toThrow(/check/);
    const over = (await w.invoiceOf('over', MAR, 'FINALIZED')).name.split('/').at(-1)!;
    await expect(insert('COMMITMENT_APPLIED', '1', over)).rejects.toThrow(/exactly what was booked/);
    await expect(sql`
      INSERT INTO balance_transactions (organization_id, customer_id, id, type, commitment_id, amount,
        currency_code, description, create_time)
      VALUES ('acme', 'over', 't-none', 'COMMITMENT_EXPIRED', 'none', -1, 'USD', 'test', now())`).rejects.toThrow(
      /commitment that does not exist/,
    );
    await expectLedgerBalanced(h);
  });

  it('docs/credits.md: a commitment made in the grace period trues up the DRAFT still open ($1,000, $700: $300)', async () => {
    expect(clock.now().toISOString()).toBe('2026-06-02T06:00:00.000Z');
    await w.spend('grace', 'x', day(6, 2, 1), '700');
    // June has ended; its invoice is a DRAFT until Jul 2 00:00.
    await billing.travel(day(7, 1, 6));
    await w.commitment('grace', 'c', '1000', '0', { startTime: JUN, endTime: JUL });
    await billing.refresh();
    const draft = await w.invoiceOf('grace', JUN, 'DRAFT');
    expect([commitmentLines(draft), v(draft.subtotal), v(draft.total)]).toEqual([
      [['commitment-true-up', '300.00', '300.00']],
      '1000.00',
      '1000.00',
    ]);
    const preview = ok(
      await h.call('POST', '/v1/customers/grace/invoices:preview', {
        periodStartTime: JUN,
        periodEndTime: JUL,
      }),
    ) as InvoiceBody;
    expect([commitmentLines(preview), v(preview.total)]).toEqual([commitmentLines(draft), '1000.00']);
    await billing.travel(day(7, 2, 6));
    const june = await w.invoiceOf('grace', JUN, 'FINALIZED');
    expect([commitmentLines(june), v(june.total)]).toEqual([commitmentLines(draft), '1000.00']);
    expect(await commitmentTxs('grace')).toEqual([
      ['COMMITMENT_TRUE_UP', '-300.00', 'invoices'],
      ['COMMITMENT_APPLIED', '-700.00', 'invoices'],
      ['COMMITMENT_CREATED', '1000.00', 'commitments'],
    ]);
    await expectLedgerBalanced(h);
  });

  it('a contract ended early with :end trues up its postpaid commitment on its last invoice, cut at the end', async () => {
    // $1,000 over Jul 1 - Oct 1; the contract ends on Jul 15; $250 of July spend: a $750 true-up on Jul 1 - 15.
    await billing.travel(day(7, 2, 6));
    await w.commitment('early', 'c', '1000', '0', { startTime: JUL, endTime: OCT });
    await w.spend('early', 'x', day(7, 2, 1), '250');
    await w.commitment('moved', 'c', '1000', '0', { startTime: JUL, endTime: OCT });
    await w.spend('moved', 'x', day(7, 2, 1), '400');
    ok(await h.call('POST', '/v1/customers/moved/contracts/k:end', { effectiveTime: AUG }));
    const ended = ok(await h.call('POST', '/v1/customers/early/contracts/k:end', { effectiveTime: JUL15 }));
    expect(ended.effectivePeriod.endTime).toBe(JUL15);
    await billing.travel(day(7, 15, 6));
    const last = await w.invoiceOf('early', JUL, 'DRAFT');
    expect(last.lines.map((l) => [l.product, v(l.subtotal), v(l.total)])).toEqual([
      ['products/x', '250.00', '250.00'],
      ['', '750.00', '750.00'],
    ]);
    // The line covers the commitment's period cut at the contract's end (stored, not in the line's JSON).
    const [cut] = await h.db.sql<{ start_time: Date; end_time: Date }[]>`
      SELECT start_time, end_time FROM invoice_lines
      WHERE organization_id = 'acme' AND customer_id = 'early' AND rate_id = 'commitment-true-up'`;
    expect([cut!.start_time.toISOString(), cut!.end_time.toISOString()]).toEqual([JUL, JUL15]);
    const preview = ok(
      await h.call('POST', '/v1/customers/early/invoices:preview', {
        periodStartTime: JUL,
        periodEndTime: JUL15,
      }),
    ) as InvoiceBody;
    expect([commitmentLines(preview), v(preview.total)]).toEqual([
      [['commitment-true-up', '750.00', '750.00']],
      '1000.00',
    ]);
    await billing.travel(day(7, 16, 6));
    const finalized = await w.invoiceOf('early', JUL, 'FINALIZED');
    expect([commitmentLines(finalized), v(finalized.total)]).toEqual([
      [['commitment-true-up', '750.00', '750.00']],
      '1000.00',
    ]);
    expect(await commitmentTxs('early')).toEqual([
      ['COMMITMENT_TRUE_UP', '-750.00', 'invoices'],
      ['COMMITMENT_APPLIED', '-250.00', 'invoices'],
      ['COMMITMENT_CREATED', '1000.00', 'commitments'],
    ]);
    // moved: ended with July, trued up on July's invoice; then its end moves to September. Settled once, the
    // commitment adds nothing to August's invoice (and the ledger stays as it is).
    await billing.travel(day(8, 2, 6));
    const july = await w.invoiceOf('moved', JUL, 'FINALIZED');
    expect([commitmentLines(july), v(july.total)]).toEqual([
      [['commitment-true-up', '600.00', '600.00']],
      '1000.00',
    ]);
    ok(await h.call('POST', '/v1/customers/moved/contracts/k:end', { effectiveTime: SEP }));
    await w.spend('moved', 'x', day(8, 2, 5), '50');
    // Nothing is left to expire at the commitments' own end (Oct 1).
    await billing.travel(day(10, 2, 6));
    const august = await w.invoiceOf('moved', AUG, 'FINALIZED');
    expect([commitmentLines(august), v(august.total)]).toEqual([[], '50.00']);
    expect(await commitmentTxs('moved')).toEqual([
      ['COMMITMENT_TRUE_UP', '-600.00', 'invoices'],
      ['COMMITMENT_APPLIED', '-400.00', 'invoices'],
      ['COMMITMENT_CREATED', '1000.00', 'commitments'],
    ]);
    expect((await commitmentTxs('early')).map((t) => t[0])).not.toContain('COMMITMENT_EXPIRED');
    expect((await w.get('customers/early/commitments/c')).remaining).toEqual(usd('0.00'));
    await expectLedgerBalanced(h);
  });

  it('writes only typed events, each carrying its resource as the API shows it', async () => {
    await expectTypedEvents(h, 'acme');
  });
});

describe('credits under concurrency (postgres)', () => {
  const clock = new ManualClock(day(3, 10));
  let h: Harness;
  let billing: BillingDriver;
  let w: Awaited<ReturnType<typeof creditsWorld>>;

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    billing = await billingDriver(h, clock);
    w = await creditsWorld(h);
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('two finalizes of one invoice, a grant voided while an invoice finalizes, two voids: each books once', async () => {
    for (const c of ['two', 'mid', 'vv']) {
      await w.customer(c);
      await w.spend(c, 'x', day(3, 2), '80');
      await w.grant(c, 'g', '50');
    }
    await billing.travel(day(4, 1, 6));
    const two = await w.invoiceOf('two', MAR, 'DRAFT');
    const mid = await w.invoiceOf('mid', MAR, 'DRAFT');
    const [f1, f2, f3, void1, void2, void3] = await Promise.all([
      h.call('POST', `/v1/${two.name}:finalize`, {}),
      h.call('POST', `/v1/${two.name}:finalize`, {}),
      h.call('POST', `/v1/${mid.name}:finalize`, {}),
      h.call('POST', '/v1/customers/mid/credits/g:void', {}),
      h.call('POST', '/v1/customers/vv/credits/g:void', {}),
      h.call('POST', '/v1/customers/vv/credits/g:void', {}),
    ]);
    expect(ok(f1)).toEqual(ok(f2));
    const types = async (c: string) => (await w.transactions(c)).map((t) => [t.type, v(t.amount)]);
    expect(await types('two')).toEqual([
      ['CREDIT_APPLIED', '-50.00'],
      ['CREDIT_GRANTED', '50.00'],
    ]);
    expect(ok(void2)).toEqual(ok(void3));
    expect(await types('vv')).toEqual([
      ['CREDIT_VOIDED', '-50.00'],
      ['CREDIT_GRANTED', '50.00'],
    ]);
    // Either the finalize took the $50 first (nothing left to void) or the void did (nothing to apply).
    ok(void1);
    const final = ok(f3) as InvoiceBody;
    const midTypes = await types('mid');
    if (v(final.credit) === '50.00') {
      expect(midTypes).toEqual([
        ['CREDIT_APPLIED', '-50.00'],
        ['CREDIT_GRANTED', '50.00'],
      ]);
    } else {
      expect(v(final.credit)).toBe('0.00');
      expect(midTypes).toEqual([
        ['CREDIT_VOIDED', '-50.00'],
        ['CREDIT_GRANTED', '50.00'],
      ]);
    }
    await expectLedgerBalanced(h);
  });

  it('a prepaid commitment voided while an invoice drawing on it finalizes: drawn then voided, or voided whole', async () => {
    await w.customer('cm');
    await w.commitment('cm', 'c', '100', '40', { startTime: APR });
    await w.spend('cm', 'x', day(4, 1, 1), '80');
    await billing.travel(day(5, 1, 6));
    const draft = await w.invoiceOf('cm', APR, 'DRAFT');
    const [finalized, voided] = await Promise.all([
      h.call('POST', `/v1/${draft.name}:finalize`, {}),
      h.call('POST', '/v1/customers/cm/commitments/c:void', {}),
    ]);
    ok(voided);
    const invoice = ok(finalized) as InvoiceBody;
    const types = (await w.transactions('cm')).map((t) => [t.type, v(t.amount)]);
    if (v(invoice.credit) === '80.00') {
      // The finalize came first: $80 drawn and the $40 prepayment billed, then the void took the $20 left.
      expect([commitmentLines(invoice), v(invoice.total)]).toEqual([
        [['commitment-prepayment', '40.00', '40.00']],
        '40.00',
      ]);
      expect(types).toEqual([
        ['COMMITMENT_VOIDED', '-20.00'],
        ['COMMITMENT_APPLIED', '-80.00'],
        ['COMMITMENT_CREATED', '100.00'],
      ]);
    } else {
      // The void came first: the finalize saw no commitment (no drawdown, no prepayment).
      expect([v(invoice.credit), commitmentLines(invoice), v(invoice.total)]).toEqual(['0.00', [], '80.00']);
      expect(types).toEqual([
        ['COMMITMENT_VOIDED', '-100.00'],
        ['COMMITMENT_CREATED', '100.00'],
      ]);
    }
    await expectLedgerBalanced(h);
  });

  it('two voids of one commitment book once', async () => {
    await w.customer('cv');
    await w.commitment('cv', 'c', '100', '40', { startTime: MAR });
    const [a, b] = await Promise.all([
      h.call('POST', '/v1/customers/cv/commitments/c:void', {}),
      h.call('POST', '/v1/customers/cv/commitments/c:void', {}),
    ]);
    expect(ok(a)).toEqual(ok(b));
    expect((await w.transactions('cv')).map((t) => [t.type, v(t.amount)])).toEqual([
      ['COMMITMENT_VOIDED', '-100.00'],
      ['COMMITMENT_CREATED', '100.00'],
    ]);
    await expectLedgerBalanced(h);
  });

  it('fast-check: the ledger invariant holds under random grants, commitments, usage, finalizes, voids, expiry and time', async () => {
    let run = 0;
    const command = fc.oneof(
      fc.record({
        kind: fc.constant('grant' as const),
        cents: fc.integer({ min: 1, max: 20_000 }),
        ends: fc.boolean(),
        priority: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        kind: fc.constant('usage' as const),
        dollars: fc.integer({ min: 1, max: 200 }),
        y: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('travel' as const), days: fc.integer({ min: 1, max: 40 }) }),
      fc.record({ kind: fc.constant('voidInvoice' as const) }),
      fc.record({ kind: fc.constant('voidGrant' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('commitment' as const),
        cents: fc.integer({ min: 1, max: 20_000 }),
        prepaid: fc.boolean(),
        ends: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('voidCommitment' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 8 }), async (commands) => {
        const c = `p${run++}`;
        clock.set(day(5, 2));
        await w.customer(c);
        const start = new Date(clock.now().getTime() - 60 * 86_400_000).toISOString();
        const grants: string[] = [];
        const commitments: string[] = [];
        for (const cmd of commands) {
          const now = clock.now().getTime();
          if (cmd.kind === 'grant') {
            const id = `g${grants.length}`;
            const endTime = new Date(now + 20 * 86_400_000).toISOString();
            await w.grant(c, id, (cmd.cents / 100).toFixed(2), {
              priority: cmd.priority,
              effectivePeriod: cmd.ends ? { startTime: start, endTime } : { startTime: start },
            });
            grants.push(id);
          } else if (cmd.kind === 'commitment') {
            const id = `${cmd.prepaid ? 'pre' : 'post'}-${commitments.length}`;
            const endTime = new Date(now + 20 * 86_400_000).toISOString();
            const committed = (cmd.cents / 100).toFixed(2);
            await w.commitment(c, id, committed, cmd.prepaid ? '1.00' : '0', {
              startTime: start,
              ...(cmd.ends || !cmd.prepaid ? { endTime } : {}),
            });
            commitments.push(id);
          } else if (cmd.kind === 'voidCommitment') {
            if (commitments.length > 0) {
              const id = commitments[cmd.pick % commitments.length];
              ok(await h.call('POST', `/v1/customers/${c}/commitments/${id}:void`, {}));
            }
          } else if (cmd.kind === 'usage') {
            await w.spend(c, cmd.y ? 'y' : 'x', new Date(now - 3_600_000).toISOString(), String(cmd.dollars));
          } else if (cmd.kind === 'travel') {
            await billing.travel(new Date(now + cmd.days * 86_400_000));
          } else if (cmd.kind === 'voidInvoice') {
            const all: InvoiceBody[] = (await w.get(`customers/${c}/invoices`)).invoices;
            const target = all.find((i) => i.status === 'FINALIZED');
            if (target) ok(await h.call('POST', `/v1/${target.name}:void`, {}));
          } else if (grants.length > 0) {
            ok(
              await h.call('POST', `/v1/customers/${c}/credits/${grants[cmd.pick % grants.length]}:void`, {}),
            );
          }
          await expectLedgerBalanced(h);
        }
        // Every issued invoice's credit is what the ledger applied to it from grants and prepaid commitments.
        const issued: InvoiceBody[] = (await w.get(`customers/${c}/invoices`)).invoices.filter(
          (i: InvoiceBody) => i.status === 'FINALIZED' || i.status === 'PAID',
        );
        const txs = await w.transactions(c);
        for (const invoice of issued) {
          const applied = txs
            .filter(
              (t) =>
                t.source === invoice.name &&
                (t.type === 'CREDIT_APPLIED' ||
                  (t.type === 'COMMITMENT_APPLIED' && t.commitment?.includes('/pre-') === true)),
            )
            .reduce((sum, t) => sum.minus(v(t.amount)), new Decimal(0));
          expect(applied.toFixed(2), invoice.name).toBe(v(invoice.credit));
        }
      }),
      { numRuns: 6 },
    );
  });
});

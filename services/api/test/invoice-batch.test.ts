/**
 * Bill runs compute invoices in batches (computeInvoices: terms, usage and writes for many customers at once)
 * and everything else one at a time (computeInvoice): the two must give the same invoices, to the line. Here
 * both compute every DRAFT of customers that differ in what batching could get wrong: usage on several meters
 * (SUM, COUNT, MAX by group), a rate change inside a period (cut intervals), subscriptions with an amendment,
 * anchors 1 and 15, a contract ending mid-period, a customer with no usage; read raw, from rollups, and with
 * one customer's hours marked after the rollups (so customers' ClickHouse plans differ). Then a bill run
 * through the batched path with one customer whose draft cannot be computed: it alone records the failure.
 */
import { ManualClock } from '@billing/core';
import { markUsageHoursStale, writeDrafts } from '@billing/domain';
import type { InvoiceRow } from '@billing/domain/invoice-store';
import {
  billingContext,
  computeInvoice,
  computeInvoices,
  ensureDrafts,
  markChangedUsage,
  refreshStaleDrafts,
  runBillRun,
} from '@billing/invoices';
import { runRollupPass } from '@billing/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const FEB = '2026-02-01T00:00:00.000Z';
const MAR20 = '2026-03-20T00:00:00.000Z';
const at = (month: number, d: number, hour = 12, minute = 0) =>
  new Date(Date.UTC(2026, month - 1, d, hour, minute)).toISOString();
const unit = (value: string) => ({ unit: { unitPrice: { amount: { value } } } });

describe.each(BACKENDS)('batched invoice computation (%s)', (backend) => {
  const clock = new ManualClock(at(5, 20));
  let h: Harness;
  let seq = 0;
  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));
  const deps = () => ({ sql: h.db.sql, events: h.usage.events, clock });
  const ctx = () => billingContext(deps(), 'acme');

  /** Stores events as ingest would at `now` (it only takes eventTimes of the last 35 days), then returns. */
  async function ingest(customer: string, events: [string, string, Record<string, unknown>][], now: string) {
    const back = clock.now();
    clock.set(now);
    const results = await h.ingest(
      'acme',
      events.map(([eventType, eventTime, properties]) => ({
        customer: `customers/${customer}`,
        eventId: `ev-${seq++}`,
        eventType,
        eventTime,
        properties,
      })),
    );
    clock.set(back);
    expect(results.map((r) => r.status)).toEqual(events.map(() => 'ACCEPTED'));
  }

  async function drafts(): Promise<InvoiceRow[]> {
    return h.db.sql<InvoiceRow[]>`
      SELECT * FROM invoices WHERE organization_id = 'acme' AND status = 'DRAFT'
      ORDER BY customer_id, period_start`;
  }

  /** Every DRAFT computed both ways: equal, and not trivially (some lines, several meters). */
  async function expectBothWaysEqual() {
    const rows = await drafts();
    expect(rows.length).toBeGreaterThan(15);
    const batched = await computeInvoices(ctx(), rows);
    const single = [];
    for (const row of rows) single.push(await computeInvoice(ctx(), row));
    expect(batched).toEqual(single);
    const products = new Set(
      single.flatMap((r) => (r.kind === 'computed' ? r.computed.lines.map((l) => l.product) : [])),
    );
    expect([...products].sort()).toEqual([
      // Commitment lines have no product (docs/credits.md).
      '',
      'products/api',
      'products/calls',
      'products/peak',
      'products/seat',
    ]);
    // Credits applied on both paths: a1's grant on tokens, b15's on everything; and the commitments' lines.
    const credited = single.filter((r) => r.kind === 'computed' && r.computed.credit !== '0.00');
    expect(credited.length).toBeGreaterThanOrEqual(2);
    const commitmentLines = single.flatMap((r) =>
      r.kind === 'computed' ? r.computed.lines.filter((l) => l.rateId.startsWith('commitment-')) : [],
    );
    expect(new Set(commitmentLines.map((l) => l.rateId))).toEqual(
      new Set(['commitment-true-up', 'commitment-prepayment']),
    );
    return single;
  }

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    await post('meters?meterId=tokens', { eventType: 'tokens', aggregation: 'SUM', valueProperty: 'tokens' });
    await post('meters?meterId=calls', { eventType: 'call', aggregation: 'COUNT' });
    await post('meters?meterId=peak', {
      eventType: 'peak',
      aggregation: 'MAX',
      valueProperty: 'n',
      groupKeys: ['model'],
    });
    await post('products?productId=api', { type: 'USAGE', displayName: 'API', meter: 'meters/tokens' });
    await post('products?productId=calls', { type: 'USAGE', displayName: 'Calls', meter: 'meters/calls' });
    await post('products?productId=peak', {
      type: 'USAGE',
      displayName: 'Peak',
      meter: 'meters/peak',
      pricingGroupKeys: ['model'],
    });
    await post('products?productId=seat', { type: 'SUBSCRIPTION', displayName: 'Seat' });
    await post('rateCards?rateCardId=card', {
      currencyCode: 'USD',
      displayName: 'Card',
      rates: [
        {
          id: 'r-api',
          product: 'products/api',
          effectivePeriod: { startTime: FEB, endTime: MAR20 },
          ...unit('0.01'),
        },
        { id: 'r-api2', product: 'products/api', effectivePeriod: { startTime: MAR20 }, ...unit('0.013') },
        { id: 'r-calls', product: 'products/calls', effectivePeriod: { startTime: FEB }, ...unit('0.002') },
        { id: 'r-peak', product: 'products/peak', effectivePeriod: { startTime: FEB }, ...unit('1.5') },
        { id: 'r-seat', product: 'products/seat', effectivePeriod: { startTime: FEB }, ...unit('10') },
      ],
    });
    const customers: [string, string, Record<string, unknown>][] = [
      ['a1', '1', {}],
      ['a2', '1', {}],
      ['b15', '15', {}],
      ['c-end', '1', { endTime: at(4, 10, 0) }],
      ['d-quiet', '1', {}],
      ['e-sub', '15', {}],
    ];
    for (const [id, anchor, period] of customers) {
      await post(`customers?customerId=${id}`, { currencyCode: 'USD' });
      await post(`customers/${id}/contracts?contractId=k`, {
        rateCard: 'rateCards/card',
        billingAnchorDay: anchor,
        effectivePeriod: { startTime: FEB, ...period },
      });
    }
    for (const id of ['a1', 'e-sub', 'b15']) {
      await post(`customers/${id}/subscriptions?subscriptionId=s`, {
        contract: `customers/${id}/contracts/k`,
        effectivePeriod: { startTime: at(2, 10, 0) },
        items: [{ product: 'products/seat', quantity: { value: '3' } }],
      });
    }
    await post('customers/e-sub/subscriptions/s:scheduleAmendment', {
      amendment: {
        effectiveTime: at(3, 20, 6),
        items: [{ product: 'products/seat', quantity: { value: '5' } }],
        prorationBehavior: 'CREATE_PRORATIONS',
      },
    });
    for (const [i, id] of ['a1', 'a2', 'b15', 'c-end', 'e-sub'].entries()) {
      for (let m = 2; m <= 5; m++) {
        const events: [string, string, Record<string, unknown>][] = [];
        for (const d of [1, 9, 14, 15, 19, 20, 28]) {
          if (m === 5 && d > 19) continue;
          events.push(['tokens', at(m, d, (d * 7) % 24, i * 5), { tokens: `${d * 10 + i}.${m}5` }]);
          events.push(['call', at(m, d, (d * 5) % 24, 3), {}]);
          events.push(['peak', at(m, d, 3, i), { n: String(d + i), model: d % 2 ? 'a' : 'b' }]);
        }
        await ingest(id, events, at(m, 28, 23, 59));
      }
    }
    // Credits are applied on both paths: a small grant on tokens only, and a large one on everything. They start
    // with the periods open now (a grant reaches every DRAFT of its range, whenever made): the finalize below
    // then computes each due invoice as computeInvoice did, no two of them drawing on one balance.
    await post('customers/a1/credits?creditId=g-small', {
      amount: { amount: { value: '7.5' }, currencyCode: 'USD' },
      effectivePeriod: { startTime: at(5, 1, 0) },
      applicableProducts: ['products/api'],
      priority: 10,
      reason: 'batch test',
    });
    await post('customers/b15/credits?creditId=g-big', {
      amount: { amount: { value: '1000' }, currencyCode: 'USD' },
      effectivePeriod: { startTime: at(5, 15, 0) },
      reason: 'batch test',
    });
    // Commitments too: a postpaid one ending in May (its true-up on May's invoice) and a prepaid one from e-sub's
    // period starting May 15.
    await post('customers/a2/commitments?commitmentId=post', {
      contract: 'customers/a2/contracts/k',
      committedAmount: { amount: { value: '5000' } },
      costBasis: { amount: { value: '0' } },
      effectivePeriod: { startTime: FEB, endTime: at(5, 25, 0) },
    });
    await post('customers/e-sub/commitments?commitmentId=pre', {
      contract: 'customers/e-sub/contracts/k',
      committedAmount: { amount: { value: '40' } },
      costBasis: { amount: { value: '30' } },
      effectivePeriod: { startTime: at(5, 15, 0) },
    });
    await ensureDrafts(ctx(), clock.now());
  });

  afterAll(async () => {
    await h?.close();
  });

  it('gives every DRAFT exactly as computeInvoice does: raw events, rollups, and hours marked since', async () => {
    const raw = await expectBothWaysEqual();
    await runRollupPass({ sql: h.db.sql, events: h.usage.events }, { organization: 'acme', lagMs: 0 });
    // Rollups hold the same usage as the raw events.
    expect(await expectBothWaysEqual()).toEqual(raw);
    // One late event after the rollups: a2's March hours are read raw, the others' from rollups.
    await ingest('a2', [['tokens', at(3, 9, 12, 30), { tokens: '7' }]], at(4, 5));
    const late = await expectBothWaysEqual();
    expect(late).not.toEqual(raw);
    // Three times every draft both ways: slow on a shared 2-core machine.
  }, 120_000);

  it('a bill run refreshes through the batch; the one draft that fails records why, the others are stored', async () => {
    // a2's currency no longer matches its card: its drafts cannot be computed (FAILED_PRECONDITION).
    ok(await h.call('PATCH', '/v1/customers/a2?updateMask=currencyCode', { currencyCode: 'EUR' }));
    await markChangedUsage(deps(), 0);
    await h.db
      .sql`UPDATE invoices SET stale = true, stale_version = stale_version + 1 WHERE organization_id = 'acme'`;
    const summary = await refreshStaleDrafts(deps());
    const rows = await drafts();
    const failing = rows.filter((r) => r.customer_id === 'a2');
    expect(summary.failed).toBe(failing.length);
    expect(summary.refreshed).toBe(rows.length - failing.length);
    for (const row of rows) {
      if (row.customer_id === 'a2') {
        expect(row.failure_reason).toContain('rateCards/card is in USD');
        continue;
      }
      expect(row.failure_reason).toBe('');
      expect(row.stale).toBe(false);
      const result = await computeInvoice(ctx(), row);
      if (result.kind !== 'computed') throw new Error(`${row.id} is outside`);
      expect(row.total).toBe(result.computed.total);
      const lines = await h.db.sql<{ id: string; total: string; quantity: string }[]>`
        SELECT id, total, quantity FROM invoice_lines
        WHERE organization_id = 'acme' AND customer_id = ${row.customer_id} AND invoice_id = ${row.id}
        ORDER BY position`;
      expect(lines.map((l) => [l.id, l.quantity, l.total])).toEqual(
        result.computed.lines.map((l) => [l.id, l.quantity, l.total]),
      );
    }
  });

  it('writes a batch of DRAFTs: amounts, lines and compute time; stale again only if marked after its version', async () => {
    const [kept, marked] = (await drafts()).filter((r) => r.customer_id === 'a1').slice(-2);
    const keys = [kept!, marked!].map((r) => r.id);
    await h.db.sql`
      UPDATE invoices SET stale = true, stale_version = stale_version + 1, failure_reason = 'earlier failure',
        total = 0
      WHERE organization_id = 'acme' AND customer_id = 'a1' AND id = ANY(${keys})`;
    const read = (await drafts()).filter((r) => keys.includes(r.id));
    const computed = await computeInvoices(ctx(), read);
    // Marked again while computed: the version the computation read is no longer the row's.
    await h.db.sql`
      UPDATE invoices SET stale_version = stale_version + 1
      WHERE organization_id = 'acme' AND customer_id = 'a1' AND id = ${marked!.id}`;
    clock.advance(1000);
    const written = await writeDrafts(
      ctx(),
      read.map((row, i) => {
        const result = computed[i]!;
        if (result.kind !== 'computed') throw new Error(`${row.id} is outside`);
        return {
          customerId: row.customer_id,
          id: row.id,
          version: row.stale_version,
          computed: result.computed,
        };
      }),
    );
    expect([...written].sort()).toEqual(keys.map((id) => `a1/${id}`).sort());
    const after = (await drafts()).filter((r) => keys.includes(r.id));
    for (const [i, row] of after.entries()) {
      const result = computed[i]!;
      if (result.kind !== 'computed') throw new Error(`${row.id} is outside`);
      expect(row.total).toBe(result.computed.total);
      expect(row.total).not.toBe('0');
      expect(row.failure_reason).toBe('');
      expect(row.compute_time).toEqual(clock.now());
      expect(row.update_time).toEqual(clock.now());
      expect(row.stale).toBe(row.id === marked!.id);
    }
    // Left current for the tests after this one.
    await h.db.sql`
      UPDATE invoices SET stale = true, stale_version = stale_version + 1
      WHERE organization_id = 'acme' AND customer_id = 'a1' AND id = ANY(${keys})`;
    await refreshStaleDrafts(deps());
  });

  it('marks a DRAFT stale that a refresh was writing, once the refresh commits: the mark is not lost', async () => {
    // Two connections at once: only the PostgreSQL server has them.
    if (backend !== 'postgres') return;
    const row = (await drafts()).find((r) => r.customer_id === 'b15')!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A refresh's write: the row locked and updated (a new row version), not committed yet.
    const refresh = h.db.sql.begin(async (tx) => {
      await tx`
        SELECT 1 FROM invoices WHERE organization_id = 'acme' AND customer_id = 'b15' AND id = ${row.id}
        FOR UPDATE`;
      await tx`
        UPDATE invoices SET stale = false, compute_time = ${clock.now()}
        WHERE organization_id = 'acme' AND customer_id = 'b15' AND id = ${row.id}`;
      locked();
      await held;
    });
    await holding;
    const marking = markUsageHoursStale({ sql: h.db.sql }, [
      {
        organization: 'acme',
        customerId: 'b15',
        hourStart: new Date(row.period_start.getTime() + 3_600_000),
      },
    ]);
    // The mark waits for the refresh's lock before the refresh commits.
    for (;;) {
      const [waiting] = await h.db.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (waiting!.n > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    release();
    await refresh;
    expect(await marking).toBe(1);
    const [after] = await h.db.sql<{ stale: boolean; stale_version: string }[]>`
      SELECT stale, stale_version FROM invoices
      WHERE organization_id = 'acme' AND customer_id = 'b15' AND id = ${row.id}`;
    expect(after!.stale).toBe(true);
    expect(after!.stale_version).toBe(String(BigInt(row.stale_version) + 1n));
    await refreshStaleDrafts(deps());
  });

  it('finalizes due DRAFTs in batches with consecutive numbers, leaving the failing one DRAFT', async () => {
    const due = (await drafts()).filter((r) => r.period_end.getTime() <= Date.parse(at(5, 19, 0)));
    const expected = new Map<string, string>();
    for (const row of due) {
      if (row.customer_id === 'a2') continue;
      const result = await computeInvoice(ctx(), row);
      if (result.kind === 'computed') expected.set(row.id, result.computed.total);
    }
    const summary = await runBillRun(deps(), { graceMs: 24 * 3_600_000 });
    expect(summary.finalized).toBe(expected.size);
    const issued = await h.db.sql<{ id: string; number: string; total: string; status: string }[]>`
      SELECT id, number, total, status FROM invoices
      WHERE organization_id = 'acme' AND status IN ('FINALIZED', 'PAID') ORDER BY number::bigint`;
    expect(issued.map((r) => r.number)).toEqual(issued.map((_, i) => String(i + 1)));
    expect(new Map(issued.map((r) => [r.id, r.total]))).toEqual(expected);
    const outbox = await h.db.sql<{ n: string }[]>`
      SELECT count(*) AS n FROM outbox_events WHERE organization_id = 'acme' AND type = 'invoice.finalized'`;
    expect(outbox[0]!.n).toBe(String(expected.size));
    const left = (await drafts()).filter((r) => r.period_end.getTime() <= Date.parse(at(5, 19, 0)));
    expect(left.map((r) => r.customer_id)).toEqual(left.map(() => 'a2'));
  });
});

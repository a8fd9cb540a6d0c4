/**
 * A contract's end moved while the DRAFT of its last period waits out its grace period (docs/invoices.md
 * "Finalize"): the DRAFT's stored range and amounts are those of its last computation, and a finalize, asked
 * for or automatic, may come before any refresh. Whatever the order, every day of the contract is billed
 * exactly once, each invoice over the range its contract gives it when it is frozen, its amounts those of a
 * computation over that range.
 *
 * No worker runs here: the drafting job `:end` enqueues stays queued, and bill runs and refresh passes run
 * only where a test runs them, so a finalize can come right after `:end`, before anything recomputed the DRAFT.
 */
import { ManualClock } from '@billing/core';
import {
  billingContext,
  finalizeDraft,
  finalizeDrafts,
  markChangedUsage,
  runBillRun,
} from '@billing/invoices';
import { runRefreshPass } from '@billing/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, ok } from './assertions.ts';
import { HOUR_MS } from './billing.ts';
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

const NOV18 = at(11, 18);
const GRACE_MS = 24 * HOUR_MS;

/** Contracts ending Nov 15, their end moved later to Dec 10 while [Nov 1, Nov 15) is in its grace period. */
const LATER = ['finalized', 'refreshed', 'due', 'due-alone'];
/** A contract ending Nov 15 whose end moves earlier while a finalize of [Nov 1, Nov 15) is in flight. */
const RACING = 'racing';
/** Open contracts, their end moved earlier to Nov 18 while [Nov 1, Dec 1) is their current DRAFT. */
const EARLIER = ['cut', 'cut-refreshed', 'cut-due'];

describe.each(BACKENDS)('a contract end moved during its last period grace (%s)', (backend) => {
  const clock = new ManualClock(at(10, 10));
  let h: Harness;
  let seq = 0;

  const deps = () => ({ sql: h.db.sql, events: h.usage.events, clock });
  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));
  const end = (customer: string, effectiveTime: string) =>
    h.call('POST', `/v1/customers/${customer}/contracts/k:end`, { effectiveTime });
  /** What the worker's refresh loop does, with no lag. */
  const refresh = () => runRefreshPass(deps(), 0);
  /** A bill run as of the clock's now, with the usage marks it would have seen. */
  async function billRun() {
    await markChangedUsage(deps(), 0);
    return runBillRun(deps(), { graceMs: GRACE_MS });
  }
  async function travel(time: string) {
    clock.set(time);
    return billRun();
  }

  async function invoices(customer: string): Promise<InvoiceBody[]> {
    const list: InvoiceBody[] = ok(await h.call('GET', `/v1/customers/${customer}/invoices`)).invoices;
    return list
      .filter((i) => i.status !== 'VOID')
      .sort((a, b) => a.periodStartTime.localeCompare(b.periodStartTime));
  }

  async function novemberOf(customer: string): Promise<InvoiceBody> {
    const found = (await invoices(customer)).filter((i) => i.periodStartTime === NOV);
    expect(found, customer).toHaveLength(1);
    return found[0]!;
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

  /**
   * What must hold however the finalize and the move were ordered: the live invoices tile the contract from Oct 1
   * to `until`, one after the other, and each issued one equals a computation over its own range now (the
   * preview): a usage event of its range that came after it was frozen would show as a difference.
   */
  async function expectBilledOnce(customer: string, until: string) {
    const live = await invoices(customer);
    expect(live[0]!.periodStartTime).toBe(OCT);
    for (const [i, invoice] of live.entries()) {
      if (i > 0) expect(invoice.periodStartTime).toBe(live[i - 1]!.periodEndTime);
      if (invoice.status === 'DRAFT') continue;
      const preview = ok(
        await h.call('POST', `/v1/customers/${customer}/invoices:preview`, {
          periodStartTime: invoice.periodStartTime,
          periodEndTime: invoice.periodEndTime,
        }),
      );
      expect([linesOf(invoice), v(invoice.subtotal)], `${customer} ${invoice.periodStartTime}`).toEqual([
        linesOf(preview),
        v(preview.subtotal),
      ]);
    }
    expect(live.at(-1)!.periodEndTime).toBe(until);
  }

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    const products = [
      ['api', 'tokens', 'SUM', { unit: { unitPrice: { amount: { value: '0.01' } } } }],
      // $30 a month: November has 30 days, $1 a day.
      ['fee', 'seats', 'MAX', { flat: { amount: { amount: { value: '30' } } } }],
    ] as const;
    for (const [product, meter, aggregation] of products) {
      await post(`meters?meterId=${meter}`, { eventType: meter, aggregation, valueProperty: 'tokens' });
      await post(`products?productId=${product}`, { type: 'USAGE', meter: `meters/${meter}` });
    }
    await post('rateCards?rateCardId=card', {
      currencyCode: 'USD',
      displayName: 'Card',
      rates: products.map(([product, , , model]) => ({
        id: `r-${product}`,
        product: `products/${product}`,
        effectivePeriod: { startTime: OCT },
        ...model,
      })),
    });
    for (const id of [...LATER, RACING, ...EARLIER]) {
      await post(`customers?customerId=${id}`, { currencyCode: 'USD' });
      await post(`customers/${id}/contracts?contractId=k`, {
        rateCard: 'rateCards/card',
        billingAnchorDay: '1',
        effectivePeriod: EARLIER.includes(id) ? { startTime: OCT } : { startTime: OCT, endTime: NOV15 },
      });
    }
    await travel(at(11, 10));
    for (const id of [...LATER, RACING, ...EARLIER]) await ingest(id, at(11, 5, 12), '1000');
    // Nov 15, 20:00: [Nov 1, Nov 15) has ended and waits out its grace (until Nov 16, 00:00).
    await travel(at(11, 15, 20));
    // After the old end: billed once the end moves later.
    for (const id of LATER) await ingest(id, at(11, 15, 18), '500');
    await billRun();
    for (const id of LATER) {
      expect(brief(await novemberOf(id))).toEqual([NOV, NOV15, 'DRAFT', '24.00']);
    }
  });

  afterAll(async () => {
    await h?.close();
  });

  /** Waits until `n` statements of the test's database wait for a lock (bounded by a count, not time). */
  async function waitingForLocks(n: number) {
    for (let i = 0; i < 500; i++) {
      const [row] = await h.db.sql<{ n: string }[]>`
        SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (Number(row!.n) >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${n} statements waited for a lock after 500 polls`);
  }

  // One connection on the embedded database: nothing runs at once there.
  it.skipIf(backend === 'pglite')(
    'a finalize in flight and :end earlier at once: the invoice ends where the contract does, either way',
    async () => {
      const draft = await novemberOf(RACING);
      const id = draft.name.split('/').at(-1)!;
      // Another transaction holds the DRAFT's row until both requests are under way: the finalize takes its
      // locks up to that row and waits; :end, at a past time inside the DRAFT's period, waits on the finalize
      // (for the contract) or on the same row (its trigger marking the DRAFT stale).
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding!: () => void;
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const holder = h.db.sql.begin(async (tx) => {
        await tx`
          SELECT 1 FROM invoices WHERE organization_id = 'acme' AND customer_id = ${RACING} AND id = ${id}
          FOR UPDATE`;
        holding();
        await released;
      });
      await held;
      const finalize = h.call('POST', `/v1/${draft.name}:finalize`, {});
      await waitingForLocks(1);
      const ended = end(RACING, at(11, 10));
      await waitingForLocks(2);
      release();
      await holder;
      const [finalized, moved] = await Promise.all([finalize, ended]);
      ok(finalized);
      const contractEnd = ok(await h.call('GET', `/v1/customers/${RACING}/contracts/k`)).effectivePeriod
        .endTime;
      // The finalize came first and :end was refused (it reaches an issued period), or :end came first and the
      // finalize froze the period it cut: never an issued day after the contract's end.
      if (moved.status === 200) expect(contractEnd).toBe(at(11, 10));
      else expectError(moved, 400, 'FAILED_PRECONDITION');
      const november = await novemberOf(RACING);
      expect([november.status, november.periodEndTime]).toEqual(['FINALIZED', contractEnd]);
      await expectBilledOnce(RACING, contractEnd);
    },
  );

  it(':finalize right after :end later: the period now runs to Dec 1, not ended, so it is refused', async () => {
    const draft = await novemberOf('finalized');
    ok(await end('finalized', DEC10));
    expectError(await h.call('POST', `/v1/${draft.name}:finalize`, {}), 400, 'FAILED_PRECONDITION');
    // Recomputed over that range by the refused finalize: the 1,500 tokens and the whole month's fee.
    expect(brief(await novemberOf('finalized'))).toEqual([NOV, DEC, 'DRAFT', '45.00']);
  });

  it(':finalize after :end later and a refresh is refused the same way', async () => {
    const draft = await novemberOf('refreshed');
    ok(await end('refreshed', DEC10));
    await refresh();
    expect(brief(await novemberOf('refreshed'))).toEqual([NOV, DEC, 'DRAFT', '45.00']);
    expectError(await h.call('POST', `/v1/${draft.name}:finalize`, {}), 400, 'FAILED_PRECONDITION');
  });

  it("the bill run's finalize of a DRAFT due by its stored end, after :end later: recomputed, not frozen", async () => {
    const batch = await novemberOf('due');
    const alone = await novemberOf('due-alone');
    ok(await end('due', DEC10));
    ok(await end('due-alone', DEC10));
    // Past the grace of the stored end (Nov 15): what the bill run's finalize step is given when the move
    // commits after its refresh step read the stale DRAFTs.
    clock.set(at(11, 16, 1));
    const ctx = billingContext(deps(), 'acme');
    const endedBy = new Date(clock.now().getTime() - GRACE_MS);
    const id = (i: InvoiceBody) => i.name.split('/').at(-1)!;
    expect(await finalizeDrafts(ctx, [{ customerId: 'due', id: id(batch) }], endedBy)).toEqual(['unended']);
    expect(await finalizeDraft(ctx, 'due-alone', id(alone), endedBy)).toBe('unended');
    for (const customer of ['due', 'due-alone']) {
      expect(brief(await novemberOf(customer))).toEqual([NOV, DEC, 'DRAFT', '45.00']);
    }
    // The bill run itself leaves them as they are, and ends.
    await billRun();
    for (const customer of ['due', 'due-alone']) {
      expect(brief(await novemberOf(customer))).toEqual([NOV, DEC, 'DRAFT', '45.00']);
    }
  });

  it('the end moved earlier into the current DRAFT: :finalize at once freezes the cut period', async () => {
    await travel(at(11, 20));
    for (const id of EARLIER) {
      expect(brief(await novemberOf(id))).toEqual([NOV, DEC, 'DRAFT', '40.00']);
      // After the new end: never billed.
      await ingest(id, at(11, 19, 12), '300');
    }
    const draft = await novemberOf('cut');
    ok(await end('cut', NOV18));
    // Nov 18 has passed: the DRAFT's stored end (Dec 1) is not the period's any more.
    ok(await h.call('POST', `/v1/${draft.name}:finalize`, {}));
    // 17 days of the fee and the 1,000 tokens of Nov 5.
    expect(brief(await novemberOf('cut'))).toEqual([NOV, NOV18, 'FINALIZED', '27.00']);
  });

  it('the end moved earlier, then a refresh, then :finalize; and the bill run after its grace', async () => {
    const draft = await novemberOf('cut-refreshed');
    ok(await end('cut-refreshed', NOV18));
    ok(await end('cut-due', NOV18));
    await refresh();
    expect(brief(await novemberOf('cut-refreshed'))).toEqual([NOV, NOV18, 'DRAFT', '27.00']);
    ok(await h.call('POST', `/v1/${draft.name}:finalize`, {}));
    // Nov 18 + 24 hours has passed: the bill run finalizes it.
    await billRun();
    for (const id of EARLIER) {
      expect((await invoices(id)).map(brief)).toEqual([
        [OCT, NOV, 'FINALIZED', '30.00'],
        [NOV, NOV18, 'FINALIZED', '27.00'],
      ]);
      await expectBilledOnce(id, NOV18);
    }
  });

  it('every day once: the moved periods finalize after their new end, with the usage that came since', async () => {
    await travel(at(11, 25));
    for (const id of LATER) await ingest(id, at(11, 24, 12), '200');
    await travel(at(12, 2, 1));
    for (const id of LATER) {
      // 1,700 tokens and the month's fee; December cut at Dec 10.
      expect((await invoices(id)).map(brief)).toEqual([
        [OCT, NOV, 'FINALIZED', '30.00'],
        [NOV, DEC, 'FINALIZED', '47.00'],
        [DEC, DEC10, 'DRAFT', '8.71'],
      ]);
      await expectBilledOnce(id, DEC10);
    }
  });
});

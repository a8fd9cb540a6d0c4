/**
 * Fairness between organizations (issues 16 and 36, docs/limits.md): previews and usage queries go through a
 * work-conserving pool. One organization alone takes every slot and queues beyond them; past its queue it is
 * refused with 429 RESOURCE_EXHAUSTED and Retry-After, while the other organization's reads still run (in the
 * reserve) and take the next freed slot before the first one's queue. Only the order, the refusals and the
 * bounds are asserted; the latencies are bench/fairness.ts's.
 */
import { ManualClock } from '@billing/core';
import { createExpensiveReads, expensiveRead, type UsageReadContext } from '@billing/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, ok, type Response } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';

const NOW = '2026-03-31T12:00:00.000Z';
const PERIOD = { startTime: '2026-03-01T00:00:00Z', endTime: '2026-04-01T00:00:00Z' };
const USAGE = `period.startTime=${PERIOD.startTime}&period.endTime=${PERIOD.endTime}`;

/** A call that runs until the test ends it. */
function held() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { done, end };
}

/** Waits (by turns of the event loop, not by time) until the condition holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 10_000 && !condition(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(condition()).toBe(true);
}

function expectRetryLater(response: Response, seconds: number): void {
  expectError(response, 429, 'RESOURCE_EXHAUSTED');
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.body.error.details).toContainEqual({
    '@type': 'type.googleapis.com/google.rpc.RetryInfo',
    retryDelay: `${seconds}s`,
  });
}

describe('expensive reads between organizations (postgres)', () => {
  const clock = new ManualClock(NOW);
  let h: Harness;

  const preview = (key: string, path = 'charges:preview') =>
    h.call(
      'POST',
      `/v1/customers/c/${path}`,
      path === 'charges:preview'
        ? { period: PERIOD }
        : {
            periodStartTime: PERIOD.startTime,
            periodEndTime: PERIOD.endTime,
          },
      key,
    );
  const usage = (key: string) => h.call('GET', `/v1/customers/c/usage?${USAGE}`, undefined, key);
  const pool = () => h.usage.reads!.pool;

  beforeAll(async () => {
    h = await startHarness('postgres', {
      clock,
      expensiveReads: {
        pool: { size: 2, reserve: 1, share: 1, queuePerKey: 2, queue: 8, retryAfterSeconds: 2 },
        limits: { maxExecutionSeconds: 10, maxMemoryBytes: 1024 ** 3, maxThreads: 0 },
      },
    });
    for (const [organization, key] of [
      ['acme', h.keyA],
      ['globex', h.keyB],
    ] as const) {
      const post = async (path: string, body: unknown) => ok(await h.call('POST', `/v1/${path}`, body, key));
      await post('meters?meterId=calls', { eventType: 'call', aggregation: 'COUNT' });
      await post('products?productId=calls', { type: 'USAGE', displayName: 'Calls', meter: 'meters/calls' });
      await post('rateCards?rateCardId=std', {
        currencyCode: 'USD',
        rates: [
          {
            product: 'products/calls',
            effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
            unit: { unitPrice: { amount: { value: '2' } } },
          },
        ],
      });
      await post('customers?customerId=c', { currencyCode: 'USD' });
      await post('customers/c/contracts?contractId=k', {
        rateCard: 'rateCards/std',
        billingAnchorDay: '1',
        effectivePeriod: { startTime: PERIOD.startTime },
      });
      const events = Array.from({ length: 3 }, (_, i) => ({
        eventId: `e${i}`,
        customer: 'customers/c',
        eventType: 'call',
        eventTime: '2026-03-30T12:00:00Z',
      }));
      for (const r of await h.ingest(organization, events)) expect(r.status).toBe('ACCEPTED');
    }
  });

  afterAll(async () => {
    await h?.close();
  });

  it('lets one organization take every slot and refuses it past its queue; the other still reads', async () => {
    // acme alone: both slots run its reads (long previews), none waits.
    const holds = [held(), held()];
    const holding = holds.map((hold) => pool().run('acme', () => hold.done));
    expect(pool().stats()).toMatchObject({ running: 2, waiting: 0 });
    // Its next two previews queue rather than being refused.
    const queued = [preview(h.keyA), preview(h.keyA, 'invoices:preview')];
    await until(() => pool().stats().waiting === 2);

    // Past its queue of two, with every slot taken: every expensive read of acme is refused at once.
    expectRetryLater(await preview(h.keyA), 2);
    expectRetryLater(await preview(h.keyA, 'invoices:preview'), 2);
    expectRetryLater(await usage(h.keyA), 2);

    // globex is not: with nothing running, its reads start at once in the reserve slot.
    expect(ok(await preview(h.keyB)).total.amount.value).toBe('6.00');
    expect(ok(await preview(h.keyB, 'invoices:preview')).total.amount.value).toBe('6.00');
    expect(ok(await usage(h.keyB)).usage).toEqual([
      { meter: 'meters/calls', dimensions: {}, quantity: { value: '3' } },
    ]);
    // Cheap reads of acme do not go through the pool.
    ok(await h.call('GET', '/v1/customers/c', undefined, h.keyA));
    expect(pool().stats()).toMatchObject({ running: 2, reserveRunning: 0, waiting: 2 });

    // The queued previews run as acme's slots free up.
    for (const hold of holds) hold.end();
    await Promise.all(holding);
    for (const response of await Promise.all(queued)) expect(ok(response).total.amount.value).toBe('6.00');
    expect(ok(await usage(h.keyA)).usage).toHaveLength(1);
    expect(pool().stats()).toMatchObject({ running: 0, waiting: 0, refused: 3 });
  });

  it("gives a freed slot to the other organization before the first one's older queued reads", async () => {
    const holds = [held(), held()];
    const holding = holds.map((hold) => pool().run('acme', () => hold.done));
    // Two more of acme queue (long reads too: whichever starts keeps its slot until the test ends it).
    const acmeStarted: number[] = [];
    const queuedHolds = [held(), held()];
    const queued = queuedHolds.map((hold, i) =>
      pool().run('acme', async () => {
        acmeStarted.push(i);
        await hold.done;
      }),
    );
    await until(() => pool().stats().waiting === 2);
    // A third organization holds the reserve: globex must wait for a slot too.
    const reserve = held();
    const reserved = pool().run('initech', () => reserve.done);
    expect(pool().stats()).toMatchObject({ running: 3, reserveRunning: 1 });
    const other = preview(h.keyB);
    await until(() => pool().stats().waiting === 3);

    // One of acme's reads ends: globex (nothing running) gets the slot, acme's two still wait.
    holds[0]!.end();
    await until(() => pool().stats().waiting === 2);
    expect(acmeStarted).toEqual([]);
    expect(ok(await other).total.amount.value).toBe('6.00');

    for (const hold of [...holds, ...queuedHolds, reserve]) hold.end();
    await Promise.all([...holding, ...queued, reserved]);
    expect(acmeStarted).toEqual([0, 1]);
    expect(pool().stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('under a burst of one organization, answers it 200 or 429 while the other previews and ingests', async () => {
    const burst = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? usage(h.keyA) : preview(h.keyA)));
    const other = [
      preview(h.keyB),
      usage(h.keyB),
      h.ingest('globex', [
        {
          eventId: 'during-burst',
          customer: 'customers/c',
          eventType: 'call',
          eventTime: '2026-03-30T13:00:00Z',
        },
      ]),
    ] as const;
    const [bPreview, bUsage, bIngest] = await Promise.all(other);
    for (const response of await Promise.all(burst)) {
      if (response.status === 429) expectRetryLater(response, 2);
      else ok(response);
    }
    expect(ok(bPreview).charges).toHaveLength(1);
    expect(ok(bUsage).usage).toHaveLength(1);
    expect(bIngest.map((r) => r.status)).toEqual(['ACCEPTED']);
    expect(pool().stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('answers bad input and unknown meters before taking a slot', async () => {
    // Both slots and acme's queue of two taken.
    const holds = [held(), held(), held(), held()];
    const holding = holds.map((hold) => pool().run('acme', () => hold.done));
    await until(() => pool().stats().waiting === 2);
    expectError(
      await h.call('POST', '/v1/customers/c/charges:preview', { period: { startTime: 'x' } }),
      400,
      'INVALID_ARGUMENT',
    );
    expectError(await h.call('GET', `/v1/customers/c/usage?${USAGE}&meters=meters/none`), 404, 'NOT_FOUND');
    expectRetryLater(await usage(h.keyA), 2);
    for (const hold of holds) hold.end();
    await Promise.all(holding);
  });

  it('turns a query stopped by its time or memory limit into the client error, not a 500', async () => {
    const ctx = { organization: 'acme', reads: h.usage.reads } as unknown as UsageReadContext;
    const stopped = (type: string) =>
      expensiveRead(ctx, async () => {
        throw Object.assign(new Error(type), { type });
      }).catch((error: unknown) => error);
    expect(await stopped('TIMEOUT_EXCEEDED')).toMatchObject({ code: 'DEADLINE_EXCEEDED' });
    expect(await stopped('MEMORY_LIMIT_EXCEEDED')).toMatchObject({ code: 'RESOURCE_EXHAUSTED' });
    expect(await stopped('SOMETHING_ELSE')).toMatchObject({ message: 'SOMETHING_ELSE' });
    expect(pool().stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('runs a read nested in another in the same slot (a share of one would never give a second)', async () => {
    const ctx = { organization: 'acme', reads: h.usage.reads } as unknown as UsageReadContext;
    const nested = await expensiveRead(ctx, (outer) =>
      expensiveRead(outer, async (inner) => {
        expect(h.usage.reads!.events).toContain(inner.events);
        return pool().stats().running;
      }),
    );
    expect(nested).toBe(1);
  });

  it('reads at a lower priority in a borrowed slot, not in its share nor in the reserve', async () => {
    // A pool of its own (a share of one, one slot in reserve) on the harness's read connections (their limits
    // set no priority: the last setting of a query's clause wins).
    const reads = createExpensiveReads(
      h.usage.reads!.events,
      { size: 2, reserve: 1, share: 1, queuePerKey: 2, queue: 8, retryAfterSeconds: 1 },
      { maxExecutionSeconds: 0, maxMemoryBytes: 0, maxThreads: 0, threadPriority: 10 },
      19,
    );
    const ctx = { organization: 'acme', reads } as unknown as UsageReadContext;
    const priority = (name: string, organization = 'acme') =>
      expensiveRead({ ...ctx, organization }, async (inner) => {
        const result = await inner.events.query({
          query: "SELECT toString(getSetting('os_thread_priority')) AS p",
          format: 'JSONEachRow',
        });
        const p = ((await result.json()) as Array<{ p: string }>)[0]!.p;
        return `${name}:${p}:${reads.events.indexOf(inner.events)}${reads.overShareEvents.indexOf(inner.events)}`;
      });
    // Alone, one read: the organization's own priority, slot 0's client.
    expect(await priority('alone')).toBe('alone:10:0-1');

    // Its share taken: the next read starts at once in the idle slot, borrowed, at the lower priority.
    const hold = held();
    const holding = reads.pool.run('acme', () => hold.done);
    expect(await priority('borrowed')).toBe('borrowed:19:-11');

    // Both slots taken by acme: globex's read runs in the reserve at the normal priority.
    const second = held();
    const holdingSecond = reads.pool.run('acme', () => second.done);
    expect(reads.pool.stats()).toMatchObject({ running: 2, waiting: 0 });
    expect(await priority('other', 'globex')).toBe('other:10:2-1');
    hold.end();
    second.end();
    await Promise.all([holding, holdingSecond]);
  });
});

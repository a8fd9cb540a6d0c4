/**
 * Fairness between organizations (issue 16, docs/limits.md): previews and usage queries go through a pool with
 * a share per organization. One organization holding its share and its queue is refused with 429
 * RESOURCE_EXHAUSTED and Retry-After, while the other organization's reads still run. Only the refusals and the
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
        pool: { size: 2, perKey: 1, queuePerKey: 1, queue: 8, retryAfterSeconds: 2 },
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

  it('refuses an organization past its share and queue with 429 and Retry-After; the other still reads', async () => {
    // acme's share (one running read) is taken, as by a long preview.
    const hold = held();
    const holding = pool().run('acme', () => hold.done);
    const queued = preview(h.keyA);
    await until(() => pool().stats().waiting === 1);

    // Past its queue of one: every expensive read of acme is refused at once.
    expectRetryLater(await preview(h.keyA), 2);
    expectRetryLater(await preview(h.keyA, 'invoices:preview'), 2);
    expectRetryLater(await usage(h.keyA), 2);

    // globex is not: its reads take the slot acme may not have.
    expect(ok(await preview(h.keyB)).total.amount.value).toBe('6.00');
    expect(ok(await preview(h.keyB, 'invoices:preview')).total.amount.value).toBe('6.00');
    expect(ok(await usage(h.keyB)).usage).toEqual([
      { meter: 'meters/calls', dimensions: {}, quantity: { value: '3' } },
    ]);
    // Cheap reads of acme do not go through the pool.
    ok(await h.call('GET', '/v1/customers/c', undefined, h.keyA));
    expect(pool().stats()).toMatchObject({ running: 1, waiting: 1 });

    // The queued preview runs once acme's slot is free.
    hold.end();
    await holding;
    expect(ok(await queued).total.amount.value).toBe('6.00');
    expect(ok(await usage(h.keyA)).usage).toHaveLength(1);
    expect(pool().stats()).toMatchObject({ running: 0, waiting: 0, refused: 3 });
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
    const holds = [held(), held()];
    const holding = [pool().run('acme', () => holds[0]!.done), pool().run('acme', () => holds[1]!.done)];
    await until(() => pool().stats().waiting === 1);
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

  it('reads at a lower priority for an organization with more reads waiting', async () => {
    // A pool of its own with a queue of two per organization, on the harness's read connections (their limits
    // set no priority: the last setting of a query's clause wins).
    const reads = createExpensiveReads(
      h.usage.reads!.events,
      { size: 2, perKey: 1, queuePerKey: 2, queue: 8, retryAfterSeconds: 1 },
      { maxExecutionSeconds: 0, maxMemoryBytes: 0, maxThreads: 0, threadPriority: 10 },
      19,
    );
    const ctx = { organization: 'acme', reads } as unknown as UsageReadContext;
    const priority = (name: string) =>
      expensiveRead(ctx, async (inner) => {
        const result = await inner.events.query({
          query: "SELECT toString(getSetting('os_thread_priority')) AS p",
          format: 'JSONEachRow',
        });
        return `${name}:${((await result.json()) as Array<{ p: string }>)[0]!.p}`;
      });
    // Alone: the organization's own priority.
    expect(await priority('alone')).toBe('alone:10');

    // Its share taken and two more waiting: the first of them starts with the other still waiting behind it.
    const hold = held();
    const holding = reads.pool.run('acme', () => hold.done);
    const next = priority('next');
    const last = priority('last');
    await until(() => reads.pool.stats().waiting === 2);
    hold.end();
    await holding;
    expect(await Promise.all([next, last])).toEqual(['next:19', 'last:10']);
    // Another organization meanwhile is not affected.
    expect(await expensiveRead({ ...ctx, organization: 'globex' }, async (inner) => inner.events)).toBe(
      reads.events[0],
    );
  });
});

/**
 * The producer's batching, retries and bounds, against a model of the edge in this process (the real edge is
 * in producer-edge.test.ts). Time is a ManualTimers: tests move it from timer to timer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  batchBodyBytes,
  createProducer,
  type IngestResult,
  PRODUCER_DEFAULTS,
  ProducerError,
  parseRetryAfter,
  retryDelayMs,
} from '../src/producer.ts';
import { ManualTimers, runUntil, settle } from './manual-timers.ts';

type Fault =
  | { kind: 'ok' }
  /** The connection fails before the edge sees the request. */
  | { kind: 'drop-before' }
  /** The edge stores the events, then the connection fails before the answer arrives. */
  | { kind: 'drop-after' }
  | { kind: 'status'; status: 429 | 503; retryAfter: number | undefined }
  | { kind: 'status'; status: 500 | 502 }
  /** Every other event is answered REJECTED UNAVAILABLE, not stored. */
  | { kind: 'unavailable-some' };

interface Request {
  at: number;
  events: Array<{ eventId: string; json: string }>;
  bytes: number;
  fault: Fault;
  retryAfterMs: number | undefined;
}

/** A model of the edge: de-duplicates by eventId, answers in request order, fails as the script says. */
function modelEdge(timers: ManualTimers, script: Fault[] = []) {
  const stored = new Map<string, string>();
  const requests: Request[] = [];
  const fetch = async (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = String(init?.body);
    const parsed = JSON.parse(body) as { events: Array<Record<string, unknown> & { eventId: string }> };
    const fault = script[requests.length] ?? { kind: 'ok' };
    const events = parsed.events.map((event) => ({ eventId: event.eventId, json: JSON.stringify(event) }));
    const retryAfterMs =
      fault.kind === 'status' && 'retryAfter' in fault && fault.retryAfter !== undefined
        ? fault.retryAfter * 1000
        : undefined;
    const request: Request = {
      at: timers.now(),
      events,
      bytes: Buffer.byteLength(body),
      fault,
      retryAfterMs,
    };
    requests.push(request);
    await Promise.resolve();
    if (fault.kind === 'drop-before') throw new TypeError('fetch failed: socket hang up');
    if (fault.kind === 'status') {
      const headers: Record<string, string> = {};
      if ('retryAfter' in fault && fault.retryAfter !== undefined)
        headers['retry-after'] = String(fault.retryAfter);
      const name = fault.status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE';
      return new Response(
        JSON.stringify({ error: { code: 14, status: name, message: 'busy', details: [] } }),
        {
          status: fault.status,
          headers,
        },
      );
    }
    const results = events.map(({ eventId, json }, i) => {
      if (fault.kind === 'unavailable-some' && i % 2 === 0) {
        return {
          eventId,
          usageEvent: '',
          status: 'REJECTED',
          errorCode: 'UNAVAILABLE',
          errorMessage: 'retry',
        };
      }
      const before = stored.get(eventId);
      if (before !== undefined && before !== json) {
        return {
          eventId,
          usageEvent: '',
          status: 'REJECTED',
          errorCode: 'ALREADY_EXISTS',
          errorMessage: 'x',
        };
      }
      stored.set(eventId, json);
      return {
        eventId,
        usageEvent: `usageEvents/${eventId}`,
        status: before === undefined ? 'ACCEPTED' : 'DUPLICATE',
        errorCode: '',
        errorMessage: '',
      };
    });
    if (fault.kind === 'drop-after')
      throw new TypeError('fetch failed: connection reset after the edge stored');
    return new Response(JSON.stringify({ results }), { status: 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, stored, requests };
}

const event = (i: number, size = 0) => ({
  customer: 'customers/acme',
  eventType: 'api_call',
  eventId: `e-${i}`,
  eventTime: '2026-01-01T00:00:00Z',
  properties: { tokens: String(i), pad: 'x'.repeat(size) },
});

describe('batching by size and age', () => {
  it('keeps every request within the event and byte limits, and sends every event once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 400 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 600, max: 3000 }),
        async (sizes, maxBatchEvents, maxBatchBytes) => {
          const timers = new ManualTimers();
          const edge = modelEdge(timers);
          const producer = createProducer({
            ingestUrl: 'http://edge.test',
            apiKey: 'k',
            fetch: edge.fetch,
            timers,
            maxBatchEvents,
            maxBatchBytes,
            random: () => 0.5,
          });
          const answers = sizes.map((size, i) => producer.ingest(event(i, size)));
          let closed = false;
          void producer.close().then(() => {
            closed = true;
          });
          await runUntil(timers, () => closed);
          for (const request of edge.requests) {
            expect(request.events.length).toBeLessThanOrEqual(maxBatchEvents);
            expect(request.bytes).toBeLessThanOrEqual(maxBatchBytes);
            expect(request.bytes).toBe(
              batchBodyBytes(
                request.events.length,
                request.events.reduce((sum, e) => sum + Buffer.byteLength(e.json), 0),
              ),
            );
          }
          const sent = edge.requests.flatMap((r) => r.events.map((e) => e.eventId));
          expect(sent).toEqual(sizes.map((_, i) => `e-${i}`));
          for (const answer of answers) expect((await answer).status).toBe('ACCEPTED');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sends a partial batch only when its oldest event has waited lingerMs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 8 }),
        async (lingerMs, gaps) => {
          const timers = new ManualTimers();
          const edge = modelEdge(timers);
          const producer = createProducer({
            ingestUrl: 'http://edge.test',
            apiKey: 'k',
            fetch: edge.fetch,
            timers,
            lingerMs,
            maxBatchEvents: 100,
          });
          const queuedAt: number[] = [];
          for (const [i, gap] of gaps.entries()) {
            await timers.advance(gap);
            queuedAt.push(timers.now());
            void producer.ingest(event(i));
            await settle();
          }
          await runUntil(timers, () => producer.size === 0);
          let next = 0;
          for (const request of edge.requests) {
            // The first event of each request had waited exactly lingerMs (no flush, never full).
            expect(request.at - queuedAt[next]!).toBe(lingerMs);
            next += request.events.length;
          }
          expect(next).toBe(gaps.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sends at once when the batch is full, and on flush', async () => {
    const timers = new ManualTimers();
    const edge = modelEdge(timers);
    const producer = createProducer({
      ingestUrl: 'http://edge.test',
      apiKey: 'k',
      fetch: edge.fetch,
      timers,
      lingerMs: 60_000,
      maxBatchEvents: 3,
    });
    for (let i = 0; i < 4; i++) void producer.ingest(event(i));
    await settle();
    expect(edge.requests.map((r) => r.events.length)).toEqual([3]);
    await producer.flush();
    expect(edge.requests.map((r) => r.events.length)).toEqual([3, 1]);
    expect(timers.now()).toBe(0);
  });
});

describe('backoff', () => {
  it('is full jitter under a doubling cap, and never sooner than Retry-After', () => {
    const settings = { initialBackoffMs: 100, maxBackoffMs: 30_000, maxRetryAfterMs: 300_000 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
        (attempt, random, retryAfterMs) => {
          const cap = Math.min(30_000, 100 * 2 ** (attempt - 1));
          const delay = retryDelayMs(attempt, retryAfterMs, () => random, settings);
          if (retryAfterMs === undefined) {
            expect(delay).toBeGreaterThanOrEqual(0);
            expect(delay).toBeLessThan(Math.max(cap, 1));
          } else {
            expect(delay).toBeGreaterThanOrEqual(Math.min(retryAfterMs, 300_000));
            expect(delay).toBeLessThanOrEqual(Math.max(Math.min(retryAfterMs, 300_000), cap));
          }
        },
      ),
    );
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('3', 0)).toBe(3000);
    expect(parseRetryAfter(null, 0)).toBeUndefined();
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Thu, 01 Jan 2025 00:00:05 GMT', now)).toBe(0);
  });
});

const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  fc.constant<Fault>({ kind: 'ok' }),
  fc.constant<Fault>({ kind: 'drop-before' }),
  fc.constant<Fault>({ kind: 'drop-after' }),
  fc.constant<Fault>({ kind: 'unavailable-some' }),
  fc.record({
    kind: fc.constant('status' as const),
    status: fc.constantFrom(429 as const, 503 as const),
    retryAfter: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('status' as const), status: fc.constantFrom(500 as const, 502 as const) }),
);

describe('retries', () => {
  it('delivers every event exactly once with its eventId unchanged, whatever fails on the way', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.array(faultArb, { maxLength: 25 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        async (count, script, maxBatchEvents, maxConcurrentRequests, random) => {
          const timers = new ManualTimers();
          const edge = modelEdge(timers, script);
          const producer = createProducer({
            ingestUrl: 'http://edge.test',
            apiKey: 'k',
            fetch: edge.fetch,
            timers,
            random: () => random,
            maxBatchEvents,
            maxConcurrentRequests,
            retryTimeoutMs: 24 * 3600_000,
          });
          // Without eventIds: the producer assigns them, and must keep them.
          const answers = Array.from({ length: count }, (_, i) =>
            producer.ingest({
              customer: 'customers/acme',
              eventType: 'api_call',
              properties: { n: String(i) },
            }),
          );
          let flushed = false;
          void producer.flush().then(() => {
            flushed = true;
          });
          await runUntil(timers, () => flushed);
          const results = await Promise.all(answers);
          for (const result of results) expect(['ACCEPTED', 'DUPLICATE']).toContain(result.status);
          expect(new Set(results.map((r) => r.eventId)).size).toBe(count);
          expect(edge.stored.size).toBe(count);
          // The same eventId always carried the same event (so the edge's DUPLICATE is right).
          const seen = new Map<string, string>();
          for (const request of edge.requests) {
            for (const e of request.events) {
              expect(seen.get(e.eventId) ?? e.json).toBe(e.json);
              seen.set(e.eventId, e.json);
            }
          }
          // No request left before a Retry-After the edge gave had passed.
          for (const [i, request] of edge.requests.entries()) {
            if (request.retryAfterMs === undefined) continue;
            for (const later of edge.requests.slice(i + 1)) {
              // With requests in parallel, one sent at the same instant may not have known of the answer yet
              // (it was in flight, or its send was already under way); one sent later must have waited.
              if (maxConcurrentRequests > 1 && later.at === request.at) continue;
              expect(later.at).toBeGreaterThanOrEqual(request.at + request.retryAfterMs);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never retries a 4xx other than 429: the events fail with the edge’s code', async () => {
    for (const status of [400, 401, 403, 404, 413]) {
      const timers = new ManualTimers();
      let calls = 0;
      const errors: ProducerError[] = [];
      const producer = createProducer({
        ingestUrl: 'http://edge.test',
        apiKey: 'k',
        timers,
        fetch: async () => {
          calls++;
          return new Response(
            JSON.stringify({ error: { code: 3, status: 'PERMISSION_DENIED', message: 'no', details: [] } }),
            { status },
          );
        },
        onError: (error) => errors.push(error),
      });
      const answer = producer.ingest(event(1));
      await producer.flush();
      await expect(answer).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
        httpStatus: status,
        eventId: 'e-1',
      });
      expect(calls).toBe(1);
      expect(errors.map((e) => e.code)).toEqual(['PERMISSION_DENIED']);
    }
  });

  it('surfaces REJECTED answers as results, and retries only the events answered UNAVAILABLE', async () => {
    const timers = new ManualTimers();
    const sent: string[][] = [];
    const producer = createProducer({
      ingestUrl: 'http://edge.test',
      apiKey: 'k',
      timers,
      random: () => 0,
      fetch: async (_url, init) => {
        const ids = (JSON.parse(String(init?.body)) as { events: Array<{ eventId: string }> }).events.map(
          (e) => e.eventId,
        );
        sent.push(ids);
        const results = ids.map((eventId) =>
          eventId === 'e-1'
            ? {
                eventId,
                usageEvent: '',
                status: 'REJECTED',
                errorCode: 'INVALID_ARGUMENT',
                errorMessage: 'bad',
              }
            : eventId === 'e-2' && sent.length === 1
              ? {
                  eventId,
                  usageEvent: '',
                  status: 'REJECTED',
                  errorCode: 'UNAVAILABLE',
                  errorMessage: 'retry',
                }
              : {
                  eventId,
                  usageEvent: `usageEvents/${eventId}`,
                  status: 'ACCEPTED',
                  errorCode: '',
                  errorMessage: '',
                },
        );
        return new Response(JSON.stringify({ results }), { status: 200 });
      },
    });
    const answers = [0, 1, 2].map((i) => producer.ingest(event(i)));
    let flushed = false;
    void producer.flush().then(() => {
      flushed = true;
    });
    await runUntil(timers, () => flushed);
    const results: IngestResult[] = await Promise.all(answers);
    expect(results.map((r) => [r.status, r.errorCode])).toEqual([
      ['ACCEPTED', ''],
      ['REJECTED', 'INVALID_ARGUMENT'],
      ['ACCEPTED', ''],
    ]);
    expect(sent).toEqual([['e-0', 'e-1', 'e-2'], ['e-2']]);
  });

  it('gives up after retryTimeoutMs with DEADLINE_EXCEEDED', async () => {
    const timers = new ManualTimers();
    let calls = 0;
    const producer = createProducer({
      ingestUrl: 'http://edge.test',
      apiKey: 'k',
      timers,
      random: () => 0.99,
      retryTimeoutMs: 10_000,
      fetch: async () => {
        calls++;
        throw new TypeError('fetch failed');
      },
    });
    const answer = producer.ingest(event(1));
    let flushed = false;
    void producer.flush().then(() => {
      flushed = true;
    });
    await runUntil(timers, () => flushed);
    await expect(answer).rejects.toMatchObject({ code: 'DEADLINE_EXCEEDED' });
    expect(calls).toBeGreaterThan(3);
    expect(timers.now()).toBeLessThanOrEqual(10_000);
  });

  it('abandons a request that takes longer than requestTimeoutMs and sends the same event again', async () => {
    const timers = new ManualTimers();
    const bodies: string[] = [];
    const producer = createProducer({
      ingestUrl: 'http://edge.test',
      apiKey: 'k',
      timers,
      random: () => 0,
      requestTimeoutMs: 5_000,
      fetch: (_url, init) => {
        bodies.push(String(init?.body));
        if (bodies.length === 1) {
          // Never answers: only the abort ends it.
          return new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
        }
        const { events } = JSON.parse(String(init?.body)) as { events: Array<{ eventId: string }> };
        const results = events.map((e) => ({
          eventId: e.eventId,
          usageEvent: '',
          status: 'DUPLICATE',
          errorCode: '',
          errorMessage: '',
        }));
        return Promise.resolve(new Response(JSON.stringify({ results }), { status: 200 }));
      },
    });
    const answer = producer.ingest({ customer: 'customers/acme', eventType: 'api_call' });
    let flushed = false;
    void producer.flush().then(() => {
      flushed = true;
    });
    await runUntil(timers, () => flushed);
    expect((await answer).status).toBe('DUPLICATE');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
  });
});

describe('bounded memory and shutdown', () => {
  it('refuses with QUEUE_FULL past maxQueuedEvents, and takes events again once answered', async () => {
    const timers = new ManualTimers();
    const edge = modelEdge(timers);
    const producer = createProducer({
      ingestUrl: 'http://edge.test',
      apiKey: 'k',
      fetch: edge.fetch,
      timers,
      maxQueuedEvents: 3,
      lingerMs: 1000,
    });
    const accepted = [0, 1, 2].map((i) => producer.ingest(event(i)));
    await expect(producer.ingest(event(3))).rejects.toMatchObject({ code: 'QUEUE_FULL', eventId: 'e-3' });
    expect(producer.size).toBe(3);
    let room = false;
    void producer.waitForCapacity().then(() => {
      room = true;
    });
    await settle();
    expect(room).toBe(false);
    await timers.advance(1000);
    expect(room).toBe(true);
    for (const answer of accepted) expect((await answer).status).toBe('ACCEPTED');
    const fourth = producer.ingest(event(3));
    await producer.flush();
    expect((await fourth).status).toBe('ACCEPTED');
  });

  it('never holds more than maxQueuedEvents, and refuses only when full', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.array(
          fc.oneof(fc.record({ ingest: fc.integer({ min: 1, max: 15 }) }), fc.record({ wait: fc.nat(400) })),
          {
            maxLength: 30,
          },
        ),
        fc.array(faultArb, { maxLength: 10 }),
        async (maxQueuedEvents, steps, script) => {
          const timers = new ManualTimers();
          const edge = modelEdge(timers, script);
          const producer = createProducer({
            ingestUrl: 'http://edge.test',
            apiKey: 'k',
            fetch: edge.fetch,
            timers,
            maxQueuedEvents,
            maxBatchEvents: 4,
            maxConcurrentRequests: 1,
            // Ten faults of up to 120 s of Retry-After each can outlast the default 5 minutes: giving up is
            // another property (DEADLINE_EXCEEDED, above); this one is about what the producer holds.
            retryTimeoutMs: 24 * 3600_000,
            random: () => 0.5,
          });
          let next = 0;
          const outcomes: Array<Promise<string>> = [];
          for (const step of steps) {
            if ('wait' in step) {
              await timers.advance(step.wait);
              continue;
            }
            for (let i = 0; i < step.ingest; i++) {
              const full = producer.size === maxQueuedEvents;
              outcomes.push(
                producer.ingest(event(next++)).then(
                  (r) => r.status,
                  (e: ProducerError) => {
                    // QUEUE_FULL exactly when the producer was full.
                    expect(e.code).toBe('QUEUE_FULL');
                    expect(full).toBe(true);
                    return e.code;
                  },
                ),
              );
              expect(producer.size).toBeLessThanOrEqual(maxQueuedEvents);
              if (!full) expect(producer.size).toBeGreaterThan(0);
            }
          }
          let closed = false;
          void producer.close().then(() => {
            closed = true;
          });
          await runUntil(timers, () => closed);
          for (const outcome of await Promise.all(outcomes)) {
            expect(['ACCEPTED', 'DUPLICATE', 'QUEUE_FULL']).toContain(outcome);
          }
          expect(producer.size).toBe(0);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('refuses an event larger than a batch may hold, and one that cannot be serialized', async () => {
    const producer = createProducer({ ingestUrl: 'http://edge.test', apiKey: 'k', maxBatchBytes: 200 });
    await expect(producer.ingest(event(1, 500))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(
      producer.ingest({ customer: 'customers/a', eventType: 't', properties: { n: 1n } }),
    ).rejects.toBeInstanceOf(ProducerError);
    expect(producer.size).toBe(0);
  });

  it('close sends what is queued, then refuses new events; its timeout cancels what is left', async () => {
    const timers = new ManualTimers();
    const edge = modelEdge(timers, [{ kind: 'status', status: 503, retryAfter: 60 }]);
    const producer = createProducer({
      ingestUrl: 'http://edge.test',
      apiKey: 'k',
      fetch: edge.fetch,
      timers,
    });
    const answer = producer.ingest(event(1));
    let closed = false;
    void producer.close({ timeoutMs: 30_000 }).then(() => {
      closed = true;
    });
    await expect(producer.ingest(event(2))).rejects.toMatchObject({ code: 'CANCELLED' });
    await runUntil(timers, () => closed);
    await expect(answer).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(timers.now()).toBe(30_000);
    expect(edge.requests).toHaveLength(1);
    expect(timers.count).toBe(0);
  });

  it('fills in eventId and eventTime once, from the injected clock and id source', async () => {
    const timers = new ManualTimers();
    await timers.advance(Date.parse('2026-03-01T12:00:00Z'));
    const edge = modelEdge(timers);
    const producer = createProducer({
      ingestUrl: 'http://edge.test',
      apiKey: 'k',
      fetch: edge.fetch,
      timers,
      newEventId: () => 'generated-1',
    });
    const answer = producer.ingest({ customer: 'customers/acme', eventType: 'api_call' });
    await producer.flush();
    expect(await answer).toMatchObject({ eventId: 'generated-1', status: 'ACCEPTED' });
    expect(JSON.parse(edge.requests[0]!.events[0]!.json)).toMatchObject({
      eventId: 'generated-1',
      eventTime: '2026-03-01T12:00:00.000Z',
    });
  });

  it('refuses settings that would never send', () => {
    for (const key of ['maxBatchEvents', 'maxConcurrentRequests', 'maxQueuedEvents'] as const) {
      expect(() => createProducer({ ingestUrl: 'http://edge.test', apiKey: 'k', [key]: 0 })).toThrow(
        RangeError,
      );
    }
    expect(() => createProducer({ ingestUrl: 'http://edge.test', apiKey: 'k', lingerMs: -1 })).toThrow(
      RangeError,
    );
  });

  it('defaults to the edge limits', () => {
    expect(PRODUCER_DEFAULTS.maxBatchEvents).toBe(1000);
    expect(PRODUCER_DEFAULTS.maxBatchBytes).toBe(5 * 1024 * 1024);
  });
});

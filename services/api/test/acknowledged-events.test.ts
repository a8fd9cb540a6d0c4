/**
 * An event ingest acknowledged is never NOT_FOUND (issue 28, item 5). With an ingest log, ACCEPTED means "in the
 * log", and ClickHouse holds the event only once a drainer wrote it: `GET usageEvents/{id}` and `:correct` in
 * between wait for it, then answer UNAVAILABLE with Retry-After; an eventId ingest never acknowledged stays
 * NOT_FOUND. On the embedded profile's file log (over PGlite) and on the Redis ingest log (over PostgreSQL). No
 * drainer runs until the test calls `drainLog()`, so "not drained yet" is a state, not a race.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, ok } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';

const NOW = '2026-05-20T12:00:00.000Z';
const EVENT_TIME = '2026-05-20T11:00:00.000Z';

const event = (eventId: string, tokens: number) => ({
  eventId,
  customer: 'customers/ack',
  eventType: 'tokens.used',
  eventTime: EVENT_TIME,
  properties: { tokens },
});

const correction = (replacementId: string) => ({
  reason: 'wrong count',
  replacement: event(replacementId, 9),
});

describe.each([
  ['file', 'pglite'],
  ['redis', 'postgres'],
] as const)('acknowledged events (INGEST_LOG=%s, %s)', (ingestLog, backend) => {
  let h: Harness;
  const clock = new ManualClock(NOW);
  // A short wait keeps the UNAVAILABLE cases quick; the test of the wait itself lengthens it.
  const shortWait = { polls: 3, pauseMs: 10 };

  beforeAll(async () => {
    h = await startHarness(backend, { clock, ingestLog, visibilityWait: shortWait });
    ok(await h.call('POST', '/v1/customers?customerId=ack', {}));
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers UNAVAILABLE with Retry-After, never NOT_FOUND, while an ACCEPTED event is not drained', async () => {
    const [result] = await h.ingest('acme', [event('ack-1', 5)]);
    expect(result).toMatchObject({ status: 'ACCEPTED', usageEvent: 'usageEvents/ack-1' });

    const read = await h.call('GET', '/v1/usageEvents/ack-1');
    expectError(read, 503, 'UNAVAILABLE');
    expect(read.headers['retry-after']).toBe('1');
    const corrected = await h.call('POST', '/v1/usageEvents/ack-1:correct', correction('ack-1-fix'));
    expectError(corrected, 503, 'UNAVAILABLE');
    expect(corrected.headers['retry-after']).toBe('1');

    // An eventId never acknowledged is NOT_FOUND at once, as is another organization's.
    expectError(await h.call('GET', '/v1/usageEvents/never-sent'), 404, 'NOT_FOUND');
    expectError(
      await h.call('POST', '/v1/usageEvents/never-sent:correct', correction('never-fix')),
      404,
      'NOT_FOUND',
    );
    expectError(await h.call('GET', '/v1/usageEvents/ack-1', undefined, h.keyB), 404, 'NOT_FOUND');

    // Drained, it reads as stored, and the correction the producer retries goes through.
    await h.drainLog();
    expect(ok(await h.call('GET', '/v1/usageEvents/ack-1'))).toMatchObject({
      name: 'usageEvents/ack-1',
      status: 'ACCEPTED',
      properties: { tokens: 5 },
    });
    const replacement = ok(await h.call('POST', '/v1/usageEvents/ack-1:correct', correction('ack-1-fix')));
    expect(replacement).toMatchObject({ name: 'usageEvents/ack-1-fix', correctionOf: 'usageEvents/ack-1' });
    expect(ok(await h.call('GET', '/v1/usageEvents/ack-1')).status).toBe('SUPERSEDED');
  });

  it('a read waits for the drain of an acknowledged event and answers it', async () => {
    const [result] = await h.ingest('acme', [event('ack-2', 3)]);
    expect(result!.status).toBe('ACCEPTED');
    // Long enough for any drain of a loaded machine: the read ends when the event is there.
    h.usage.visibilityWait = { polls: 2_000, pauseMs: 25 };
    try {
      const [read] = await Promise.all([h.call('GET', '/v1/usageEvents/ack-2'), h.drainLog()]);
      expect(ok(read)).toMatchObject({ name: 'usageEvents/ack-2', properties: { tokens: 3 } });
    } finally {
      h.usage.visibilityWait = shortWait;
    }
  });
});

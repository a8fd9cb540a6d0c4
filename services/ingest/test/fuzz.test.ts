/** Bad input of every kind gets per-event errors or a 4xx google.rpc.Status, never a 5xx or a crash. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedEventStore, startEdge, type TestEdge } from './edge.ts';

afterAll(closeSharedEventStore);

describe('ingest edge under fuzzed input', () => {
  let edge: TestEdge;

  beforeAll(async () => {
    edge = await startEdge({ dedup: 'memory' });
  });
  afterAll(async () => {
    await edge?.close();
  });

  function expectWellFormed(status: number, body: any, events?: number) {
    expect(status).toBeLessThan(500);
    if (status === 200) {
      const results = Array.isArray(body?.results) ? body.results : [body];
      if (events !== undefined) expect(results).toHaveLength(events);
      for (const r of results) expect(['ACCEPTED', 'DUPLICATE', 'REJECTED']).toContain(r.status);
    } else {
      expect(body.error.code).toBe(status);
      expect(typeof body.error.status).toBe('string');
    }
  }

  it('any JSON value as an event gets its own result', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.jsonValue(), { maxLength: 20 }), async (events) => {
        const response = await edge.post('/v1/usageEvents:batchIngest', { events });
        expectWellFormed(response.status, response.body, events.length);
      }),
      { numRuns: 60 },
    );
  });

  it('events with fuzzed fields get per-event errors', async () => {
    const field = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(undefined));
    const eventArb = fc.record({
      customer: fc.oneof(field, fc.constant('customers/c1')),
      eventId: fc.oneof(field, fc.stringMatching(/^[A-Za-z0-9._:~-]{1,20}$/)),
      eventType: field,
      eventTime: fc.oneof(
        field,
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      properties: fc.oneof(field, fc.dictionary(fc.string(), fc.jsonValue())),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { maxLength: 10 }), async (events) => {
        const response = await edge.post('/v1/usageEvents:batchIngest', { events });
        expectWellFormed(response.status, response.body, events.length);
      }),
      { numRuns: 60 },
    );
  });

  it('arbitrary bodies and texts get a 4xx at worst', async () => {
    const body = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string().map((s) => `{"events":${s}`),
      fc.constant('{"event":{"eventId":12345678901234567890123}}'),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('/v1/usageEvents:ingest', '/v1/usageEvents:batchIngest'),
        async (text, path) => {
          const response = await edge.post(path, text);
          expectWellFormed(response.status, response.body);
        },
      ),
      { numRuns: 100 },
    );
    // Still serving.
    const alive = await edge.post('/v1/usageEvents:batchIngest', { events: [] });
    expect(alive.status).toBe(200);
  });
});

/**
 * Hostile bodies and headers on the ingest edge (issue 16, items 1-3; docs/limits.md): nesting past 64, number
 * literals too long, with a huge exponent or past a double's range (a value that would be stored as null),
 * invalid UTF-8, two Authorization headers. Each is a 4xx google.rpc.Status with nothing stored.
 */
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../../test/tools/raw-http.ts';
import { closeSharedEventStore, startEdge, type TestEdge } from './edge.ts';

const BATCH = '/v1/usageEvents:batchIngest';
const NOW = Date.parse('2026-06-15T12:00:00.000Z');

afterAll(closeSharedEventStore);

describe('hostile input on the ingest edge', () => {
  const clock = new ManualClock(new Date(NOW));
  let edge: TestEdge;

  beforeAll(async () => {
    edge = await startEdge({ dedup: 'memory', clock });
    const now = new Date(NOW);
    await edge.db
      .sql`INSERT INTO customers (organization_id, id, currency_code, archived, create_time, update_time)
      VALUES (${edge.organization}, 'c1', 'USD', false, ${now}, ${now})`;
  });
  afterAll(async () => {
    await edge?.close();
  });

  const batch = (properties: string) =>
    `{"parent": "organizations/${edge.organization}", "events": [{"customer": "customers/c1", "eventId": "h-${Math.random()}", "eventType": "t", "eventTime": "${new Date(NOW - 60_000).toISOString()}", "properties": ${properties}}]}`;

  const stored = async () => {
    const result = await edge.events.client.query({
      query: 'SELECT count() AS n FROM usage_events WHERE organization_id = {o:String}',
      query_params: { o: edge.organization },
      format: 'JSONEachRow',
    });
    return Number(((await result.json()) as Array<{ n: string }>)[0]!.n);
  };

  it('refuses each hostile body with INVALID_ARGUMENT and stores nothing', async () => {
    const cases: Array<[string, Buffer]> = [
      ['nesting of 65', Buffer.from(batch(`{"a": ${'['.repeat(61)}${']'.repeat(61)}}`))],
      ['nesting of 100,000', Buffer.from(batch(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`))],
      ['a huge exponent', Buffer.from(batch('{"tokens": 1e999999999}'))],
      ['past a double', Buffer.from(batch('{"tokens": 2e308}'))],
      ['a number of 1,000 digits', Buffer.from(batch(`{"tokens": ${'9'.repeat(1000)}}`))],
      [
        'invalid UTF-8',
        Buffer.concat([
          Buffer.from(batch('{"name": "')).subarray(0, -2),
          Buffer.from([0xc3, 0x28, 0x22, 0x7d, 0x5d, 0x7d]),
        ]),
      ],
    ];
    for (const [what, body] of cases) {
      const res = await edge.post(BATCH, body);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.status, what).toBe('INVALID_ARGUMENT');
    }
    expect(await stored()).toBe(0);
  });

  it('stores an event nested exactly 64 deep', async () => {
    // The body's object, events, the event, properties: 4 levels, then 60 arrays.
    const res = await edge.post(BATCH, batch(`{"a": ${'['.repeat(60)}${']'.repeat(60)}}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results[0].status).toBe('ACCEPTED');
  });

  it('refuses two Authorization headers as UNAUTHENTICATED', async () => {
    const res = await rawRequest(
      Number(new URL(edge.url).port),
      `POST ${BATCH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${edge.key}\r\nAuthorization: Bearer ${edge.key}\r\nContent-Type: application/json\r\n`,
      Buffer.from(batch('{}')),
    );
    expect(res.status, res.text).toBe(401);
    expect(res.text).toContain('UNAUTHENTICATED');
  });
});

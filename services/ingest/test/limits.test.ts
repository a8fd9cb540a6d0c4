/**
 * Both sides of every ingest limit, through the running edge with the production window (35 days back,
 * 5 minutes ahead) on an injected clock, each read both ways a body is read (the scan, and JSON.parse with
 * validateEvent for a body the scan declines): the event time window to the millisecond, the batch count, the
 * properties size, nesting and number literals; the body size (declared and streamed, before either); and tenancy: another organization's customer is NOT_FOUND,
 * with nothing stored.
 */
import { DAY_MS, ManualClock } from '@billing/core';
import { scanIngestBody } from '@billing/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeNativeScan } from '../src/native-scan.ts';
import { MAX_BATCH } from '../src/routes.ts';
import { INGEST_BODY_LIMIT } from '../src/server.ts';
import { closeSharedEventStore, startEdge, type TestEdge } from './edge.ts';

const INGEST = '/v1/usageEvents:ingest';
const BATCH = '/v1/usageEvents:batchIngest';
const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

afterAll(closeSharedEventStore);

describe('ingest limits, both sides (redis de-duplication)', () => {
  const clock = new ManualClock(new Date(NOW));
  let edge: TestEdge;
  let seq = 0;

  beforeAll(async () => {
    edge = await startEdge({ dedup: 'redis', clock });
    const now = new Date(NOW);
    const customers: Array<[string, string]> = [
      [edge.organization, 'c1'],
      [edge.otherOrganization, 'theirs'],
    ];
    for (const [organization, id] of customers) {
      await edge.db
        .sql`INSERT INTO customers (organization_id, id, currency_code, archived, create_time, update_time)
        VALUES (${organization}, ${id}, 'USD', false, ${now}, ${now})`;
    }
  });
  afterAll(async () => {
    await edge?.close();
  });

  const event = (overrides: Record<string, unknown> = {}) => ({
    customer: 'customers/c1',
    eventId: `lim-${seq++}`,
    eventType: 'limits',
    eventTime: iso(NOW - 60_000),
    properties: { v: 1 },
    ...overrides,
  });
  const stored = async (eventId: string, organization = edge.organization) => {
    const result = await edge.events.client.query({
      query:
        'SELECT count() AS n FROM usage_events WHERE organization_id = {o:String} AND event_id = {e:String}',
      query_params: { o: organization, e: eventId },
      format: 'JSONEachRow',
    });
    return Number((await result.json<{ n: string }>())[0]!.n);
  };

  /**
   * The two ways the edge reads a body (docs/usage-events.md, "How a body is read"): the plain shape, which the
   * scan takes, and the same events behind a `parent` field first, a shape neither scan takes, so JSON.parse and
   * validateEvent read it with their own checks of each limit.
   */
  const ways = [
    { way: 'the scan', scanned: true, body: (fields: Record<string, unknown>) => JSON.stringify(fields) },
    {
      way: 'the parser',
      scanned: false,
      body: (fields: Record<string, unknown>) =>
        JSON.stringify({ parent: `organizations/${edge.organization}`, ...fields }),
    },
  ];

  it('the scan takes the plain body and declines the same events behind a parent', () => {
    const window = { now: NOW, pastMs: 35 * DAY_MS, futureMs: 5 * 60_000 };
    for (const { way, scanned, body } of ways) {
      for (const batch of [false, true]) {
        const text = body(batch ? { events: [event(), event()] } : { event: event() });
        const read = scanIngestBody(text, batch, window, MAX_BATCH, edgeNativeScan());
        expect(read.events !== undefined, `${way}, batch ${batch}`).toBe(scanned);
      }
    }
  });

  describe.each(ways)('read by $way', ({ body }) => {
    const one = async (fields: Record<string, unknown>) => {
      const res = await edge.post(INGEST, body({ event: event(fields) }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return [res.body.status, res.body.errorCode];
    };
    /** A batch of one event whose properties are `properties` (JSON text, as sent). */
    const raw = (properties: string) =>
      body({ events: [event({ properties: '@' })] }).replace('"@"', properties);

    it('accepts an event exactly 35 days old and exactly 5 minutes ahead, and refuses one millisecond beyond', async () => {
      expect(await one({ eventTime: iso(NOW - 35 * DAY_MS) })).toEqual(['ACCEPTED', '']);
      expect(await one({ eventTime: iso(NOW + 5 * 60_000) })).toEqual(['ACCEPTED', '']);
      expect(await one({ eventTime: iso(NOW - 35 * DAY_MS - 1) })).toEqual(['REJECTED', 'OUT_OF_RANGE']);
      expect(await one({ eventTime: iso(NOW + 5 * 60_000 + 1) })).toEqual(['REJECTED', 'OUT_OF_RANGE']);
    });

    it(`accepts a batch of exactly ${MAX_BATCH} events and refuses ${MAX_BATCH + 1}`, async () => {
      const full = await edge.post(BATCH, body({ events: Array.from({ length: MAX_BATCH }, () => event()) }));
      expect(full.status).toBe(200);
      expect(full.body.results).toHaveLength(1000);
      expect(full.body.results.every((r: { status: string }) => r.status === 'ACCEPTED')).toBe(true);
      const over = Array.from({ length: MAX_BATCH + 1 }, () => event());
      const refused = await edge.post(BATCH, body({ events: over }));
      expect(refused.status).toBe(400);
      expect(refused.body.error.status).toBe('INVALID_ARGUMENT');
      expect(await stored(over[0]!.eventId)).toBe(0);
    });

    it('accepts properties of exactly 64 KiB and refuses one byte more', async () => {
      // {"pad":"..."} is 10 bytes around the text.
      const properties = (bytes: number) => ({ pad: 'y'.repeat(bytes - 10) });
      expect(Buffer.byteLength(JSON.stringify(properties(65_536)))).toBe(65_536);
      expect(await one({ properties: properties(65_536) })).toEqual(['ACCEPTED', '']);
      const over = event({ properties: properties(65_537) });
      const res = await edge.post(INGEST, body({ event: over }));
      expect([res.body.status, res.body.errorCode]).toEqual(['REJECTED', 'INVALID_ARGUMENT']);
      expect(await stored(over.eventId)).toBe(0);
    });

    const refused = async (text: string) => {
      const res = await edge.post(BATCH, text);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
      expect(JSON.stringify(res.body.error.details)).toContain('"field":"body"');
    };
    const accepted = async (text: string) => {
      const res = await edge.post(BATCH, text);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['ACCEPTED']);
    };

    it('accepts nesting of exactly 64 levels and refuses 65', async () => {
      // The body's object, events, the event, properties: 4 levels, then arrays.
      await accepted(raw(`{"a":${'['.repeat(60)}${']'.repeat(60)}}`));
      await refused(raw(`{"a":${'['.repeat(61)}${']'.repeat(61)}}`));
    });

    it('accepts a number of 100 characters, an exponent of 400 and the largest double; refuses one more of each', async () => {
      const digits = (n: number) => `1.${'5'.repeat(n - 2)}`;
      expect(digits(100)).toHaveLength(100);
      await accepted(raw(`{"n":${digits(100)}}`));
      await refused(raw(`{"n":${digits(101)}}`));
      await accepted(raw('{"n":1e-400}'));
      await refused(raw('{"n":1e-401}'));
      await accepted(raw('{"n":-1.7976931348623157e308}'));
      await refused(raw('{"n":-1.7976931348623159e308}'));
    });
  });

  /** A batch body of exactly `bytes` bytes: real events, then spaces (JSON allows trailing white space). */
  const bodyOf = (bytes: number) => {
    const text = JSON.stringify({ events: [event({ properties: { pad: 'x'.repeat(60_000) } })] });
    return text + ' '.repeat(bytes - Buffer.byteLength(text));
  };

  it('accepts a body of exactly 5 MiB and answers 413 to one byte more, declared or streamed', async () => {
    expect(INGEST_BODY_LIMIT).toBe(5 * 1024 * 1024);
    const exact = bodyOf(INGEST_BODY_LIMIT);
    expect(Buffer.byteLength(exact)).toBe(5_242_880);
    const ok = await edge.post(BATCH, exact);
    expect(ok.status).toBe(200);
    expect(ok.body.results[0].status).toBe('ACCEPTED');
    const over = await edge.post(BATCH, bodyOf(INGEST_BODY_LIMIT + 1));
    expect(over.status).toBe(413);
    expect(over.body.error.status).toBe('RESOURCE_EXHAUSTED');
    // Without a Content-Length the limit is counted as the body streams in.
    const streamed = (text: string) =>
      fetch(`${edge.url}${BATCH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${edge.key}`, 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            const bytes = Buffer.from(text);
            for (let at = 0; at < bytes.length; at += 65_536)
              controller.enqueue(bytes.subarray(at, at + 65_536));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    expect((await streamed(bodyOf(INGEST_BODY_LIMIT))).status).toBe(200);
    const streamedOver = await streamed(bodyOf(INGEST_BODY_LIMIT + 1));
    expect(streamedOver.status).toBe(413);
    expect(((await streamedOver.json()) as { error: { status: string } }).error.status).toBe(
      'RESOURCE_EXHAUSTED',
    );
  });

  it("answers REJECTED NOT_FOUND for another organization's customer and stores nothing in either", async () => {
    const theirs = event({ customer: 'customers/theirs' });
    const res = await edge.post(INGEST, { event: theirs });
    expect(res.body).toMatchObject({ eventId: theirs.eventId, status: 'REJECTED', errorCode: 'NOT_FOUND' });
    expect(await stored(theirs.eventId)).toBe(0);
    expect(await stored(theirs.eventId, edge.otherOrganization)).toBe(0);
    // The same event under its own organization's key is theirs to store.
    const own = await edge.post(INGEST, { event: theirs }, edge.otherKey);
    expect(own.body).toMatchObject({ status: 'ACCEPTED' });
    expect(await stored(theirs.eventId, edge.otherOrganization)).toBe(1);
    expect(await stored(theirs.eventId)).toBe(0);
  });
});

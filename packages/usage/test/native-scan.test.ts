/**
 * The native scan answers as the JS scan does (which scan-events.test.ts holds to JSON.parse and
 * validateEvent), body by body and event by event, and the rows it encodes are encodeEvents' rows: on random
 * bodies of the common shape and of every shape around it. It must also take the common body itself, or it
 * would pass by leaving everything to JS.
 */
import { checkJsonText } from '@billing/core';
import { encodeEvents } from '@billing/events';
import { loadNativeScan } from '@billing/native-scan';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanEventsBody } from '../src/edge/scan-events.ts';
import { NATIVE_SCAN_LIMITS, type RowsFor, scanIngestBody } from '../src/edge/scan-ingest-body.ts';
import type { RejectedEvent, TimeWindow, ValidEvent } from '../src/edge/validate.ts';
import { ingestBodies, MAX, NOW, plainEvent } from './ingest-bodies.ts';

const native = loadNativeScan(NATIVE_SCAN_LIMITS);
const window: TimeWindow = { now: NOW, pastMs: 35 * 86_400_000, futureMs: 5 * 60_000 };
const rowsFor: RowsFor = { organization: 'org-a', nowMs: NOW + 1234 };
const spaced = ingestBodies(MAX);
const compact = ingestBodies(MAX, fc.constant(''));

/** An event as a plain object of the fields ValidEvent promises (the values read), without its row. */
function plain(item: ValidEvent | RejectedEvent): unknown {
  if (!('hash' in item)) return item;
  const { index, eventId, customerId, eventType, eventTime, properties, values, hash } = item;
  return { index, eventId, customerId, eventType, eventTime, properties, values, hash };
}

/** The row encodeEvents writes for `event`, ingested for `rowsFor`. */
function expectedRow(event: ValidEvent): string {
  return encodeEvents([
    {
      organizationId: rowsFor.organization,
      customerId: event.customerId,
      eventType: event.eventType,
      eventTime: event.eventTime,
      eventId: event.eventId,
      ingestTimeMicros: BigInt(rowsFor.nowMs) * 1000n,
      properties: event.properties,
      propertyValues: event.values,
      payloadHash: event.hash,
      correctionOf: '',
    },
  ]);
}

/** Compares both scans on `text`; the number of events the native scan took. */
function agree(text: string, batch: boolean): number {
  let long: boolean;
  try {
    long = checkJsonText(text);
  } catch (error) {
    // Refused by the text checks: refused alike, whatever the native scan took.
    expect(() => scanIngestBody(text, batch, window, MAX, native, rowsFor)).toThrow((error as Error).message);
    return 0;
  }
  const js = scanEventsBody(text, batch, window, long, MAX);
  const scanned = scanIngestBody(text, batch, window, MAX, native, rowsFor);
  const events = scanned.events;
  expect(events?.map(plain)).toStrictEqual(js?.map(plain));
  // A body left to the parser carries checkJsonText's answer, which the parser then uses.
  if (events === undefined) expect(scanned.long).toBe(long);
  let taken = 0;
  for (const event of events ?? []) {
    if (!('hash' in event) || event.row === undefined) continue;
    expect(event.row).toBe(expectedRow(event));
    taken++;
  }
  return taken;
}

describe('scanIngestBody', () => {
  it('has the native scan built (npm install builds it)', () => {
    expect(native).toBeDefined();
  });

  it('checks the limits it was loaded with, not limits of its own', () => {
    const eventId = 'e'.repeat(20);
    const time = new Date(NOW).toISOString();
    const text = `{"events":[{"eventId":"${eventId}","customer":"customers/acme","eventType":"tokens","eventTime":"${time}","properties":{"n":5}}]}`;
    const taken = (limits: typeof NATIVE_SCAN_LIMITS) => {
      const [event] = scanIngestBody(text, true, window, MAX, loadNativeScan(limits), rowsFor).events!;
      expect(plain(event!)).toStrictEqual(plain(scanEventsBody(text, true, window, false, MAX)![0]!));
      return (event as ValidEvent).row !== undefined;
    };
    try {
      expect(taken(NATIVE_SCAN_LIMITS)).toBe(true);
      // One character shorter than this eventId: the native scan leaves the event to JS, which takes it.
      expect(taken({ ...NATIVE_SCAN_LIMITS, maxEventIdLength: eventId.length - 1 })).toBe(false);
      expect(taken({ ...NATIVE_SCAN_LIMITS, maxEventIdLength: eventId.length })).toBe(true);
      // A layout that would overlap events is refused at load.
      expect(() => loadNativeScan({ ...NATIVE_SCAN_LIMITS, stride: 9 })).toThrow('limits refused');
    } finally {
      loadNativeScan(NATIVE_SCAN_LIMITS);
    }
  });

  it('answers as the JS scan does, for batches, and encodes the rows encodeEvents writes', () => {
    let taken = 0;
    // Bodies as generated, and compact ones of ASCII events only (one non-ASCII character sends the whole
    // body to JS).
    const ascii = compact.events.map((list) => list.filter((e) => /^[\x20-\x7e]*$/.test(e)));
    for (const [events, ws] of [
      [spaced.events, spaced.ws],
      [ascii, compact.ws],
      [fc.array(plainEvent, { maxLength: MAX }), spaced.ws],
    ] as const) {
      fc.assert(
        fc.property(events, ws, (list, w) => {
          taken += agree(`${w}{"events":${w}[${list.join(`,${w}`)}]}${w}`, true);
        }),
        { numRuns: 1500 },
      );
    }
    // The native scan indeed takes most events of the common shape.
    expect(taken).toBeGreaterThan(5000);
  });

  it('answers as the JS scan does, for single events', () => {
    let taken = 0;
    for (const eventText of [spaced.eventText, compact.eventText, plainEvent]) {
      fc.assert(
        fc.property(eventText, (event) => {
          taken += agree(`{"event":${event}}`, false);
        }),
        { numRuns: 1500 },
      );
    }
    expect(taken).toBeGreaterThan(1200);
  });

  it('leaves broken or other bodies to JS, never answering differently', () => {
    fc.assert(
      fc.property(compact.brokenBodies, (texts) => {
        for (const text of texts) agree(text, true);
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses what the text checks refuse, and reads long numbers losslessly, beside taken events', () => {
    const taken = JSON.stringify({
      eventId: 'e-1',
      customer: 'customers/c1',
      eventType: 't',
      eventTime: '2026-11-19T10:00:00Z',
      properties: { n: 5 },
    });
    const other = (properties: string) => taken.replace('{"n":5}', properties);
    for (const [properties, refusal] of [
      [`${'['.repeat(70)}${']'.repeat(70)}`, 'must not nest'],
      [`{"n":${'9'.repeat(120)}}`, 'at most 100 characters'],
      ['{"n":1e999}', 'exponent'],
    ] as const) {
      const text = `{"events":[${taken},${other(properties)}]}`;
      expect(() => scanIngestBody(text, true, window, MAX, native, rowsFor)).toThrow(refusal);
      agree(text, true);
    }
    // A number JSON.parse could round: the body is left to the lossless parser, as the JS scan leaves it.
    const long = `{"events":[${taken},${other('{"n":12345678901234567}')}]}`;
    expect(scanIngestBody(long, true, window, MAX, native, rowsFor)).toStrictEqual({
      events: undefined,
      long: true,
    });
    const single = `{"event":${other('{"n":1234567890123456}')}}`;
    expect(scanIngestBody(single, false, window, MAX, native, rowsFor)).toStrictEqual({
      events: undefined,
      long: true,
    });
  });

  it('reads eventTime as Date.parse does, and leaves other forms to it', () => {
    const event = (time: string) =>
      `{"event":{"eventId":"e-1","customer":"customers/c1","eventType":"t","eventTime":"${time}"}}`;
    for (const time of [
      '2026-11-19T10:00:00Z',
      '2026-11-19T10:00:00.5Z',
      '2026-11-19T10:00:00.05Z',
      '2026-11-19T10:00:00.999Z',
      '2026-11-19T23:59:59.999Z',
      '2026-11-01T00:00:00.000Z',
      '2026-10-31T00:00:00Z',
      '2026-11-20T12:05:00.000Z',
      '2026-11-20T12:05:00.001Z',
      '2026-10-16T12:00:00.000Z',
      '2026-10-16T11:59:59.999Z',
      '2026-11-19T24:00:00Z',
      '2026-11-31T10:00:00Z',
      '2026-11-19T10:00:00.1234Z',
    ]) {
      const [result] = scanIngestBody(event(time), false, window, MAX, native, rowsFor).events!;
      expect(plain(result!), time).toStrictEqual(
        plain(scanEventsBody(event(time), false, window, false, MAX)![0]!),
      );
      if (result && 'hash' in result) expect(result.eventTime).toBe(Date.parse(time));
    }
  });

  it('takes the common body itself: fields, values, hash and row', () => {
    const text =
      '{"events":[{"eventId":"e-1","customer":"customers/c1","eventType":"api.call",' +
      `"eventTime":"2026-11-20T10:00:00Z","properties":{"tokens":12,"model":"it's","ok":true,"gone":null}}]}`;
    const [event] = scanIngestBody(text, true, window, MAX, native, rowsFor).events!;
    expect(event).toMatchObject({
      eventId: 'e-1',
      customerId: 'c1',
      properties: `{"tokens":12,"model":"it's","ok":true,"gone":null}`,
      values: [
        ['tokens', '12'],
        ['model', "it's"],
        ['ok', 'true'],
      ],
    });
    expect((event as ValidEvent).row).toContain(`{'tokens':'12','model':'it\\'s','ok':'true'}\n`);
    expect(plain(event!)).toStrictEqual(plain(scanEventsBody(text, true, window, false, MAX)![0]!));
    // Without rowsFor, no rows; with the native scan off, the JS scan's own events.
    expect((scanIngestBody(text, true, window, MAX, native).events![0] as ValidEvent).row).toBeUndefined();
    expect(scanIngestBody(text, true, window, MAX, undefined, rowsFor).events).toStrictEqual(
      scanEventsBody(text, true, window, false, MAX),
    );
  });
});

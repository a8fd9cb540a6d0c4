/**
 * The one-pass scan of ingest bodies gives what JSON.parse and validateEvent give, event by event, or leaves the
 * body to them (undefined): on random bodies of the common shape and of every shape around it (whitespace,
 * escapes, nested and repeated keys, other numbers, snake_case names, invalid events, broken JSON).
 */
import { checkJsonText } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBody } from '../src/parse-body.ts';
import { scanEventsBody } from '../src/scan-events.ts';
import { type TimeWindow, validateEvent } from '../src/validate.ts';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const window: TimeWindow = { now: NOW, pastMs: 35 * 86_400_000, futureMs: 5 * 60_000 };
const MAX = 20;

/** The general path of the edge (services/ingest routes.ts), or 'refused' where it throws. */
function general(text: string, batch: boolean): unknown {
  try {
    const parsed = parseBody(text);
    const body = parsed.value as Record<string, unknown>;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'refused';
    const events = batch ? body.events : [body.event];
    if (!Array.isArray(events) || events.length > MAX || (!batch && body.event == null)) return 'refused';
    return events.map((e, i) => validateEvent(e, i, window, parsed.stringify));
  } catch {
    return 'refused';
  }
}

/** Compares both on `text`; true when the scan answered (rather than leaving the body to the general path). */
function agree(text: string, batch: boolean): boolean {
  let long: boolean;
  try {
    long = checkJsonText(text);
  } catch {
    return false;
  }
  const scanned = scanEventsBody(text, batch, window, long, MAX);
  if (scanned === undefined) return false;
  expect(scanned).toStrictEqual(general(text, batch));
  return true;
}

const ws = fc.constantFrom('', '', '', ' ', '\n  ', '\t');
const plainText = fc.stringMatching(/^[A-Za-z0-9 ._:-]{0,12}$/);
const stringLiteral = fc.oneof(
  plainText.map((s) => JSON.stringify(s)),
  fc.string({ maxLength: 6 }).map((s) => JSON.stringify(s)),
  // Escapes, non-ASCII, a surrogate pair, and a lone surrogate (raw: JSON.stringify writes it escaped).
  fc.constantFrom('"a\\u0041"', '"\\"q\\""', '"é€"', '"😀"', '"tab\\t"', '"lone\ud800"'),
);
const numberLiteral = fc.oneof(
  fc.integer({ min: -1e6, max: 1e6 }).map(String),
  fc.constantFrom(
    '0',
    '-0',
    '1.5',
    '1.50',
    '1e2',
    '123456789012345',
    '1234567890123456',
    '-12',
    '0.1',
    '2E-3',
  ),
);
const scalar = fc.oneof(stringLiteral, numberLiteral, fc.constantFrom('true', 'false', 'null'));
const key = fc.oneof(
  fc.constantFrom(
    'tokens',
    'model',
    'a',
    'b',
    'B',
    '_x',
    '$y',
    'k-1',
    'a.b',
    '1',
    '01',
    '__proto__',
    'é',
    'x y',
  ),
  fc.stringMatching(/^[a-z]{1,3}$/),
);
/** JSON text of an object from [key, value text] pairs, with random whitespace. */
const objectText = (pairs: Array<[string, string]>, w: string[]) =>
  `{${w[0] ?? ''}${pairs.map(([k, v], i) => `${JSON.stringify(k)}${w[(i % 3) + 1] ?? ''}:${v}`).join(`,${w[1] ?? ''}`)}${w[2] ?? ''}}`;
const propertiesText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(fc.tuple(key, scalar), { maxLength: 5 }), fc.array(ws, { minLength: 4, maxLength: 4 }))
      .map(([p, w]) => objectText(p, w)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.dictionary(key, fc.jsonValue({ maxDepth: 2 })).map((v) => JSON.stringify(v)) },
);
const timestamp = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: NOW - 34 * 86_400_000, max: NOW }).map((ms) => new Date(ms).toISOString()),
  },
  fc.integer({ min: NOW - 40 * 86_400_000, max: NOW + 600_000 }).map((ms) => new Date(ms).toISOString()),
  fc.constantFrom(
    '2026-11-20T10:00:00+02:00',
    '2026-02-30T10:00:00Z',
    'yesterday',
    '2026-11-20T11:59:59.123456789Z',
  ),
);
const field = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('5', 'null', '{}', '"\\u0065-1"', '["x"]') },
);
/** An event's text: mostly well-formed and valid, any part of it possibly not. */
const eventText = fc
  .record({
    eventId: fc.oneof(
      { weight: 9, arbitrary: fc.stringMatching(/^[A-Za-z0-9._:~-]{1,12}$/) },
      { weight: 1, arbitrary: fc.constantFrom('bad id', '', 'é') },
    ),
    eventIdRaw: field,
    customer: fc.oneof(
      {
        weight: 9,
        arbitrary: fc.stringMatching(/^[a-z][a-z0-9-]{0,6}[a-z0-9]$/).map((c) => `customers/${c}`),
      },
      { weight: 1, arbitrary: fc.constantFrom('customers/Bad', 'acme', 'customers/') },
    ),
    eventType: fc.oneof(
      { weight: 9, arbitrary: fc.stringMatching(/^[A-Za-z0-9._:-]{1,10}$/) },
      { weight: 1, arbitrary: fc.constantFrom('bad type', '') },
    ),
    eventTime: timestamp,
    properties: fc.option(propertiesText, { nil: undefined }),
    extra: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('"event_id":"x"', '"other":1', '"eventId":"dup"', '"event_time":"x"'),
      },
    ),
    order: fc.integer({ min: 0, max: 4 }),
    w: fc.array(ws, { minLength: 4, maxLength: 4 }),
    missing: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('customer', 'eventTime') },
    ),
  })
  .map((e) => {
    const pairs: Array<[string, string]> = [
      ['eventId', e.eventIdRaw ?? JSON.stringify(e.eventId)],
      ['customer', JSON.stringify(e.customer)],
      ['eventType', JSON.stringify(e.eventType)],
      ['eventTime', JSON.stringify(e.eventTime)],
    ];
    if (e.properties !== undefined) pairs.push(['properties', e.properties]);
    const kept = pairs.filter(([k]) => k !== e.missing);
    const rotated = [...kept.slice(e.order % kept.length), ...kept.slice(0, e.order % kept.length)];
    let text = objectText(rotated, e.w);
    if (e.extra) text = `${text.slice(0, -1)},${e.extra}}`;
    return text;
  });
const events = fc.array(fc.oneof({ weight: 9, arbitrary: eventText }, { weight: 1, arbitrary: scalar }), {
  maxLength: MAX + 2,
});

describe('scanEventsBody', () => {
  it('answers as JSON.parse and validateEvent do, for batches', () => {
    let scanned = 0;
    fc.assert(
      fc.property(events, ws, (list, w) => {
        if (agree(`${w}{"events":${w}[${list.join(`,${w}`)}]}${w}`, true)) scanned++;
      }),
      { numRuns: 1500 },
    );
    // The common shape is indeed scanned (most generated bodies are of it).
    expect(scanned).toBeGreaterThan(500);
  });

  it('answers as JSON.parse and validateEvent do, for single events', () => {
    fc.assert(
      fc.property(eventText, (event) => {
        agree(`{"event":${event}}`, false);
      }),
      { numRuns: 1500 },
    );
  });

  it('leaves broken or other bodies to the general path, never answering differently', () => {
    fc.assert(
      fc.property(
        events,
        fc.nat(),
        fc.constantFrom('', '}', ']', ',', '"', '{', 'x'),
        (list, cut, insert) => {
          const text = `{"events":[${list.join(',')}]}`;
          const at = cut % (text.length + 1);
          agree(text.slice(0, at) + insert + text.slice(at), true);
          agree(text.slice(0, at), true);
        },
      ),
      { numRuns: 1500 },
    );
    for (const text of [
      '',
      '{}',
      '{"events":{}}',
      '{"events":[],"parent":"organizations/x"}',
      '[]',
      '{"events":[] ',
    ]) {
      expect(scanEventsBody(text, true, window, false, MAX)).toBeUndefined();
    }
  });

  it('scans the common body itself: the properties text and values of each event, in one pass', () => {
    const text =
      '{"events":[{"eventId":"e-1","customer":"customers/c1","eventType":"api.call",' +
      '"eventTime":"2026-11-20T10:00:00Z","properties":{"tokens":12,"model":"m 1","ok":true,"gone":null}}]}';
    expect(scanEventsBody(text, true, window, false, MAX)).toStrictEqual(general(text, true));
    expect(scanEventsBody(text, true, window, false, MAX)?.[0]).toMatchObject({
      properties: '{"tokens":12,"model":"m 1","ok":true,"gone":null}',
      values: [
        ['tokens', '12'],
        ['model', 'm 1'],
        ['ok', 'true'],
      ],
    });
    // Properties past 64 KiB: rejected, as the general path rejects them.
    const big = text.replace('"model":"m 1"', `"model":"${'x'.repeat(70_000)}"`);
    expect(scanEventsBody(big, true, window, false, MAX)).toStrictEqual(general(big, true));
    expect(scanEventsBody(big, true, window, false, MAX)?.[0]).toMatchObject({
      errorCode: 'INVALID_ARGUMENT',
    });
    // Many keys (a real sort past a handful), and many keys with one repeated (the general path).
    const keys = Array.from({ length: 40 }, (_, k) => `k${(k * 17) % 40}x${k % 3}`);
    for (const list of [keys, [...keys, keys[7]!]]) {
      const props = `{${list.map((k, n) => `"${k}":${n}`).join(',')}}`;
      const wide = text.replace(/"properties":\{[^}]*\}/, `"properties":${props}`);
      expect(scanEventsBody(wide, true, window, false, MAX)).toStrictEqual(general(wide, true));
    }
    // More events than the limit: the general path refuses the request.
    const many = `{"events":[${Array.from({ length: MAX + 1 }, () => text.slice(11, -2)).join(',')}]}`;
    expect(scanEventsBody(many, true, window, false, MAX)).toBeUndefined();
  });
});

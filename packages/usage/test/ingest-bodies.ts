/**
 * Random ingest bodies for the scan tests (scan-events.test.ts, native-scan.test.ts): events mostly
 * well-formed and valid, any part of one possibly not (whitespace, escapes, non-ASCII, nested and repeated
 * keys, other numbers and timestamps, snake_case names, missing fields).
 */
import fc from 'fast-check';

export const NOW = Date.parse('2026-11-20T12:00:00.000Z');
export const MAX = 20;

/** Events of the plain shape as producers send them: what the native scan is for. */
export const plainEvent = fc
  .record({
    eventId: fc.stringMatching(/^[A-Za-z0-9._:~-]{1,40}$/),
    customer: fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
    eventType: fc.stringMatching(/^[A-Za-z0-9._:-]{1,20}$/),
    eventTime: fc
      .integer({ min: NOW - 35 * 86_400_000, max: NOW + 5 * 60_000 })
      .chain((ms) =>
        fc.constantFrom(
          new Date(ms).toISOString(),
          new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z'),
          new Date(ms).toISOString().replace(/\dZ$/, 'Z'),
        ),
      ),
    properties: fc.option(
      fc.dictionary(
        fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$ .'-]{0,8}$/),
        fc.oneof(
          fc.stringMatching(/^[ -!#-[\]-~]{0,12}$/),
          fc.integer({ min: -1e15 + 1, max: 1e15 - 1 }),
          fc.boolean(),
          fc.constant(null),
        ),
        { maxKeys: 8 },
      ),
      { nil: undefined },
    ),
  })
  .map((e) => JSON.stringify({ ...e, customer: `customers/${e.customer}` }));

/** Whitespace between tokens, often none. */
export const someWhitespace = fc.constantFrom('', '', '', ' ', '\n  ', '\t');

/** The arbitraries, with `ws` between the tokens of events (`fc.constant('')`: compact events). */
export function ingestBodies(maxEvents: number, ws: fc.Arbitrary<string> = someWhitespace) {
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
        .tuple(
          fc.array(fc.tuple(key, scalar), { maxLength: 5 }),
          fc.array(ws, { minLength: 4, maxLength: 4 }),
        )
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
      '2026-11-19T10:00:00.5Z',
      '2026-11-19T10:00:00.12Z',
      '2026-11-19T10:00:00.1234Z',
      '2026-11-19T10:00:00.Z',
      '2026-11-19t10:00:00z',
      '2026-11-19T24:00:00Z',
      '2026-11-19T23:59:60Z',
      '2026-11-31T10:00:00Z',
      '2026-11-19T10:00:00+00:00',
      '2026-11-19 10:00:00Z',
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
    maxLength: maxEvents + 2,
  });
  /** Batch bodies of `events` cut short somewhere, and cut with a character inserted there. */
  const brokenBodies = fc
    .tuple(events, fc.nat(), fc.constantFrom('', '}', ']', ',', '"', '{', 'x', '\\', 'é'))
    .map(([list, cut, insert]) => {
      const text = `{"events":[${list.join(',')}]}`;
      const at = cut % (text.length + 1);
      return [text.slice(0, at) + insert + text.slice(at), text.slice(0, at)];
    });
  return { ws, scalar, eventText, events, brokenBodies };
}

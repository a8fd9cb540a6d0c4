/**
 * `validateEvent` rule by rule (docs/usage-events.md), each result written out: the code and message of every
 * rejection, both sides of the time window, snake_case field names, the 64 KiB properties limit to the byte,
 * and the canonical payload that makes a retried event a duplicate.
 */
import { createHash } from 'node:crypto';
import { RESOURCE_ID } from '@billing/core';
import fc from 'fast-check';
import { LosslessNumber, parse as losslessParse } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import {
  canonicalPayload,
  EVENT_TYPE,
  eventPayload,
  MAX_PROPERTIES_BYTES,
  validateEvent,
} from '../src/edge/validate.ts';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;
const window = { now: NOW, pastMs: 35 * DAY, futureMs: 5 * 60_000 };
const iso = (ms: number) => new Date(ms).toISOString();

const base = {
  customer: 'customers/c1',
  eventId: 'e-1',
  eventType: 'llm.call',
  eventTime: '2026-11-20T10:00:00Z',
  properties: { tokens: 5 },
};
const check = (event: unknown, index = 3) => validateEvent(event, index, window, JSON.stringify);
/** A rejection as [code, message, eventId, index]; a valid event fails the expectation it meets. */
const rejection = (event: unknown): unknown[] => {
  const result = check(event);
  return 'errorCode' in result
    ? [result.errorCode, result.errorMessage, result.eventId, result.index]
    : [result];
};

describe('validateEvent: rejections', () => {
  it('refuses what is not an object', () => {
    for (const value of [null, 42, 'x', [base], new LosslessNumber('1')]) {
      expect(rejection(value)).toEqual(['INVALID_ARGUMENT', 'event must be an object', '', 3]);
    }
  });

  it('refuses a bad eventId, naming it when it is a string', () => {
    const message = 'eventId must be 1-128 characters of A-Z a-z 0-9 . _ : ~ -';
    expect(rejection({ ...base, eventId: 'has space' })).toEqual([
      'INVALID_ARGUMENT',
      message,
      'has space',
      3,
    ]);
    expect(rejection({ ...base, eventId: 7 })).toEqual(['INVALID_ARGUMENT', message, '', 3]);
    expect(rejection({ ...base, eventId: 'x'.repeat(129) })[0]).toBe('INVALID_ARGUMENT');
    expect(rejection({ ...base, eventId: undefined })).toEqual(['INVALID_ARGUMENT', message, '', 3]);
  });

  it('refuses a customer that is not a customer name', () => {
    const message = 'customer must be a customer name such as "customers/acme"';
    for (const customer of ['c1', 'customers/', 'customers/C1', 'users/c1', 'consumers/c1', 5, undefined]) {
      expect(rejection({ ...base, customer })).toEqual(['INVALID_ARGUMENT', message, 'e-1', 3]);
    }
  });

  it('refuses a bad eventType', () => {
    const message = 'eventType must be 1-100 characters of A-Z a-z 0-9 . _ : -';
    for (const eventType of ['', 'has space', 'x'.repeat(101), 3, undefined]) {
      expect(rejection({ ...base, eventType })).toEqual(['INVALID_ARGUMENT', message, 'e-1', 3]);
    }
    expect('hash' in check({ ...base, eventType: 'a'.repeat(100) })).toBe(true);
  });

  it('refuses an eventTime that is not an RFC 3339 timestamp of a real date', () => {
    const message = 'eventTime must be an RFC 3339 timestamp';
    for (const eventTime of [
      'yesterday',
      '2026-11-20',
      '2026-11-20 10:00:00Z',
      '2026-11-20T10:00:00',
      '2026-02-30T00:00:00Z',
      '2026-11-31T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-11-20T25:00:00Z',
      ` ${base.eventTime}`,
      `${base.eventTime} `,
      1_795_168_800_000,
      undefined,
    ]) {
      expect(rejection({ ...base, eventTime }), String(eventTime)).toEqual([
        'INVALID_ARGUMENT',
        message,
        'e-1',
        3,
      ]);
    }
  });

  it('accepts the window to the millisecond on both sides, and refuses one millisecond beyond', () => {
    const outOfRange = [
      'OUT_OF_RANGE',
      'eventTime must be within the last 35 days and at most 5 minutes ahead',
      'e-1',
      3,
    ];
    expect(check({ ...base, eventTime: iso(NOW - 35 * DAY) })).toMatchObject({ eventTime: NOW - 35 * DAY });
    expect(check({ ...base, eventTime: iso(NOW + 300_000) })).toMatchObject({ eventTime: NOW + 300_000 });
    expect(rejection({ ...base, eventTime: iso(NOW - 35 * DAY - 1) })).toEqual(outOfRange);
    expect(rejection({ ...base, eventTime: iso(NOW + 300_001) })).toEqual(outOfRange);
  });

  it('refuses properties that are not an object', () => {
    const message = 'properties must be a JSON object';
    for (const properties of [[1], 'x', 5, true, new LosslessNumber('5')]) {
      expect(rejection({ ...base, properties })).toEqual(['INVALID_ARGUMENT', message, 'e-1', 3]);
    }
  });

  it('accepts properties of exactly 64 KiB and refuses one byte more, counting UTF-8 bytes', () => {
    const padded = (bytes: number, char = 'x') => {
      // {"p":"..."} is 8 bytes around the text.
      const text = char.repeat(Math.floor((bytes - 8) / Buffer.byteLength(char)));
      return { p: text + 'x'.repeat(bytes - 8 - Buffer.byteLength(text)) };
    };
    expect(Buffer.byteLength(JSON.stringify(padded(MAX_PROPERTIES_BYTES)))).toBe(65_536);
    expect('hash' in check({ ...base, properties: padded(65_536) })).toBe(true);
    expect(rejection({ ...base, properties: padded(65_537) })).toEqual([
      'INVALID_ARGUMENT',
      'properties must be at most 64 KiB',
      'e-1',
      3,
    ]);
    // Multi-byte characters count as their UTF-8 bytes, not as UTF-16 units.
    expect('hash' in check({ ...base, properties: padded(65_536, '€') })).toBe(true);
    expect(rejection({ ...base, properties: padded(65_537, '€') })[0]).toBe('INVALID_ARGUMENT');
    expect(JSON.stringify(padded(65_537, '€')).length).toBeLessThan(65_537);
  });
});

describe('validateEvent: a valid event', () => {
  it('reads camelCase and snake_case names, defaults properties to {} and flattens the values', () => {
    const snake = {
      customer: 'customers/c1',
      event_id: 'e-2',
      event_type: 'llm.call',
      event_time: '2026-11-20T11:00:00+01:00',
    };
    const result = check(snake, 7);
    expect(result).toEqual({
      index: 7,
      eventId: 'e-2',
      customerId: 'c1',
      eventType: 'llm.call',
      eventTime: Date.parse('2026-11-20T10:00:00Z'),
      properties: '{}',
      values: [],
      hash: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(check({ ...snake, properties: null })).toMatchObject({ properties: '{}' });
    const full = check({ ...base, properties: { tokens: 5, model: { name: 'big' } } });
    expect(full).toMatchObject({
      properties: '{"tokens":5,"model":{"name":"big"}}',
      values: [
        ['tokens', '5'],
        ['model', '{"name":"big"}'],
        ['model.name', 'big'],
      ],
    });
  });

  it('hashes the canonical payload: customer, type, instant and properties', () => {
    const result = check(base);
    const canonical = '["c1","llm.call",1795168800000,{"tokens":5}]';
    expect(canonicalPayload(['c1', 'llm.call', Date.parse(base.eventTime), base.properties])).toBe(canonical);
    expect(result).toMatchObject({ hash: createHash('sha256').update(canonical).digest('hex').slice(0, 32) });
    // The same instant in another offset, keys in another order: the same hash. Another value: another hash.
    const again = check({ ...base, eventTime: '2026-11-20T11:00:00+01:00', properties: { tokens: 5.0 } });
    expect(again).toMatchObject({ hash: (result as { hash: string }).hash });
    expect(check({ ...base, properties: { tokens: 6 } })).not.toMatchObject({
      hash: (result as { hash: string }).hash,
    });
  });

  it('reads each eventTime text afresh: a text seen before and a new one', () => {
    expect(check({ ...base, eventTime: '2026-11-20T10:00:00Z' })).toMatchObject({
      eventTime: NOW - 2 * 3_600_000,
    });
    expect(check({ ...base, eventTime: '2026-11-20T10:00:00Z' })).toMatchObject({
      eventTime: NOW - 2 * 3_600_000,
    });
    expect(check({ ...base, eventTime: '2026-11-20T10:30:00.5Z' })).toMatchObject({
      eventTime: NOW - 90 * 60_000 + 500,
    });
    expect(rejection({ ...base, eventTime: '2026-02-29T10:00:00Z' })[0]).toBe('INVALID_ARGUMENT');
    expect(rejection({ ...base, eventTime: '2026-02-29T10:00:00Z' })[0]).toBe('INVALID_ARGUMENT');
  });
});

describe('canonicalPayload, written out', () => {
  it('sorts keys, keeps array order, writes numbers canonically', () => {
    expect(canonicalPayload({ b: [3, 1, { d: 1, c: 'x' }], a: null, e: true })).toBe(
      '{"a":null,"b":[3,1,{"c":"x","d":1}],"e":true}',
    );
    expect(canonicalPayload([])).toBe('[]');
    expect(canonicalPayload({})).toBe('{}');
    expect(canonicalPayload('q"uote')).toBe('"q\\"uote"');
    expect(canonicalPayload(0.1)).toBe('0.1');
  });

  it('writes a lossless number as the double it equals, or as its exact decimal', () => {
    expect(canonicalPayload(new LosslessNumber('5.0'))).toBe('5');
    expect(canonicalPayload(new LosslessNumber('1e2'))).toBe('100');
    expect(canonicalPayload(new LosslessNumber('12345678901234567890'))).toBe('12345678901234567890');
    expect(canonicalPayload(new LosslessNumber('0.10000000000000000001'))).toBe('0.10000000000000000001');
    expect(canonicalPayload([new LosslessNumber('1'), new LosslessNumber('2')])).toBe('[1,2]');
  });
});

describe('eventPayload', () => {
  it('is canonicalPayload of [customerId, eventType, eventTime, properties], for any properties', () => {
    const properties = fc.oneof(
      fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 })),
      // Parsed losslessly, as a body with a long number is.
      fc
        .dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }))
        .map((o) => losslessParse(JSON.stringify(o)) as Record<string, unknown>),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(RESOURCE_ID),
        fc.stringMatching(EVENT_TYPE),
        fc.integer({ min: -8.64e15, max: 8.64e15 }),
        properties,
        (customerId, eventType, eventTime, props) => {
          expect(eventPayload(customerId, eventType, eventTime, props)).toBe(
            canonicalPayload([customerId, eventType, eventTime, props]),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

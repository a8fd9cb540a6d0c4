/**
 * The one-pass scan of ingest bodies gives what JSON.parse and validateEvent give, event by event, or leaves the
 * body to them (undefined): on random bodies of the common shape and of every shape around it (whitespace,
 * escapes, nested and repeated keys, other numbers, snake_case names, invalid events, broken JSON).
 */
import { checkJsonText } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBody } from '../src/edge/parse-body.ts';
import { scanEventsBody } from '../src/edge/scan-events.ts';
import { type TimeWindow, validateEvent } from '../src/edge/validate.ts';
import { ingestBodies, MAX, NOW } from './ingest-bodies.ts';

const window: TimeWindow = { now: NOW, pastMs: 35 * 86_400_000, futureMs: 5 * 60_000 };
const { ws, events, eventText, brokenBodies } = ingestBodies(MAX);

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
      fc.property(brokenBodies, (texts) => {
        for (const text of texts) agree(text, true);
      }),
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

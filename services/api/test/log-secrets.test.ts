/**
 * No secret reaches a log line (issue 16, item 8): requests carrying the API key in the Authorization header and
 * in query strings (where a careless client puts it), good and bad, leave every log line without the key or a
 * piece of it; the request line keeps the path and the query's parameter names only.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

describe('logs without secrets (postgres)', () => {
  const lines: string[] = [];
  let h: Harness;

  beforeAll(async () => {
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    h = await startHarness('postgres', { logger, events: 'broken' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('logs requests with keys in headers and query strings, and never the key', async () => {
    const key = h.keyA;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/organization'],
      ['GET', `/v1/organization?key=${key}`],
      ['GET', `/v1/customers?pageToken=${encodeURIComponent(key)}`],
      ['GET', `/v1/customers?filter=${encodeURIComponent(`displayName = "${key}"`)}`],
      ['POST', `/v1/customers?customerId=c1&api_key=${key}`, {}],
      [
        'GET',
        `/v1/customers/c1/usage?period.startTime=2026-01-01T00:00:00Z&period.endTime=2026-01-02T00:00:00Z&token=${key}`,
      ],
    ];
    for (const [method, url, body] of calls) await h.call(method as 'GET', url, body);
    // Bad keys are secrets too.
    await h.call('GET', `/v1/organization?access_token=${key}x`, undefined, `${key}x`);
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(calls.length);
    expect(log).toContain('"url":"/v1/organization?key=[redacted]"');
    expect(log).toContain('/v1/customers?customerId=[redacted]&api_key=[redacted]');
    for (const piece of [key, key.slice(-12), key.slice(3, 15), encodeURIComponent(key)]) {
      expect(log).not.toContain(piece);
    }
  });
});

/**
 * The usage read is bounded (issue 16, item 1; docs/limits.md): at most 50 meters named, and an organization with
 * more than 50 meters must name the ones it reads. Past the limit is INVALID_ARGUMENT naming `meters`; at it, the
 * read answers (in ClickHouse queries each within its size: packages/usage/test/meter-aggregation.test.ts).
 */
import { MAX_USAGE_METERS } from '@billing/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';
import { EVENT_TIME, USAGE_PERIOD } from './route-walk.ts';

const meterName = (n: number) => `meters/m-${String(n).padStart(3, '0')}`;

describe('usage read limits (postgres, chdb)', () => {
  let h: Harness;

  const usage = (meters: string[]) => {
    const query = new URLSearchParams(USAGE_PERIOD);
    for (const m of meters) query.append('meters', m);
    return h.call('GET', `/v1/customers/c1/usage?${query}`);
  };

  beforeAll(async () => {
    h = await startHarness('postgres');
    expect((await h.call('POST', '/v1/customers?customerId=c1', {})).status).toBe(200);
    // Meters written directly: the read, not the creation, is under test. Each counts the one event.
    await h.db.sql`
      INSERT INTO meters (organization_id, id, display_name, event_type, value_property, aggregation, group_keys,
        create_time, update_time)
      SELECT 'acme', 'm-' || lpad(n::text, 3, '0'), '', 'e', '', 'COUNT', '{}', now(), now()
      FROM generate_series(1, ${MAX_USAGE_METERS}) AS n`;
    const event = { customer: 'customers/c1', eventId: 'one', eventType: 'e', eventTime: EVENT_TIME };
    expect((await h.ingest('acme', [event]))[0]!.status).toBe('ACCEPTED');
  });
  afterAll(async () => {
    await h?.close();
  });

  it(`reads ${MAX_USAGE_METERS} meters, named or not, and refuses one more named`, async () => {
    expect(MAX_USAGE_METERS).toBe(50);
    const all = Array.from({ length: MAX_USAGE_METERS }, (_, i) => meterName(i + 1));
    for (const res of [await usage(all), await usage([])]) {
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      expect(res.body.usage).toHaveLength(MAX_USAGE_METERS);
      expect(res.body.usage[0]).toEqual({ meter: meterName(1), dimensions: {}, quantity: { value: '1' } });
    }
    // The same meter named twice still counts twice: what is bounded is the request.
    const over = await usage([...all, meterName(1)]);
    expectError(over, 400, 'INVALID_ARGUMENT');
    expect(over.body.error.details[0].fieldViolations[0].field).toBe('meters');
  });

  it(`asks an organization of more than ${MAX_USAGE_METERS} meters to name them`, async () => {
    const extra = await h.call('POST', '/v1/meters?meterId=m-999', { eventType: 'e', aggregation: 'COUNT' });
    expect(extra.status).toBe(200);
    const unnamed = await usage([]);
    expectError(unnamed, 400, 'INVALID_ARGUMENT');
    expect(unnamed.body.error.details[0].fieldViolations).toEqual([
      { field: 'meters', description: expect.stringContaining(`more than ${MAX_USAGE_METERS} meters`) },
    ]);
    const named = await usage(['meters/m-999', meterName(2)]);
    expect(named.status).toBe(200);
    expect(named.body.usage).toEqual([
      { meter: meterName(2), dimensions: {}, quantity: { value: '1' } },
      { meter: 'meters/m-999', dimensions: {}, quantity: { value: '1' } },
    ]);
  });
});

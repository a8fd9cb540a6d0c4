/**
 * Both sides of the control plane's limits: a body of exactly 1 MiB is read and one byte more is 413; pageSize
 * 1,000 is honoured, 1,001 lowered to 1,000 and 0 refused; a filter of exactly the longest length is parsed and
 * one character more refused.
 */
import { FILTER_LIMITS } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PLANE_BODY_LIMIT } from '../src/app.ts';
import { type Harness, startHarness } from './harness.ts';

describe('control plane limits, both sides (postgres)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('postgres', { events: 'none' });
    // 1,001 customers of acme, written directly: the paging, not the creation, is under test.
    await h.db.sql`
      INSERT INTO customers (organization_id, id, currency_code, create_time, update_time)
      SELECT 'acme', 'c-' || lpad(n::text, 4, '0'), 'USD', now(), now() FROM generate_series(1, 1001) AS n`;
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A create body of exactly `bytes` bytes: a small object, then spaces (JSON allows trailing white space). */
  const bodyOf = (bytes: number) => {
    const text = JSON.stringify({ displayName: 'padded' });
    return text + ' '.repeat(bytes - Buffer.byteLength(text));
  };

  it('reads a body of exactly 1 MiB and answers 413 RESOURCE_EXHAUSTED to one byte more', async () => {
    expect(CONTROL_PLANE_BODY_LIMIT).toBe(1_048_576);
    const exact = await h.call('POST', '/v1/customers?customerId=padded', bodyOf(1_048_576), undefined, {
      'content-type': 'application/json',
    });
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    expect(exact.body.displayName).toBe('padded');
    const over = await h.call('POST', '/v1/customers?customerId=padded-2', bodyOf(1_048_577), undefined, {
      'content-type': 'application/json',
    });
    expect(over.status).toBe(413);
    expect(over.body.error).toMatchObject({ code: 413, status: 'RESOURCE_EXHAUSTED' });
    expect((await h.call('GET', '/v1/customers/padded-2')).status).toBe(404);
  });

  it('honours pageSize 1,000, lowers 1,001 to 1,000 and refuses 0', async () => {
    const page = async (size: string) => {
      const res = await h.call('GET', `/v1/customers?pageSize=${size}`);
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
      return res.body as { customers: unknown[]; nextPageToken: string };
    };
    const thousand = await page('1000');
    expect(thousand.customers).toHaveLength(1000);
    expect(thousand.nextPageToken).not.toBe('');
    const lowered = await page('1001');
    expect(lowered.customers).toHaveLength(1000);
    expect(lowered.nextPageToken).not.toBe('');
    const zero = await h.call('GET', '/v1/customers?pageSize=0');
    expect(zero.status).toBe(400);
    expect(zero.body.error.status).toBe('INVALID_ARGUMENT');
    expect(zero.body.error.details[0].fieldViolations).toEqual([
      { field: 'pageSize', description: 'must be a positive integer' },
    ]);
    expect((await page('999')).customers).toHaveLength(999);
  });

  it('parses a filter of exactly the longest length and refuses one character more', async () => {
    const filterOf = (length: number) => {
      const head = 'displayName = "';
      return `${head}${'z'.repeat(length - head.length - 1)}"`;
    };
    expect(FILTER_LIMITS.maxLength).toBe(2000);
    const exact = filterOf(2000);
    expect(exact).toHaveLength(2000);
    const ok = await h.call('GET', `/v1/customers?filter=${encodeURIComponent(exact)}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.customers).toEqual([]);
    // The length counts characters (code points): an emoji is one, though it is two UTF-16 units.
    const emoji = `displayName = "😀${'z'.repeat(1983)}"`;
    expect([...emoji]).toHaveLength(2000);
    expect(emoji).toHaveLength(2001);
    expect((await h.call('GET', `/v1/customers?filter=${encodeURIComponent(emoji)}`)).status).toBe(200);
    const emojiOver = await h.call(
      'GET',
      `/v1/customers?filter=${encodeURIComponent(`displayName = "😀${'z'.repeat(1984)}"`)}`,
    );
    expect(emojiOver.status).toBe(400);
    const over = await h.call('GET', `/v1/customers?filter=${encodeURIComponent(filterOf(2001))}`);
    expect(over.status).toBe(400);
    expect(over.body.error.details[0].fieldViolations).toEqual([
      { field: 'filter', description: 'filter is longer than 2000 characters at position 2000' },
    ]);
  });
});

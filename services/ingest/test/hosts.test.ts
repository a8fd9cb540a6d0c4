/**
 * Host routing on the ingest edge (docs/api-conventions.md; docs/domains.md): default and ACTIVE custom hostnames route to their
 * organization, direct hosts take it from the key, and anything else (a PENDING, deleted or unknown hostname)
 * is 404; a verification or a delete shows within a second.
 */
import { request } from 'node:http';
import { systemClock } from '@billing/core';
import { type Context, createDomain, deleteDomain, verifyDomain } from '@billing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedEventStore, startEdge, type TestEdge } from './edge.ts';

const INGEST = '/v1/usageEvents:ingest';

describe('Host routing on the ingest edge', () => {
  let edge: TestEdge;
  let ctx: Context;
  const records = new Map<string, string[]>();
  const dns = { resolveTxt: async (name: string) => records.get(name) ?? [] };
  const settings = { baseDomain: 'billing.test', dns };
  let n = 0;

  /** One ingest request with exactly this Host header; the status and the error status, if any. */
  function post(host: string, key = edge.key, path = INGEST): Promise<{ status: number; error?: string }> {
    const body = JSON.stringify({
      event: {
        customer: 'customers/host-customer',
        eventId: `host-${n++}`,
        eventType: 'e',
        eventTime: new Date(Date.now() - 60_000).toISOString(),
        properties: {},
      },
    });
    return new Promise((resolve, reject) => {
      const req = request(
        `${edge.url}${path}`,
        { method: 'POST', headers: { host, authorization: `Bearer ${key}` } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => {
            const parsed = JSON.parse(text);
            resolve({ status: res.statusCode ?? 0, error: parsed.error?.status ?? parsed.status });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async function until(host: string, status: number, key = edge.key): Promise<number> {
    const started = Date.now();
    while ((await post(host, key)).status !== status && Date.now() - started < 3000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return Date.now() - started;
  }

  beforeAll(async () => {
    edge = await startEdge({ dedup: 'memory' });
    ctx = { organization: edge.organization, clock: systemClock, sql: edge.db.sql, pageSecret: 'x' };
    const now = new Date();
    await edge.db.sql`INSERT INTO customers (organization_id, id, currency_code, create_time, update_time)
      VALUES (${edge.organization}, 'host-customer', 'USD', ${now}, ${now})`;
  });

  afterAll(async () => {
    await edge?.close();
    await closeSharedEventStore();
  });

  it('routes the default hostname and direct hosts, and nothing else', async () => {
    for (const host of [
      `${edge.organization}.billing.test`,
      `${edge.organization.toUpperCase()}.BILLING.TEST:8081`,
    ]) {
      expect((await post(host)).status, host).toBe(200);
    }
    for (const host of ['localhost', '127.0.0.1:8081', '[::1]:8081'])
      expect((await post(host)).status, host).toBe(200);
    for (const host of ['unknown.example.com', 'billing.test', 'x.y.billing.test']) {
      expect(await post(host), host).toEqual({ status: 404, error: 'NOT_FOUND' });
    }
    expect(await post(`${edge.organization}.billing.test`, edge.otherKey)).toEqual({
      status: 403,
      error: 'PERMISSION_DENIED',
    });
  });

  it('routes a custom hostname only while it is ACTIVE', async () => {
    const host = `ingest-${edge.organization}.example.com`;
    const domain = await createDomain(
      ctx,
      'ingest',
      { hostname: host },
      { ...settings, arrivedOn: 'direct' },
    );
    expect(await post(host)).toEqual({ status: 404, error: 'NOT_FOUND' });
    records.set(domain.verificationRecordName, [domain.verificationRecordValue]);
    await verifyDomain(ctx, 'ingest', settings);
    expect(await until(host, 200)).toBeLessThan(1000);
    expect((await post(host.toUpperCase())).status).toBe(200);
    expect(
      (await post(`${host}:443`, edge.key, `/v1/organizations/${edge.organization}/usageEvents:ingest`))
        .status,
    ).toBe(200);
    expect(await post(host, edge.otherKey)).toEqual({ status: 403, error: 'PERMISSION_DENIED' });
    await deleteDomain(ctx, 'ingest', settings);
    expect(await until(host, 404)).toBeLessThan(1000);
  });
});

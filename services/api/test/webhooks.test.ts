/**
 * Events and webhooks (docs/webhooks.md) through the API and the dispatcher: real HTTP receivers that check each
 * signature with the `standardwebhooks` package (not our code), receivers that fail, redirect, time out and
 * come back; the retry schedule on the ManualClock (travel, never wait); the URL guard; another organization's
 * endpoints and events NOT_FOUND.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '@billing/core';
import { runWebhookPass, type WebhookDeps } from '@billing/worker';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError, expectFieldViolation, ok } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on loopback answering each request with `answer(n)` (n from 1); it records what it got. */
class Receiver {
  readonly got: Received[] = [];
  private server!: Server;
  url = '';
  constructor(private answer: (n: number, res: ServerResponse) => void) {}
  async start() {
    this.server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.got.push({
          headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        this.answer(this.got.length, res);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }
  setAnswer(answer: (n: number, res: ServerResponse) => void) {
    this.answer = answer;
  }
  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const answerWith =
  (status: number, body = '') =>
  (_: number, res: ServerResponse) => {
    res.writeHead(status, status >= 300 && status < 400 ? { location: 'http://127.0.0.1:1/elsewhere' } : {});
    res.end(body);
  };

describe('events and webhooks (postgres)', () => {
  const clock = new ManualClock(new Date());
  let h: Harness;
  let deps: WebhookDeps;
  const receivers: Receiver[] = [];
  const get = async (path: string) => ok(await h.call('GET', `/v1/${path}`));
  const post = async (path: string, body: unknown = {}, key?: string) =>
    ok(await h.call('POST', `/v1/${path}`, body, key));
  const receiver = async (answer: (n: number, res: ServerResponse) => void) => {
    const r = await new Receiver(answer).start();
    receivers.push(r);
    return r;
  };
  const pass = () => runWebhookPass(deps);
  let grants = 0;
  /** A credit grant of customer `c` (created once): one `credit_grant.created` event. */
  const grant = async (organization: 'acme' | 'globex' = 'acme') => {
    const key = organization === 'acme' ? h.keyA : h.keyB;
    const currency = organization === 'acme' ? 'USD' : 'EUR';
    await h.call('POST', '/v1/customers?customerId=c', { currencyCode: currency }, key);
    return post(
      `customers/c/credits?creditId=g${++grants}`,
      {
        amount: { amount: { value: '10.00' }, currencyCode: currency },
        effectivePeriod: { startTime: clock.now().toISOString() },
        reason: 'welcome',
      },
      key,
    );
  };
  /** Delivers whatever is due now, repeatedly, until nothing more is attempted. */
  const deliverAll = async () => {
    while ((await pass()).attempted > 0) {}
  };
  const deliveries = async (endpoint: string) => (await get(`${endpoint}/deliveries`)).deliveries;
  /** standardwebhooks checks the timestamp against the receiver's clock: the receiver's is the ManualClock's. */
  const verify = (secret: string, got: Received) => {
    vi.setSystemTime(clock.now());
    try {
      return new Webhook(secret).verify(got.body, got.headers);
    } finally {
      vi.useRealTimers();
    }
  };

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    deps = {
      sql: h.db.sql,
      clock,
      services: { keyring: h.payments.keyring, allowPrivateNetworks: true, attemptTimeoutMs: 300 },
    };
    // Events written before any endpoint exists are fanned out to none.
    await pass();
  });

  afterAll(async () => {
    for (const r of receivers) await r.close();
    await h?.close();
  });

  it('creates an endpoint with a secret shown once; gets, lists, patches and deletes it', async () => {
    const created = await post('webhookEndpoints?webhookEndpointId=crud', {
      url: 'http://127.0.0.1:9/x',
      description: 'ops',
      enabledEventTypes: ['invoice.paid'],
    });
    expect(created).toMatchObject({
      name: 'webhookEndpoints/crud',
      url: 'http://127.0.0.1:9/x',
      description: 'ops',
      enabledEventTypes: ['invoice.paid'],
      status: 'ENABLED',
      disabledReason: '',
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    const fetched = await get('webhookEndpoints/crud');
    expect(fetched.secret).toBeUndefined();
    expect(JSON.stringify(fetched)).not.toContain(created.secret.slice(6));
    // Stored sealed: the column does not hold the secret.
    const [row] = await h.db.sql<{ secret_sealed: string }[]>`
      SELECT secret_sealed FROM webhook_endpoints WHERE id = 'crud'`;
    expect(row!.secret_sealed).not.toContain(created.secret.slice(6));
    expect((await get('webhookEndpoints')).webhookEndpoints.map((e: { name: string }) => e.name)).toContain(
      'webhookEndpoints/crud',
    );
    const patched = ok(
      await h.call('PATCH', '/v1/webhookEndpoints/crud', { status: 'DISABLED', enabledEventTypes: [] }),
    );
    expect(patched).toMatchObject({ status: 'DISABLED', enabledEventTypes: [], description: 'ops' });
    expectFieldViolation(
      await h.call('POST', '/v1/webhookEndpoints', {
        url: 'http://127.0.0.1:9/',
        enabledEventTypes: ['nope'],
      }),
      'enabledEventTypes[0]',
    );
    expectFieldViolation(await h.call('POST', '/v1/webhookEndpoints', { url: 'not a url' }), 'url');
    expectError(
      await h.call('POST', '/v1/webhookEndpoints?webhookEndpointId=crud', { url: 'http://127.0.0.1:9/' }),
      409,
      'ALREADY_EXISTS',
    );
    // A requestId replay answers the same endpoint without the secret, which is never stored in its record.
    const first = await post('webhookEndpoints?webhookEndpointId=replayed&requestId=once', {
      url: 'http://127.0.0.1:9/r',
    });
    const replay = await post('webhookEndpoints?webhookEndpointId=replayed&requestId=once', {
      url: 'http://127.0.0.1:9/r',
    });
    expect(first.secret).toMatch(/^whsec_/);
    expect(replay).toEqual({ ...first, secret: undefined });
    const records = await h.db.sql<
      { body: string }[]
    >`SELECT response_body::text AS body FROM idempotency_records`;
    expect(records.some((r) => r.body.includes(first.secret.slice(6)))).toBe(false);
    ok(await h.call('DELETE', '/v1/webhookEndpoints/replayed'));
    // Another organization's endpoint is NOT_FOUND.
    expectError(await h.call('GET', '/v1/webhookEndpoints/crud', undefined, h.keyB), 404, 'NOT_FOUND');
    ok(await h.call('DELETE', '/v1/webhookEndpoints/crud'));
    expectError(await h.call('GET', '/v1/webhookEndpoints/crud'), 404, 'NOT_FOUND');
  });

  it('lists events newest first with filters, gets one; another organization sees none of them', async () => {
    const first = await grant();
    clock.advance(1000);
    const second = await grant();
    const listed = (await get('events?pageSize=2')).events;
    expect(listed.map((e: { data: { object: { name: string } } }) => e.data.object.name)).toEqual([
      second.name,
      first.name,
    ]);
    expect(listed[0]).toMatchObject({ type: 'credit_grant.created', data: { object: second } });
    expect(BigInt(listed[0].sequence)).toBeGreaterThan(BigInt(listed[1].sequence));
    expect(await get(listed[0].name)).toEqual(listed[0]);
    const filtered = (
      await get(
        `events?filter=${encodeURIComponent(`type = "credit_grant.created" AND createTime >= "${listed[0].createTime}"`)}`,
      )
    ).events;
    expect(filtered.map((e: { name: string }) => e.name)).toEqual([listed[0].name]);
    expect((await get('events?filter=type%20%3D%20%22invoice.paid%22')).events).toEqual([]);
    const page = await get('events?pageSize=1');
    const next = await get(`events?pageSize=1&pageToken=${page.nextPageToken}`);
    expect(next.events[0].name).toBe(listed[1].name);
    expectError(await h.call('GET', `/v1/${listed[0].name}`, undefined, h.keyB), 404, 'NOT_FOUND');
    expect((ok(await h.call('GET', '/v1/events', undefined, h.keyB)).events as unknown[]).length).toBe(0);
  });

  it('delivers each event signed (verified by standardwebhooks) to the endpoints whose types match', async () => {
    await pass();
    const all = await receiver(answerWith(204));
    const paidOnly = await receiver(answerWith(200));
    const a = await post('webhookEndpoints?webhookEndpointId=all', { url: all.url });
    await post('webhookEndpoints?webhookEndpointId=paid', {
      url: paidOnly.url,
      enabledEventTypes: ['invoice.paid'],
    });
    const theirs = await receiver(answerWith(200));
    await post('webhookEndpoints?webhookEndpointId=theirs', { url: theirs.url }, h.keyB);
    const granted = await grant();
    await deliverAll();
    expect(all.got).toHaveLength(1);
    expect(paidOnly.got).toHaveLength(0);
    expect(theirs.got).toHaveLength(0);
    const [got] = all.got;
    const verified = verify(a.secret, got!) as {
      type: string;
      timestamp: string;
      data: { object: unknown };
    };
    expect(verified.type).toBe('credit_grant.created');
    expect(verified.data.object).toEqual(granted);
    const [event] = (await get('events?pageSize=1')).events;
    expect(got!.headers['webhook-id']).toBe(event.name.slice('events/'.length));
    expect(verified.timestamp).toBe(event.createTime);
    // A signature under another secret does not verify.
    expect(() => verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, got!)).toThrow();
    const [delivery] = await deliveries('webhookEndpoints/all');
    expect(delivery).toMatchObject({
      event: event.name,
      eventType: 'credit_grant.created',
      status: 'SUCCEEDED',
      attempts: 1,
      lastHttpStatus: 204,
      lastError: '',
    });
    expect(delivery.nextAttemptTime).toBeUndefined();
    // Delivered once: another pass sends nothing.
    await deliverAll();
    expect(all.got).toHaveLength(1);
    ok(await h.call('DELETE', '/v1/webhookEndpoints/all'));
    ok(await h.call('DELETE', '/v1/webhookEndpoints/paid'));
    ok(await h.call('DELETE', '/v1/webhookEndpoints/theirs', undefined, h.keyB));
  });

  it('retries at 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then FAILED; the same webhook-id each time', async () => {
    const failing = await receiver(answerWith(500, 'x'.repeat(10_000)));
    await post('webhookEndpoints?webhookEndpointId=failing', { url: failing.url });
    await grant();
    await deliverAll();
    expect(failing.got).toHaveLength(1);
    const delays = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
    for (const [i, seconds] of delays.entries()) {
      const [pending] = await deliveries('webhookEndpoints/failing');
      expect(pending).toMatchObject({
        status: 'PENDING',
        attempts: i + 1,
        lastHttpStatus: 500,
        lastError: 'HTTP 500',
      });
      expect(pending.lastResponseBody).toHaveLength(4096);
      expect(Date.parse(pending.nextAttemptTime) - clock.now().getTime()).toBe(seconds * 1000);
      clock.advance(seconds * 1000 - 1);
      await deliverAll();
      expect(failing.got).toHaveLength(i + 1);
      clock.advance(1);
      await deliverAll();
      expect(failing.got).toHaveLength(i + 2);
    }
    const [failed] = await deliveries('webhookEndpoints/failing');
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 8 });
    expect(failed.nextAttemptTime).toBeUndefined();
    expect(new Set(failing.got.map((g) => g.headers['webhook-id'])).size).toBe(1);
    clock.advance(100 * 3600_000);
    await deliverAll();
    expect(failing.got).toHaveLength(8);
    ok(await h.call('DELETE', '/v1/webhookEndpoints/failing'));
  });

  it('does not follow redirects, gives up on a receiver that does not answer in time', async () => {
    const redirecting = await receiver(answerWith(302));
    const silent = await receiver(() => {});
    await post('webhookEndpoints?webhookEndpointId=redirect', { url: redirecting.url });
    await post('webhookEndpoints?webhookEndpointId=silent', { url: silent.url });
    await grant();
    await deliverAll();
    const [redirect] = await deliveries('webhookEndpoints/redirect');
    expect(redirect).toMatchObject({ status: 'PENDING', lastHttpStatus: 302, attempts: 1 });
    expect(redirect.lastError).toContain('redirects are not followed');
    const [timedOut] = await deliveries('webhookEndpoints/silent');
    expect(timedOut).toMatchObject({ status: 'PENDING', lastHttpStatus: 0, attempts: 1 });
    expect(timedOut.lastError).toMatch(/no answer within/);
    ok(await h.call('DELETE', '/v1/webhookEndpoints/redirect'));
    ok(await h.call('DELETE', '/v1/webhookEndpoints/silent'));
  });

  it('delivers after an outage; :redeliver sends FAILED ones again; disables after 5 days of failures', async () => {
    const flaky = await receiver(answerWith(503));
    const endpoint = await post('webhookEndpoints?webhookEndpointId=flaky', { url: flaky.url });
    await grant();
    await deliverAll();
    clock.advance(5000);
    await deliverAll();
    expect(flaky.got).toHaveLength(2);
    // It comes back: the third attempt succeeds.
    flaky.setAnswer(answerWith(200));
    clock.advance(300_000);
    await deliverAll();
    const [back] = await deliveries('webhookEndpoints/flaky');
    expect(back).toMatchObject({ status: 'SUCCEEDED', attempts: 3, lastHttpStatus: 200 });
    verify(endpoint.secret, flaky.got[2]!);

    // Down for good: every delivery fails for 5 days, then the endpoint is DISABLED with an event.
    flaky.setAnswer(answerWith(500));
    await grant();
    await deliverAll();
    for (const seconds of [5, 300, 1800, 7200, 18_000, 36_000, 36_000]) {
      clock.advance(seconds * 1000);
      await deliverAll();
    }
    expect((await get('webhookEndpoints/flaky')).status).toBe('ENABLED');
    clock.advance(4 * 24 * 3600_000);
    await grant();
    await deliverAll();
    const disabled = await get('webhookEndpoints/flaky');
    expect(disabled).toMatchObject({
      status: 'DISABLED',
      disabledReason: 'every delivery failed for 5 days',
    });
    const [announced] = (await get('events?filter=type%20%3D%20%22webhook_endpoint.disabled%22')).events;
    expect(announced.data.object).toEqual(disabled);

    // Fixed and enabled again: the failed deliveries go out on :redeliver.
    flaky.setAnswer(answerWith(200));
    ok(await h.call('PATCH', '/v1/webhookEndpoints/flaky', { status: 'ENABLED' }));
    const failedEvents = (await deliveries('webhookEndpoints/flaky'))
      .filter((d: { status: string }) => d.status !== 'SUCCEEDED')
      .map((d: { event: string }) => d.event);
    expect(failedEvents.length).toBeGreaterThan(0);
    const before = flaky.got.length;
    expect(await post('webhookEndpoints/flaky:redeliver', { events: failedEvents })).toEqual({
      redeliveredCount: failedEvents.length,
    });
    await deliverAll();
    expect(flaky.got.length - before).toBe(failedEvents.length);
    expect(
      (await deliveries('webhookEndpoints/flaky')).every((d: { status: string }) => d.status === 'SUCCEEDED'),
    ).toBe(true);
    expectFieldViolation(await h.call('POST', '/v1/webhookEndpoints/flaky:redeliver', {}), 'events');
    ok(await h.call('DELETE', '/v1/webhookEndpoints/flaky'));
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const r = await receiver(answerWith(200));
    const created = await post('webhookEndpoints?webhookEndpointId=rotated', { url: r.url });
    const rotated = await post('webhookEndpoints/rotated:rotateSecret');
    expect(rotated.secret).not.toBe(created.secret);
    await grant();
    await deliverAll();
    const [during] = r.got;
    expect(during!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    verify(created.secret, during!);
    verify(rotated.secret, during!);
    // After 24 hours only the new secret signs.
    clock.advance(24 * 3600_000);
    await grant();
    await deliverAll();
    const after = r.got[1]!;
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    verify(rotated.secret, after);
    expect(() => verify(created.secret, after)).toThrow();
    ok(await h.call('DELETE', '/v1/webhookEndpoints/rotated'));
  });

  it('refuses URLs of loopback, private, link-local and metadata addresses, and http, unless allowed', async () => {
    const guarded = await startHarness('postgres', { clock, allowPrivateNetworks: false });
    try {
      for (const url of [
        'http://example.com/hook',
        'https://127.0.0.1/hook',
        'https://10.1.2.3/hook',
        'https://192.168.0.1/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://localhost/hook',
      ]) {
        expectFieldViolation(await guarded.call('POST', '/v1/webhookEndpoints', { url }), 'url');
      }
    } finally {
      await guarded.close();
    }
    // Checked again when it connects: an endpoint on loopback is refused by a dispatcher that does not allow it.
    const r = await receiver(answerWith(200));
    await post('webhookEndpoints?webhookEndpointId=loopback', { url: r.url });
    await grant();
    await runWebhookPass({ ...deps, services: { ...deps.services, allowPrivateNetworks: false } });
    const [refused] = await deliveries('webhookEndpoints/loopback');
    expect(refused).toMatchObject({ status: 'PENDING', lastHttpStatus: 0 });
    expect(refused.lastError).toMatch(/private address/);
    expect(r.got).toHaveLength(0);
    ok(await h.call('DELETE', '/v1/webhookEndpoints/loopback'));
  });
});

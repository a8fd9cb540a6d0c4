/**
 * Shutdown of the control plane (issue 16, item 5; docs/limits.md): once closing begins, a request that still
 * arrives on an open connection is answered 503 UNAVAILABLE with a google.rpc.Status body and the connection is
 * closed; the request in progress before it finishes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawConnection } from '../../../test/tools/raw-http.ts';
import { type ServedHarness, startServedHarness } from './harness.ts';

describe('control plane shutdown (postgres)', () => {
  let h: ServedHarness;

  beforeAll(async () => {
    h = await startServedHarness('postgres');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('finishes the request in progress, answers the next one on its connection 503 Status, and closes', async () => {
    const body = '{"displayName": "late"}';
    const c = new RawConnection(h.port);
    c.write(
      `POST /v1/customers?customerId=late HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${h.keyA}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = h.app.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    c.write(body.slice(5));
    c.write(`GET /v1/organization HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${h.keyA}\r\n\r\n`);
    const responses = await c.waitForResponses(2, 5_000);
    expect(responses[0]?.status, responses[0]?.body).toBe(200);
    expect(responses[1]?.status, c.text).toBe(503);
    expect(JSON.parse(responses[1]!.body).error).toMatchObject({ code: 503, status: 'UNAVAILABLE' });
    expect(responses[1]!.headers['retry-after']).toBe('1');
    expect(await c.closedWithin(3_000)).toBeDefined();
    await closed;
  });
});

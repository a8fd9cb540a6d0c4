/**
 * Hostile bodies and headers on the control plane (issue 16, items 1-3; docs/limits.md): nesting past 64, number
 * literals too long, with a huge exponent or past a double's range, invalid UTF-8, and two Authorization
 * headers. Each is a 4xx google.rpc.Status on every route with a body, never a 500, and the service answers
 * normally afterwards. Sent over a real socket, as a client would.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../../test/tools/raw-http.ts';
import { routes } from '../src/routes/index.ts';
import { type ServedHarness, startServedHarness } from './harness.ts';
import { fillPath, pathParams } from './route-walk.ts';

/** The status and the JSON body of one raw request. */
async function rawJson(port: number, head: string, body: Buffer): Promise<{ status: number; body: any }> {
  const { status, text } = await rawRequest(port, head, body);
  return { status, body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) };
}

describe('hostile input on the control plane (postgres)', () => {
  let h: ServedHarness;
  const bodyRoutes = routes.filter((r) => r.body !== undefined && pathParams(r).length === 0);

  beforeAll(async () => {
    h = await startServedHarness('postgres');
  });
  afterAll(async () => {
    await h?.close();
  });

  const send = (
    method: string,
    path: string,
    body: Buffer | string,
    headers = `Authorization: Bearer ${h.keyA}\r\n`,
  ) =>
    rawJson(
      h.port,
      `${method} /v1${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Content-Type: application/json\r\n`,
      Buffer.isBuffer(body) ? body : Buffer.from(body),
    );

  const expectInvalid = (res: { status: number; body: any }, label: string) => {
    expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.error.status, label).toBe('INVALID_ARGUMENT');
  };

  const HOSTILE: Array<[string, Buffer | string]> = [
    ['arrays nested 5,000 deep', `{"displayName": ${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ['objects nested 100,000 deep', `{"a": ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`],
    ['nesting of 65', `{"a": ${'['.repeat(64)}${']'.repeat(64)}}`],
    ['a number with a huge exponent', '{"displayName": 1e999999999}'],
    ['a number past a double', '{"displayName": 1e309}'],
    ['a number of 5,000 digits', `{"displayName": ${'9'.repeat(5000)}}`],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
  ];

  it('refuses each hostile body with INVALID_ARGUMENT on every route with a body, never a 500', async () => {
    for (const spec of bodyRoutes) {
      const path = fillPath(spec, {});
      for (const [what, body] of HOSTILE) {
        expectInvalid(await send(spec.method, path, body), `${spec.method} ${path} ${what}`);
      }
    }
    expect(bodyRoutes.length).toBeGreaterThan(3);
  });

  it('accepts nesting of exactly 64 (then the schema decides)', async () => {
    const res = await send(
      'POST',
      '/customers?customerId=deep',
      `{"metadata": {"a": "b"}, "x": ${'['.repeat(63)}${']'.repeat(63)}}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses two Authorization headers as UNAUTHENTICATED, whichever is valid', async () => {
    for (const headers of [
      `Authorization: Bearer ${h.keyA}\r\nAuthorization: Bearer ${h.keyA}\r\n`,
      `Authorization: Bearer ${h.keyA}\r\nauthorization: Bearer nope\r\n`,
    ]) {
      const res = await send('POST', '/customers?customerId=twice', '{}', headers);
      expect(res.status, JSON.stringify(res.body)).toBe(401);
      expect(res.body.error.status).toBe('UNAUTHENTICATED');
    }
  });

  it('is healthy afterwards', async () => {
    const res = await send('POST', '/customers?customerId=after', '{"displayName": "After"}');
    expect(res.status).toBe(200);
    expect(res.body.displayName).toBe('After');
  });
});

/**
 * Slow, numerous and malformed clients, and shutdown, against real `billing start` processes with real
 * PostgreSQL and Redis and chdb (issue 16, items 4, 5 and 7; docs/limits.md). Raw sockets, since a client library
 * neither trickles a head nor pipelines. Timeouts are short here through the settings; the assertions are only
 * "closed before N", never how fast.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@billing/db/testing';
import { openEventStore } from '@billing/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawConnection, type RawResponse } from '../tools/raw-http.ts';
import { removeKeysWithPrefix } from '../tools/redis-prefix.ts';
import { type ServiceProcess, serviceEnv, startServiceProcess } from '../tools/service-process.ts';
import { createTestOrganization } from '../tools/test-organization.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORG = 'net-org';
const EVENT_TIME = new Date(Date.now() - 60_000).toISOString();

/** Settings of the first process: short timeouts and a small connection limit. */
const LIMITS = {
  HEADER_TIMEOUT_MS: '1000',
  BODY_TIMEOUT_MS: '1500',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
  MAX_CONNECTIONS: '20',
  SHUTDOWN_TIMEOUT_MS: '2000',
};

function expectStatusBody(response: RawResponse | undefined, status: number, code: string, label: string) {
  expect(response, label).toBeDefined();
  expect(response!.status, `${label}: ${response!.body}`).toBe(status);
  expect(response!.headers['content-type'], label).toContain('application/json');
  const body = JSON.parse(response!.body);
  expect(body.error, label).toMatchObject({ code: status, status: code });
  expect(typeof body.error.message, label).toBe('string');
  expect(Array.isArray(body.error.details), label).toBe(true);
}

describe('slow, numerous and malformed clients; shutdown (real processes)', () => {
  const prefix = `net-test-${randomBytes(6).toString('hex')}:`;
  let db: TestDatabase;
  let key: string;
  const dataDirs: string[] = [];
  const running: ServiceProcess[] = [];

  const start = async (extra: NodeJS.ProcessEnv): Promise<{ service: ServiceProcess; dataDir: string }> => {
    const dataDir = await mkdtemp(join(tmpdir(), 'billing-net-'));
    dataDirs.push(dataDir);
    const service = await startServiceProcess(
      serviceEnv({ databaseUrl: db.url, redisUrl: REDIS_URL, redisKeyPrefix: prefix, dataDir }, extra),
    );
    running.push(service);
    return { service, dataDir };
  };

  const ingestBody = (eventIds: string[]) =>
    JSON.stringify({
      events: eventIds.map((eventId) => ({
        eventId,
        customer: 'customers/c1',
        eventType: 'api.call',
        eventTime: EVENT_TIME,
      })),
    });
  const head = (method: string, path: string, extra = '') =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n${extra}`;
  const post = (path: string, body: string, extra = '') =>
    `${head('POST', path, `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}`)}\r\n${body}`;

  beforeAll(async () => {
    ({ db, key } = await createTestOrganization(ORG, ORG));
  });

  afterAll(async () => {
    for (const service of running) {
      if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGKILL');
      await service.exited;
    }
    await removeKeysWithPrefix(REDIS_URL, prefix);
    await db?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  describe('with short timeouts and MAX_CONNECTIONS=20', () => {
    let service: ServiceProcess;

    beforeAll(async () => {
      ({ service } = await start(LIMITS));
      const res = await fetch(`http://127.0.0.1:${service.apiPort}/v1/customers?customerId=c1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status, await res.text()).toBe(200);
    });

    it('control plane: a head trickled byte by byte is answered 408 and closed', async () => {
      const c = new RawConnection(service.apiPort);
      c.write('GET /v1/organization HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      c.trickleEvery(100, 'X');
      expect(await c.closedWithin(6_000)).toBeDefined();
      expectStatusBody(c.responses()[0], 408, 'DEADLINE_EXCEEDED', 'slow head');
    });

    it('control plane: a body trickled byte by byte is answered 408 and closed', async () => {
      const c = new RawConnection(service.apiPort);
      c.write(
        head('POST', '/v1/customers?customerId=slow', 'Content-Length: 100000\r\n\r\n{"displayName":"'),
      );
      c.trickleEvery(100, 'x');
      expect(await c.closedWithin(8_000)).toBeDefined();
      expectStatusBody(c.responses()[0], 408, 'DEADLINE_EXCEEDED', 'slow body');
    });

    it('control plane: an idle keep-alive connection is closed', async () => {
      const c = new RawConnection(service.apiPort);
      c.write(`${head('GET', '/v1/organization')}\r\n`);
      expect((await c.waitForResponses(1, 5_000))[0]?.status).toBe(200);
      expect(await c.closedWithin(6_000)).toBeDefined();
    });

    it('ingest edge: a body trickled byte by byte is answered 408 and closed', async () => {
      const c = new RawConnection(service.ingestPort);
      c.write(
        head(
          'POST',
          '/v1/usageEvents:batchIngest',
          'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"events":[',
        ),
      );
      c.trickleEvery(100, ' ');
      // uWebSockets.js's own timer would close it at 8-12 s; the body timeout (1.5 s) comes first.
      expect(await c.closedWithin(6_000)).toBeDefined();
      expectStatusBody(c.responses()[0], 408, 'DEADLINE_EXCEEDED', 'slow body on the edge');
    });

    it('ingest edge: a head trickled byte by byte is dropped (by uWebSockets.js, ~10 s)', async () => {
      const c = new RawConnection(service.ingestPort);
      c.write('POST /v1/usageEvents:batchIngest HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      c.trickleEvery(100, 'X');
      expect(await c.closedWithin(16_000)).toBeDefined();
      expect(c.text).toBe('');
    }, 20_000);

    it('ingest edge: keep-alive requests on one connection are all answered, in order', async () => {
      const c = new RawConnection(service.ingestPort);
      for (let i = 1; i <= 3; i++) {
        c.write(post('/v1/usageEvents:batchIngest', ingestBody([`ka-${i}`])));
        const responses = await c.waitForResponses(i, 5_000);
        expect(responses.length).toBe(i);
        expect(JSON.parse(responses[i - 1]!.body).results[0]).toMatchObject({
          eventId: `ka-${i}`,
          status: 'ACCEPTED',
        });
      }
      c.destroy();
    });

    it('control plane: pipelined requests are answered in order', async () => {
      const c = new RawConnection(service.apiPort);
      c.write(
        [1, 2, 3].map((i) => post(`/v1/customers?customerId=pipe-${i}`, '{}')).join('') +
          `${head('GET', '/v1/customers/c1')}\r\n`,
      );
      const responses = await c.waitForResponses(4, 5_000);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(responses.map((r) => JSON.parse(r.body).name)).toEqual([
        'customers/pipe-1',
        'customers/pipe-2',
        'customers/pipe-3',
        'customers/c1',
      ]);
      c.destroy();
    });

    it('ingest edge: pipelined requests are never answered out of order; each event is stored once', async () => {
      const c = new RawConnection(service.ingestPort);
      const ids = [1, 2, 3].map((i) => `pipe-${i}`);
      c.write(ids.map((id) => post('/v1/usageEvents:batchIngest', ingestBody([id]))).join(''));
      await c.closedWithin(3_000);
      const answered = c.responses().map((r) => JSON.parse(r.body).results[0].eventId);
      // In order, as far as they go (uWebSockets.js refuses a request that arrives before the previous answer).
      expect(answered).toEqual(ids.slice(0, answered.length));
      c.destroy();
      // The client sends again what was not answered (and, as always, what came back UNAVAILABLE: the first
      // request may still be storing its event): each event ends ACCEPTED or DUPLICATE, none twice.
      const again = new RawConnection(service.ingestPort);
      const final: string[] = [];
      let sent = 0;
      for (const id of ids) {
        for (let attempt = 0; attempt < 50; attempt++) {
          again.write(post('/v1/usageEvents:batchIngest', ingestBody([id])));
          sent += 1;
          const r = (await again.waitForResponses(sent, 5_000))[sent - 1];
          const result = JSON.parse(r!.body).results[0];
          if (result.status !== 'REJECTED' || result.errorCode !== 'UNAVAILABLE') {
            final.push(result.status);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      again.destroy();
      expect(final.length).toBe(ids.length);
      for (const status of final) expect(['ACCEPTED', 'DUPLICATE'], final.join()).toContain(status);
      // Answered pipelined events were ACCEPTED there, so they are DUPLICATE here.
      for (const id of answered) expect(final[ids.indexOf(id)]).toBe('DUPLICATE');
    });

    it('control plane: past MAX_CONNECTIONS a new connection is closed at once', async () => {
      const held = Array.from({ length: 20 }, () => new RawConnection(service.apiPort));
      // Each held connection proves it is open with a request answered on it.
      for (const c of held) c.write(`${head('GET', '/v1/organization')}\r\n`);
      const answered = await Promise.all(held.map((c) => c.waitForResponses(1, 5_000)));
      expect(
        answered.map((r) => `${r[0]?.status}`),
        held.map((c) => c.text).join('\n'),
      ).toEqual(held.map(() => '200'));
      const extra = new RawConnection(service.apiPort);
      extra.write(`${head('GET', '/healthz')}\r\n`);
      expect(await extra.closedWithin(2_000)).toBeDefined();
      expect(extra.text).toBe('');
      for (const c of held) c.destroy();
      await Promise.all(held.map((c) => c.closed));
      // The server frees a slot when it reads the close, which can come after this side's socket has closed:
      // a connection made in between is still past the limit and closed, so it is tried again (for up to 2 s).
      let after: Response | undefined;
      for (let attempt = 1; !after; attempt++) {
        try {
          after = await fetch(`http://127.0.0.1:${service.apiPort}/healthz`);
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      expect(after.status).toBe(200);
    });

    it('ingest edge: past MAX_CONNECTIONS requests in progress a new one is answered 503 and closed', async () => {
      const held = Array.from({ length: 20 }, () => new RawConnection(service.ingestPort));
      // Half-sent bodies: each request is in progress until its body timeout.
      for (const c of held) {
        c.write(
          head(
            'POST',
            '/v1/usageEvents:batchIngest',
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
          ),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const extra = new RawConnection(service.ingestPort);
      extra.write(post('/v1/usageEvents:batchIngest', ingestBody(['over-limit'])));
      expect(await extra.closedWithin(2_000)).toBeDefined();
      expectStatusBody(extra.responses()[0], 503, 'UNAVAILABLE', 'over the limit');
      expect(extra.responses()[0]!.headers['retry-after']).toBe('1');
      // The held requests time out; then the edge takes requests again.
      await Promise.all(held.map((c) => c.closedWithin(6_000)));
      const after = new RawConnection(service.ingestPort);
      after.write(post('/v1/usageEvents:batchIngest', ingestBody(['after-limit'])));
      expect((await after.waitForResponses(1, 5_000))[0]?.status).toBe(200);
      after.destroy();
    });

    it('control plane: framing errors are answered with a google.rpc.Status body', async () => {
      const cases: Array<[string, string, number, string]> = [
        ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'INVALID_ARGUMENT'],
        ['an unknown HTTP version', 'GET / HTTP/9.9\r\nHost: a\r\n\r\n', 400, 'INVALID_ARGUMENT'],
        [
          'a bad Content-Length',
          'POST /v1/customers HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n',
          400,
          'INVALID_ARGUMENT',
        ],
        [
          'Content-Length with chunked',
          'POST /v1/customers HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
          400,
          'INVALID_ARGUMENT',
        ],
        [
          'a bad chunk size',
          'POST /v1/customers HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
          400,
          'INVALID_ARGUMENT',
        ],
        ['a header without a colon', 'GET / HTTP/1.1\r\nHost: a\r\nbroken\r\n\r\n', 400, 'INVALID_ARGUMENT'],
        [
          'headers past 16 KiB',
          `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
          431,
          'RESOURCE_EXHAUSTED',
        ],
      ];
      for (const [what, bytes, status, code] of cases) {
        const c = new RawConnection(service.apiPort);
        c.write(bytes);
        expect(await c.closedWithin(3_000), what).toBeDefined();
        expectStatusBody(c.responses()[0], status, code, what);
      }
    });

    it('ingest edge: a head past 16 KiB that uWebSockets.js lets through is answered 431 and closed', async () => {
      // Whole in one read (one write on loopback), uWebSockets.js parses a head of any size up to its read buffer.
      for (const [what, bytes] of [
        ['one large header', post('/v1/usageEvents:ingest', '{}', `X-Big: ${'a'.repeat(17_000)}\r\n`)],
        [
          'many headers',
          post('/v1/usageEvents:batchIngest', '{}', `X-Many: ${'b'.repeat(420)}\r\n`.repeat(42)),
        ],
        ['a long query', post(`/v1/usageEvents:ingest?q=${'c'.repeat(17_000)}`, '{}')],
      ]) {
        const c = new RawConnection(service.ingestPort);
        c.write(bytes!);
        expect(await c.closedWithin(3_000), what).toBeDefined();
        expect(c.responses(), what).toHaveLength(1);
        expectStatusBody(c.responses()[0], 431, 'RESOURCE_EXHAUSTED', what!);
      }
      // Just under the limit, the request is read as any other.
      const c = new RawConnection(service.ingestPort);
      c.write(
        post('/v1/usageEvents:batchIngest', ingestBody(['big-head']), `X-Big: ${'a'.repeat(15_000)}\r\n`),
      );
      expect((await c.waitForResponses(1, 5_000))[0]?.status).toBe(200);
      c.destroy();
    });

    it('ingest edge: a framing error closes the connection and never answers another body shape', async () => {
      const cases: Array<[string, string]> = [
        [
          'a bad Content-Length',
          'POST /v1/usageEvents:ingest HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n',
        ],
        ['no Host header', 'POST /v1/usageEvents:ingest HTTP/1.1\r\nContent-Length: 0\r\n\r\n'],
        [
          'Content-Length with chunked',
          'POST /v1/usageEvents:ingest HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        ],
        // Past uWebSockets.js's read buffer, the head spans reads: past 4 KiB of it the connection is closed.
        ['headers past the limit', `POST / HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(2_000_000)}\r\n\r\n`],
      ];
      for (const [what, bytes] of cases) {
        const c = new RawConnection(service.ingestPort);
        c.write(bytes);
        expect(await c.closedWithin(3_000), what).toBeDefined();
        // uWebSockets.js closes without an answer (docs/limits.md); if it ever answers, it must be a Status.
        for (const r of c.responses()) expect(JSON.parse(r.body).error.status, what).toBeTypeOf('string');
        expect(c.text === '' || c.responses().length > 0, what).toBe(true);
      }
    });
  });

  it('SIGTERM with half-sent requests: exits 0 within the deadline, acknowledged events stored', async () => {
    // A body timeout far past the shutdown deadline: only the deadline can free the half-sent requests.
    const { service, dataDir } = await start({
      ...LIMITS,
      BODY_TIMEOUT_MS: '120000',
      HEADER_TIMEOUT_MS: '120000',
      SHUTDOWN_TIMEOUT_MS: '1500',
      // The synchronous path with a long flush interval: acknowledged events are still in the buffer when the
      // signal comes, and the shutdown must write them (the file log, the default here, fsyncs before answering and
      // drains what it holds at the latest on the next start: file-log-crash.test.ts).
      INGEST_LOG: 'buffer',
      INGEST_FLUSH_MS: '60000',
    });
    const ids = Array.from({ length: 50 }, (_, i) => `term-${i + 1}`);
    const acked = new RawConnection(service.ingestPort);
    acked.write(post('/v1/usageEvents:batchIngest', ingestBody(ids)));
    const [answer] = await acked.waitForResponses(1, 10_000);
    expect(answer?.status, answer?.body).toBe(200);
    const results = JSON.parse(answer!.body).results as Array<{ status: string }>;
    // Customer c1 exists from the first process (same database).
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 'ACCEPTED'));

    const halfSent = [
      new RawConnection(service.apiPort),
      new RawConnection(service.ingestPort),
      new RawConnection(service.apiPort),
      new RawConnection(service.ingestPort),
    ];
    halfSent[0]!.write(head('POST', '/v1/customers?customerId=half', 'Content-Length: 1000\r\n\r\n{"dis'));
    halfSent[1]!.write(
      head('POST', '/v1/usageEvents:batchIngest', 'Content-Length: 1000\r\n\r\n{"events":['),
    );
    // A head never finished, on each server.
    halfSent[2]!.write('POST /v1/customers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    halfSent[3]!.write('POST /v1/usageEvents:batchIngest HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    service.child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000));
    const result = await Promise.race([service.exited, timeout]);
    const tookMs = Date.now() - signalled;
    if (result === 'timeout') service.child.kill('SIGKILL');
    expect(result, service.output().slice(-3000)).toEqual({ code: 0, signal: null });
    // The deadline (1.5 s) plus flushing and closing the stores; far below the 120 s body timeout.
    expect(tookMs).toBeLessThan(15_000);
    for (const c of [...halfSent, acked]) c.destroy();

    const store = await openEventStore({ url: undefined, dataDir });
    try {
      const rows = await store.client.query({
        query:
          "SELECT toString(uniqExact(event_id)) AS n FROM usage_events WHERE organization_id = {org:String} AND startsWith(event_id, 'term-')",
        query_params: { org: ORG },
        format: 'JSONEachRow',
      });
      expect((await rows.json<{ n: string }>())[0]!.n).toBe(String(ids.length));
    } finally {
      await store.close();
    }
  }, 60_000);
});

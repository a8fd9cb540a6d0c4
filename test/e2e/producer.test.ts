/**
 * The producer SDK against a real running service (`billing start`, real PostgreSQL and Redis, chdb), through a
 * proxy that fails on purpose: it answers 503 with Retry-After without forwarding, drops connections before
 * forwarding, forwards and then drops the answer (the edge stored the events), and forwards requests twice. The
 * edge's own rate limiter answers 429 with Retry-After. Every event must be counted exactly once in
 * `GET /usage`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createBillingClient, createProducer, type IngestResult, type Producer } from '@billing/client';
import { systemClock } from '@billing/core';
import type { TestDatabase } from '@billing/db/testing';
import { createApiKey } from '@billing/domain';
import { waitForFileLogDrained } from '@billing/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeKeysWithPrefix } from '../tools/redis-prefix.ts';
import { createTestOrganization } from '../tools/test-organization.ts';
import { makeDataDir, REPO } from './service.ts';

interface Service {
  child: ChildProcess;
  apiUrl: string;
  ingestUrl: string;
}

function startService(env: NodeJS.ProcessEnv): Promise<Service> {
  const child = spawn('node', ['--import', 'tsx', 'packages/cli/src/main.ts', 'start', 'all'], {
    cwd: REPO,
    env: { ...process.env, ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const api = /"port":(\d+),"msg":"api listening"/.exec(output);
      const ingest = /"port":(\d+),"msg":"ingest edge listening"/.exec(output);
      if (api && ingest) {
        clearTimeout(timer);
        resolve({ child, apiUrl: `http://127.0.0.1:${api[1]}`, ingestUrl: `http://127.0.0.1:${ingest[1]}` });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', () => reject(new Error(`the service exited:\n${output}`)));
  });
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

type ProxyFault = 'forward' | '503' | 'drop-before' | 'drop-after' | 'twice';

/** Which failure the n-th request meets: a fixed cycle, so that every kind happens in every run. */
const CYCLE: ProxyFault[] = ['forward', '503', 'forward', 'drop-before', 'forward', 'drop-after', 'twice'];

/** A proxy in front of the edge that fails as the cycle says, and counts what the edge answered. */
async function startFaultyProxy(target: string) {
  const seen = { requests: 0, injected: new Map<ProxyFault, number>(), fromEdge: new Map<number, number>() };
  const forward = async (request: IncomingMessage, body: Buffer) => {
    const response = await fetch(`${target}${request.url}`, {
      method: 'POST',
      headers: {
        authorization: String(request.headers.authorization),
        'content-type': 'application/json',
      },
      body,
    });
    seen.fromEdge.set(response.status, (seen.fromEdge.get(response.status) ?? 0) + 1);
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    };
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const fault = CYCLE[seen.requests++ % CYCLE.length]!;
    seen.injected.set(fault, (seen.injected.get(fault) ?? 0) + 1);
    if (fault === 'drop-before') {
      request.socket.destroy();
      return;
    }
    if (fault === '503') {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      response.end(
        JSON.stringify({ error: { code: 503, status: 'UNAVAILABLE', message: 'proxy', details: [] } }),
      );
      return;
    }
    let answer = await forward(request, body);
    if (fault === 'twice') answer = await forward(request, body);
    if (fault === 'drop-after') {
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.retryAfter === null ? {} : { 'retry-after': answer.retryAfter }),
    });
    response.end(answer.text);
  });
  // The producer's connections are kept alive: a destroyed socket must not leave the others hanging.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the producer against a running edge through failures', () => {
  let db: TestDatabase;
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let service: Service | undefined;
  let ingestKey: string;
  let adminKey: string;
  const prefix = `billing-e2e-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    ({ db, key: adminKey } = await createTestOrganization('sdk'));
    data = await makeDataDir();
    const system = { sql: db.sql, clock: systemClock };
    ingestKey = (await createApiKey(system, { organization: 'sdk', permissions: ['usage:write'] })).secret;
    service = await startService({
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: prefix,
      DATA_DIR: data.dir,
      PORT: '0',
      INGEST_PORT: '0',
      WORKER_PORT: '0',
      LOG_LEVEL: 'info',
      // Low enough that the producer's requests meet the edge's limiter (429 with Retry-After).
      RATE_LIMIT_PER_SECOND: '15',
      ROLLUP_INTERVAL_MS: '200',
    });
  }, 90_000);

  afterAll(async () => {
    if (service && service.child.exitCode === null) {
      const exited = new Promise((resolve) => service!.child.on('exit', resolve));
      service.child.kill('SIGTERM');
      await exited;
    }
    await removeKeysWithPrefix('redis://127.0.0.1:6379', prefix);
    await db?.close();
    await data?.remove();
  });

  it('delivers every event exactly once: GET /usage totals equal what was sent', async () => {
    const api = createBillingClient({ baseUrl: service!.apiUrl, apiKey: adminKey });
    const customers = ['c1', 'c2', 'c3'];
    for (const id of customers) {
      const created = await api.POST('/v1/customers', { params: { query: { customerId: id } }, body: {} });
      expect(created.response.status).toBe(200);
    }
    for (const [meterId, aggregation] of [
      ['tokens', 'SUM'],
      ['calls', 'COUNT'],
    ] as const) {
      const meter = await api.POST('/v1/meters', {
        params: { query: { meterId } },
        body: {
          displayName: meterId,
          eventType: 'llm.call',
          aggregation,
          ...(aggregation === 'SUM' ? { valueProperty: 'tokens' } : {}),
        },
      });
      expect(meter.response.status).toBe(200);
    }

    const eventTime = new Date(Date.now() - 60_000).toISOString();
    const expected = new Map(customers.map((c) => [c, { tokens: 0n, calls: 0n }]));
    const sendEvents = (producer: Producer, from: number, to: number) => {
      const answers: Array<Promise<IngestResult>> = [];
      for (let i = from; i < to; i++) {
        const customer = customers[i % customers.length]!;
        const tokens = BigInt((i % 7) + 1);
        const totals = expected.get(customer)!;
        totals.tokens += tokens;
        totals.calls += 1n;
        answers.push(
          producer.ingest({
            customer: `customers/${customer}`,
            eventType: 'llm.call',
            // Half with the caller's eventId, half with the producer's.
            ...(i % 2 === 0 ? { eventId: `sdk-${i}` } : {}),
            eventTime,
            properties: { tokens: tokens.toString() },
          }),
        );
      }
      return answers;
    };

    // Through the failing proxy.
    const proxy = await startFaultyProxy(service!.ingestUrl);
    const throughProxy = createProducer({
      ingestUrl: proxy.url,
      apiKey: ingestKey,
      // Small batches: many requests, so that every fault of the cycle is met.
      maxBatchEvents: 4,
      lingerMs: 2,
      maxConcurrentRequests: 3,
      initialBackoffMs: 20,
      maxBackoffMs: 400,
      requestTimeoutMs: 10_000,
    });
    const proxied = sendEvents(throughProxy, 0, 180);
    await throughProxy.close();
    await proxy.close();
    for (const fault of CYCLE) expect(proxy.seen.injected.get(fault)).toBeGreaterThan(0);

    // Straight to the edge, faster than its limiter allows: it answers 429 with Retry-After.
    const edgeStatuses = new Map<number, number>();
    const direct = createProducer({
      ingestUrl: service!.ingestUrl,
      apiKey: ingestKey,
      maxBatchEvents: 1,
      maxConcurrentRequests: 8,
      initialBackoffMs: 20,
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        edgeStatuses.set(response.status, (edgeStatuses.get(response.status) ?? 0) + 1);
        return response;
      },
    });
    const rateLimited = sendEvents(direct, 180, 240);
    await direct.close();
    expect(edgeStatuses.get(429) ?? 0).toBeGreaterThan(0);

    const results = await Promise.all([...proxied, ...rateLimited]);
    const statuses = new Set(results.map((r) => r.status));
    expect([...statuses].every((s) => s === 'ACCEPTED' || s === 'DUPLICATE')).toBe(true);
    expect(new Set(results.map((r) => r.eventId)).size).toBe(240);
    // The events stored before their answer was dropped, or sent twice, came back DUPLICATE.
    expect(statuses.has('DUPLICATE')).toBe(true);

    const period = {
      'period.startTime': new Date(Date.now() - 3_600_000).toISOString(),
      'period.endTime': new Date(Date.now() + 3_600_000).toISOString(),
    };
    const totalsOf = async (customer: string) => {
      const usage = await api.GET('/v1/customers/{customer}/usage', {
        params: { path: { customer }, query: period },
      });
      const rows = usage.data?.usage ?? [];
      const value = (meter: string) => rows.find((r) => r.meter === meter)?.quantity.value ?? '0';
      return { tokens: value('meters/tokens'), calls: value('meters/calls'), status: usage.response.status };
    };
    // Acknowledged events are readable once the file log (the default on chdb) drained them.
    await waitForFileLogDrained(join(data.dir, 'ingest-log'));
    for (const customer of customers) {
      const want = expected.get(customer)!;
      expect(await totalsOf(customer)).toEqual({
        tokens: want.tokens.toString(),
        calls: want.calls.toString(),
        status: 200,
      });
    }
  }, 120_000);
});

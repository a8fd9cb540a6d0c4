/**
 * The edge's log of errors (issue 16, item 8), with the service's own logger (runtime `createLogger`): a server
 * error is one line with its stack under the request id its answer carries (the client's X-Request-Id when it
 * sent one); a client error writes no line at all. The server error is a real failure of a dependency: the key
 * lookup throws.
 */
import { createLogger } from '@billing/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedEventStore, startEdge, type TestEdge } from './edge.ts';

const INGEST = '/v1/usageEvents:ingest';
const FAILURE = 'the key store is unreachable';

interface LogLine {
  reqId?: string;
  msg: string;
  level: number;
  err?: { message: string; stack: string };
}

describe('error logs of the ingest edge', () => {
  const lines: string[] = [];
  let edge: TestEdge;
  let lookupFails = false;

  beforeAll(async () => {
    edge = await startEdge({
      dedup: 'memory',
      logger: createLogger({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
      wrapAuthenticate: (authenticate) => async (secret) => {
        if (lookupFails) throw new Error(FAILURE);
        return authenticate(secret);
      },
    });
  });
  afterAll(async () => {
    await edge?.close();
    await closeSharedEventStore();
  });

  const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
  const event = (eventId: string) => ({
    eventId,
    customer: 'customers/c1',
    eventType: 'api.call',
    eventTime: new Date(Date.now() - 60_000).toISOString(),
  });

  async function failing(headers: Record<string, string> = {}) {
    lookupFails = true;
    try {
      return await edge.post(INGEST, { event: event('e-500') }, edge.key, headers);
    } finally {
      lookupFails = false;
    }
  }

  it('logs a server error with its stack once, under the request id of its answer', async () => {
    const before = lines.length;
    const res = await failing();
    expect(res.status).toBe(500);
    expect(res.body.error).toMatchObject({ code: 500, status: 'INTERNAL', message: 'internal error' });
    const reqId = res.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const mine = parsed().filter((line) => line.reqId === reqId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'internal error', level: 50, err: { message: FAILURE } });
    expect(mine[0]!.err!.stack).toContain(`${FAILURE}\n    at `);
    // The stack is written once, and only on that line.
    const stacks = lines.slice(before).filter((line) => line.includes(`${FAILURE}\\n    at `));
    expect(stacks).toHaveLength(1);
    expect(stacks[0]).toContain(reqId);
    expect(lines.join('')).not.toContain(edge.key);
  });

  it("uses the client's X-Request-Id, and a new id for each request without one", async () => {
    const res = await failing({ 'x-request-id': 'client-chosen-17' });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('client-chosen-17');
    expect(parsed().filter((line) => line.reqId === 'client-chosen-17')).toHaveLength(1);
    const [a, b] = [await failing(), await failing()];
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('writes no line for a client error', async () => {
    const before = lines.length;
    const answers = [
      await edge.post(INGEST, { event: event('e-ok') }),
      await edge.post(INGEST, { event: event('e-401') }, 'sk_unknown'),
      await edge.post(INGEST, '{"event":'),
      await edge.post('/v1/usageEvents:nowhere', {}),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 400, 404]);
    expect(lines.slice(before)).toEqual([]);
  });
});

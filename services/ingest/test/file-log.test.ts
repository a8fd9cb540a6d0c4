/**
 * The file log (INGEST_LOG=file) in one process: the real edge with the in-process de-duplication store (the
 * embedded profile's) appends to a file log in a temporary directory, and a drainer writes chdb from it. Claims
 * see what the log holds undrained; a batch inserted again after a crash between its insert and its checkpoint
 * is stored once; the backlog limit answers 503 with Retry-After and a drainer drains what waited.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertEventBatch } from '@billing/events';
import { fileDrainSource, IngestFileLog, type RunningDrainer, runDrainer } from '@billing/usage';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedEventStore, eventsOf as events, startEdge, type TestEdge } from './edge.ts';

const statuses = (response: { body: { results: Array<{ status: string }> } }) =>
  new Set(response.body.results.map((r) => r.status));

describe('file log', () => {
  let edge: TestEdge | undefined;
  const logs: IngestFileLog[] = [];
  const drainers: RunningDrainer[] = [];
  const dirs: string[] = [];

  async function openLog(dir?: string): Promise<IngestFileLog> {
    const at = dir ?? (await mkdtemp(join(tmpdir(), 'billing-file-log-edge-')));
    if (!dir) dirs.push(at);
    const log = await IngestFileLog.open({ dir: at });
    logs.push(log);
    return log;
  }

  async function logEdge(log: IngestFileLog, maxBacklog = 1_000_000): Promise<TestEdge> {
    edge = await startEdge({ dedup: 'memory', fileLog: { log, maxBacklog } });
    const now = new Date();
    await edge.db
      .sql`INSERT INTO customers (organization_id, id, currency_code, archived, create_time, update_time)
      VALUES (${edge.organization}, 'c1', 'USD', false, ${now}, ${now})`;
    return edge;
  }

  function drain(target: TestEdge, log: IngestFileLog): RunningDrainer {
    const drainer = runDrainer({
      source: fileDrainSource(log, { maxEvents: 100_000, maxMs: 200 }),
      events: target.events,
      logger: pino({ level: 'silent' }),
      registry: new Registry(),
    });
    drainers.push(drainer);
    return drainer;
  }

  const ingest = (target: TestEdge, list: unknown[]) =>
    target.post('/v1/usageEvents:batchIngest', { events: list });

  const stored = async (target: TestEdge) => {
    const result = await target.events.client.query({
      query: `SELECT toString(count()) AS rows, toString(uniqExact(event_id)) AS events FROM usage_events
        WHERE organization_id = {org:String}`,
      query_params: { org: target.organization },
      format: 'JSONEachRow',
    });
    return (await result.json<{ rows: string; events: string }>())[0]!;
  };

  afterEach(async () => {
    for (const drainer of drainers.splice(0)) await drainer.close();
    await edge?.close();
    edge = undefined;
    for (const log of logs.splice(0)) await log.close().catch(() => {});
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  afterAll(closeSharedEventStore);

  it('acknowledges from the file; undrained events are DUPLICATE or ALREADY_EXISTS; drained once', async () => {
    const log = await openLog();
    const target = await logEdge(log);
    const first = await ingest(target, events('a', 100));
    expect(first.status).toBe(200);
    expect(statuses(first)).toEqual(new Set(['ACCEPTED']));
    // In the log, not yet in ClickHouse.
    expect([log.backlog, await stored(target)]).toEqual([100, { rows: '0', events: '0' }]);
    expect(statuses(await ingest(target, events('a', 100)))).toEqual(new Set(['DUPLICATE']));
    const changed = await ingest(target, [{ ...events('a', 1)[0], properties: { n: -1 } }]);
    expect(changed.body.results[0]).toMatchObject({ status: 'REJECTED', errorCode: 'ALREADY_EXISTS' });
    drain(target, log);
    await log.waitForDrained();
    expect(await stored(target)).toEqual({ rows: '100', events: '100' });
    expect(statuses(await ingest(target, events('a', 100)))).toEqual(new Set(['DUPLICATE']));
    expect(log.backlog).toBe(0);
  });

  it('a batch inserted again after a crash before its checkpoint is stored once', async () => {
    const log = await openLog();
    const target = await logEdge(log);
    for (let i = 0; i < 3; i++) expect((await ingest(target, events('b', 50, 1 + 50 * i))).status).toBe(200);
    // A drainer that dies between insert and checkpoint: the batch recorded, inserted, never checkpointed.
    const range = await log.read(log.drained, 100_000);
    await log.beginBatch(range.to);
    await insertEventBatch(target.events, Buffer.concat(range.rows), log.token(range.from, range.to));
    expect(await stored(target)).toEqual({ rows: '150', events: '150' });
    await edge!.close();
    edge = undefined;
    await log.close();
    // The next start: the recorded batch is inserted again under its token, then what follows.
    const reopened = await openLog(log.dir);
    expect(reopened.insertingTo).toBe(range.to);
    const again = await logEdge(reopened);
    drain(again, reopened);
    await reopened.waitForDrained();
    expect(await stored(target)).toEqual({ rows: '150', events: '150' });
    expect((await ingest(again, events('c', 50))).status).toBe(200);
    await reopened.waitForDrained();
    expect(await stored(target)).toEqual({ rows: '150', events: '150' });
    expect(await stored(again)).toEqual({ rows: '50', events: '50' });
  });

  it('refuses with 503 and Retry-After above the backlog limit; a drainer drains it', async () => {
    const log = await openLog();
    const target = await logEdge(log, 150);
    expect((await ingest(target, events('d', 100))).status).toBe(200);
    const refused = await ingest(target, events('d', 100, 101));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.error.status).toBe('UNAVAILABLE');
    expect(log.backlog).toBe(100);
    // Nothing of the refused request was claimed: once drained, it is ACCEPTED.
    drain(target, log);
    await log.waitForDrained();
    const retried = await ingest(target, events('d', 100, 101));
    expect(statuses(retried)).toEqual(new Set(['ACCEPTED']));
    await log.waitForDrained();
    expect(await stored(target)).toEqual({ rows: '200', events: '200' });
  });
});

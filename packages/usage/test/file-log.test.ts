/**
 * The file log on its own, on real files in a temporary directory: records read back as written, group commit
 * (appends arriving together, or during an fsync, share one), the checkpoint and the batch being inserted across
 * a reopen, segment rotation and deletion, a torn last record cut off, damage elsewhere refused, and the
 * de-duplication view of what the log holds.
 */
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeEvents, type StoredEvent } from '@billing/events';
import { MemoryDedupStore } from '@billing/redis';
import { afterEach, describe, expect, it } from 'vitest';
import {
  encodeRecord,
  FileLogCorruption,
  IngestFileLog,
  RECORD_HEADER_BYTES,
  waitForFileLogDrained,
} from '../src/log/file-log.ts';
import { withLoggedEvents } from '../src/log/logged-dedup.ts';

function rows(from: number, count: number, organization = 'org-1'): StoredEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    organizationId: organization,
    customerId: 'c1',
    eventType: 'api.call',
    eventTime: Date.UTC(2026, 0, 1),
    eventId: `e-${from + i}`,
    ingestTimeMicros: 1_767_225_600_000_000n,
    properties: `{"n":${from + i}}`,
    propertyValues: [['n', String(from + i)]],
    payloadHash: `h-${from + i}`,
    correctionOf: '',
  }));
}

const text = (range: { rows: Buffer[] }) => Buffer.concat(range.rows).toString();

const segmentFiles = async (dir: string) => (await readdir(dir)).filter((n) => n.endsWith('.log')).sort();

describe('the ingest file log', () => {
  const dirs: string[] = [];
  const logs: IngestFileLog[] = [];

  async function fresh(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'billing-file-log-'));
    dirs.push(dir);
    return dir;
  }

  async function openLog(dir: string, segmentBytes?: number): Promise<IngestFileLog> {
    const log = await IngestFileLog.open({ dir, ...(segmentBytes ? { segmentBytes } : {}) });
    logs.push(log);
    return log;
  }

  afterEach(async () => {
    for (const log of logs.splice(0)) await log.close().catch(() => {});
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('reads back the rows of each append, in order, with their events and times', async () => {
    const log = await openLog(await fresh());
    const before = Date.now();
    await log.add(rows(1, 3));
    await log.add(rows(4, 2));
    expect(log.backlog).toBe(5);
    const range = await log.read(log.drained, 1_000);
    expect(range).toMatchObject({ from: 0, to: log.end, events: 5 });
    expect(text(range)).toBe(encodeEvents(rows(1, 3)) + encodeEvents(rows(4, 2)));
    expect(range.appendedAt).toHaveLength(2);
    expect(range.appendedAt.every((t) => t >= before && t <= Date.now())).toBe(true);
    // A batch ends at the record that reaches maxEvents.
    const first = await log.read(0, 2);
    expect([first.events, text(first)]).toEqual([3, encodeEvents(rows(1, 3))]);
    expect(text(await log.read(first.to, 1_000))).toBe(encodeEvents(rows(4, 2)));
  });

  it('group commit: appends of one turn share an fsync, and those arriving during it share the next', async () => {
    const log = await openLog(await fresh());
    await Promise.all(Array.from({ length: 50 }, (_, i) => log.add(rows(i * 2, 2))));
    expect(log.stats().fsyncs).toBe(1);
    const first = log.add(rows(1000, 1));
    // The group of `first` is being written and fsynced: these wait for it, then share one fsync.
    await new Promise((resolve) => setImmediate(resolve));
    const during = Array.from({ length: 20 }, (_, i) => log.add(rows(2000 + i, 1)));
    expect(log.depth).toBe(100 + 21);
    await Promise.all([first, ...during]);
    expect(log.stats().fsyncs).toBe(3);
    expect((await log.read(0, 1_000_000)).events).toBe(121);
  });

  it('keeps the checkpoint and the batch being inserted across a reopen', async () => {
    const dir = await fresh();
    const log = await openLog(dir);
    await log.add(rows(1, 3));
    await log.add(rows(4, 4));
    const first = await log.read(log.drained, 3);
    await log.beginBatch(first.to);
    await log.endBatch(first.to, first.events);
    expect([log.drained, log.backlog]).toEqual([first.to, 4]);
    const second = await log.read(log.drained, 100);
    await log.beginBatch(second.to);
    const token = log.token(second.from, second.to);
    // A crash after the insert, before the checkpoint moved.
    await log.close();
    const reopened = await openLog(dir);
    expect(reopened.drained).toBe(first.to);
    expect(reopened.insertingTo).toBe(second.to);
    expect(reopened.backlog).toBe(4);
    expect(reopened.token(reopened.drained, reopened.insertingTo!)).toBe(token);
    expect(text(await reopened.read(reopened.drained, Number.POSITIVE_INFINITY, second.to))).toBe(
      encodeEvents(rows(4, 4)),
    );
    // Another log (a directory made anew) never repeats a token.
    const other = await openLog(await fresh());
    expect(other.token(second.from, second.to)).not.toBe(token);
  });

  it('rotates segments, reads across them and deletes them once drained', async () => {
    const dir = await fresh();
    const log = await openLog(dir, 600);
    for (let i = 0; i < 12; i++) await log.add(rows(i * 2, 2));
    const files = await segmentFiles(dir);
    expect(files.length).toBeGreaterThan(3);
    const all = await log.read(0, 1_000);
    expect(text(all)).toBe(encodeEvents(rows(0, 24)));
    const half = await log.read(0, 12);
    await log.beginBatch(half.to);
    await log.endBatch(half.to, half.events);
    const left = await segmentFiles(dir);
    expect(left.length).toBeLessThan(files.length);
    expect(left.at(-1)).toBe(files.at(-1));
    await log.close();
    // Reopened: the drained segments stay gone, the rest reads on from the checkpoint.
    const reopened = await openLog(dir, 600);
    expect(reopened.backlog).toBe(12);
    expect(text(await reopened.read(reopened.drained, 1_000))).toBe(encodeEvents(rows(12, 12)));
    const rest = await reopened.read(reopened.drained, 1_000);
    await reopened.beginBatch(rest.to);
    await reopened.endBatch(rest.to, rest.events);
    expect((await segmentFiles(dir)).length).toBe(1);
    await waitForFileLogDrained(dir, 1_000);
  });

  it('cuts a torn last record off at open: a short record, or one whose checksum fails', async () => {
    const dir = await fresh();
    const log = await openLog(dir);
    await log.add(rows(1, 2));
    await log.add(rows(3, 2));
    const end = log.end;
    await log.close();
    const [segment] = await segmentFiles(dir);
    const path = join(dir, segment!);
    // A record whose write stopped halfway.
    const next = encodeRecord(Buffer.from(encodeEvents(rows(5, 2))), 2, Date.now());
    await appendFile(path, next.subarray(0, next.length - 7));
    const reopened = await openLog(dir);
    expect([reopened.end, reopened.backlog, (await stat(path)).size]).toEqual([end, 4, end]);
    await reopened.close();
    // A whole record with a damaged byte, then a header cut short.
    const damaged = Buffer.from(next);
    damaged.writeUInt8(damaged.readUInt8(RECORD_HEADER_BYTES + 3) ^ 0xff, RECORD_HEADER_BYTES + 3);
    await appendFile(path, Buffer.concat([damaged, next.subarray(0, 9)]));
    const again = await openLog(dir);
    expect([again.end, again.backlog]).toEqual([end, 4]);
    // Appends go on after the cut, and everything reads back.
    await again.add(rows(5, 2));
    expect(text(await again.read(0, 100))).toBe(encodeEvents(rows(1, 6)));
  });

  it('refuses to open over a bad record before the last segment, or segments without a checkpoint', async () => {
    const dir = await fresh();
    const log = await openLog(dir, 300);
    for (let i = 0; i < 6; i++) await log.add(rows(i * 2, 2));
    await log.close();
    const [first] = await segmentFiles(dir);
    const bytes = await readFile(join(dir, first!));
    bytes.writeUInt8(bytes.readUInt8(RECORD_HEADER_BYTES + 1) ^ 0xff, RECORD_HEADER_BYTES + 1);
    await writeFile(join(dir, first!), bytes);
    await expect(IngestFileLog.open({ dir, segmentBytes: 300 })).rejects.toBeInstanceOf(FileLogCorruption);
    await rm(join(dir, 'checkpoint.json'));
    await expect(IngestFileLog.open({ dir })).rejects.toThrow(/no checkpoint/);
  });

  it('holds the payload hashes of undrained events for de-duplication, until drained', async () => {
    const log = await openLog(await fresh());
    const appended = log.add(rows(1, 2));
    // Not before the fsync: until then the request's own claim covers the event.
    expect(log.loggedHash('org-1', 'e-1')).toBeUndefined();
    await appended;
    expect(log.loggedHash('org-1', 'e-1')).toBe('h-1');
    expect(log.loggedHash('org-2', 'e-1')).toBeUndefined();
    // The in-process store after losing the key (evicted, or a restart): the log still answers stored.
    const store = withLoggedEvents(new MemoryDedupStore(), (org, id) => log.loggedHash(org, id));
    const claim = await store.claim(
      'org-1',
      [
        { eventId: 'e-1', hash: 'h-1' },
        { eventId: 'e-9', hash: 'h-9' },
      ],
      Date.now(),
    );
    expect(claim.states).toEqual([{ kind: 'stored', hash: 'h-1' }, { kind: 'new' }]);
    expect((await store.claim('org-1', [{ eventId: 'e-1', hash: 'h-x' }], Date.now())).states).toEqual([
      { kind: 'stored', hash: 'h-1' },
    ]);
    const range = await log.read(0, 100);
    await log.beginBatch(range.to);
    await log.endBatch(range.to, range.events);
    expect(log.loggedHash('org-1', 'e-1')).toBeUndefined();
  });

  it('waits for the drain from outside: the checkpoint reaching the end of the last segment', async () => {
    const dir = await fresh();
    await waitForFileLogDrained(join(dir, 'none'), 100);
    const log = await openLog(dir);
    await log.add(rows(1, 1));
    await expect(waitForFileLogDrained(dir, 100)).rejects.toThrow(/undrained/);
    const waiting = waitForFileLogDrained(dir, 5_000);
    const range = await log.read(0, 10);
    await log.beginBatch(range.to);
    await log.endBatch(range.to, range.events);
    await waiting;
    await log.waitForDrained();
  });
});

/**
 * The ingest log's scripts on a real Redis (a fresh key prefix per test): what one append claims and logs, and
 * what it leaves alone when it refuses.
 */
import { randomBytes } from 'node:crypto';
import { claimHashes, connectRedis, generationMs, logKeys, RedisDedupStore, readClaim } from '@billing/redis';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AppendBatch,
  batchToken,
  IngestLogReader,
  IngestLogWriter,
  MAX_COALESCED_EVENTS,
} from '../src/log/redis-log.ts';

const redis = connectRedis('redis://127.0.0.1:6379');
const WINDOW = 60_000;
const NOW = 1_800_000_000_000;
const prefixes: string[] = [];

afterAll(async () => {
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
});

/** A prefix of its own, marked complete (no key was ever lost), unless told otherwise. */
async function fresh(maxBacklog = 0, complete = true) {
  const prefix = `billing-test-log-${randomBytes(4).toString('hex')}:`;
  prefixes.push(prefix);
  if (complete) await new RedisDedupStore(redis, prefix, WINDOW).markComplete(NOW - 1);
  return {
    prefix,
    writer: new IngestLogWriter(redis, prefix, WINDOW, maxBacklog),
    keys: logKeys(prefix),
    /** The claim of an eventId at NOW, as the scripts read it (claims.ts). */
    claimOf: (organization: string, eventId: string) =>
      readClaim(redis, prefix, WINDOW, organization, eventId, NOW),
  };
}

interface Item {
  eventId: string;
  hash: string;
  expected: string;
}

const item = (eventId: string, hash = `h-${eventId}`, expected = ''): Item => ({ eventId, hash, expected });

/** The append's arguments for these events, each with the row `row {eventId}`. */
const appendOf = (...items: Item[]): AppendBatch => ({
  eventIds: items.map((i) => i.eventId),
  hashes: items.map((i) => i.hash),
  rows: items.map((i) => `row ${i.eventId}\n`).join(''),
  expected: items.map((i) => i.expected),
});

describe('ingest log scripts', () => {
  it('claims and logs new events in one entry; a repeat reads the stored claim and logs nothing', async () => {
    const { writer, keys } = await fresh();
    const first = await writer.append('o', appendOf(item('a'), item('b')), NOW, 'check');
    expect(first).toMatchObject({ kind: 'appended', previous: ['', ''] });
    const again = await writer.append('o', appendOf(item('a'), item('b', 'other'), item('c')), NOW, 'check');
    expect(again).toMatchObject({ kind: 'appended', previous: ['S:h-a', 'S:h-b', ''] });
    const entries = (await redis.xrange(keys.stream, '-', '+')).map(([, fields]) => fields);
    expect(entries).toEqual([
      ['n', '2', 'r', 'row a\nrow b\n'],
      ['n', '1', 'r', 'row c\n'],
    ]);
    expect(await redis.get(keys.backlog)).toBe('3');
  });

  it('logs exactly the rows of the events it claimed, wherever they are in the request', async () => {
    const { claimOf, writer, keys } = await fresh();
    await writer.append(
      'o',
      { eventIds: ['b', 'd'], hashes: ['h-b', 'h-d'], rows: 'row b\nrow d\n' },
      NOW,
      'check',
    );
    // No expected claims sent (the common case): '' for every event.
    const reply = await writer.append(
      'o',
      {
        eventIds: ['a', 'b', 'c', 'd', 'e'],
        hashes: ['h-a', 'x', 'h-c', 'h-d', 'h-e'],
        rows: 'ra\nrb\nrc\nrd\nre\n',
      },
      NOW,
      'check',
    );
    expect(reply).toMatchObject({ kind: 'appended', previous: ['', 'S:h-b', '', 'S:h-d', ''] });
    const entries = (await redis.xrange(keys.stream, '-', '+')).map(([, fields]) => fields);
    expect(entries[1]).toEqual(['n', '3', 'r', 'ra\nrc\nre\n']);
    expect(await redis.get(keys.backlog)).toBe('5');
    expect(await claimOf('o', 'e')).toBe('S:h-e');
  });

  it('refuses above the backlog limit without claiming anything', async () => {
    const { claimOf, writer, keys } = await fresh(3);
    expect((await writer.append('o', appendOf(item('a'), item('b')), NOW, 'check')).kind).toBe('appended');
    expect(await writer.append('o', appendOf(item('c'), item('d')), NOW, 'check')).toEqual({
      kind: 'busy',
      backlog: 2,
    });
    expect(await claimOf('o', 'c')).toBeNull();
    expect(await redis.xlen(keys.stream)).toBe(1);
  });

  it('answers verify while keys may have been lost: nothing claimed; only a caller that can check sets the sentinel', async () => {
    const { claimOf, writer, keys } = await fresh(0, false);
    expect(await writer.append('o', appendOf(item('a')), NOW, 'nostore')).toEqual({ kind: 'verify' });
    expect(await redis.exists(keys.sentinel)).toBe(0);
    expect(await writer.append('o', appendOf(item('a')), NOW, 'check')).toEqual({ kind: 'verify' });
    expect(Number(await redis.get(keys.sentinel))).toBe(NOW + WINDOW);
    expect(await claimOf('o', 'a')).toBeNull();
    // Checked in ClickHouse by the caller: appended regardless of the sentinel.
    expect(await writer.append('o', appendOf(item('a')), NOW, 'verified')).toMatchObject({ previous: [''] });
  });

  it('reads a synchronous claim of a request marked stored as stored, and takes over only the claim it names', async () => {
    const { claimOf, prefix, writer, keys } = await fresh();
    const sync = new RedisDedupStore(redis, prefix, WINDOW);
    const marked = await sync.claim('o', [{ eventId: 'a', hash: 'h-a' }], NOW);
    await sync.confirmClaimed('o', marked);
    await sync.claim('o', [{ eventId: 'b', hash: 'h-b' }], NOW);
    const pending = await claimOf('o', 'b');
    const reply = await writer.append('o', appendOf(item('a'), item('b')), NOW + 1, 'check');
    expect(reply).toMatchObject({ previous: ['S:h-a', pending] });
    // A take-over names the pending claim it read: another value is left alone.
    expect(
      await writer.append('o', appendOf(item('b', 'h-b', 'P:stale')), NOW + 2, 'verified'),
    ).toMatchObject({
      previous: [pending],
    });
    expect(await writer.append('o', appendOf(item('b', 'h-b', pending!)), NOW + 2, 'verified')).toMatchObject(
      {
        previous: [''],
      },
    );
    expect(await claimOf('o', 'b')).toBe('S:h-b');
  });

  it('claims and logs the largest batch (1,000 events, half of them claimed before) in one call', async () => {
    const { claimOf, writer, keys } = await fresh();
    const items = Array.from({ length: 1000 }, (_, i) => item(`big-${i}`));
    await writer.append('o', appendOf(...items.filter((_, i) => i % 2 === 0)), NOW, 'check');
    const reply = await writer.append('o', appendOf(...items), NOW + 1, 'check');
    expect(reply.kind === 'appended' && reply.previous).toEqual(
      items.map((_, i) => (i % 2 === 0 ? `S:h-big-${i}` : '')),
    );
    expect(await claimOf('o', 'big-999')).toBe('S:h-big-999');
    expect(await redis.get(keys.backlog)).toBe('1000');
  });

  it('finds claims of older generations of the window, and moves the claim a take-over replaces', async () => {
    const { prefix, writer } = await fresh();
    const later = NOW + 2 * generationMs(WINDOW);
    const sync = new RedisDedupStore(redis, prefix, WINDOW);
    await writer.append('o', appendOf(item('a')), NOW, 'check');
    await sync.claim('o', [{ eventId: 'b', hash: 'h-b' }], NOW);
    const pending = await readClaim(redis, prefix, WINDOW, 'o', 'b', later);
    expect(await writer.append('o', appendOf(item('a'), item('b')), later, 'check')).toMatchObject({
      previous: ['S:h-a', pending],
    });
    expect(await writer.append('o', appendOf(item('b', 'h-b', pending!)), later, 'verified')).toMatchObject({
      previous: [''],
    });
    const [newest, ...older] = claimHashes(prefix, 'o', WINDOW, later);
    expect(await redis.hget(newest!, 'b')).toBe('S:h-b');
    for (const key of older) expect(await redis.hget(key, 'b')).toBeNull();
  });

  it('appends the requests of one turn of the event loop in one call, each answered as if alone, in order', async () => {
    const { writer, keys } = await fresh();
    await writer.append('o', appendOf(item('old')), NOW, 'check');
    const [first, second, third, other] = await Promise.all([
      writer.append('o', appendOf(item('a'), item('old'), item('b')), NOW, 'check'),
      // The same eventId as the first request's, with the same and with another payload.
      writer.append('o', appendOf(item('c'), item('a')), NOW + 1, 'check'),
      writer.append('o', appendOf(item('b', 'other'), item('d')), NOW, 'check'),
      writer.append('p', appendOf(item('a')), NOW, 'check'),
    ]);
    expect(first).toMatchObject({ kind: 'appended', previous: ['', 'S:h-old', ''] });
    expect(second).toMatchObject({ kind: 'appended', previous: ['', 'S:h-a'] });
    expect(third).toMatchObject({ kind: 'appended', previous: ['S:h-b', ''] });
    expect(other).toMatchObject({ kind: 'appended', previous: [''] });
    // One entry for the first append, one for the three requests of organization o, one for p.
    const entries = (await redis.xrange(keys.stream, '-', '+')).map(([, fields]) => fields);
    expect(entries).toEqual([
      ['n', '1', 'r', 'row old\n'],
      ['n', '4', 'r', 'row a\nrow b\nrow c\nrow d\n'],
      ['n', '1', 'r', 'row a\n'],
    ]);
    expect(await redis.get(keys.backlog)).toBe('6');
  });

  it('sends a call once the requests waiting reach the most one call takes, and a take-over alone', async () => {
    const { writer, keys } = await fresh();
    const ids = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => item(`e${from + i}`));
    const replies = await Promise.all([
      writer.append('o', appendOf(...ids(0, MAX_COALESCED_EVENTS - 10)), NOW, 'check'),
      writer.append('o', appendOf(...ids(5000, 20)), NOW, 'check'),
      writer.append('o', appendOf(...ids(6000, 5)), NOW, 'check'),
      writer.append('o', appendOf(item('x', 'h-x', 'P:someone')), NOW, 'verified'),
    ]);
    expect(replies.map((r) => (r.kind === 'appended' ? r.previous.length : r.kind))).toEqual([
      MAX_COALESCED_EVENTS - 10,
      20,
      5,
      1,
    ]);
    const counts = (await redis.xrange(keys.stream, '-', '+')).map(([, fields]) => fields[1]);
    // The first request alone, sent when 20 more would pass the most; the take-over at once; the other two.
    expect(counts).toEqual([String(MAX_COALESCED_EVENTS - 10), '1', '25']);
  });

  it('answers requests appended together as one after the other, and logs each eventId once (property)', async () => {
    // Requests from a small pool of eventIds and payloads, so that requests of one call share eventIds; sizes up
    // to 40 events, so that calls also fill up and are sent early.
    const request = fc.array(
      fc.record({ id: fc.integer({ min: 0, max: 60 }), payload: fc.integer({ min: 0, max: 1 }) }),
      { minLength: 1, maxLength: 40 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 12 }), async (requests) => {
        const { writer, keys } = await fresh();
        const batches = requests.map((events) =>
          appendOf(...events.map((e) => item(`e${e.id}`, `h${e.id}-${e.payload}`))),
        );
        const replies = await Promise.all(batches.map((batch) => writer.append('o', batch, NOW, 'check')));
        // The model: the requests one after the other, each event claimed by its eventId's first payload.
        const claimed = new Map<string, string>();
        const expected = batches.map((batch) =>
          batch.eventIds.map((id, i) => {
            const previous = claimed.get(id);
            if (previous !== undefined) return `S:${previous}`;
            claimed.set(id, batch.hashes[i]!);
            return '';
          }),
        );
        expect(replies.map((r) => (r.kind === 'appended' ? r.previous : r.kind))).toEqual(expected);
        const rows = (await redis.xrange(keys.stream, '-', '+')).flatMap(([, fields]) =>
          fields[3]!.split('\n').filter(Boolean),
        );
        expect(rows.sort()).toEqual([...claimed.keys()].map((id) => `row ${id}`).sort());
        expect(Number(await redis.get(keys.backlog))).toBe(claimed.size);
      }),
      { numRuns: 40 },
    );
  });

  it('gives every request of a call its refusal', async () => {
    const { claimOf, writer, keys } = await fresh(3);
    const replies = await Promise.all([
      writer.append('o', appendOf(item('a'), item('b')), NOW, 'check'),
      writer.append('o', appendOf(item('c'), item('d')), NOW, 'check'),
    ]);
    expect(replies).toEqual([
      { kind: 'busy', backlog: 0 },
      { kind: 'busy', backlog: 0 },
    ]);
    expect(await claimOf('o', 'a')).toBeNull();
    expect(await redis.xlen(keys.stream)).toBe(0);
  });

  it('acknowledges a batch once: the backlog drops by its events, the record goes, the stream is trimmed', async () => {
    const { prefix, writer, keys } = await fresh();
    for (const id of ['a', 'b', 'c'])
      await writer.append('o', appendOf(item(id), item(`${id}2`)), NOW, 'check');
    const reader = new IngestLogReader(redis, prefix, 'd1');
    await reader.ensureGroup();
    const entries = await reader.read(2, 10);
    const ranges: Array<[string, string, number]> = [[entries[0]!.id, entries[1]!.id, 2]];
    const batch = { token: batchToken(ranges), consumer: 'd1', ranges, at: NOW };
    expect(batchToken(ranges)).toBe(batch.token);
    await reader.record(batch);
    expect(await reader.ack(batch.token, entries)).toBe(4);
    expect(await reader.ack(batch.token, entries)).toBe(0);
    expect(await redis.get(keys.backlog)).toBe('2');
    expect(await redis.hlen(keys.batches)).toBe(0);
    // The third entry was never delivered: it stays.
    expect((await redis.xrange(keys.stream, '-', '+')).map(([id]) => id)).not.toContain(entries[0]!.id);
    expect(await redis.xlen(keys.stream)).toBeGreaterThanOrEqual(1);
  });
});

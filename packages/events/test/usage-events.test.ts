import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../src/connect.ts';
import { createTestEventStore } from '../src/testing.ts';
import { escapeTsv } from '../src/tsv.ts';
import {
  countCountedEvents,
  findStoredHashes,
  getEvent,
  insertCorrection,
  insertEvents,
  listEvents,
  type StoredEvent,
} from '../src/usage-events.ts';

const T0 = Date.parse('2026-11-01T00:00:00Z');

function event(id: string, overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    organizationId: 'acme',
    customerId: 'c1',
    eventType: 'api.call',
    eventTime: T0,
    eventId: id,
    ingestTimeMicros: BigInt(T0 + 1000) * 1000n,
    properties: '{"tokens":5}',
    propertyValues: [['tokens', '5']],
    payloadHash: `hash-${id}`,
    correctionOf: '',
    ...overrides,
  };
}

describe('usage event storage (chdb)', () => {
  let store: EventStore;

  beforeAll(async () => {
    store = await createTestEventStore({ prefix: 'billing-events-', migrated: true });
  });
  afterAll(() => store.close());

  it('escapes TSV specials', () => {
    expect(escapeTsv('a\tb\nc\\d')).toBe('a\\tb\\nc\\\\d');
  });

  it('stores events with awkward properties verbatim', async () => {
    const properties = JSON.stringify({ text: 'tab\there\nnew line \\ back "quoted" é 🎉' });
    await insertEvents(store.client, [event('weird', { properties })]);
    const stored = await getEvent(store.client, 'acme', 'weird');
    expect(stored?.properties).toBe(properties);
    expect(stored?.eventTime).toBe(T0);
  });

  it('reads a twice-stored event once, and the first stored payload wins', async () => {
    await insertEvents(store.client, [event('twice')]);
    await insertEvents(store.client, [
      event('twice', { ingestTimeMicros: BigInt(T0 + 5000) * 1000n, payloadHash: 'later' }),
    ]);
    expect((await findStoredHashes(store.client, 'acme', ['twice', 'nope'])).get('twice')).toBe('hash-twice');
    const listed = await listEvents(store.client, { organizationId: 'acme', limit: 100 });
    expect(listed.filter((e) => e.eventId === 'twice')).toHaveLength(1);
    expect(await getEvent(store.client, 'globex', 'twice')).toBeUndefined();
  });

  it('lists newest first with keyset paging, filtered by type and time', async () => {
    const events = Array.from({ length: 7 }, (_, i) =>
      event(`page-${i}`, { eventType: 'paged', eventTime: T0 + i * 1000 }),
    );
    await insertEvents(store.client, events);
    const seen: string[] = [];
    let before: { eventTime: number; eventId: string } | undefined;
    for (;;) {
      const page = await listEvents(store.client, {
        organizationId: 'acme',
        eventType: 'paged',
        before,
        limit: 3,
      });
      seen.push(...page.map((e) => e.eventId));
      if (page.length < 3) break;
      const last = page.at(-1)!;
      before = { eventTime: last.eventTime, eventId: last.eventId };
    }
    expect(seen).toEqual(['page-6', 'page-5', 'page-4', 'page-3', 'page-2', 'page-1', 'page-0']);
    const window = await listEvents(store.client, {
      organizationId: 'acme',
      eventType: 'paged',
      startTime: T0 + 2000,
      endTime: T0 + 4000,
      limit: 10,
    });
    expect(window.map((e) => e.eventId)).toEqual(['page-3', 'page-2']);
  });

  it('counts each event once, without superseded ones, up to the watermark', async () => {
    const start = T0 + 100_000;
    await insertEvents(store.client, [
      event('n1', { eventTime: start }),
      event('n2', { eventTime: start + 1 }),
      event('n2', { eventTime: start + 1 }),
      event('n3', { eventTime: start + 2, ingestTimeMicros: BigInt(T0 + 9_000_000) * 1000n }),
    ]);
    await insertCorrection(store.client, {
      organizationId: 'acme',
      eventId: 'n1',
      replacementEventId: 'n1-fixed',
      reason: 'wrong tokens',
      createTime: T0,
    });
    expect(await countCountedEvents(store.client, 'acme', start, start + 10, T0 + 2000)).toBe('1');
    expect(await countCountedEvents(store.client, 'acme', start, start + 10, T0 + 10_000_000)).toBe('2');
    expect((await getEvent(store.client, 'acme', 'n1'))?.supersededBy).toBe('n1-fixed');
    expect((await getEvent(store.client, 'acme', 'n2'))?.supersededBy).toBe('');
  });
});

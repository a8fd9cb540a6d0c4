/**
 * Event stores for tests: an embedded ClickHouse (chdb) in a new temporary directory, which its `close` removes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventStore, openEventStore } from './connect.ts';
import { migrateEvents } from './migrate.ts';

export interface TestEventStoreOptions {
  /** The start of the directory's name, to tell a test's leftovers apart (`billing-chdb-limits-`). */
  prefix: string;
  /** Read connections (the expensive reads' pool); default 1. */
  readConnections?: number;
  /** Apply the ClickHouse migrations first (a test of the migrations themselves starts without). */
  migrated?: boolean;
}

export async function createTestEventStore(options: TestEventStoreOptions): Promise<EventStore> {
  const dataDir = await mkdtemp(join(tmpdir(), options.prefix));
  const store = await openEventStore({ url: undefined, dataDir, readConnections: options.readConnections });
  if (options.migrated) await migrateEvents(store.client);
  return {
    ...store,
    async close() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

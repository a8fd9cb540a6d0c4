/**
 * ClickHouse through `@clickhouse/client`: a real server when CLICKHOUSE_URL is set, otherwise chdb (the
 * ClickHouse engine in-process) behind the same client, so every query and migration runs unchanged.
 * chdb allows one data directory per process.
 */
import { join } from 'node:path';
import { type ClickHouseClient, createClient } from '@clickhouse/client';

export type { ClickHouseClient } from '@clickhouse/client';

export interface EventStore {
  client: ClickHouseClient;
  kind: 'clickhouse' | 'chdb';
  close(): Promise<void>;
}

export interface EventStoreOptions {
  url: string | undefined;
  dataDir: string;
}

export async function openEventStore(options: EventStoreOptions): Promise<EventStore> {
  if (options.url) {
    const client = createClient({
      url: options.url,
      clickhouse_settings: { date_time_input_format: 'best_effort' },
    });
    return { client, kind: 'clickhouse', close: () => client.close() };
  }
  // Loaded only when needed: the native engine costs ~0.2 s and ~190 MB to load.
  const { createChdbConnection } = await import('chdb/connection');
  const client = createClient({
    connection: createChdbConnection({ path: join(options.dataDir, 'clickhouse') }),
  } as never);
  return { client, kind: 'chdb', close: () => client.close() };
}

/**
 * ClickHouse through `@clickhouse/client`: a real server when CLICKHOUSE_URL is set, otherwise chdb (the
 * ClickHouse engine in-process) behind the same client, so every query and migration runs unchanged.
 * chdb allows one data directory per process.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type ClickHouseClient, createClient } from '@clickhouse/client';

export type { ClickHouseClient } from '@clickhouse/client';

export interface EventStore {
  client: ClickHouseClient;
  /**
   * The client of the api's expensive reads (previews, usage queries). On chdb a connection of its own on the
   * same data directory: chdb runs one statement at a time per connection, so on the shared one a 1 s read
   * held an ingest insert for up to that second (measured, docs/limits.md); on its own connection the insert
   * ran beside it. A server takes concurrent queries on one client: there it is `client`.
   */
  readClient: ClickHouseClient;
  /** `none`: a process that must not touch ClickHouse (an edge on its own with the ingest log, on chdb). */
  kind: 'clickhouse' | 'chdb' | 'none';
  /**
   * Inserts TabSeparated rows given as bytes, by the cheapest path of the store: chdb hands the Buffer to its
   * native parser without a copy (the client would first turn it into one SQL string); a server receives it
   * as a request body stream.
   */
  insertTsv(table: string, columns: readonly string[], body: Buffer): Promise<void>;
  /**
   * One large insert of TabSeparated rows with the given settings (the drainer's: 50-100k rows, a
   * de-duplication token). chdb reads them with `INSERT ... SELECT FROM file()`: inline insert data costs chdb
   * 5-8 ns per byte to take apart from the query, a file costs nothing of that. `structure` names each
   * column's type, as `file()` needs.
   */
  insertTsvBatch(batch: TsvBatch): Promise<void>;
  close(): Promise<void>;
}

export interface EventStoreOptions {
  url: string | undefined;
  dataDir: string;
  /** chdb's allocator settings (jemalloc's conf string); only read when chdb is first loaded. */
  allocatorConf?: string | undefined;
}

/**
 * Settings of the ingest inserts (group commits of ~100-10,000 rows, several a second). Together they cut chdb's
 * CPU per insert by 10-15%, measured interleaved with the defaults (bench/README.md):
 * - skip indexes (the bloom filter on event_id, the minmax on insert_time) are built when parts merge, not at
 *   each insert: a part without them is read whole, which only the newest, smallest parts are;
 * - no merge of the block's rows at insert: duplicates are removed by merges and by every read (FINAL, GROUP BY);
 * - no parallel parsing, which only pays off for large bodies.
 */
export const INGEST_INSERT_SETTINGS = {
  materialize_skip_indexes_on_insert: 0,
  optimize_on_insert: 0,
  input_format_parallel_parsing: 0,
} as const;

export interface TsvBatch {
  table: string;
  /** `name Type` per column, in the rows' order. */
  structure: readonly (readonly [string, string])[];
  body: Buffer;
  settings: Record<string, string | number>;
}

/** A settings value in SQL: numbers as they are, strings quoted (ClickHouse doubles a quote inside). */
function settingLiteral(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The store of a process without ClickHouse: every call fails. An edge on its own that acknowledges from the
 * ingest log needs none, and without CLICKHOUSE_URL it could only open an empty chdb of its own (190 MB, and
 * de-duplication checks against nothing).
 */
export function noEventStore(): EventStore {
  const fail = () => Promise.reject(new Error('this process has no ClickHouse (an ingest edge on its own)'));
  const client = new Proxy({} as ClickHouseClient, {
    get: (_target, name) => (name === 'close' ? () => Promise.resolve() : fail),
  });
  return {
    client,
    readClient: client,
    kind: 'none',
    insertTsv: fail,
    insertTsvBatch: fail,
    close: () => Promise.resolve(),
  };
}

export async function openEventStore(options: EventStoreOptions): Promise<EventStore> {
  if (options.url) {
    const client = createClient({
      url: options.url,
      clickhouse_settings: { date_time_input_format: 'best_effort' },
    });
    return {
      client,
      readClient: client,
      kind: 'clickhouse',
      async insertTsv(table, columns, body) {
        await client.insert({
          table,
          values: Readable.from([body]),
          format: 'TabSeparated',
          columns: columns as [string, ...string[]],
          clickhouse_settings: INGEST_INSERT_SETTINGS,
        });
      },
      async insertTsvBatch(batch) {
        await client.insert({
          table: batch.table,
          values: Readable.from([batch.body]),
          format: 'TabSeparated',
          columns: batch.structure.map(([name]) => name) as [string, ...string[]],
          clickhouse_settings: batch.settings,
        });
      },
      close: () => client.close(),
    };
  }
  // chdb's jemalloc reads its settings from this variable once, when the library loads (it cannot be set by a
  // query). Set here, not by the operator, so that the defaults live in the one config module.
  if (options.allocatorConf && !process.env.JE_MALLOC_CONF)
    process.env.JE_MALLOC_CONF = options.allocatorConf;
  // Loaded only when needed: the native engine costs ~0.2 s and ~190 MB to load.
  const { createChdbConnection } = await import('chdb/connection');
  const connection = createChdbConnection({ path: join(options.dataDir, 'clickhouse') });
  const client = createClient({ connection } as never);
  const readClient = oneQueryAtATime(
    createClient({
      connection: createChdbConnection({ path: join(options.dataDir, 'clickhouse') }),
    } as never),
  );
  const batchDir = join(options.dataDir, 'clickhouse-batches');
  // Files of inserts a killed process left behind: their rows are still in the ingest log, which decides.
  await rm(batchDir, { recursive: true, force: true });
  return {
    client,
    readClient,
    kind: 'chdb',
    async insertTsv(table, columns, body) {
      await connection.chdb.rawInsert({
        table,
        values: body,
        format: 'TabSeparated',
        columns,
        settings: INGEST_INSERT_SETTINGS,
      });
    },
    async insertTsvBatch(batch) {
      await mkdir(batchDir, { recursive: true });
      const file = join(batchDir, `${randomBytes(8).toString('hex')}.tsv`);
      await writeFile(file, batch.body);
      // Settings in the statement, not through the client: chdb's adapter turns client settings into SET
      // statements, which would outlive this insert in the session (a token reused by the next insert).
      const settings = Object.entries(batch.settings)
        .map(([name, value]) => `${name} = ${settingLiteral(value)}`)
        .join(', ');
      const columns = batch.structure.map(([name]) => name).join(', ');
      const structure = batch.structure.map(([name, type]) => `${name} ${type}`).join(', ');
      try {
        await client.command({
          query: `INSERT INTO ${batch.table} (${columns}) SETTINGS ${settings}
            SELECT * FROM file(${settingLiteral(file)}, 'TabSeparated', ${settingLiteral(structure)})`,
        });
      } finally {
        await rm(file, { force: true });
      }
    },
    async close() {
      await readClient.close();
      await client.close();
    },
  };
}

/**
 * The read connection's queries one after another. chdb runs every parameterized query of the process in one
 * first-come queue (its guard against a race in the engine), the ingest edge's de-duplication checks included:
 * reads queued there ahead of a check all delay it. Queued here instead, at most one read is ever ahead of it.
 * Reads lose nothing: the connection runs one statement at a time anyway.
 */
function oneQueryAtATime(client: ClickHouseClient): ClickHouseClient {
  let tail: Promise<unknown> = Promise.resolve();
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (params: Parameters<ClickHouseClient['query']>[0]) => {
          const run = tail.then(() => target.query(params as never));
          tail = run.catch(() => undefined);
          return run;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as ClickHouseClient;
}

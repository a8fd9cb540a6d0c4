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
import { inlineParams } from './inline-params.ts';

export type { ClickHouseClient } from '@clickhouse/client';

export interface EventStore {
  client: ClickHouseClient;
  /**
   * The clients of the api's expensive reads (previews, usage queries), one per read slot (`readConnections`).
   * On chdb each is a connection of its own on the same data directory, with the queries' parameters written
   * into their text (inline-params.ts): chdb runs one statement at a time per connection, and every bound
   * query of the process in one chain, so reads on the ingest's connection held its inserts (measured,
   * docs/limits.md) and one organization's reads held another's. A server takes concurrent queries on one
   * client: there every slot has `client`.
   */
  readClients: readonly ClickHouseClient[];
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
  /** Read connections of the expensive reads on chdb (their pool's size); default 1. */
  readConnections?: number;
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

/**
 * `max_query_size` of the read connections on chdb, whose queries carry their parameters' values as text
 * (inline-params.ts): the 128 KiB of branches a merge query holds (events `MAX_MERGE_BRANCH_BYTES`) plus their
 * values, of which a year of days and hours per meter, for 50 meters, is a few MiB at most.
 */
export const INLINED_MAX_QUERY_SIZE = 64 * 1024 * 1024;

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
    readClients: [client],
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
      readClients: [client],
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
  const readClients = Array.from({ length: Math.max(1, options.readConnections ?? 1) }, () =>
    oneQueryAtATime(
      withInlinedParams(
        createClient({
          connection: createChdbConnection({ path: join(options.dataDir, 'clickhouse') }),
        } as never),
      ),
    ),
  );
  // A SET lasts for its connection's session. Inlined, a parameter's value is text of the query at every place
  // it is used (a year's read names its ~400 days and its ~9,000 hours several times per meter): past the
  // default 256 KiB the query would not parse.
  for (const readClient of readClients) {
    await readClient.command({ query: `SET max_query_size = ${INLINED_MAX_QUERY_SIZE}` });
  }
  const batchDir = join(options.dataDir, 'clickhouse-batches');
  // Files of inserts a killed process left behind: their rows are still in the ingest log, which decides.
  await rm(batchDir, { recursive: true, force: true });
  return {
    client,
    readClients,
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
      for (const readClient of readClients) await readClient.close();
      await client.close();
    },
  };
}

/**
 * A read connection's queries one after another: the connection runs one statement at a time anyway, and
 * queued here a read's queries wait in this process's order rather than in the engine's.
 */
function oneQueryAtATime(client: ClickHouseClient): ClickHouseClient {
  let tail: Promise<unknown> = Promise.resolve();
  return overrideQuery(client, (target, params) => {
    const run = tail.then(() => target.query(params as never));
    tail = run.catch(() => undefined);
    return run;
  });
}

/** Queries sent with their parameters written into the text: off chdb's process-wide chain of bound queries. */
function withInlinedParams(client: ClickHouseClient): ClickHouseClient {
  return overrideQuery(client, (target, params) =>
    target.query({
      ...params,
      query: inlineParams(params.query, params.query_params),
      query_params: undefined,
    } as never),
  );
}

type QueryParamsOf = Parameters<ClickHouseClient['query']>[0];

function overrideQuery(
  client: ClickHouseClient,
  query: (target: ClickHouseClient, params: QueryParamsOf) => Promise<unknown>,
): ClickHouseClient {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return (params: QueryParamsOf) => query(target, params);
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as ClickHouseClient;
}

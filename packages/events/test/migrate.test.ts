import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStore, openEventStore } from '../src/connect.ts';
import {
  CLICKHOUSE_MIGRATIONS,
  ClusterRewriter,
  migrateEvents,
  migrationStatements,
  readMigrationFiles,
  schemaMigrationsDdl,
  splitStatements,
} from '../src/migrate.ts';

let dir: string;
let store: EventStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'billing-chdb-'));
  store = await openEventStore({ url: undefined, dataDir: dir });
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('ClickHouse migrations on chdb', () => {
  it('splits statements at line-ending semicolons and drops comments', () => {
    expect(splitStatements("-- a\nCREATE TABLE a (x String) ENGINE = Memory;\nSELECT ';' ;\n")).toEqual([
      'CREATE TABLE a (x String) ENGINE = Memory',
      "SELECT ';'",
    ]);
  });

  it('applies each numbered file once, in order, and records it', async () => {
    const migrations = join(dir, 'migrations');
    await import('node:fs/promises').then((fs) => fs.mkdir(migrations));
    await writeFile(
      join(migrations, '0001_first.sql'),
      'CREATE TABLE IF NOT EXISTS t1 (v Decimal(38, 18)) ENGINE = MergeTree ORDER BY tuple();\n' +
        "INSERT INTO t1 VALUES ('1.5');\n",
    );
    await writeFile(
      join(migrations, '0002_second.sql'),
      'ALTER TABLE t1 ADD COLUMN IF NOT EXISTS w String;\n',
    );
    expect(await migrateEvents(store.client, migrations)).toEqual([1, 2]);
    expect(await migrateEvents(store.client, migrations)).toEqual([]);
    const rows = await store.client.query({
      query: 'SELECT toString(v) AS v, w FROM t1',
      format: 'JSONEachRow',
    });
    expect(await rows.json()).toEqual([{ v: '1.5', w: '' }]);
  });
});

/** The first migration's text (the tables every later one alters). */
function firstMigration(): string {
  return readFileSync(join(CLICKHOUSE_MIGRATIONS, '0001_usage_events.sql'), 'utf8');
}

describe('the migrations for a cluster (CLICKHOUSE_CLUSTER)', () => {
  it('runs the files exactly as written when no cluster is set', async () => {
    const files = await readMigrationFiles();
    expect(files.map((f) => f.version)).toEqual(files.map((_, i) => i + 1));
    expect(migrationStatements(files, undefined)).toEqual(files.map((f) => splitStatements(f.sql)));
    expect(schemaMigrationsDdl(undefined)).toBe(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version UInt32, name String, applied_at DateTime64(3) DEFAULT now64(3))\n' +
        '      ENGINE = ReplacingMergeTree ORDER BY version',
    );
  });

  const cluster = () => readMigrationFiles().then((files) => migrationStatements(files, 'billing').flat());

  it('makes each MergeTree table a replicated local table behind a Distributed table sharded by organization', async () => {
    const statements = await cluster();
    expect(statements).toContain(
      `CREATE TABLE IF NOT EXISTS usage_events ON CLUSTER billing AS usage_events_local ENGINE = Distributed(billing, currentDatabase(), usage_events_local, cityHash64(organization_id))`,
    );
    const events = statements.find((s) => s.startsWith('CREATE TABLE IF NOT EXISTS usage_events_local '))!;
    expect(events).toContain(
      `) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/{database}/usage_events_local', '{replica}', version)\nPARTITION BY toYYYYMM(event_time)\nORDER BY (organization_id, customer_id, event_type, event_time, event_id)`,
    );
    expect(statements).toContain(
      `CREATE TABLE IF NOT EXISTS usage_rollups_daily_local ON CLUSTER billing AS usage_rollups_local ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/{database}/usage_rollups_daily_local', '{replica}')\nORDER BY (organization_id, meter_id, shape, customer_id, hour, generation)`,
    );
    // Every statement reaches every node; no two tables share a replication path.
    for (const statement of statements) expect(statement).toMatch(/ ON CLUSTER billing\b/);
    const paths = statements.flatMap((s) =>
      [...s.matchAll(/'(\/clickhouse\/tables\/[^']+)'/g)].map((m) => m[1]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    const distributed = statements.filter((s) => s.includes('ENGINE = Distributed('));
    expect(distributed.length).toBe(paths.length);
    for (const statement of distributed) expect(statement).toMatch(/, cityHash64\(organization_id\)\)$/);
  });

  it('sends column changes to both tables, index changes and mutations to the local one, views to the local tables', async () => {
    const statements = await cluster();
    expect(statements.filter((s) => s.includes('ADD COLUMN IF NOT EXISTS insert_time'))).toEqual([
      "ALTER TABLE usage_events_local ON CLUSTER billing ADD COLUMN IF NOT EXISTS insert_time DateTime64(6, 'UTC') DEFAULT now64(6)",
      "ALTER TABLE usage_events ON CLUSTER billing ADD COLUMN IF NOT EXISTS insert_time DateTime64(6, 'UTC') DEFAULT now64(6)",
    ]);
    expect(statements.filter((s) => s.includes('MATERIALIZE INDEX usage_events_event_id'))).toEqual([
      'ALTER TABLE usage_events_local ON CLUSTER billing MATERIALIZE INDEX usage_events_event_id',
    ]);
    expect(statements).toContain(
      'CREATE MATERIALIZED VIEW IF NOT EXISTS usage_event_keys_mv ON CLUSTER billing TO usage_event_keys_local AS SELECT organization_id, event_id, customer_id, event_type, event_time, payload_hash, version FROM usage_events_local',
    );
    expect(statements.filter((s) => s.startsWith('DROP '))).toEqual([
      'DROP VIEW IF EXISTS usage_dirty_hours_mv ON CLUSTER billing',
      'DROP VIEW IF EXISTS usage_event_keys_mv ON CLUSTER billing',
      'DROP TABLE IF EXISTS usage_event_keys ON CLUSTER billing',
      'DROP TABLE IF EXISTS usage_event_keys_local ON CLUSTER billing',
    ]);
    expect(schemaMigrationsDdl('billing')).toContain(
      "ON CLUSTER billing (version UInt32, name String, applied_at DateTime64(3) DEFAULT now64(3))\n      ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{database}/schema_migrations', '{replica}') ORDER BY version",
    );
  });

  it('changes codecs and table settings on the local tables only', () => {
    const rewriter = new ClusterRewriter('billing');
    for (const statement of splitStatements(firstMigration())) rewriter.rewrite(statement);
    expect(rewriter.rewrite('ALTER TABLE usage_events MODIFY COLUMN properties String CODEC(LZ4)')).toEqual([
      'ALTER TABLE usage_events_local ON CLUSTER billing MODIFY COLUMN properties String CODEC(LZ4)',
      'ALTER TABLE usage_events ON CLUSTER billing MODIFY COLUMN properties String',
    ]);
    expect(
      rewriter.rewrite(
        'ALTER TABLE usage_events MODIFY COLUMN m Map(String, String) CODEC(Delta(2), ZSTD(1)) DEFAULT map()',
      ),
    ).toEqual([
      'ALTER TABLE usage_events_local ON CLUSTER billing MODIFY COLUMN m Map(String, String) CODEC(Delta(2), ZSTD(1)) DEFAULT map()',
      'ALTER TABLE usage_events ON CLUSTER billing MODIFY COLUMN m Map(String, String) DEFAULT map()',
    ]);
    expect(
      rewriter.rewrite('ALTER TABLE usage_events MODIFY SETTING non_replicated_deduplication_window = 10000'),
    ).toEqual([
      'ALTER TABLE usage_events_local ON CLUSTER billing MODIFY SETTING non_replicated_deduplication_window = 10000',
    ]);
  });

  it('refuses a statement it has no cluster form for, rather than run it on one node', () => {
    const rewriter = new ClusterRewriter('billing');
    expect(() => rewriter.rewrite('OPTIMIZE TABLE usage_events FINAL')).toThrow(/no cluster form/);
    expect(rewriter.rewrite("INSERT INTO t VALUES ('1')")).toEqual(["INSERT INTO t VALUES ('1')"]);
    expect(rewriter.rewrite('CREATE TABLE IF NOT EXISTS m (x String) ENGINE = Memory')).toEqual([
      'CREATE TABLE IF NOT EXISTS m ON CLUSTER billing (x String) ENGINE = Memory',
    ]);
    expect(new ClusterRewriter('prod-eu').rewrite('DROP VIEW IF EXISTS v')).toEqual([
      'DROP VIEW IF EXISTS v ON CLUSTER `prod-eu`',
    ]);
  });

  it('writes statements ClickHouse parses (EXPLAIN AST on chdb)', async () => {
    for (const statement of [schemaMigrationsDdl('billing'), ...(await cluster())]) {
      await store.client
        .query({ query: `EXPLAIN AST ${statement}`, format: 'TabSeparated' })
        .then((r) => r.text());
    }
  });
});

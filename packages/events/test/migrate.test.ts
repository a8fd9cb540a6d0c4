import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStore, openEventStore } from '../src/connect.ts';
import { migrateEvents, splitStatements } from '../src/migrate.ts';

describe('ClickHouse migrations on chdb', () => {
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

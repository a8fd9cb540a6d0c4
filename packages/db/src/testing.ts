/**
 * Fresh databases for tests: a new database on the real server per run (dropped afterwards), or a new
 * embedded PGlite in a temporary directory. Both come migrated.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPostgres, type Database, openDatabase } from './connect.ts';
import { migrate } from './migrate.ts';

export const TEST_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends Database {
  url: string;
}

export async function createTestPostgres(serverUrl = TEST_SERVER_URL): Promise<TestDatabase> {
  const name = `billing_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(serverUrl, 1);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
  const sql = connectPostgres(url, 10);
  await migrate(sql);
  return {
    sql,
    url,
    kind: 'postgres',
    async close() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export async function createTestPglite(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'billing-pglite-'));
  const db = await openDatabase({ url: undefined, dataDir: dir });
  await migrate(db.sql);
  return {
    ...db,
    url: '',
    kind: 'pglite',
    async close() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

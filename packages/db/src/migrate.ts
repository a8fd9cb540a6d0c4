/**
 * The one migration runner for Postgres: numbered plain SQL files (`0001_name.sql`), each applied once in its
 * own transaction, under an advisory lock so that several starting services do not race.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationDir } from '@billing/core';
import type { Sql } from 'postgres';

export const POSTGRES_MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

const LOCK_ID = 7_211_004_311;

/** Applies the migrations not yet applied; returns the versions it applied. */
export async function migrate(sql: Sql, dir: string = POSTGRES_MIGRATIONS): Promise<number[]> {
  const migrations = await readMigrationDir(dir);
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${LOCK_ID})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`;
    const done = new Set((await tx`SELECT version FROM schema_migrations`).map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.unsafe(migration.sql);
      await tx`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`;
      applied.push(migration.version);
    }
    return applied;
  });
}

/**
 * The one migration runner for ClickHouse: numbered plain SQL files, statements separated by `;` at the end of
 * a line, applied in order and recorded in `schema_migrations`. ClickHouse has no transactions, so every
 * statement must be safe to run again (`IF NOT EXISTS`): a migration cut off half-way is re-run whole.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClickHouseClient } from '@clickhouse/client';

export const CLICKHOUSE_MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) =>
      s
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}

export async function migrateEvents(
  client: ClickHouseClient,
  dir: string = CLICKHOUSE_MIGRATIONS,
): Promise<number[]> {
  await client.command({
    query: `CREATE TABLE IF NOT EXISTS schema_migrations (version UInt32, name String, applied_at DateTime64(3) DEFAULT now64(3))
      ENGINE = ReplacingMergeTree ORDER BY version`,
  });
  const result = await client.query({
    query: 'SELECT version FROM schema_migrations FINAL',
    format: 'JSONEachRow',
  });
  const done = new Set((await result.json<{ version: number }>()).map((r) => Number(r.version)));
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  const applied: number[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    if (done.has(version)) continue;
    for (const statement of splitStatements(await readFile(join(dir, file), 'utf8'))) {
      await client.command({ query: statement });
    }
    await client.insert({
      table: 'schema_migrations',
      values: [{ version, name: file.slice(5, -4) }],
      format: 'JSONEachRow',
    });
    applied.push(version);
  }
  return applied;
}

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One numbered SQL file of a migrations folder (`0001_name.sql`). */
export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
}

/**
 * The migration files of `dir` in the order they apply, for both runners (PostgreSQL and ClickHouse): files
 * named otherwise are not migrations and are passed over.
 */
export async function readMigrationDir(dir: string): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: await readFile(join(dir, file), 'utf8'),
    })),
  );
}

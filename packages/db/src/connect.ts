import postgres from 'postgres';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
import type { Sql } from './transaction.ts';

export interface Database {
  sql: Sql;
  /** 'postgres' for a real server, 'pglite' for the embedded one. */
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A real server; unset means the embedded PGlite in `dataDir`. */
  url: string | undefined;
  dataDir: string;
  maxConnections?: number;
}

export function connectPostgres(url: string, max = 10): Sql {
  return postgres(url, {
    max,
    onnotice: () => {},
    // int8 (seq) as string is fine; numeric stays a string so money never becomes a float.
    types: {},
    connection: { application_name: 'billing' },
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const sql = connectPostgres(options.url, options.maxConnections ?? 10);
    return { sql, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres(options.dataDir);
  // PGlite runs one query at a time; one connection avoids interleaving transactions.
  const sql = connectPostgres(embedded.url, 1);
  return {
    sql,
    kind: 'pglite',
    async close() {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    },
  };
}

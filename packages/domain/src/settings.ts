import { randomBytes } from 'node:crypto';
import type { Sql } from '@billing/db';

/**
 * The page-token key: from configuration when set, else generated once and kept in the database so that
 * every api process signs and checks tokens alike.
 */
export async function pageTokenSecret(sql: Sql, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(32).toString('base64url');
  await sql`INSERT INTO settings (key, value) VALUES ('page_token_secret', ${fresh}) ON CONFLICT (key) DO NOTHING`;
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = 'page_token_secret'`;
  return row!.value;
}

import { randomBytes } from 'node:crypto';
import { type Keyring, parseMasterKeys } from '@billing/core';
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

/**
 * The keyring from configuration; when unset on the embedded profile, one key generated once and kept in the
 * database (like the page-token secret) so that restarts still open what was sealed. On the production profile
 * an unset key stays unset: connections cannot be created (UNAVAILABLE) rather than sealed under a key that
 * lives beside the data it protects.
 */
export async function paymentKeyring(
  sql: Sql,
  configured: string | undefined,
  embedded: boolean,
): Promise<Keyring | undefined> {
  if (configured) return parseMasterKeys(configured);
  if (!embedded) return undefined;
  const fresh = `generated:${randomBytes(32).toString('base64')}`;
  await sql`INSERT INTO settings (key, value) VALUES ('payment_master_key', ${fresh}) ON CONFLICT (key) DO NOTHING`;
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = 'payment_master_key'`;
  return parseMasterKeys(row!.value);
}

/**
 * API keys: printed once at creation, stored only as a SHA-256 hash (the keys carry 256 random bits, so a
 * fast hash is enough: there is nothing to brute-force). Revocation takes effect at the next request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { checkResourceId, formatTimestamp, generateId, notFound } from '@billing/core';
import type { SystemContext } from '../context.ts';
import { checkPermissions } from './permissions.ts';

export interface ApiKey {
  name: string;
  organization: string;
  displayName: string;
  keyHint: string;
  permissions: string[];
  createTime: string;
  revokeTime: string | null;
}

interface ApiKeyRow {
  id: string;
  organization_id: string;
  display_name: string;
  key_hint: string;
  permissions: string[];
  create_time: Date;
  revoke_time: Date | null;
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    name: `apiKeys/${row.id}`,
    organization: `organizations/${row.organization_id}`,
    displayName: row.display_name,
    keyHint: row.key_hint,
    permissions: row.permissions,
    createTime: formatTimestamp(row.create_time),
    revokeTime: row.revoke_time ? formatTimestamp(row.revoke_time) : null,
  };
}

export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface CreateApiKeyInput {
  organization: string;
  permissions: string[];
  displayName?: string;
}

/** Returns the stored key and its secret, which is never available again. */
export async function createApiKey(
  ctx: SystemContext,
  input: CreateApiKeyInput,
): Promise<{ apiKey: ApiKey; secret: string }> {
  const organization = checkResourceId(input.organization, 'organization');
  const permissions = checkPermissions(input.permissions);
  const [org] = await ctx.sql`SELECT 1 FROM organizations WHERE id = ${organization}`;
  if (!org) throw notFound(`organizations/${organization}`);
  const secret = `sk_${randomBytes(32).toString('base64url')}`;
  const [row] = await ctx.sql<ApiKeyRow[]>`
    INSERT INTO api_keys (id, organization_id, display_name, key_hash, key_hint, permissions, create_time)
    VALUES (${generateId('key')}, ${organization}, ${input.displayName ?? ''}, ${hashKey(secret)},
      ${secret.slice(0, 10)}, ${permissions}, ${ctx.clock.now()})
    RETURNING *`;
  return { apiKey: toApiKey(row!), secret };
}

export async function listApiKeys(ctx: SystemContext, organization: string): Promise<ApiKey[]> {
  const rows = await ctx.sql<ApiKeyRow[]>`
    SELECT * FROM api_keys WHERE organization_id = ${organization} ORDER BY create_time, id`;
  return rows.map(toApiKey);
}

/** Revokes by key name (`apiKeys/{id}`) or id; revoking twice keeps the first time. */
export async function revokeApiKey(ctx: SystemContext, key: string): Promise<ApiKey> {
  const id = key.replace(/^apiKeys\//, '');
  const [row] = await ctx.sql<ApiKeyRow[]>`
    UPDATE api_keys SET revoke_time = coalesce(revoke_time, ${ctx.clock.now()})
    WHERE id = ${id} RETURNING *`;
  if (!row) throw notFound(`apiKeys/${id}`);
  return toApiKey(row);
}

export interface Principal {
  organization: string;
  keyId: string;
  permissions: string[];
}

/** The principal of a bearer secret, or undefined when it is unknown or revoked. */
export async function authenticate(ctx: SystemContext, secret: string): Promise<Principal | undefined> {
  if (!secret.startsWith('sk_') || secret.length > 200) return undefined;
  const [row] = await ctx.sql<{ id: string; organization_id: string; permissions: string[] }[]>`
    SELECT id, organization_id, permissions FROM api_keys
    WHERE key_hash = ${hashKey(secret)} AND revoke_time IS NULL`;
  return row ? { organization: row.organization_id, keyId: row.id, permissions: row.permissions } : undefined;
}

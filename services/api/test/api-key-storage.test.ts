/**
 * API keys are stored only as a hash (docs/api-conventions.md): after a key is created, no column of its row holds the
 * secret, a long piece of it, or a reversible form (hex, base64) of it; the one value derived from the whole
 * secret is its SHA-256, which cannot be turned back into it.
 */
import { createHash } from 'node:crypto';
import { systemClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createApiKey, createOrganization } from '@billing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('API key storage (postgres)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestPostgres();
    await createOrganization({ sql: db.sql, clock: systemClock }, { id: 'acme' });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps no column from which the secret can be read back', async () => {
    const { apiKey, secret } = await createApiKey(
      { sql: db.sql, clock: systemClock },
      { organization: 'acme', permissions: ['*'], displayName: 'storage check' },
    );
    const id = apiKey.name.slice('apiKeys/'.length);
    // Every column, as text, whatever the table holds now or gains later.
    const [row] = await db.sql<{ columns: Record<string, unknown> }[]>`
      SELECT to_jsonb(k) AS columns FROM api_keys AS k WHERE id = ${id}`;
    const values = Object.values(row!.columns).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
    const stored = values.join('\n');

    const random = secret.slice('sk_'.length);
    const bytes = Buffer.from(random, 'base64url');
    expect(bytes).toHaveLength(32);
    const reversible = [
      secret,
      random,
      bytes.toString('hex'),
      bytes.toString('base64'),
      Buffer.from(secret).toString('hex'),
      Buffer.from(secret).toString('base64'),
    ];
    for (const form of reversible) expect(stored).not.toContain(form);
    // Not even a piece: no 12 characters of the random part in a row (the hint shows its first 7).
    for (let at = 0; at + 12 <= random.length; at++) expect(stored).not.toContain(random.slice(at, at + 12));

    expect(row!.columns.key_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row!.columns.key_hint).toBe(secret.slice(0, 10));
  });
});

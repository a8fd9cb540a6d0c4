import { systemClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createApiKey, createOrganization } from '@billing/domain';

/**
 * A fresh PostgreSQL database (migrated) holding organization `id` and an API key of it with every permission:
 * what a test that starts the service as processes makes before it starts them.
 */
export async function createTestOrganization(
  id: string,
  displayName?: string,
): Promise<{ db: TestDatabase; key: string }> {
  const db = await createTestPostgres();
  const system = { sql: db.sql, clock: systemClock };
  await createOrganization(system, displayName === undefined ? { id } : { id, displayName });
  const key = (await createApiKey(system, { organization: id, permissions: ['*'] })).secret;
  return { db, key };
}

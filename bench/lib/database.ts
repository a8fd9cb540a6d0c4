/**
 * The organization `bench` that the control-plane and ingest benchmarks load (a key, customers `bench-1..N`), in
 * a database of the benchmark's own: `createTestPostgres` of `@billing/db/testing` (fresh, migrated, dropped by
 * its `close`).
 */
import { systemClock } from '@billing/core';
import { connectPostgres } from '@billing/db';
import { createApiKey, createCustomer, createOrganization } from '@billing/domain';

export const BENCH_CUSTOMERS = 100;

/**
 * Creates the organization `bench`, its customers and a key in a migrated database; returns the key.
 * `customerMetadata` gives every customer the same metadata (the control plane reads and writes customers that
 * carry some).
 */
export async function seedBenchOrganization(
  databaseUrl: string,
  customerMetadata?: Record<string, string>,
): Promise<string> {
  const sql = connectPostgres(databaseUrl, 4);
  const system = { sql, clock: systemClock };
  await createOrganization(system, { id: 'bench', displayName: 'Bench' });
  const { secret } = await createApiKey(system, { organization: 'bench', permissions: ['*'] });
  const ctx = { ...system, organization: 'bench', pageSecret: 'bench' };
  for (let i = 1; i <= BENCH_CUSTOMERS; i++) {
    const customer = {
      displayName: `Customer ${i}`,
      ...(customerMetadata ? { metadata: customerMetadata } : {}),
    };
    await createCustomer(ctx, customer, `bench-${i}`);
  }
  await sql.end();
  return secret;
}

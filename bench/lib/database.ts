/**
 * The PostgreSQL side of a benchmark: a database of its own on the server, dropped at the end, and the
 * organization `bench` that the control-plane and ingest benchmarks load (a key, customers `bench-1..N`).
 */
import { randomBytes } from 'node:crypto';
import { systemClock } from '@billing/core';
import { connectPostgres, migrate } from '@billing/db';
import { createApiKey, createCustomer, createOrganization } from '@billing/domain';

export const BENCH_CUSTOMERS = 100;

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server of `serverUrl`: every run starts from an empty one, and runs side by side do not
 * meet. The drop forces out connections a killed service may have left.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `billing_bench_${randomBytes(4).toString('hex')}`;
  const admin = connectPostgres(serverUrl, 1);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  return {
    name,
    url: serverUrl.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Migrates the database and creates the organization `bench`, its customers and a key; returns the key.
 * `customerMetadata` gives every customer the same metadata (the control plane reads and writes customers that
 * carry some).
 */
export async function seedBenchOrganization(
  databaseUrl: string,
  customerMetadata?: Record<string, string>,
): Promise<string> {
  const sql = connectPostgres(databaseUrl, 4);
  await migrate(sql);
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

import type { Config } from '@billing/core';
import { systemClock } from '@billing/core';
import { createApiKey, listApiKeys, revokeApiKey, type SystemContext } from '@billing/domain';
import { openDatabaseForCommand } from '@billing/runtime';

async function withSystem<T>(config: Config, work: (system: SystemContext) => Promise<T>): Promise<T> {
  const db = await openDatabaseForCommand(config);
  try {
    return await work({ sql: db.sql, clock: systemClock });
  } finally {
    await db.close();
  }
}

export async function keysCreate(
  config: Config,
  organization: string,
  permissions: string[],
  displayName?: string,
) {
  const { apiKey, secret } = await withSystem(config, (system) =>
    createApiKey(system, { organization, permissions, ...(displayName ? { displayName } : {}) }),
  );
  process.stdout.write(`${JSON.stringify({ apiKey, secret }, null, 2)}\n`);
  process.stderr.write('The secret is shown only this once; it is stored as a hash.\n');
}

export async function keysList(config: Config, organization: string) {
  const keys = await withSystem(config, (system) => listApiKeys(system, organization));
  process.stdout.write(`${JSON.stringify({ apiKeys: keys }, null, 2)}\n`);
}

export async function keysRevoke(config: Config, key: string) {
  const apiKey = await withSystem(config, (system) => revokeApiKey(system, key));
  process.stdout.write(`${JSON.stringify({ apiKey }, null, 2)}\n`);
}

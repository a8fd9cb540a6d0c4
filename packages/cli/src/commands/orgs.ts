import type { Config } from '@billing/core';
import { systemClock } from '@billing/core';
import { createApiKey, createOrganization } from '@billing/domain';
import { openDatabaseForCommand } from '@billing/runtime';

export interface OrgsCreateOptions {
  id: string;
  displayName?: string;
  currency?: string;
  timeZone?: string;
  /** Also create an all-permission key and print it. */
  withKey?: boolean;
}

export async function orgsCreate(config: Config, options: OrgsCreateOptions): Promise<void> {
  const db = await openDatabaseForCommand(config);
  try {
    const system = { sql: db.sql, clock: systemClock };
    const organization = await createOrganization(system, {
      id: options.id,
      ...(options.displayName ? { displayName: options.displayName } : {}),
      ...(options.currency ? { defaultCurrencyCode: options.currency } : {}),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
    const output: Record<string, unknown> = { organization };
    if (options.withKey) {
      const { apiKey, secret } = await createApiKey(system, { organization: options.id, permissions: ['*'] });
      output.apiKey = apiKey;
      output.secret = secret;
    }
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  } finally {
    await db.close();
  }
}

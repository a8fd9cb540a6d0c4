import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import type { ProviderFactory } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';

/** The adapter of each provider type. */
export function createProviderFactory(sql: Sql, clock: Clock): ProviderFactory {
  return (connection) => {
    switch (connection.providerType) {
      case 'sandbox':
        return new SandboxProvider(sql, connection.id, () => clock.now());
      default:
        throw new Error(`no adapter for provider type ${connection.providerType}`);
    }
  };
}

import { formatTimestamp } from '@billing/core';
import { PROVIDER_CAPABILITIES } from '../providers/provider.ts';
import type {
  ProviderConnection,
  ProviderConnectionStatus,
  ProviderHealthStatus,
  ProviderType,
} from '../schema.ts';

export interface ProviderConnectionRow {
  organization_id: string;
  id: string;
  seq: string;
  display_name: string;
  provider_type: ProviderType;
  status: ProviderConnectionStatus;
  disable_reason: string;
  credential_ciphertext: string;
  provider_errors_in_row: number;
  create_time: Date;
  update_time: Date;
}

export const providerConnectionName = (id: string) => `providerConnections/${id}`;

/** How many provider errors in a row make a connection UNHEALTHY (docs/payments.md "The rules"). */
export const UNHEALTHY_AFTER = 5;

/** HEALTHY after a success (or before any attempt), DEGRADED after a provider error, UNHEALTHY after five. */
export function healthStatus(providerErrorsInRow: number): ProviderHealthStatus {
  if (providerErrorsInRow >= UNHEALTHY_AFTER) return 'UNHEALTHY';
  return providerErrorsInRow > 0 ? 'DEGRADED' : 'HEALTHY';
}

/** The AAD of the credential's ciphertext: it opens only on the row it was sealed for. */
export const credentialContext = (organization: string, id: string) =>
  `${organization}/providerConnections/${id}`;

/** The resource; the credential column is never read into it. */
export function toProviderConnection(row: ProviderConnectionRow): ProviderConnection {
  return {
    name: providerConnectionName(row.id),
    displayName: row.display_name,
    providerType: row.provider_type,
    status: row.status,
    healthStatus: healthStatus(row.provider_errors_in_row),
    capabilities: PROVIDER_CAPABILITIES[row.provider_type],
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}

import { randomBytes } from 'node:crypto';
import { ApiError, alreadyExists, checkResourceId, invalidField } from '@billing/core';
import type { Context } from '../context.ts';
import { loadOrganizationRow } from '../organizations/get.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { checkHostname } from './hostname.ts';
import { DEFAULT_DOMAIN_ID, type DomainRow, type DomainSettings, toDomain } from './resource.ts';
import type { CreateDomainBody, OrganizationDomain } from './schema.ts';

/** The kind of hostname a request arrived on (packages/core host.ts). */
export type ArrivalHost = 'direct' | 'default' | 'custom';

export interface CreateDomainOptions extends DomainSettings {
  arrivedOn: ArrivalHost;
  directHosts?: readonly string[];
}

/**
 * Registers a custom hostname, PENDING_VERIFICATION with a fresh token. The id comes from the query
 * (`organizationDomainId`) or the organization-scoped body (`organization_domain_id`), the hostname from
 * `hostname` or `organization_domain.hostname`.
 */
export async function createDomain(
  ctx: Context,
  queryDomainId: string | undefined,
  body: CreateDomainBody,
  options: CreateDomainOptions,
): Promise<OrganizationDomain> {
  // A custom hostname must not be able to bring in more hostnames: only the default or a direct host may.
  if (options.arrivedOn === 'custom') {
    throw new ApiError(
      'PERMISSION_DENIED',
      "register domains on the organization's default hostname, not on a custom hostname",
    );
  }
  const field = 'organizationDomainId';
  const rawId = queryDomainId ?? body.organizationDomainId;
  if (rawId === undefined) throw invalidField(field, 'is required');
  const id = checkResourceId(rawId, field);
  const hostnameField = body.organizationDomain ? 'organizationDomain.hostname' : 'hostname';
  const hostname = checkHostname(
    body.organizationDomain?.hostname ?? body.hostname,
    hostnameField,
    options.baseDomain,
    options.directHosts,
  );
  if (id === DEFAULT_DOMAIN_ID) throw alreadyExists(`domains/${id}`);
  await loadOrganizationRow(ctx);
  // 128 random bits, as docs/domains.md asks: guessing it is out of reach, and each registration gets its own.
  const token = randomBytes(16).toString('hex');
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.sql<DomainRow[]>`
      INSERT INTO organization_domains (organization_id, id, hostname, status, verification_token,
        create_time, update_time)
      VALUES (${ctx.organization}, ${id}, ${hostname}, 'PENDING_VERIFICATION', ${token}, ${now}, ${now})
      RETURNING *`;
    return toDomain(row!);
  } catch (error) {
    // Who holds the hostname is not said: it may be another organization.
    if (isUniqueViolation(error, 'organization_domains_hostname')) {
      throw new ApiError('ALREADY_EXISTS', `the hostname ${hostname} is already registered`);
    }
    if (isUniqueViolation(error)) throw alreadyExists(`domains/${id}`);
    throw error;
  }
}

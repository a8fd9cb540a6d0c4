/**
 * Authentication and tenancy of a request, shared by the control plane and the ingest edge: the bearer key
 * names the organization; a default hostname (`{org}.{BASE_DOMAIN}`) must agree with it (403 otherwise); the
 * `/v1/organizations/{organization}/...` form must name the same organization (404 otherwise: existence is not
 * revealed); then the key's rate limit and permission.
 */
import { ApiError, type Clock, organizationFromHost } from '@billing/core';
import type { Principal } from './keys.ts';
import { grants, type Permission } from './permissions.ts';

export interface AuthDeps {
  /** Resolves a bearer secret (cached; revocations arrive through the change feed). */
  authenticate: (secret: string) => Promise<Principal | undefined>;
  clock: Clock;
  baseDomain: string;
  rateLimiter: { hit(key: string, nowMs: number): Promise<{ allowed: boolean; retryAfter: number }> };
}

export interface RequestHeaders {
  authorization?: string | undefined;
  host?: string | undefined;
}

function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
}

export async function authorize(
  deps: AuthDeps,
  headers: RequestHeaders,
  permission: Permission,
  pathOrganization: string | undefined,
): Promise<Principal> {
  const secret = bearer(headers.authorization);
  if (!secret) throw new ApiError('UNAUTHENTICATED', 'send an API key as "Authorization: Bearer <key>"');
  const principal = await deps.authenticate(secret);
  if (!principal) throw new ApiError('UNAUTHENTICATED', 'the API key is invalid or revoked');
  const hostOrganization = organizationFromHost(headers.host, deps.baseDomain);
  if (hostOrganization !== undefined && hostOrganization !== principal.organization) {
    throw new ApiError(
      'PERMISSION_DENIED',
      'this API key does not belong to the organization of this hostname',
    );
  }
  if (pathOrganization !== undefined && pathOrganization !== principal.organization) {
    throw new ApiError('NOT_FOUND', `organizations/${pathOrganization} not found`);
  }
  const limit = await deps.rateLimiter.hit(principal.keyId, deps.clock.now().getTime());
  if (!limit.allowed) {
    throw new ApiError('RESOURCE_EXHAUSTED', 'too many requests for this API key', {
      retryAfter: limit.retryAfter,
    });
  }
  if (!grants(principal.permissions, permission)) {
    throw new ApiError('PERMISSION_DENIED', `this API key lacks the ${permission} permission`);
  }
  return principal;
}

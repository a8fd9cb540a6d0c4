/**
 * Authentication and tenancy of a request, shared by the control plane and the ingest edge: the bearer key
 * names the organization; a Host that routes nowhere (an unknown, PENDING or deleted custom hostname) is 404;
 * a default or ACTIVE custom hostname must belong to the key's organization (403 otherwise); the
 * `/v1/organizations/{organization}/...` form must name the same organization (404 otherwise: existence is not
 * revealed); then the key's rate limit and permission.
 */
import { ApiError, type Clock } from '@billing/core';
import { type HostRoute, routeWithoutDomains } from '../caches/hostname-cache.ts';
import type { Principal } from './keys.ts';
import { grants, type Permission } from './permissions.ts';

export interface AuthDeps {
  /** Resolves a bearer secret (cached; revocations arrive through the change feed). */
  authenticate: (secret: string) => Promise<Principal | undefined>;
  clock: Clock;
  baseDomain: string;
  rateLimiter: { hit(key: string, nowMs: number): Promise<{ allowed: boolean; retryAfter: number }> };
  /** Routes the Host header (normally a HostnameCache); without it custom hostnames route nowhere. */
  routeHost?: (host: string | undefined) => Promise<HostRoute>;
  directHosts?: readonly string[];
}

/** A principal and the kind of hostname its request arrived on. */
export interface Authorized extends Principal {
  arrivedOn: 'direct' | 'default' | 'custom';
}

export interface RequestHeaders {
  authorization?: string | undefined;
  /** How many Authorization headers the request carried: more than one is refused, whichever would win. */
  authorizationCount?: number;
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
): Promise<Authorized> {
  if ((headers.authorizationCount ?? 1) > 1) {
    throw new ApiError('UNAUTHENTICATED', 'send exactly one Authorization header');
  }
  const secret = bearer(headers.authorization);
  if (!secret) throw new ApiError('UNAUTHENTICATED', 'send an API key as "Authorization: Bearer <key>"');
  const principal = await deps.authenticate(secret);
  if (!principal) throw new ApiError('UNAUTHENTICATED', 'the API key is invalid or revoked');
  const host = deps.routeHost ? await deps.routeHost(headers.host) : routeWithoutDomains(headers.host, deps);
  // Nothing is served here: an unverified hostname must never reach an organization.
  if (host.kind === 'none') throw new ApiError('NOT_FOUND', 'no organization is served at this hostname');
  if (host.kind !== 'direct' && host.organization !== principal.organization) {
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
  return { ...principal, arrivedOn: host.kind };
}

/**
 * Authentication and tenancy for every /v1 request: the bearer key names the organization; a default hostname
 * (`{org}.{BASE_DOMAIN}`) must agree with it (403 otherwise); the `/v1/organizations/{organization}/...` form
 * must name the same organization (404 otherwise: existence is not revealed).
 */
import { ApiError, type Clock, organizationFromHost } from '@billing/core';
import { grants, type Permission, type Principal } from '@billing/domain';
import type { RateLimiter } from '@billing/redis';
import type { FastifyRequest } from 'fastify';

export interface AuthDeps {
  /** Resolves a bearer secret (cached; revocations arrive through the change feed). */
  authenticate: (secret: string) => Promise<Principal | undefined>;
  clock: Clock;
  baseDomain: string;
  rateLimiter: RateLimiter;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export async function authorize(
  deps: AuthDeps,
  request: FastifyRequest,
  permission: Permission,
  pathOrganization: string | undefined,
): Promise<Principal> {
  const secret = bearer(request);
  if (!secret) throw new ApiError('UNAUTHENTICATED', 'send an API key as "Authorization: Bearer <key>"');
  const principal = await deps.authenticate(secret);
  if (!principal) throw new ApiError('UNAUTHENTICATED', 'the API key is invalid or revoked');
  const hostOrganization = organizationFromHost(request.headers.host, deps.baseDomain);
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

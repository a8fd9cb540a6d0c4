/** The control plane's side of the shared authorization (packages/domain/src/api-keys/authorize.ts). */
import {
  type AuthDeps,
  type Authorized,
  authorize as authorizeHeaders,
  type Permission,
} from '@billing/domain';
import type { FastifyRequest } from 'fastify';

export type { AuthDeps } from '@billing/domain';

export function authorize(
  deps: AuthDeps,
  request: FastifyRequest,
  permission: Permission,
  pathOrganization: string | undefined,
): Promise<Authorized> {
  // Node keeps only the first of repeated Authorization headers: count them in the raw list.
  const raw = request.raw.rawHeaders;
  let authorizationCount = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'authorization') authorizationCount++;
  return authorizeHeaders(deps, { ...request.headers, authorizationCount }, permission, pathOrganization);
}

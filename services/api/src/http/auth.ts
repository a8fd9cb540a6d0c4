/** The control plane's side of the shared authorization (packages/domain/src/api-keys/authorize.ts). */
import {
  type AuthDeps,
  authorize as authorizeHeaders,
  type Permission,
  type Principal,
} from '@billing/domain';
import type { FastifyRequest } from 'fastify';

export type { AuthDeps } from '@billing/domain';

export function authorize(
  deps: AuthDeps,
  request: FastifyRequest,
  permission: Permission,
  pathOrganization: string | undefined,
): Promise<Principal> {
  return authorizeHeaders(deps, request.headers, permission, pathOrganization);
}

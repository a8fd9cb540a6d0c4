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
  return authorizeHeaders(deps, request.headers, permission, pathOrganization);
}

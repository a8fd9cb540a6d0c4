import type { Context, Permission } from '@billing/domain';
import type { TObject, TSchema } from '@sinclair/typebox';

export interface RouteInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/**
 * One API method: its public path (relative to /v1, AIP form with `{id}` and `:verb`), schemas, permission and
 * the domain call. The HTTP layer does the rest (both path forms, auth, case, idempotency, errors).
 */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  permission: Permission;
  /** Mutations that honour `requestId` (query or body). */
  idempotent?: boolean;
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  response: TSchema;
  handler(ctx: Context, input: RouteInput): Promise<unknown>;
}

export function route(spec: RouteSpec): RouteSpec {
  return spec;
}

import type { Context, Permission } from '@billing/domain';
import type { UsageStores } from '@billing/usage';
import type { TObject, TSchema } from '@sinclair/typebox';

export interface RouteInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /**
   * The body parsed without rounding any number, set only when the body holds a number a double could round
   * (16 or more digits); its keys are as sent (not normalized). Usage event properties are read from it.
   */
  exactBody?: unknown;
}

/** Stores that only some routes use and that a process may not have (routes answer UNAVAILABLE then). */
export interface RouteServices {
  usage: UsageStores | undefined;
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
  /** The response may hold `LosslessNumber`s (usage event properties): write them digit for digit. */
  exactNumbers?: boolean;
  handler(ctx: Context, input: RouteInput, services: RouteServices): Promise<unknown>;
}

export function route(spec: RouteSpec): RouteSpec {
  return spec;
}

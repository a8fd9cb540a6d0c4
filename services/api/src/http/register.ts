import {
  ApiError,
  type Clock,
  invalidField,
  type JsonSchemaLike,
  normalizeKeys,
  Status,
  toStatusBody,
} from '@billing/core';
import type { Sql } from '@billing/db';
import {
  type Authorized,
  type Context,
  checkRequestId,
  type DocumentRenderer,
  runIdempotent,
  type StoredResponse,
} from '@billing/domain';
import type { PaymentServices } from '@billing/payments';
import type { UsageStores } from '@billing/usage';
import { type TObject, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify as losslessStringify } from 'lossless-json';
import { type AuthDeps, authorize } from './auth.ts';
import { toRouterPath } from './custom-verbs.ts';
import { fromFastifyError } from './errors.ts';
import {
  type DomainServices,
  RawResponse,
  type RawRouteInput,
  type RouteServices,
  type RouteSpec,
} from './route-spec.ts';
import { refuseLooseIntegers, refuseUnknownParameters } from './strict-query.ts';

export interface RouteDeps extends AuthDeps {
  sql: Sql;
  clock: Clock;
  pageSecret: string;
  usage?: UsageStores | undefined;
  domains: DomainServices;
  payments?: PaymentServices | undefined;
  webhookAllowPrivateNetworks?: boolean | undefined;
  documents: DocumentRenderer;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Authorized;
  }
}

const ORG_PREFIX = '/v1/organizations/:organization';

function withoutKey(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _, ...rest } = value;
  return rest;
}

/** Runs the domain call once per requestId, replaying the stored response on identical retries. */
async function runWithRequestId(
  deps: RouteDeps,
  spec: RouteSpec,
  ctx: Context,
  input: RawRouteInput,
  requestId: unknown,
  services: RouteServices,
): Promise<StoredResponse & { replayed: boolean }> {
  const request = {
    params: withoutKey(input.params, 'organization'),
    query: withoutKey(input.query, 'requestId'),
    body: withoutKey(input.body, 'requestId'),
  };
  // A field shown once (a secret) is answered the first time and kept out of the stored record.
  let firstBody: unknown;
  const stored = await runIdempotent(
    deps.sql,
    deps.clock,
    {
      organization: ctx.organization,
      method: spec.operationId,
      requestId: checkRequestId(requestId),
      request,
    },
    async () => {
      try {
        firstBody = await spec.handler(ctx, input, services);
        return { status: 200, body: withoutFields(firstBody, spec.shownOnce) };
      } catch (error) {
        const apiError = fromFastifyError(error as never);
        if (apiError.httpStatus >= 500) throw apiError;
        return { status: apiError.httpStatus, body: toStatusBody(apiError) };
      }
    },
  );
  return stored.replayed || firstBody === undefined ? stored : { ...stored, body: firstBody };
}

function withoutFields(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || body === null || typeof body !== 'object') return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));
}

function paramsSchema(spec: RouteSpec, orgForm: boolean): TObject | undefined {
  if (!orgForm) return spec.params;
  return Type.Object({ organization: Type.String(), ...(spec.params?.properties ?? {}) });
}

function querySchema(spec: RouteSpec): TObject | undefined {
  if (!spec.idempotent) return spec.query;
  return Type.Object({
    ...(spec.query?.properties ?? {}),
    requestId: Type.Optional(
      Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' }),
    ),
  });
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * PostgreSQL text and jsonb cannot hold U+0000 nor (in jsonb) a lone surrogate: refuse them in any string or
 * key as bad input, not a 500.
 */
function refuseUnstorable(value: unknown, field: string): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || LONE_SURROGATE.test(value)) {
      throw invalidField(field, 'must be valid Unicode without the NUL character (U+0000)');
    }
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) refuseUnstorable(item, `${field}[${i}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      refuseUnstorable(key, field);
      refuseUnstorable(
        item,
        field === 'body' || field === 'path' || field === 'query' ? key : `${field}.${key}`,
      );
    }
  }
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** JSON with `LosslessNumber`s written as the numbers they hold (plain values as JSON.stringify writes them). */
const exactJson = (value: unknown) => losslessStringify(value) ?? 'null';

/** Registers a method under `/v1/...` and `/v1/organizations/{organization}/...`. */
export function registerRoute(app: FastifyInstance, deps: RouteDeps, spec: RouteSpec): void {
  const query = querySchema(spec);
  const services: RouteServices = {
    usage: deps.usage,
    domains: deps.domains,
    payments: deps.payments,
    documents: deps.documents,
    webhooks: {
      keyring: deps.payments?.keyring,
      allowPrivateNetworks: deps.webhookAllowPrivateNetworks ?? false,
    },
  };
  for (const orgForm of [false, true]) {
    app.route({
      method: spec.method,
      url: (orgForm ? ORG_PREFIX : '/v1') + toRouterPath(spec.path),
      schema: definedOnly({
        operationId: orgForm ? `${spec.operationId}InOrganization` : spec.operationId,
        summary: spec.summary,
        tags: [spec.tag],
        hide: orgForm && !spec.documentOrganizationForm,
        params: paramsSchema(spec, orgForm),
        querystring: query,
        body: spec.body,
        response: {
          200: spec.media
            ? {
                description: spec.summary,
                content: Object.fromEntries(spec.media.map((type) => [type, { schema: spec.response }])),
              }
            : spec.response,
          '4xx': Status,
          '5xx': Status,
        },
        security: [{ bearerAuth: [] }],
      }),
      exposeHeadRoute: false,
      ...(spec.exactNumbers ? { serializerCompiler: () => exactJson } : {}),
      onRequest: async (request: FastifyRequest) => {
        const pathOrganization = orgForm
          ? (request.params as { organization: string }).organization
          : undefined;
        request.principal = await authorize(deps, request, spec.permission, pathOrganization);
      },
      preValidation: async (request) => {
        // Only a missing body is `{}`; a JSON `null` is a body of the wrong type, refused by validation.
        const body = request.body === undefined ? {} : request.body;
        if (spec.body) request.body = normalizeKeys(body, spec.body as JsonSchemaLike);
        if (query) {
          request.query = normalizeKeys(request.query, query as JsonSchemaLike) as never;
          refuseLooseIntegers(request.query as Record<string, unknown>, query);
        }
        refuseUnknownParameters((request.query ?? {}) as Record<string, unknown>, query, spec.body);
        refuseUnstorable(request.params, 'path');
        refuseUnstorable(request.query, 'query');
        refuseUnstorable(request.body, 'body');
      },
      handler: async (request, reply) => {
        const principal = request.principal;
        if (!principal) throw new ApiError('UNAUTHENTICATED', 'not authenticated');
        const ctx: Context = {
          organization: principal.organization,
          clock: deps.clock,
          sql: deps.sql,
          pageSecret: deps.pageSecret,
        };
        const input: RawRouteInput = {
          params: (request.params ?? {}) as Record<string, string>,
          query: (request.query ?? {}) as Record<string, unknown>,
          body: (request.body ?? {}) as Record<string, unknown>,
          exactBody: request.exactBody,
          arrivedOn: principal.arrivedOn,
        };
        const requestId = input.query.requestId ?? input.body.requestId;
        if (!spec.idempotent || requestId === undefined) {
          const result = await spec.handler(ctx, input, services);
          if (!(result instanceof RawResponse)) return result;
          return reply.type(result.contentType).headers(result.headers).send(result.body);
        }
        const result = await runWithRequestId(deps, spec, ctx, input, requestId, services);
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(result.status).send(result.body);
      },
    });
  }
}

import { listOf, PageQuery } from '@billing/core';
import type { Context, Page, PermissionArea } from '@billing/domain';
import { type Static, type TObject, type TSchema, type TString, Type } from '@sinclair/typebox';
import { toListResponse } from './list-response.ts';
import { type RouteSpec, route } from './route-spec.ts';

type PageQueryObject = TObject<typeof PageQuery>;

/** Where a collection's methods stand in the API: their OpenAPI tag and permission area. */
interface CollectionPlace {
  tag: string;
  /** `{area}:read` lists and gets, `{area}:write` creates and updates. */
  area: PermissionArea;
}

/**
 * The standard methods (AIP-132, 133, 131, 134) of a top-level collection whose id is a regular plural
 * (`rateCards`): `GET /{collection}`, `POST /{collection}?{resource}Id=`, `GET` and `PATCH
 * /{collection}/{resource}`, with the operation ids and summaries the AIP names give (`listRateCards`,
 * `createRateCard`, "Create a rate card"). Each is still one `route`: schema, permission, the one domain verb.
 */
export function collectionRoutes<R extends TSchema>(
  collection: string,
  /** The path parameter of one resource, named after it (`{ meter }`). */
  params: TObject<Record<string, TString>>,
  schema: R,
  { tag, area }: CollectionPlace,
) {
  const resource = collection.slice(0, -1);
  const Resource = resource[0]!.toUpperCase() + resource.slice(1);
  const words = resource.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return {
    /** `query` replaces the paging-only query of the listing (a filter adds to it). */
    list<Q extends TObject = PageQueryObject>(
      list: (ctx: Context, query: Static<Q>) => Promise<Page<Static<R>>>,
      query: Q = Type.Object(PageQuery) as TObject as Q,
    ): RouteSpec {
      return route({
        method: 'GET',
        path: `/${collection}`,
        operationId: `list${Resource}s`,
        summary: `List ${words}s`,
        tag,
        permission: `${area}:read`,
        query,
        response: listOf(collection, schema),
        handler: async (ctx, { query }) => toListResponse(collection, await list(ctx, query)),
      });
    },
    create<B extends TSchema>(
      body: B,
      create: (ctx: Context, body: Static<B>, id: string | undefined) => Promise<Static<R>>,
      summary = `Create a ${words}`,
    ): RouteSpec {
      const idField = `${resource}Id`;
      return route({
        method: 'POST',
        path: `/${collection}`,
        operationId: `create${Resource}`,
        summary,
        tag,
        permission: `${area}:write`,
        idempotent: true,
        query: Type.Object({ [idField]: Type.Optional(Type.String()) }),
        body,
        response: schema,
        handler: (ctx, { query, body }) => create(ctx, body, query[idField] as string | undefined),
      });
    },
    get(get: (ctx: Context, id: string) => Promise<Static<R>>, summary = `Get a ${words}`): RouteSpec {
      return route({
        method: 'GET',
        path: `/${collection}/{${resource}}`,
        operationId: `get${Resource}`,
        summary,
        tag,
        permission: `${area}:read`,
        params,
        response: schema,
        handler: (ctx, { params }) => get(ctx, params[resource]!),
      });
    },
    /** `PATCH /{collection}/{resource}?updateMask=` (AIP-134). */
    update<B extends TSchema>(
      body: B,
      update: (ctx: Context, id: string, body: Static<B>, mask: string | undefined) => Promise<Static<R>>,
    ): RouteSpec {
      return route({
        method: 'PATCH',
        path: `/${collection}/{${resource}}`,
        operationId: `update${Resource}`,
        summary: `Update a ${words}`,
        tag,
        permission: `${area}:write`,
        idempotent: true,
        params,
        query: Type.Object({ updateMask: Type.Optional(Type.String()) }),
        body,
        response: schema,
        handler: (ctx, { params, query, body }) => update(ctx, params[resource]!, body, query.updateMask),
      });
    },
  };
}

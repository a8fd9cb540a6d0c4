import { createMeter, getMeter, listMeters, updateMeter } from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { route } from '../http/route-spec.ts';
import { listOf, PageQuery } from '../schemas/common.ts';
import { Meter, MeterInput } from '../schemas/resources.ts';

const MeterParams = Type.Object({ meter: Type.String() });

export const meterRoutes = [
  route({
    method: 'GET',
    path: '/meters',
    operationId: 'listMeters',
    summary: 'List meters',
    tag: 'Meters',
    permission: 'catalog:read',
    query: Type.Object(PageQuery),
    response: listOf('meters', Meter),
    handler: async (ctx, { query }) => {
      const page = await listMeters(ctx, {
        pageSize: query.pageSize,
        pageToken: query.pageToken as string | undefined,
      });
      return { meters: page.items, nextPageToken: page.nextPageToken };
    },
  }),
  route({
    method: 'POST',
    path: '/meters',
    operationId: 'createMeter',
    summary: 'Create a meter',
    tag: 'Meters',
    permission: 'catalog:write',
    idempotent: true,
    query: Type.Object({ meterId: Type.Optional(Type.String()) }),
    body: MeterInput,
    response: Meter,
    handler: (ctx, { query, body }) => createMeter(ctx, body, query.meterId),
  }),
  route({
    method: 'GET',
    path: '/meters/{meter}',
    operationId: 'getMeter',
    summary: 'Get a meter',
    tag: 'Meters',
    permission: 'catalog:read',
    params: MeterParams,
    response: Meter,
    handler: (ctx, { params }) => getMeter(ctx, params.meter!),
  }),
  route({
    method: 'PATCH',
    path: '/meters/{meter}',
    operationId: 'updateMeter',
    summary: 'Update a meter',
    tag: 'Meters',
    permission: 'catalog:write',
    idempotent: true,
    params: MeterParams,
    query: Type.Object({ updateMask: Type.Optional(Type.String()) }),
    body: MeterInput,
    response: Meter,
    handler: (ctx, { params, query, body }) => updateMeter(ctx, params.meter!, body, query.updateMask),
  }),
];

import { listOf, PageQuery } from '@billing/core';
import { createMeter, getMeter, listMeters, Meter, MeterInput, updateMeter } from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { MeterParams } from './params.ts';

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
    handler: async (ctx, { query }) => toListResponse('meters', await listMeters(ctx, query)),
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
    handler: (ctx, { params }) => getMeter(ctx, params.meter),
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
    handler: (ctx, { params, query, body }) => updateMeter(ctx, params.meter, body, query.updateMask),
  }),
];

import { listOf, PageQuery } from '@billing/core';
import {
  addRate,
  createRateCard,
  getRateCard,
  listRateCards,
  Rate,
  RateCard,
  RateCardInput,
  RateInput,
} from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { RateCardParams } from './params.ts';

export const rateCardRoutes = [
  route({
    method: 'GET',
    path: '/rateCards',
    operationId: 'listRateCards',
    summary: 'List rate cards',
    tag: 'Catalog',
    permission: 'catalog:read',
    query: Type.Object(PageQuery),
    response: listOf('rateCards', RateCard),
    handler: async (ctx, { query }) => toListResponse('rateCards', await listRateCards(ctx, query)),
  }),
  route({
    method: 'POST',
    path: '/rateCards',
    operationId: 'createRateCard',
    summary: 'Create a rate card, with any initial rates',
    tag: 'Catalog',
    permission: 'catalog:write',
    idempotent: true,
    query: Type.Object({ rateCardId: Type.Optional(Type.String()) }),
    body: RateCardInput,
    response: RateCard,
    handler: (ctx, { query, body }) => createRateCard(ctx, body, query.rateCardId),
  }),
  route({
    method: 'GET',
    path: '/rateCards/{rateCard}',
    operationId: 'getRateCard',
    summary: 'Get a rate card with its rates',
    tag: 'Catalog',
    permission: 'catalog:read',
    params: RateCardParams,
    response: RateCard,
    handler: (ctx, { params }) => getRateCard(ctx, params.rateCard),
  }),
  route({
    method: 'POST',
    path: '/rateCards/{rateCard}/rates',
    operationId: 'createRate',
    summary: 'Add a rate to a rate card; overlapping periods for the same product and dimensions are refused',
    tag: 'Catalog',
    permission: 'catalog:write',
    idempotent: true,
    params: RateCardParams,
    body: RateInput,
    response: Rate,
    handler: (ctx, { params, body }) => addRate(ctx, params.rateCard, body),
  }),
];

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
import { collectionRoutes } from '../http/collection-routes.ts';
import { route } from '../http/route-spec.ts';
import { RateCardParams } from './params.ts';

const cards = collectionRoutes('rateCards', RateCardParams, RateCard, { tag: 'Catalog', area: 'catalog' });

export const rateCardRoutes = [
  cards.list(listRateCards),
  cards.create(RateCardInput, createRateCard, 'Create a rate card, with any initial rates'),
  cards.get(getRateCard, 'Get a rate card with its rates'),
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

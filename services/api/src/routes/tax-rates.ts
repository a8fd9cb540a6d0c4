/** Tax rates of the organization (docs/tax.md): under `organization:read` and `organization:write`. */
import { listOf, PageQuery } from '@billing/core';
import {
  ArchiveTaxRateInput,
  archiveTaxRate,
  createTaxRate,
  getTaxRate,
  listTaxRates,
  TaxRate,
  TaxRateInput,
} from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { TaxRateParams } from './params.ts';

export const taxRateRoutes = [
  route({
    method: 'GET',
    path: '/taxRates',
    operationId: 'listTaxRates',
    summary: "List the organization's tax rates, oldest first, archived ones included",
    tag: 'Tax rates',
    permission: 'organization:read',
    query: Type.Object(PageQuery),
    response: listOf('taxRates', TaxRate),
    handler: async (ctx, { query }) => toListResponse('taxRates', await listTaxRates(ctx, query)),
  }),
  route({
    method: 'POST',
    path: '/taxRates',
    operationId: 'createTaxRate',
    summary: 'Create a tax rate; DRAFT invoices are recomputed with it, finalized ones never change',
    tag: 'Tax rates',
    permission: 'organization:write',
    idempotent: true,
    query: Type.Object({
      taxRateId: Type.Optional(Type.String({ description: "The new rate's id; absent: one is generated" })),
    }),
    body: TaxRateInput,
    response: TaxRate,
    handler: (ctx, { query, body }) => createTaxRate(ctx, body, query.taxRateId),
  }),
  route({
    method: 'GET',
    path: '/taxRates/{taxRate}',
    operationId: 'getTaxRate',
    summary: 'Get a tax rate',
    tag: 'Tax rates',
    permission: 'organization:read',
    params: TaxRateParams,
    response: TaxRate,
    handler: (ctx, { params }) => getTaxRate(ctx, params.taxRate),
  }),
  route({
    method: 'POST',
    path: '/taxRates/{taxRate}:archive',
    operationId: 'archiveTaxRate',
    summary: 'Archive a tax rate: no invoice computed from now on uses it; it is never deleted',
    tag: 'Tax rates',
    permission: 'organization:write',
    idempotent: true,
    params: TaxRateParams,
    body: ArchiveTaxRateInput,
    response: TaxRate,
    handler: (ctx, { params }) => archiveTaxRate(ctx, params.taxRate),
  }),
];

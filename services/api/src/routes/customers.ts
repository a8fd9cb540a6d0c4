import { Empty, listOf, PageQuery } from '@billing/core';
import {
  archiveCustomer,
  Customer,
  CustomerInput,
  createCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { CustomerParams } from './params.ts';

export const customerRoutes = [
  route({
    method: 'GET',
    path: '/customers',
    operationId: 'listCustomers',
    summary: 'List customers',
    tag: 'Customers',
    permission: 'customers:read',
    query: Type.Object({
      ...PageQuery,
      filter: Type.Optional(Type.String({ description: 'AIP-160 filter' })),
    }),
    response: listOf('customers', Customer),
    handler: async (ctx, { query }) => toListResponse('customers', await listCustomers(ctx, query)),
  }),
  route({
    method: 'POST',
    path: '/customers',
    operationId: 'createCustomer',
    summary: 'Create a customer',
    tag: 'Customers',
    permission: 'customers:write',
    idempotent: true,
    query: Type.Object({ customerId: Type.Optional(Type.String()) }),
    body: CustomerInput,
    response: Customer,
    handler: (ctx, { query, body }) => createCustomer(ctx, body, query.customerId),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}',
    operationId: 'getCustomer',
    summary: 'Get a customer',
    tag: 'Customers',
    permission: 'customers:read',
    params: CustomerParams,
    response: Customer,
    handler: (ctx, { params }) => getCustomer(ctx, params.customer),
  }),
  route({
    method: 'PATCH',
    path: '/customers/{customer}',
    operationId: 'updateCustomer',
    summary: 'Update a customer',
    tag: 'Customers',
    permission: 'customers:write',
    idempotent: true,
    params: CustomerParams,
    query: Type.Object({ updateMask: Type.Optional(Type.String()) }),
    body: CustomerInput,
    response: Customer,
    handler: (ctx, { params, query, body }) => updateCustomer(ctx, params.customer, body, query.updateMask),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}:archive',
    operationId: 'archiveCustomer',
    summary: 'Archive a customer: it stays listed but takes no new usage',
    tag: 'Customers',
    permission: 'customers:write',
    idempotent: true,
    params: CustomerParams,
    body: Empty,
    response: Customer,
    handler: (ctx, { params }) => archiveCustomer(ctx, params.customer),
  }),
];

import { Empty, PageQuery } from '@billing/core';
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
import { collectionRoutes } from '../http/collection-routes.ts';
import { route } from '../http/route-spec.ts';
import { CustomerParams } from './params.ts';

const customers = collectionRoutes('customers', CustomerParams, Customer, {
  tag: 'Customers',
  area: 'customers',
});

export const customerRoutes = [
  customers.list(
    listCustomers,
    Type.Object({ ...PageQuery, filter: Type.Optional(Type.String({ description: 'AIP-160 filter' })) }),
  ),
  customers.create(CustomerInput, createCustomer),
  customers.get(getCustomer),
  customers.update(CustomerInput, updateCustomer),
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

import { listOf, PageQuery } from '@billing/core';
import { createProduct, getProduct, listProducts, Product, ProductInput } from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { ProductParams } from './params.ts';

export const productRoutes = [
  route({
    method: 'GET',
    path: '/products',
    operationId: 'listProducts',
    summary: 'List products',
    tag: 'Catalog',
    permission: 'catalog:read',
    query: Type.Object(PageQuery),
    response: listOf('products', Product),
    handler: async (ctx, { query }) => toListResponse('products', await listProducts(ctx, query)),
  }),
  route({
    method: 'POST',
    path: '/products',
    operationId: 'createProduct',
    summary: 'Create a product',
    tag: 'Catalog',
    permission: 'catalog:write',
    idempotent: true,
    query: Type.Object({ productId: Type.Optional(Type.String()) }),
    body: ProductInput,
    response: Product,
    handler: (ctx, { query, body }) => createProduct(ctx, body, query.productId),
  }),
  route({
    method: 'GET',
    path: '/products/{product}',
    operationId: 'getProduct',
    summary: 'Get a product',
    tag: 'Catalog',
    permission: 'catalog:read',
    params: ProductParams,
    response: Product,
    handler: (ctx, { params }) => getProduct(ctx, params.product),
  }),
];

import { createProduct, getProduct, listProducts } from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { route } from '../http/route-spec.ts';
import { listOf, PageQuery } from '../schemas/common.ts';
import { Product, ProductInput } from '../schemas/resources.ts';

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
    handler: async (ctx, { query }) => {
      const page = await listProducts(ctx, {
        pageSize: query.pageSize,
        pageToken: query.pageToken as string | undefined,
      });
      return { products: page.items, nextPageToken: page.nextPageToken };
    },
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
    params: Type.Object({ product: Type.String() }),
    response: Product,
    handler: (ctx, { params }) => getProduct(ctx, params.product!),
  }),
];

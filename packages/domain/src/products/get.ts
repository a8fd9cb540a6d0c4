import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { type Product, type ProductRow, toProduct } from './resource.ts';

export async function loadProductRow(ctx: Context, id: string): Promise<ProductRow> {
  const [row] = await ctx.sql<ProductRow[]>`
    SELECT * FROM products WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!row) throw notFound(`products/${id}`);
  return row;
}

export async function getProduct(ctx: Context, id: string): Promise<Product> {
  return toProduct(await loadProductRow(ctx, id));
}

export async function listProducts(ctx: Context, request: PageRequest): Promise<Page<Product>> {
  return paginate(
    ctx,
    request,
    { collection: 'products' },
    (after, limit) => ctx.sql<ProductRow[]>`
      SELECT * FROM products WHERE organization_id = ${ctx.organization} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    toProduct,
  );
}

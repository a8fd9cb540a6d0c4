import type { Context } from '../context.ts';
import type { Page, PageRequest } from '../shared/paging.ts';
import { listScopedRows, loadScopedRow } from '../shared/scoped-rows.ts';
import { type Product, type ProductRow, toProduct } from './resource.ts';

export function loadProductRow(ctx: Context, id: string): Promise<ProductRow> {
  return loadScopedRow<ProductRow>(ctx, 'products', id, `products/${id}`);
}

export async function getProduct(ctx: Context, id: string): Promise<Product> {
  return toProduct(await loadProductRow(ctx, id));
}

export function listProducts(ctx: Context, request: PageRequest): Promise<Page<Product>> {
  return listScopedRows(ctx, request, 'products', 'products', toProduct);
}

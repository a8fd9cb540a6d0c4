import { createProduct, getProduct, listProducts, Product, ProductInput } from '@billing/domain';
import { collectionRoutes } from '../http/collection-routes.ts';
import { ProductParams } from './params.ts';

const products = collectionRoutes('products', ProductParams, Product, { tag: 'Catalog', area: 'catalog' });

export const productRoutes = [
  products.list(listProducts),
  products.create(ProductInput, createProduct),
  products.get(getProduct),
];

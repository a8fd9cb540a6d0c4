export * from './book-invoice.ts';
export * from './create.ts';
export * from './expire.ts';
export { getCreditGrant } from './get.ts';
export * from './list.ts';
export { creditGrantName, grantStatus } from './resource.ts';
export * from './schema.ts';
export * from './void.ts';

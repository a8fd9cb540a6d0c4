export * from './book-invoice.ts';
export * from './create.ts';
export * from './expire.ts';
export { getCommitment, listCommitments } from './get.ts';
export { commitmentName } from './resource.ts';
export * from './schema.ts';
export * from './void.ts';

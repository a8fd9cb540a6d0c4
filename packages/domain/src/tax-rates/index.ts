export * from './archive.ts';
export * from './create.ts';
export * from './get.ts';
export * from './mark-drafts.ts';
export * from './read-tax-rates.ts';
export { taxRateName } from './resource.ts';
export * from './schema.ts';

export * from './create.ts';
export * from './delete.ts';
export * from './fire.ts';
export * from './get.ts';
export * from './mark-drafts.ts';
export { type AlertRow, type AlertScope, alertName, ORGANIZATION_WIDE } from './resource.ts';
export * from './schema.ts';
export * from './update.ts';
export * from './watching.ts';

export * from './connect.ts';
export * from './customer-keys.ts';
export * from './embedded.ts';
export * from './migrate.ts';
export * from './transaction.ts';

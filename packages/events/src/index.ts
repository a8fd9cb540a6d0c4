export * from './connect.ts';
export * from './migrate.ts';
export * from './tsv.ts';
export * from './usage-aggregation.ts';
export * from './usage-events.ts';

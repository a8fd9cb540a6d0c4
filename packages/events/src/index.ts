export * from './connect.ts';
export * from './meter-aggregation.ts';
export * from './migrate.ts';
export * from './read-limits.ts';
export * from './rollups.ts';
export * from './tsv.ts';
export * from './usage-changes.ts';
export * from './usage-events.ts';

export * from './bill-runs.ts';
export * from './handlers/index.ts';
export * from './rollups.ts';
export * from './worker.ts';

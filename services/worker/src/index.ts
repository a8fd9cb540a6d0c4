export * from './bill-runs.ts';
export * from './domain-recheck.ts';
export * from './handlers/index.ts';
export * from './loop.ts';
export * from './payment-schedule.ts';
export * from './rollups.ts';
export * from './webhooks.ts';
export * from './worker.ts';

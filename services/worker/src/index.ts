export * from './handlers/index.ts';
export * from './worker.ts';

export * from './bullmq.ts';
export * from './payloads.ts';
export * from './postgres.ts';
export * from './purge.ts';
export * from './queue.ts';

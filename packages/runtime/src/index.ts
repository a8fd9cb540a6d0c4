export * from './bill-run.ts';
export * from './logger.ts';
export * from './start.ts';
export * from './stores.ts';
export * from './usage-writer.ts';

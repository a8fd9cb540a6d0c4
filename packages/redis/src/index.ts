export * from './connect.ts';
export * from './rate-limit.ts';

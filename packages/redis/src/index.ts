export * from './claims.ts';
export * from './connect.ts';
export * from './dedup.ts';
export * from './keys.ts';
export * from './rate-limit.ts';
export * from './scripts.ts';

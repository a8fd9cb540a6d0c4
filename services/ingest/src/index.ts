export type { IngestMetrics } from './metrics.ts';
export * from './server.ts';

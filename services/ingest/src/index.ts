export type { IngestMetrics } from './metrics.ts';
export * from './native-scan.ts';
export * from './server.ts';

import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** The ingest edge's own metrics, on the service registry. */
export function createIngestMetrics(registry: Registry) {
  return {
    events: new Counter({
      name: 'ingest_events_total',
      help: 'Usage events by result (ACCEPTED, DUPLICATE, REJECTED) and error code',
      labelNames: ['status', 'error_code'] as const,
      registers: [registry],
    }),
    requests: new Counter({
      name: 'ingest_requests_total',
      help: 'Ingest requests by method and HTTP status',
      labelNames: ['method', 'status'] as const,
      registers: [registry],
    }),
    batchRows: new Histogram({
      name: 'ingest_flush_rows',
      help: 'Rows per ClickHouse insert',
      buckets: [1, 10, 100, 500, 1000, 2000, 5000, 10000, 20000, 50000],
      registers: [registry],
    }),
    flushSeconds: new Histogram({
      name: 'ingest_flush_seconds',
      help: 'Duration of ClickHouse inserts, by outcome',
      labelNames: ['ok'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    bufferDepth: new Gauge({
      name: 'ingest_buffer_rows',
      help: 'Rows buffered or being written to ClickHouse',
      registers: [registry],
    }),
  };
}

export type IngestMetrics = ReturnType<typeof createIngestMetrics>;

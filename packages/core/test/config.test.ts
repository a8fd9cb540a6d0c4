import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseIsoDuration } from '../src/config.ts';

describe('INVOICE_GRACE_PERIOD (ISO 8601 durations)', () => {
  it('reads weeks, days, hours, minutes and seconds', () => {
    expect(parseIsoDuration('PT24H')).toBe(86_400_000);
    expect(parseIsoDuration('P1DT12H')).toBe(129_600_000);
    expect(parseIsoDuration('P2W')).toBe(14 * 86_400_000);
    expect(parseIsoDuration('PT1M30.5S')).toBe(90_500);
    expect(parseIsoDuration('PT0S')).toBe(0);
    expect(parseIsoDuration('P3D')).toBe(3 * 86_400_000);
  });

  it('refuses years, months, empty parts and anything else', () => {
    for (const bad of ['P1Y', 'P1M', 'P', 'PT', 'P1DT', '24H', 'PT-1H', 'PT1.5H', 'pt24h', '', 'PT24H ']) {
      expect(() => parseIsoDuration(bad, 'INVOICE_GRACE_PERIOD'), bad).toThrow(/INVOICE_GRACE_PERIOD/);
    }
  });

  it('defaults the bill-run settings', () => {
    const config = loadConfig({});
    expect([config.invoiceGraceMs, config.billRunIntervalMs, config.invoiceRefreshIntervalMs]).toEqual([
      86_400_000, 60_000, 1_000,
    ]);
    expect(loadConfig({ INVOICE_GRACE_PERIOD: 'PT1H' }).invoiceGraceMs).toBe(3_600_000);
  });
});

describe('document render threads', () => {
  it('defaults to one thread a core and a queue of 64, and reads the environment', () => {
    const config = loadConfig({});
    expect([config.documentRenderThreads, config.documentRenderQueue]).toEqual([availableParallelism(), 64]);
    const set = loadConfig({ DOCUMENT_RENDER_THREADS: '3', DOCUMENT_RENDER_QUEUE: '0' });
    expect([set.documentRenderThreads, set.documentRenderQueue]).toEqual([3, 0]);
    expect(() => loadConfig({ DOCUMENT_RENDER_THREADS: '0' })).toThrow(/DOCUMENT_RENDER_THREADS/);
  });
});

describe('expensive-read limits', () => {
  it('defaults to three slots and one in reserve, half the queue per organization, and reads the environment', () => {
    const config = loadConfig({});
    expect([
      config.readPoolSize,
      config.readPoolReserve,
      config.readPoolOrgShare,
      config.readPoolOrgQueue,
      config.readPoolQueue,
    ]).toEqual([3, 1, 1, 32, 64]);
    const queues = loadConfig({ READ_POOL_QUEUE: '10', READ_POOL_RESERVE: '0' });
    expect([queues.readPoolQueue, queues.readPoolOrgQueue, queues.readPoolReserve]).toEqual([10, 5, 0]);
    expect([config.readRetryAfterSeconds, config.readMaxExecutionSeconds, config.readMaxMemoryBytes]).toEqual(
      [1, 10, 1024 ** 3],
    );
    const eight = loadConfig({ READ_POOL_SIZE: '8', READ_MAX_THREADS: '1' });
    expect([eight.readPoolSize, eight.readPoolOrgShare, eight.readMaxThreads]).toEqual([8, 4, 1]);
    expect(() => loadConfig({ READ_POOL_ORG_QUEUE: '-1' })).toThrow(/READ_POOL_ORG_QUEUE/);
    expect([config.readThreadPriority, config.readOverShareThreadPriority]).toEqual([0, 19]);
    expect([
      config.readRefusalDelayMs,
      loadConfig({ READ_REFUSAL_DELAY_MS: '0' }).readRefusalDelayMs,
    ]).toEqual([250, 0]);
    const niced = loadConfig({ READ_THREAD_PRIORITY: '10', READ_OVER_SHARE_THREAD_PRIORITY: '5' });
    expect([niced.readThreadPriority, niced.readOverShareThreadPriority]).toEqual([10, 5]);
    // Below 0 would put reads above the ingest (and needs a privilege); past 19 is no nice value.
    expect(() => loadConfig({ READ_THREAD_PRIORITY: '-1' })).toThrow(/READ_THREAD_PRIORITY/);
    expect(() => loadConfig({ READ_OVER_SHARE_THREAD_PRIORITY: '20' })).toThrow(/0 to 19/);
  });
});

describe('connection limits (docs/limits.md)', () => {
  it('defaults the timeouts, the connection limit and the shutdown deadline', () => {
    const config = loadConfig({});
    expect([
      config.headerTimeoutMs,
      config.bodyTimeoutMs,
      config.keepAliveTimeoutMs,
      config.maxConnections,
      config.shutdownTimeoutMs,
    ]).toEqual([10_000, 30_000, 5_000, 10_000, 10_000]);
  });

  it('reads them, and refuses 0 where Node would read it as no limit at all', () => {
    const config = loadConfig({ HEADER_TIMEOUT_MS: '500', MAX_CONNECTIONS: '3', SHUTDOWN_TIMEOUT_MS: '0' });
    expect([config.headerTimeoutMs, config.maxConnections, config.shutdownTimeoutMs]).toEqual([500, 3, 0]);
    for (const key of ['HEADER_TIMEOUT_MS', 'BODY_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS', 'MAX_CONNECTIONS']) {
      expect(() => loadConfig({ [key]: '0' }), key).toThrow(key);
      expect(() => loadConfig({ [key]: '-1' }), key).toThrow(key);
    }
  });
});

describe('the ingest log settings', () => {
  it('defaults to the file log on chdb and to the synchronous path against a ClickHouse server', () => {
    expect(loadConfig({}).ingestLog).toBe('file');
    expect(loadConfig({ CLICKHOUSE_URL: '' }).ingestLog).toBe('file');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/billing', REDIS_URL: 'redis://r' }).ingestLog).toBe(
      'file',
    );
    expect(loadConfig({ CLICKHOUSE_URL: 'http://ch:8123' }).ingestLog).toBe('buffer');
    // An explicit setting wins either way.
    expect(loadConfig({ INGEST_LOG: 'buffer' }).ingestLog).toBe('buffer');
    expect(loadConfig({ INGEST_LOG: '' }).ingestLog).toBe('file');
    expect(loadConfig({ CLICKHOUSE_URL: 'http://ch:8123', INGEST_LOG: 'file' }).ingestLog).toBe('file');
    expect(loadConfig({ CLICKHOUSE_URL: 'http://ch:8123', INGEST_LOG: 'redis' }).ingestLog).toBe('redis');
  });

  it('scans ingest bodies natively unless INGEST_NATIVE_SCAN=off', () => {
    expect(loadConfig({}).ingestNativeScan).toBe(true);
    expect(loadConfig({ INGEST_NATIVE_SCAN: 'on' }).ingestNativeScan).toBe(true);
    expect(loadConfig({ INGEST_NATIVE_SCAN: 'off' }).ingestNativeScan).toBe(false);
    expect(() => loadConfig({ INGEST_NATIVE_SCAN: 'no' })).toThrow('INGEST_NATIVE_SCAN must be on or off');
  });

  it('reads INGEST_LOG, with the documented defaults of the logs', () => {
    const config = loadConfig({});
    expect([
      config.ingestMaxBacklog,
      config.drainMaxEvents,
      config.drainMaxMs,
      config.drainClaimTimeoutMs,
      config.drainFaultAfterInserts,
      config.ingestLogSegmentBytes,
    ]).toEqual([1_000_000, 100_000, 1_000, 30_000, 0, 64 * 1024 * 1024]);
    expect(loadConfig({ INGEST_LOG: 'redis' }).ingestLog).toBe('redis');
    expect(loadConfig({ INGEST_LOG: 'file' }).ingestLog).toBe('file');
    expect(() => loadConfig({ INGEST_LOG: 'kafka' })).toThrow(/INGEST_LOG/);
  });
});

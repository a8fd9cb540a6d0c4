/**
 * Per-query limits of the expensive reads (previews, usage queries; docs/limits.md): ClickHouse stops a query
 * past `max_execution_time` or `max_memory_usage`, so one organization's large read cannot hold the engine
 * (or, on chdb, the process's memory) for long.
 *
 * The limits travel in the query's own `SETTINGS` clause, not in the client's `clickhouse_settings`: over chdb
 * the client turns those into `SET ...;` statements on the connection's session, and a SET outlives its query
 * there (measured: every later query on that connection had the limit; on the shared connection those are the
 * ingest inserts and the rollups).
 */
import { ApiError } from '@billing/core';
import type { ClickHouseClient } from '@clickhouse/client';

export interface ReadLimits {
  /** `max_execution_time`, seconds; 0: none. */
  maxExecutionSeconds: number;
  /** `max_memory_usage`, bytes; 0: the engine's default. */
  maxMemoryBytes: number;
  /** `max_threads`; 0: the engine's default (its cores). */
  maxThreads: number;
  /**
   * `os_thread_priority`: the nice value (-20 to 19) of the query's threads while it runs; 0 or absent: as
   * the engine's other threads. Above 0 the read yields the CPU to ingest and bill runs when they want it,
   * and costs nothing when they do not.
   */
  threadPriority?: number;
}

function settingsOf(limits: ReadLimits): string[] {
  const settings: string[] = [];
  if (limits.maxExecutionSeconds > 0) settings.push(`max_execution_time = ${limits.maxExecutionSeconds}`);
  if (limits.maxMemoryBytes > 0) settings.push(`max_memory_usage = ${limits.maxMemoryBytes}`);
  if (limits.maxThreads > 0) settings.push(`max_threads = ${limits.maxThreads}`);
  if (limits.threadPriority) settings.push(`os_thread_priority = ${Math.trunc(limits.threadPriority)}`);
  return settings;
}

/** A SETTINGS clause already closing the query (after its last parenthesis) is extended, not repeated. */
const TRAILING_SETTINGS = /\sSETTINGS\s[^()]*$/i;

/** The query with the limits in its SETTINGS clause; the client appends FORMAT after it. */
export function withSettingsClause(query: string, limits: ReadLimits): string {
  const settings = settingsOf(limits);
  if (settings.length === 0) return query;
  const text = query.trimEnd().replace(/;+$/, '');
  // A new line first: a trailing `-- comment` would otherwise swallow the clause.
  return TRAILING_SETTINGS.test(text)
    ? `${text},\n  ${settings.join(', ')}`
    : `${text}\nSETTINGS ${settings.join(', ')}`;
}

/** The client with every `query()` carrying the limits; inserts and commands are left as they are. */
export function withReadLimits(client: ClickHouseClient, limits: ReadLimits): ClickHouseClient {
  if (settingsOf(limits).length === 0) return client;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (params: Parameters<ClickHouseClient['query']>[0]) =>
          target.query({ ...params, query: withSettingsClause(params.query, limits) } as never);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as ClickHouseClient;
}

/**
 * A ClickHouse refusal of a limit as the client's error: the same read would fail again, so it names what to
 * narrow; a server refusing more concurrent queries is only busy, so that one says when to come back.
 */
export function readLimitError(
  error: unknown,
  limits: ReadLimits,
  retryAfterSeconds = 1,
): ApiError | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'TIMEOUT_EXCEEDED') {
    return new ApiError(
      'DEADLINE_EXCEEDED',
      `the read ran past its limit of ${limits.maxExecutionSeconds} s; ask for a shorter period or fewer meters`,
      { cause: error },
    );
  }
  if (type === 'MEMORY_LIMIT_EXCEEDED') {
    return new ApiError(
      'RESOURCE_EXHAUSTED',
      `the read needed more than its memory limit of ${limits.maxMemoryBytes} bytes; ask for a shorter period ` +
        'or fewer meters',
      { cause: error },
    );
  }
  if (type === 'TOO_MANY_SIMULTANEOUS_QUERIES') {
    return new ApiError('RESOURCE_EXHAUSTED', 'the event store is busy; retry later', {
      retryAfter: retryAfterSeconds,
      cause: error,
    });
  }
  return undefined;
}

/** autocannon runs with a progress line on stderr and a compact JSON summary. */
import autocannon from 'autocannon';

export interface LoadOptions {
  title: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** Builds each request (unique ids for creates). */
  setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
}

export interface LoadResult {
  title: string;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}

/** The latency percentiles every benchmark reports, in milliseconds. */
export function latencyOf(result: autocannon.Result): LoadResult['latencyMs'] {
  const { p50, p90, p99, max } = result.latency;
  return { p50, p90, p99, max };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const instance = autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    connections: options.connections,
    duration: options.seconds,
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest as never }] } : {}),
  });
  let done = 0;
  const timer = setInterval(() => {
    done += 1;
    process.stderr.write(`\r${options.title}: ${done}/${options.seconds}s`);
  }, 1000);
  const result = await instance;
  clearInterval(timer);
  process.stderr.write(
    `\r${options.title}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms\n`,
  );
  return {
    title: options.title,
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / (result.duration || options.seconds)),
    latencyMs: latencyOf(result),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

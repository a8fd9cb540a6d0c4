/**
 * A closed-loop load: `connections` workers each send one request, wait for its answer, send the next, until
 * `requests` are done. Unlike autocannon it runs an exact number of requests (a slow endpoint gets a few
 * hundred, not a duration), keeps every latency at microsecond resolution, and hands each body to a check.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** What a loop sends, and where: the part of its options every loop of bench/lib shares. */
export interface LoopTarget {
  title: string;
  /** http://host:port */
  origin: string;
  headers: Record<string, string>;
  /** The path and body of request number `i`. */
  request: (i: number) => { path: string; body: string };
}

export interface ClosedLoopOptions extends LoopTarget {
  requests: number;
  connections: number;
  /** Called with every 200 body; a returned string is recorded as a failure. */
  check?: (i: number, body: string) => string | undefined;
}

export interface LatencySummary {
  title: string;
  connections: number;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number; min: number };
  /** Non-200 answers and failed checks, with the first example. */
  failures: number;
  /** Answers by HTTP status (0: no answer); `requestsPerSecond` counts them all, `okPerSecond` the 200s. */
  statuses: Record<string, number>;
  okPerSecond: number;
  failureExample?: string;
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function post(
  agent: Agent,
  origin: string,
  headers: Record<string, string>,
  path: string,
  body: string,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function closedLoop(options: ClosedLoopOptions): Promise<LatencySummary> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  let failureExample: string | undefined;
  const statuses: Record<string, number> = {};
  const fail = (message: string) => {
    failures += 1;
    failureExample ??= message.slice(0, 300);
  };
  const progress = setInterval(
    () => process.stderr.write(`\r${options.title}: ${latencies.length}/${options.requests} requests`),
    1000,
  );
  const worker = async () => {
    while (next < options.requests) {
      const i = next++;
      const { path, body } = options.request(i);
      const t0 = performance.now();
      try {
        const response = await post(agent, options.origin, options.headers, path, body);
        latencies.push(performance.now() - t0);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status !== 200) fail(`HTTP ${response.status}: ${response.text}`);
        else {
          const problem = options.check?.(i, response.text);
          if (problem) fail(problem);
        }
      } catch (error) {
        latencies.push(performance.now() - t0);
        statuses[0] = (statuses[0] ?? 0) + 1;
        fail(String(error));
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(progress);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const summary: LatencySummary = {
    title: options.title,
    connections: options.connections,
    requests: sorted.length,
    seconds: round(seconds, 2),
    requestsPerSecond: round(sorted.length / seconds),
    latencyMs: {
      mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length), 2),
      p50: round(percentile(sorted, 50), 2),
      p90: round(percentile(sorted, 90), 2),
      p99: round(percentile(sorted, 99), 2),
      max: round(sorted.at(-1) ?? 0, 2),
      min: round(sorted[0] ?? 0, 2),
    },
    failures,
    statuses,
    okPerSecond: round((statuses[200] ?? 0) / seconds),
    ...(failureExample ? { failureExample } : {}),
  };
  process.stderr.write(
    `\r${options.title}: ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, ` +
      `p99 ${summary.latencyMs.p99} ms${failures ? `, ${failures} failures` : ''}\n`,
  );
  return summary;
}

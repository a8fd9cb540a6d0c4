/**
 * A closed loop for a fixed time: `connections` workers each send a request, wait for its answer and send the
 * next until `seconds` have passed. Latencies are kept per status class: a load that is meant to be refused
 * (429) reports its refusals apart from the answers it got.
 */
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type LoopTarget, percentile, post } from './closed-loop.ts';

export interface TimedLoopOptions extends LoopTarget {
  connections: number;
  seconds: number;
  /** A worker refused with 429 waits this long before its next request (0: at once, as a hostile client). */
  pauseOn429Ms?: number;
  /** Called with every 200 body; a returned string is recorded as a failure. */
  check?: (body: string) => string | undefined;
  /** Progress line on stderr every second (off for a load run in a child process). */
  progress?: boolean;
}

export interface TimedLoopSummary {
  title: string;
  connections: number;
  seconds: number;
  /** 200 answers: count, per second and latency. */
  ok: number;
  okPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** 429 answers and their latency (how fast a refusal comes back). */
  refused: number;
  refusedLatencyMs?: { p50: number; p99: number };
  /** Other statuses, errors and failed checks, with the first example. */
  failures: number;
  failureExample?: string;
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function timedLoop(options: TimedLoopOptions): Promise<TimedLoopSummary> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const ok: number[] = [];
  const refused: number[] = [];
  let failures = 0;
  let failureExample: string | undefined;
  let next = 0;
  const fail = (message: string) => {
    failures += 1;
    failureExample ??= message.slice(0, 300);
  };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const timer =
    options.progress === false
      ? undefined
      : setInterval(() => {
          const s = Math.round((performance.now() - started) / 1000);
          process.stderr.write(
            `\r${options.title}: ${s}/${options.seconds} s, ${ok.length} ok, ${refused.length} refused`,
          );
        }, 1000);
  const worker = async () => {
    while (performance.now() < deadline) {
      const { path, body } = options.request(next++);
      const t0 = performance.now();
      try {
        const response = await post(agent, options.origin, options.headers, path, body);
        const ms = performance.now() - t0;
        if (response.status === 200) {
          ok.push(ms);
          const problem = options.check?.(response.text);
          if (problem) fail(problem);
        } else if (response.status === 429) {
          refused.push(ms);
          if (options.pauseOn429Ms) await new Promise((r) => setTimeout(r, options.pauseOn429Ms));
        } else fail(`HTTP ${response.status}: ${response.text}`);
      } catch (error) {
        fail(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (timer) clearInterval(timer);
  agent.destroy();
  const sorted = ok.sort((a, b) => a - b);
  const sortedRefused = refused.sort((a, b) => a - b);
  const summary: TimedLoopSummary = {
    title: options.title,
    connections: options.connections,
    seconds: round(seconds),
    ok: sorted.length,
    okPerSecond: round(sorted.length / seconds, 1),
    latencyMs: {
      mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    refused: sortedRefused.length,
    ...(sortedRefused.length > 0
      ? {
          refusedLatencyMs: {
            p50: round(percentile(sortedRefused, 50)),
            p99: round(percentile(sortedRefused, 99)),
          },
        }
      : {}),
    failures,
    ...(failureExample ? { failureExample } : {}),
  };
  if (options.progress !== false) {
    process.stderr.write(
      `\r${options.title}: ${summary.okPerSecond}/s ok, p50 ${summary.latencyMs.p50} ms, p99 ` +
        `${summary.latencyMs.p99} ms, ${summary.refused} refused${failures ? `, ${failures} failures` : ''}\n`,
    );
  }
  return summary;
}

/**
 * The operations endpoints every service serves, answered the same way by the api, the ingest edge and a
 * standalone worker: `/healthz` (200 SERVING when every store answers, else 503 NOT_SERVING, with the checks)
 * and `/metrics` (the Prometheus text of a registry).
 */

export type HealthChecks = () => Promise<Record<string, boolean>>;

export interface OperationsAnswer {
  httpStatus: number;
  contentType: string;
  body: string;
}

export async function healthAnswer(health: HealthChecks | undefined): Promise<OperationsAnswer> {
  const checks = health ? await health() : {};
  const ok = Object.values(checks).every(Boolean);
  return {
    httpStatus: ok ? 200 : 503,
    contentType: 'application/json',
    body: JSON.stringify({ status: ok ? 'SERVING' : 'NOT_SERVING', checks }),
  };
}

/** What `/metrics` needs of a prom-client Registry. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

export async function metricsAnswer(registry: MetricsSource): Promise<OperationsAnswer> {
  return { httpStatus: 200, contentType: registry.contentType, body: await registry.metrics() };
}

/**
 * A request URL as logs may show it: the path and the names of the query parameters, never their values (a key
 * or token passed in a query string must not reach a log line).
 */
export function urlForLog(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => `${part.split('=')[0]}=[redacted]`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/**
 * Credentials as they may appear in any text a log line carries (a path, an error message): our API keys
 * (`sk_...`), provider secrets (`sk_live_`, `rk_test_`, `whsec_`) and whatever follows `Bearer` or `Basic`.
 */
const SECRETS = /\b((?:sk|rk|whsec)_)[A-Za-z0-9_-]{6,}|\b((?:Bearer|Basic)\s+)[^\s",;]+/gi;

/**
 * A log line with every credential in it replaced by `[redacted]`, whatever field holds it: the last line of
 * defence after `urlForLog`, run over each line as written, so no caller has to remember it.
 */
export function redactSecrets(line: string): string {
  return line.replace(SECRETS, (_match, prefix?: string, scheme?: string) => `${prefix ?? scheme}[redacted]`);
}

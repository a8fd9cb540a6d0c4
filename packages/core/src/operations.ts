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

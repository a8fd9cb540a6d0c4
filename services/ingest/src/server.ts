/**
 * The ingest edge on uWebSockets.js: `usageEvents:ingest` and `usageEvents:batchIngest`, with the API keys,
 * host tenancy, error body and limits of the control plane, plus health and metrics.
 */

import uWS from 'uWebSockets.js';
import { ApiError, asApiError, healthAnswer, metricsAnswer } from '@billing/core';
import { type AuthDeps, authorize } from '@billing/domain';
import type { IngestionResult, IngestPipeline, WriteBuffer } from '@billing/usage';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { readBody } from './http/read-body.ts';
import { sendAnswer, sendError, sendJson } from './http/respond.ts';
import type { IngestMetrics } from './metrics.ts';
import { handleIngest, type IngestRequestDeps, matchRoute } from './routes.ts';

/** SEMANTICS 1: ingest bodies up to 5 MiB. */
export const INGEST_BODY_LIMIT = 5 * 1024 * 1024;

export interface IngestDeps extends AuthDeps, IngestRequestDeps {
  logger: Logger;
  registry: Registry;
  metrics: IngestMetrics;
  health: () => Promise<Record<string, boolean>>;
  pipeline: IngestPipeline;
  buffer: WriteBuffer;
}

export interface RunningIngest {
  port: number;
  /** Stops accepting connections, then writes what was accepted. */
  close(): Promise<void>;
}

function countResults(metrics: IngestMetrics, results: IngestionResult[]): void {
  for (const r of results) metrics.events.inc({ status: r.status, error_code: r.errorCode });
}

/** Requests between arrival and response, so that shutdown waits for them. */
class InFlight {
  private count = 0;
  private idle: Array<() => void> = [];
  enter(): void {
    this.count += 1;
  }
  leave(): void {
    this.count -= 1;
    if (this.count === 0) for (const resolve of this.idle.splice(0)) resolve();
  }
  settled(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }
}

function handlePost(
  deps: IngestDeps,
  metrics: IngestMetrics,
  inFlight: InFlight,
  res: uWS.HttpResponse,
  req: uWS.HttpRequest,
): void {
  // The request object lives only until the first await: read everything needed now.
  const path = req.getUrl();
  let authorizationCount = 0;
  req.forEach((key) => {
    if (key === 'authorization') authorizationCount++;
  });
  const headers = {
    authorization: req.getHeader('authorization'),
    host: req.getHeader('host'),
    authorizationCount,
  };
  const declaredLength = Number(req.getHeader('content-length') || '0');
  let aborted = false;
  res.onAborted(() => {
    aborted = true;
  });
  const isAborted = () => aborted;
  const fail = (error: unknown) => {
    const apiError = asApiError(error);
    if (apiError.code === 'INTERNAL') deps.logger.error({ err: error }, 'ingest failed');
    metrics.requests.inc({ method: 'POST', status: String(apiError.httpStatus) });
    sendError(res, isAborted, apiError);
  };
  const route = matchRoute(path);
  if (!route) {
    fail(new ApiError('NOT_FOUND', `no method POST ${path} on the ingest edge`));
    return;
  }
  if (declaredLength > INGEST_BODY_LIMIT) {
    fail(new ApiError('RESOURCE_EXHAUSTED', 'the request body is too large', { httpStatus: 413 }));
    return;
  }
  const body = readBody(res, INGEST_BODY_LIMIT);
  inFlight.enter();
  (async () => {
    const principal = await authorize(deps, headers, 'usage:write', route.pathOrganization);
    const response = await handleIngest(deps, route, principal, await body);
    countResults(metrics, 'results' in response ? response.results : [response]);
    metrics.requests.inc({ method: 'POST', status: '200' });
    sendJson(res, isAborted, 200, response);
  })()
    .catch(fail)
    .finally(() => inFlight.leave());
  // A body refused before the handler awaits it must not become an unhandled rejection.
  body.catch(() => {});
}

export function startIngestServer(deps: IngestDeps, host: string, port: number): Promise<RunningIngest> {
  const metrics = deps.metrics;
  let closing = false;
  const inFlight = new InFlight();
  const app = uWS.App();
  app.get('/healthz', (res) => {
    let aborted = false;
    res.onAborted(() => {
      aborted = true;
    });
    healthAnswer(deps.health).then((answer) => sendAnswer(res, () => aborted, answer));
  });
  app.get('/metrics', (res) => {
    let aborted = false;
    res.onAborted(() => {
      aborted = true;
    });
    metrics.bufferDepth.set(deps.buffer.depth);
    metricsAnswer(deps.registry).then((answer) => sendAnswer(res, () => aborted, answer));
  });
  app.post('/*', (res, req) => {
    if (!closing) {
      handlePost(deps, metrics, inFlight, res, req);
      return;
    }
    sendError(
      res,
      () => false,
      new ApiError('UNAVAILABLE', 'the edge is shutting down; retry', { retryAfter: 1 }),
    );
  });
  app.any('/*', (res, req) => {
    const error = new ApiError(
      'NOT_FOUND',
      `no method ${req.getMethod().toUpperCase()} ${req.getUrl()} on the ingest edge`,
    );
    sendError(res, () => false, error);
  });
  return new Promise((resolve, reject) => {
    app.listen(host, port, (socket) => {
      if (!socket) return reject(new Error(`ingest: cannot listen on ${host}:${port}`));
      const bound = uWS.us_socket_local_port(socket);
      deps.logger.info({ port: bound }, 'ingest edge listening');
      resolve({
        port: bound,
        async close() {
          closing = true;
          uWS.us_listen_socket_close(socket);
          // Requests already inside finish (their rows reach the buffer and are written), then the rest drains.
          await Promise.all([inFlight.settled(), deps.buffer.drain()]);
          await deps.buffer.drain();
        },
      });
    });
  });
}

export { createIngestMetrics } from './metrics.ts';

/**
 * The ingest edge on uWebSockets.js: `usageEvents:ingest` and `usageEvents:batchIngest`, with the API keys,
 * host tenancy, error body and limits of the control plane, plus health and metrics.
 */

import uWS from 'uWebSockets.js';
import { randomUUID } from 'node:crypto';
import {
  ApiError,
  asApiError,
  type ConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
  framingError,
  healthAnswer,
  metricsAnswer,
} from '@billing/core';
import { type AuthDeps, authorize } from '@billing/domain';
import type { IngestionResult, IngestPipeline, WriteBuffer } from '@billing/usage';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { OpenRequests, shuttingDown, tooManyRequests } from './http/open-requests.ts';
import { readBody } from './http/read-body.ts';
import { sendAnswer, sendError, sendJsonText } from './http/respond.ts';
import { ingestAnswerJson } from './ingest-answer.ts';
import type { IngestMetrics } from './metrics.ts';
import { edgeNativeScan } from './native-scan.ts';
import { handleIngest, type IngestRequestDeps, matchRoute } from './routes.ts';

/** docs/api-conventions.md "The rules": ingest bodies up to 5 MiB. */
export const INGEST_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The request line and headers, as the control plane takes them (Node's default). uWebSockets.js has no limit of
 * its own on a head that arrives in one read, and closes one that spans reads past 4 KiB (docs/limits.md).
 */
export const INGEST_HEAD_LIMIT = 16 * 1024;

export interface IngestDeps extends AuthDeps, IngestRequestDeps {
  logger: Logger;
  registry: Registry;
  metrics: IngestMetrics;
  health: () => Promise<Record<string, boolean>>;
  pipeline: IngestPipeline;
  buffer: WriteBuffer;
  /** Body timeout, requests in progress (MAX_CONNECTIONS) and shutdown deadline; the defaults when unset. */
  limits?: Partial<Pick<ConnectionLimits, 'bodyTimeoutMs' | 'maxConnections' | 'shutdownTimeoutMs'>>;
}

export interface RunningIngest {
  port: number;
  /**
   * Stops accepting connections, lets the requests in progress finish until the shutdown timeout and drops the
   * rest, then writes what was accepted.
   */
  close(): Promise<void>;
}

/**
 * One increment per kind of result rather than per event: a labelled increment hashes its labels, and a
 * request's results are usually all of one kind.
 */
function countResults(metrics: IngestMetrics, results: IngestionResult[]): void {
  let status = '';
  let errorCode = '';
  let run = 0;
  for (const r of results) {
    if (r.status === status && r.errorCode === errorCode) {
      run++;
      continue;
    }
    if (run > 0) metrics.events.inc({ status, error_code: errorCode }, run);
    status = r.status;
    errorCode = r.errorCode;
    run = 1;
  }
  if (run > 0) metrics.events.inc({ status, error_code: errorCode }, run);
}

const sleep = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

function handlePost(
  deps: IngestDeps,
  metrics: IngestMetrics,
  requests: OpenRequests,
  res: uWS.HttpResponse,
  req: uWS.HttpRequest,
): void {
  if (!requests.enter()) {
    metrics.requests.inc({ method: 'POST', status: '503' });
    sendError(res, () => false, tooManyRequests(), true);
    return;
  }
  // The request object lives only until the first await: read everything needed now.
  const path = req.getUrl();
  let authorizationCount = 0;
  let requestId = '';
  // undefined, not '', without a query (whatever the typings say).
  const query: string | undefined = req.getQuery();
  // The head's size as sent: "name: value\r\n" per header, the request line, the blank line.
  let headBytes = path.length + (query?.length ?? 0) + 20;
  req.forEach((key, value) => {
    headBytes += key.length + value.length + 4;
    if (key === 'authorization') authorizationCount++;
    else if (key === 'x-request-id') requestId = value;
  });
  const headers = {
    authorization: req.getHeader('authorization'),
    host: req.getHeader('host'),
    authorizationCount,
  };
  const declaredLength = Number(req.getHeader('content-length') || '0');
  let aborted = false;
  // A client gone mid-body never sends the rest: its body is given up at once, not at the body timeout.
  let dropBody: (() => void) | undefined;
  res.onAborted(() => {
    aborted = true;
    dropBody?.();
  });
  const isAborted = () => aborted;
  let bodyFailed = false;
  const fail = (error: unknown) => {
    const apiError = asApiError(error);
    const headers: Record<string, string> = {};
    // A server error is one line with its stack under the request id, which its answer carries (the client's
    // own X-Request-Id, or one made here); a client error is not logged (its Status says it all).
    if (apiError.code === 'INTERNAL') {
      const reqId = requestId || randomUUID();
      headers['x-request-id'] = reqId;
      deps.logger.error({ reqId, err: apiError.cause ?? error }, 'internal error');
    }
    metrics.requests.inc({ method: 'POST', status: String(apiError.httpStatus) });
    sendError(res, isAborted, apiError, bodyFailed, headers);
  };
  if (headBytes > INGEST_HEAD_LIMIT) {
    // A framing error, closed as the control plane closes it: the body is never read.
    bodyFailed = true;
    fail(framingError('HPE_HEADER_OVERFLOW'));
    requests.leave();
    return;
  }
  const route = matchRoute(path);
  if (!route) {
    fail(new ApiError('NOT_FOUND', `no method POST ${path} on the ingest edge`));
    requests.leave();
    return;
  }
  if (declaredLength > INGEST_BODY_LIMIT) {
    fail(new ApiError('RESOURCE_EXHAUSTED', 'the request body is too large', { httpStatus: 413 }));
    requests.leave();
    return;
  }
  const body = readBody(res, INGEST_BODY_LIMIT, (expire) => {
    // The error is never sent (the client is gone); it only ends the wait for the body.
    dropBody = () => expire(new ApiError('UNAVAILABLE', 'the client closed the connection'));
    return requests.watchBody(expire);
  });
  // A body refused (too large, too slow, unreadable) closes its connection: the rest of it, if any, is never read
  // as a request. Handled here, so that a body refused before the handler awaits it is no unhandled rejection.
  body.catch(() => {
    bodyFailed = true;
  });
  (async () => {
    const principal = await authorize(deps, headers, 'usage:write', route.pathOrganization);
    const response = await handleIngest(deps, route, principal, await body);
    countResults(metrics, 'results' in response ? response.results : [response]);
    metrics.requests.inc({ method: 'POST', status: '200' });
    if (!aborted) sendJsonText(res, 200, ingestAnswerJson(response));
  })()
    .catch(fail)
    .finally(() => requests.leave());
}

export function startIngestServer(deps: IngestDeps, host: string, port: number): Promise<RunningIngest> {
  const metrics = deps.metrics;
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...deps.limits };
  // Loaded at start, not by the first request: limits it refuses stop the edge here, not as a 500.
  if (deps.nativeScan) edgeNativeScan();
  let closing = false;
  const requests = new OpenRequests({
    bodyTimeoutMs: limits.bodyTimeoutMs,
    maxRequests: limits.maxConnections,
  });
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
    if (closing) {
      sendError(res, () => false, shuttingDown(), true);
      return;
    }
    try {
      handlePost(deps, metrics, requests, res, req);
    } catch (error) {
      // A synchronous throw before the response has an abort handler makes uWebSockets.js end the whole
      // process (std::terminate): a bug in one request's handling answers that request with a 500 instead.
      const reqId = randomUUID();
      deps.logger.error({ reqId, err: error }, 'internal error');
      try {
        sendError(res, () => false, asApiError(error), true, { 'x-request-id': reqId });
      } catch {
        // Already answered or gone: nothing more to send.
      }
    }
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
          // Requests already inside finish (their rows reach the buffer and are written) until the deadline.
          const drained = deps.buffer.drain();
          if ((await Promise.race([requests.settled(), sleep(limits.shutdownTimeoutMs)])) === 'timeout') {
            deps.logger.warn(
              { inProgress: requests.size, shutdownTimeoutMs: limits.shutdownTimeoutMs },
              'dropping the requests still in progress',
            );
            // Bodies still arriving are answered 503 and their connections closed; a request already in the
            // pipeline gets a moment more, since what it claimed is written only if it reaches the buffer.
            requests.expireAll();
            await Promise.race([requests.settled(), sleep(1000)]);
          }
          requests.stop();
          // Idle keep-alive connections, and heads still arriving (uWS shows no request before its head is whole).
          (app as unknown as { close?: () => void }).close?.();
          await drained;
          await deps.buffer.drain();
        },
      });
    });
  });
}

export { createIngestMetrics } from './metrics.ts';

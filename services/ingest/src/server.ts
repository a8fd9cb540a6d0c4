/**
 * The ingest edge on uWebSockets.js. This part serves its health and metrics; the usage-event endpoints
 * (`usageEvents:ingest`, `usageEvents:batchIngest`) are built on it by the ingest issue.
 */

import uWS from 'uWebSockets.js';
import { ApiError, toStatusBody } from '@billing/core';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface IngestDeps {
  logger: Logger;
  registry: Registry;
  health: () => Promise<Record<string, boolean>>;
}

export interface RunningIngest {
  port: number;
  close(): Promise<void>;
}

function sendJson(res: uWS.HttpResponse, status: string, body: unknown): void {
  res.cork(() => {
    res.writeStatus(status).writeHeader('content-type', 'application/json').end(JSON.stringify(body));
  });
}

/** Handlers must tell uWS about aborts, or writing after the client left crashes the process. */
function guarded(handler: (res: uWS.HttpResponse, aborted: () => boolean) => Promise<void>) {
  return (res: uWS.HttpResponse) => {
    let aborted = false;
    res.onAborted(() => {
      aborted = true;
    });
    handler(res, () => aborted).catch(() => {
      if (!aborted)
        sendJson(res, '500 Internal Server Error', toStatusBody(new ApiError('INTERNAL', 'internal')));
    });
  };
}

export function startIngestServer(deps: IngestDeps, host: string, port: number): Promise<RunningIngest> {
  const app = uWS.App();
  app.get(
    '/healthz',
    guarded(async (res, aborted) => {
      const checks = await deps.health();
      const ok = Object.values(checks).every(Boolean);
      if (!aborted())
        sendJson(res, ok ? '200 OK' : '503 Service Unavailable', {
          status: ok ? 'SERVING' : 'NOT_SERVING',
          checks,
        });
    }),
  );
  app.get(
    '/metrics',
    guarded(async (res, aborted) => {
      const text = await deps.registry.metrics();
      if (aborted()) return;
      res.cork(() => res.writeHeader('content-type', deps.registry.contentType).end(text));
    }),
  );
  app.any('/*', (res, req) => {
    const error = new ApiError(
      'NOT_FOUND',
      `no method ${req.getMethod().toUpperCase()} ${req.getUrl()} on the ingest edge`,
    );
    sendJson(res, '404 Not Found', toStatusBody(error));
  });
  return new Promise((resolve, reject) => {
    app.listen(host, port, (socket) => {
      if (!socket) return reject(new Error(`ingest: cannot listen on ${host}:${port}`));
      const bound = uWS.us_socket_local_port(socket);
      deps.logger.info({ port: bound }, 'ingest edge listening');
      resolve({
        port: bound,
        async close() {
          uWS.us_listen_socket_close(socket);
        },
      });
    });
  });
}

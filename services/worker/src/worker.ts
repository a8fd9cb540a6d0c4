/**
 * Background work. This part runs the maintenance loop (expiring requestId records); the queue consumers
 * (replay, corrections, rollups, bill runs, payments) are added by the issues that need them.
 */
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { type Clock, framingError, healthAnswer, metricsAnswer, rawErrorResponse } from '@billing/core';
import type { Sql } from '@billing/db';
import { purgeCacheChanges, purgeEvents, purgeIdempotencyRecords } from '@billing/domain';
import { purgeFinishedJobs } from '@billing/queue';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface WorkerDeps {
  sql: Sql;
  clock: Clock;
  logger: Logger;
  /** EVENT_RETENTION_DAYS: older events (and their deliveries) are purged. */
  eventRetentionDays?: number;
}

export interface RunningWorker {
  close(): Promise<void>;
}

export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Finished jobs are kept a week, as BullMQ keeps them; the cache feed an hour (readers poll every 100 ms). */
const JOB_RETENTION_MS = 7 * 24 * HOUR_MS;
const CACHE_CHANGES_RETENTION_MS = HOUR_MS;

/** One pass of housekeeping: expired requestId records, old cache changes, old finished jobs. */
export async function runMaintenance(
  sql: Sql,
  clock: Clock,
  eventRetentionDays = 30,
): Promise<Record<string, number>> {
  const now = clock.now().getTime();
  return {
    events: await purgeEvents({ sql }, new Date(now - eventRetentionDays * 24 * HOUR_MS)),
    requestIds: await purgeIdempotencyRecords(sql, clock),
    cacheChanges: await purgeCacheChanges(sql, new Date(now - CACHE_CHANGES_RETENTION_MS)),
    jobs: await purgeFinishedJobs(sql, new Date(now - JOB_RETENTION_MS)),
  };
}

export function startWorker(deps: WorkerDeps, intervalMs = MAINTENANCE_INTERVAL_MS): RunningWorker {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runMaintenance(deps.sql, deps.clock, deps.eventRetentionDays)
      .then((purged) => {
        if (Object.values(purged).some((n) => n > 0))
          deps.logger.info({ purged }, 'maintenance purged old rows');
      })
      .catch((err) => deps.logger.error({ err }, 'maintenance failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Health and metrics of a worker running on its own (`billing start worker`). */
export function startWorkerProbe(
  registry: Registry,
  health: () => Promise<Record<string, boolean>>,
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const answer =
      req.url === '/metrics'
        ? await metricsAnswer(registry)
        : req.url === '/healthz'
          ? await healthAnswer(health)
          : undefined;
    if (answer) {
      res.writeHead(answer.httpStatus, { 'content-type': answer.contentType }).end(answer.body);
      return;
    }
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { code: 404, status: 'NOT_FOUND', message: 'not found', details: [] } }));
  });
  // Framing errors in the one error shape too (Node's default answer has no body).
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.end(rawErrorResponse(framingError(error.code)));
    socket.destroySoon();
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        // A probe has nothing worth waiting for: a half-sent request must not hold the shutdown.
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

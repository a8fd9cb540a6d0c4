/**
 * `billing start [all|api|ingest|worker]`. `all` (the default, and the embedded profile) runs the three in one
 * process; each role can also run on its own against real servers. SIGINT/SIGTERM stop taking work, finish
 * what is in flight, then close the stores.
 */

import { createMetrics, startApiServer } from '@billing/api';
import { type Config, systemClock } from '@billing/core';
import {
  ChangeFeed,
  countOrganizations,
  createApiKey,
  createOrganization,
  PrincipalCache,
  pageTokenSecret,
} from '@billing/domain';
import type { EventStore } from '@billing/events';
import { startWorker, startWorkerProbe } from '@billing/worker';
import type { Logger } from 'pino';
import { startIngestRole } from './ingest-role.ts';
import { openDatabaseFor, openEventsFor, openRedisFor, rateLimiterFor } from './stores.ts';

export const ROLES = ['all', 'api', 'ingest', 'worker'] as const;
export type Role = (typeof ROLES)[number];

type Closer = () => Promise<void>;

/** The first start of an empty database creates an organization and an all-permission key. */
async function ensureFirstOrganization(
  config: Config,
  sql: Parameters<typeof countOrganizations>[0]['sql'],
): Promise<string | undefined> {
  const system = { sql, clock: systemClock };
  if ((await countOrganizations(system)) > 0) return undefined;
  await createOrganization(system, {
    id: config.initialOrganization,
    displayName: config.initialOrganization,
  });
  const { secret } = await createApiKey(system, {
    organization: config.initialOrganization,
    permissions: ['*'],
    displayName: 'created by the first start',
  });
  return secret;
}

function printFirstKey(config: Config, secret: string, port: number): void {
  process.stdout.write(
    `\nCreated organization "${config.initialOrganization}". Its API key (shown only this once):\n\n  ${secret}\n\n` +
      `Try: curl -H "Authorization: Bearer ${secret}" http://${config.host}:${port}/v1/organization\n\n`,
  );
}

export async function start(
  role: Role,
  config: Config,
  logger: Logger,
): Promise<{ stop: () => Promise<void> }> {
  const closers: Closer[] = [];
  const db = await openDatabaseFor(config);
  const redis = openRedisFor(config);
  // chdb lives inside one process: it opens wherever ingest or the worker run.
  let events: EventStore | undefined;
  if (role !== 'api') events = await openEventsFor(config);
  const health = async () => {
    const checks: Record<string, boolean> = {};
    checks.postgres = await db.sql`SELECT 1`.then(() => true).catch(() => false);
    if (redis)
      checks.redis = await redis
        .ping()
        .then(() => true)
        .catch(() => false);
    if (events)
      checks.clickhouse = await events.client
        .ping()
        .then((r) => r.success)
        .catch(() => false);
    return checks;
  };
  const clock = systemClock;
  // Caches of keys (and, on the edge, customers) learn of changes through the feed within 100 ms.
  const feed = new ChangeFeed(db.sql, 100);
  await feed.start();
  closers.push(() => feed.stop());
  const principals = new PrincipalCache({ sql: db.sql, clock }, feed);

  const firstKey = role === 'all' ? await ensureFirstOrganization(config, db.sql) : undefined;
  if (role === 'all' || role === 'api') {
    const api = await startApiServer(
      {
        config,
        sql: db.sql,
        clock,
        pageSecret: await pageTokenSecret(db.sql, config.pageTokenSecret),
        rateLimiter: rateLimiterFor(config, redis),
        authenticate: (secret) => principals.authenticate(secret),
        logger,
        metrics: createMetrics('api'),
        health,
      },
      config.host,
      config.apiPort,
    );
    logger.info({ port: api.port }, 'api listening');
    if (firstKey) printFirstKey(config, firstKey, api.port);
    closers.push(api.close);
  }
  if (role === 'all' || role === 'ingest') {
    const ingest = await startIngestRole({
      config,
      clock,
      sql: db.sql,
      events: events!,
      redis,
      feed,
      principals,
      rateLimiter: rateLimiterFor(config, redis),
      logger,
      registry: createMetrics('ingest').registry,
      health,
    });
    closers.push(ingest.close);
  }
  if (role === 'all' || role === 'worker') {
    const worker = startWorker({ sql: db.sql, clock, logger });
    closers.push(worker.close);
    if (role === 'worker') {
      const probe = await startWorkerProbe(
        createMetrics('worker').registry,
        health,
        config.host,
        config.workerPort,
      );
      logger.info({ port: probe.port }, 'worker probe listening');
      closers.push(probe.close);
    }
  }

  return {
    async stop() {
      // Servers and consumers first (they finish in-flight work), then the stores they used.
      for (const close of closers.reverse())
        await close().catch((err) => logger.error({ err }, 'stop failed'));
      await redis?.quit().catch(() => {});
      await events?.close();
      await db.close();
    },
  };
}

/**
 * `billing start [all|api|ingest|worker]`. `all` (the default, and the embedded profile) runs the three in one
 * process; each role can also run on its own against real servers. SIGINT/SIGTERM stop taking work, finish
 * what is in flight, then close the stores.
 */

import { join } from 'node:path';
import { createMetrics, startApiServer } from '@billing/api';
import { type Config, DAY_MS, systemClock } from '@billing/core';
import type { Sql } from '@billing/db';
import {
  ChangeFeed,
  countOrganizations,
  createApiKey,
  createOrganization,
  createTxtLookup,
  HostnameCache,
  PrincipalCache,
  pageTokenSecret,
  paymentKeyring,
} from '@billing/domain';
import type { EventStore } from '@billing/events';
import { startIngestServer } from '@billing/ingest';
import { createProviderFactory, type PaymentServices, stripeEndpoint } from '@billing/payments';
import { BullJobQueue, type JobQueue, PostgresJobQueue } from '@billing/queue';
import { connectRedis } from '@billing/redis';
import {
  DEFAULT_EVENT_WINDOW,
  fileDrainSource,
  IngestFileLog,
  IngestLogWriter,
  type RunningDrainer,
  runDrainer,
  startDrainer,
} from '@billing/usage';
import {
  startBillingLoops,
  startCollectionLoop,
  startDomainRecheckLoop,
  startJobConsumers,
  startPaymentScheduleLoop,
  startRollupLoop,
  startWebhookLoop,
  startWorker,
  startWorkerProbe,
} from '@billing/worker';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import {
  expensiveReadsFor,
  openDatabaseFor,
  openEventsFor,
  openRedisFor,
  rateLimiterFor,
  registerExpensiveReadMetrics,
} from './stores.ts';
import { createUsageWriter, dedupStoreFor, usageWriterSettings } from './usage-writer.ts';

export const ROLES = ['all', 'api', 'ingest', 'worker', 'drainer'] as const;
export type Role = (typeof ROLES)[number];

type Closer = () => Promise<void>;

/** The first start of an empty database creates an organization and an all-permission key. */
async function ensureFirstOrganization(config: Config, sql: Sql): Promise<string | undefined> {
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
      `Keep it in your shell (docs/quickstart.md uses it):\n\n  export KEY=${secret}\n\n` +
      `Try: curl -H "Authorization: Bearer $KEY" http://${config.host}:${port}/v1/organization\n\n`,
  );
}

/** Background jobs: BullMQ over Redis, or the Postgres-backed queue when there is no Redis. */
export function jobQueueFor(config: Config, sql: Sql, logger: Logger): JobQueue {
  const onError = (err: unknown) => logger.error({ err }, 'job failed');
  return config.redisUrl
    ? new BullJobQueue({ url: config.redisUrl, prefix: `${config.redisKeyPrefix}jobs`, onError })
    : new PostgresJobQueue({ sql, onError });
}

/**
 * The file log (INGEST_LOG=file) in DATA_DIR and its drainer, in the process of the edge that appends to it.
 * What the log held at start is drained before the edge takes requests: claims of the in-process store are
 * checked in ClickHouse, which must hold every event logged before (those logged after are the log's own).
 */
async function startFileLog(
  config: Config,
  events: EventStore,
  logger: Logger,
  registry: Registry,
): Promise<{ log: IngestFileLog; drainer: RunningDrainer }> {
  const log = await IngestFileLog.open({
    dir: join(config.dataDir, 'ingest-log'),
    segmentBytes: config.ingestLogSegmentBytes,
  });
  const drainer = runDrainer({
    source: fileDrainSource(log, { maxEvents: config.drainMaxEvents, maxMs: config.drainMaxMs }),
    events,
    logger,
    registry,
    faultAfterInserts: config.drainFaultAfterInserts,
  });
  if (log.backlog > 0) logger.info({ events: log.backlog }, 'draining what the file log held');
  await log.waitForDrained();
  logger.info({ log: 'file' }, 'drainer started');
  return { log, drainer };
}

export async function start(
  role: Role,
  config: Config,
  logger: Logger,
): Promise<{ stop: () => Promise<void> }> {
  const closers: Closer[] = [];
  /** The HTTP servers: they stop accepting together, then each finishes or drops its requests by the deadline. */
  const servers: Closer[] = [];
  const clock = systemClock;
  const logMode = config.ingestLog === 'redis';
  if (logMode && !config.redisUrl) throw new Error('INGEST_LOG=redis needs REDIS_URL');
  const db = await openDatabaseFor(config);
  const redis = openRedisFor(config);
  // Every role reads or writes usage events. Without CLICKHOUSE_URL, chdb lives inside this one process.
  const events = await openEventsFor(config, role);
  const jobs = jobQueueFor(config, db.sql, logger);
  const health = async () => {
    const checks: Record<string, boolean> = {};
    checks.postgres = await db.sql`SELECT 1`.then(() => true).catch(() => false);
    if (redis)
      checks.redis = await redis.ping().then(
        () => true,
        () => false,
      );
    if (events.kind !== 'none')
      checks.clickhouse = await events.client.ping().then(
        (r) => r.success,
        () => false,
      );
    return checks;
  };
  // Caches of keys and customers learn of changes through the feed within 100 ms.
  const feed = new ChangeFeed(db.sql, 100);
  await feed.start();
  closers.push(
    () => feed.stop(),
    () => jobs.close(),
  );
  const principals = new PrincipalCache({ sql: db.sql, clock }, feed);
  const hosts = new HostnameCache({ sql: db.sql, clock }, config, feed);
  const routeHost = (host: string | undefined) => hosts.route(host);
  const dns = createTxtLookup({ servers: config.dnsServers, timeoutMs: config.dnsTimeoutMs });
  const rateLimiter = rateLimiterFor(config, redis);
  const registry = createMetrics('usage').registry;
  // The registry this process serves at /metrics: the api's, or the probe's of a worker on its own.
  const served = createMetrics(role === 'worker' || role === 'drainer' ? 'worker' : 'api');
  const fileLog =
    config.ingestLog === 'file' && (role === 'all' || role === 'ingest')
      ? // Its metrics where this process serves them: the api's /metrics, or the edge's when alone.
        await startFileLog(config, events, logger, role === 'ingest' ? registry : served.registry)
      : undefined;
  if (fileLog) {
    // Last among the closers: after the edge's appends, the batch in hand is drained, then the files closed.
    closers.unshift(async () => {
      await fileLog.log.flushed();
      await fileLog.drainer.close();
      await fileLog.log.close();
    });
  }
  const writer =
    role === 'worker' || role === 'drainer'
      ? undefined
      : createUsageWriter({
          clock,
          sql: db.sql,
          events,
          dedup: await dedupStoreFor(config, redis, events, clock),
          feed,
          settings: usageWriterSettings(config),
          logger,
          registry,
          fileLog: fileLog && { log: fileLog.log, maxBacklog: config.ingestMaxBacklog },
          log:
            logMode && redis
              ? new IngestLogWriter(
                  redis,
                  config.redisKeyPrefix,
                  config.dedupWindowDays * DAY_MS,
                  config.ingestMaxBacklog,
                )
              : undefined,
        });
  if (writer) closers.push(() => writer.buffer.drain());

  const firstKey = role === 'all' ? await ensureFirstOrganization(config, db.sql) : undefined;
  const payments: PaymentServices = {
    // An unset DATABASE_URL is the embedded profile, where a generated key is kept like the page-token secret.
    keyring: await paymentKeyring(db.sql, config.paymentMasterKey, config.databaseUrl === undefined),
    providers: createProviderFactory(db.sql, clock, stripeEndpoint(config.stripeApiUrl)),
  };
  /** The edge's port once it listens, for the servers of the api's served document. */
  let ingestPort: number | undefined;
  if (writer && (role === 'all' || role === 'api')) {
    const reads = expensiveReadsFor(config, events);
    registerExpensiveReadMetrics(served.registry, reads.pool);
    const api = await startApiServer(
      {
        config,
        sql: db.sql,
        clock,
        pageSecret: await pageTokenSecret(db.sql, config.pageTokenSecret),
        payments,
        rateLimiter,
        authenticate: (secret) => principals.authenticate(secret),
        routeHost,
        dns,
        logger,
        metrics: served,
        health,
        startedAs: { organization: config.initialOrganization, ingestPort: () => ingestPort },
        usage: {
          events: events.client,
          pipeline: writer.pipeline,
          jobs,
          eventWindow: DEFAULT_EVENT_WINDOW,
          reads,
        },
      },
      config.host,
      config.apiPort,
    );
    logger.info({ port: api.port }, 'api listening');
    if (firstKey) printFirstKey(config, firstKey, api.port);
    servers.push(api.close);
  }
  if (writer && (role === 'all' || role === 'ingest')) {
    const ingest = await startIngestServer(
      {
        logger,
        registry,
        metrics: writer.metrics,
        health,
        authenticate: (secret) => principals.authenticate(secret),
        clock,
        baseDomain: config.baseDomain,
        directHosts: config.directHosts,
        routeHost,
        rateLimiter,
        pipeline: writer.edgePipeline,
        buffer: writer.buffer,
        limits: config,
        nativeScan: config.ingestNativeScan,
        ...DEFAULT_EVENT_WINDOW,
      },
      config.host,
      config.ingestPort,
    );
    ingestPort = ingest.port;
    servers.push(ingest.close);
  }
  if (logMode && (role === 'all' || role === 'worker' || role === 'drainer')) {
    // Marks a fresh deployment (no event stored) for edges that cannot ask ClickHouse themselves.
    if (!writer) await dedupStoreFor(config, redis, events, clock);
    // Its own connection: XREADGROUP blocks it while it waits for entries.
    const drainRedis = connectRedis(config.redisUrl!);
    const drainer = startDrainer({
      redis: drainRedis,
      prefix: config.redisKeyPrefix,
      events,
      logger,
      registry: served.registry,
      options: {
        maxEvents: config.drainMaxEvents,
        maxMs: config.drainMaxMs,
        claimTimeoutMs: config.drainClaimTimeoutMs,
        faultAfterInserts: config.drainFaultAfterInserts,
      },
    });
    // Closed after the edge (closers run in reverse), so what the edge logged last is drained.
    closers.unshift(async () => {
      await drainer.close();
      drainRedis.disconnect();
    });
    logger.info('drainer started');
  }
  if (role === 'drainer') {
    const probe = await startWorkerProbe(served.registry, health, config.host, config.workerPort);
    logger.info({ port: probe.port }, 'drainer probe listening');
    closers.push(probe.close);
  }
  if (role === 'all' || role === 'worker') {
    const maintenance = startWorker({
      sql: db.sql,
      clock,
      logger,
      eventRetentionDays: config.eventRetentionDays,
    });
    const webhooks = startWebhookLoop(
      {
        sql: db.sql,
        clock,
        logger,
        services: { keyring: payments.keyring, allowPrivateNetworks: config.webhookAllowPrivateNetworks },
      },
      { intervalMs: 100 },
    );
    closers.push(webhooks.close);
    const consumers = await startJobConsumers(jobs, {
      sql: db.sql,
      clock,
      events: events.client,
      payments,
      registry: served.registry,
    });
    const paymentSchedule = startPaymentScheduleLoop(
      { sql: db.sql, clock, jobs, logger },
      { intervalMs: config.paymentScheduleIntervalMs, sweepEveryMs: config.paymentSweepIntervalMs },
    );
    closers.push(paymentSchedule.close);
    const collection = startCollectionLoop({ sql: db.sql, clock, jobs, logger }, config.collectionIntervalMs);
    closers.push(collection.close);
    const rollups = startRollupLoop(
      { sql: db.sql, events: events.client, clock, logger },
      { intervalMs: config.rollupIntervalMs },
    );
    const billing = startBillingLoops(
      { sql: db.sql, events: events.client, clock, logger, batchSize: config.billRunBatchSize },
      {
        billRunIntervalMs: config.billRunIntervalMs,
        refreshIntervalMs: config.invoiceRefreshIntervalMs,
        graceMs: config.invoiceGraceMs,
      },
      served.registry,
    );
    const domains = startDomainRecheckLoop(
      { sql: db.sql, clock, dns, logger },
      { intervalMs: config.domainRecheckIntervalMs },
    );
    closers.push(maintenance.close, () => consumers.close(), rollups.close, billing.close, domains.close);
    if (role === 'worker') {
      const probe = await startWorkerProbe(served.registry, health, config.host, config.workerPort);
      logger.info({ port: probe.port }, 'worker probe listening');
      closers.push(probe.close);
    }
  }

  return {
    async stop() {
      // Servers and consumers first (they finish in-flight work), then the buffers, the queue and the stores.
      await Promise.all(servers.map((close) => close().catch((err) => logger.error({ err }, 'stop failed'))));
      for (const close of closers.reverse())
        await close().catch((err) => logger.error({ err }, 'stop failed'));
      await redis?.quit().catch(() => {});
      await events.close();
      await db.close();
    },
  };
}

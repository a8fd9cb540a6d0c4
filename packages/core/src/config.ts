/**
 * The only module that reads the environment. Everything else receives a `Config`.
 * Each backing store is chosen on its own: an unset URL means its embedded stand-in.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

export interface Config {
  host: string;
  apiPort: number;
  ingestPort: number;
  workerPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  clickhouseUrl: string | undefined;
  /**
   * A ClickHouse cluster (a `remote_servers` name of the server at CLICKHOUSE_URL): the migrations create
   * replicated local tables on every node and Distributed tables over them, sharded by organization
   * (infra/README.md). Unset: one server, tables as the migration files write them.
   */
  clickhouseCluster: string | undefined;
  /** Default hostnames are `{organization}.{baseDomain}`. */
  baseDomain: string;
  /** HMAC key of page tokens; when unset, one is generated once and kept in the database. */
  pageTokenSecret: string | undefined;
  /**
   * Keys sealing payment provider credentials (AES-256-GCM): `keyId:base64key[,keyId:base64key...]`, the first
   * sealing, the others only opening (rotation). When unset on the embedded profile one is generated once and
   * kept in the database; on the production profile credentials cannot be stored without it.
   */
  paymentMasterKey: string | undefined;
  /**
   * Webhook endpoints may be http and resolve to loopback, private or link-local addresses (tests,
   * development); off, they must be https on public addresses (docs/webhooks.md).
   */
  webhookAllowPrivateNetworks: boolean;
  /** Events are kept this many days, then purged by the worker's maintenance. */
  eventRetentionDays: number;
  /** Where the Stripe adapter sends its requests (`http://127.0.0.1:12111` for stripe-mock); unset: Stripe. */
  stripeApiUrl: string | undefined;
  /** Requests per second per API key; 0 turns the limit off. */
  rateLimitPerSecond: number;
  redisKeyPrefix: string;
  logLevel: string;
  /** Resolvers of domain verification, `host[:port]` each; empty means the system's. */
  dnsServers: string[];
  /** A verification lookup that takes longer is UNAVAILABLE. */
  dnsTimeoutMs: number;
  /**
   * Hostnames that take the organization from the API key, like localhost and IP addresses (a load balancer's
   * internal name, for health checks and service-to-service calls). Lowercase, without port.
   */
  directHosts: string[];
  /** Pause between two passes of custom-domain re-verification (each pass asks what is due at now). */
  domainRecheckIntervalMs: number;
  /** Id of the organization the first embedded start creates. */
  initialOrganization: string;
  /** The ingest edge writes to ClickHouse when this many rows wait, or this long after the first one. */
  ingestFlushRows: number;
  ingestFlushMs: number;
  /** Above this many rows waiting for ClickHouse the edge answers 503 with Retry-After. */
  ingestMaxBufferedRows: number;
  /**
   * Where the edge stores accepted events before answering: `buffer` waits for its own ClickHouse insert;
   * `redis` appends them to the ingest log (a Redis Stream, REDIS_URL required) and a drainer writes ClickHouse
   * in large batches (docs/usage-events.md, "The ingest log"); `file` appends them to an append-only file in
   * DATA_DIR (fsync per group commit) that a drainer in the same process writes to ClickHouse in large batches
   * (docs/usage-events.md, "The file log"). Unset: `file` without CLICKHOUSE_URL (chdb), `buffer` with it.
   */
  ingestLog: 'buffer' | 'redis' | 'file';
  /**
   * Whether the edge scans ingest bodies with the native scan when it is built (INGEST_NATIVE_SCAN `on`, the
   * default, or `off`: the JS scan alone, for comparisons; both answer alike).
   */
  ingestNativeScan: boolean;
  /** With an ingest log: above this many events waiting to be drained the edge answers 503 with Retry-After. */
  ingestMaxBacklog: number;
  /** The file log: a segment file is closed, and a new one begun, once it holds this many bytes. */
  ingestLogSegmentBytes: number;
  /** A drainer's batch: at most this many events, read for at most this long after its first entry. */
  drainMaxEvents: number;
  drainMaxMs: number;
  /** A drainer's batch unacknowledged for this long belongs to a drainer that died: another takes it over. */
  drainClaimTimeoutMs: number;
  /** Fault injection for the crash tests: the drainer kills itself (SIGKILL) after this many inserts, 0 never. */
  drainFaultAfterInserts: number;
  /** De-duplication window of eventIds (docs/usage-events.md "The rules": 35 days). */
  dedupWindowDays: number;
  /** A de-duplication claim pending longer than this belongs to a writer that died. */
  dedupStaleClaimMs: number;
  /** Pause between two rollup passes of the worker. */
  rollupIntervalMs: number;
  /**
   * Settings of chdb's allocator (jemalloc's conf string). The default hands freed pages back to the system
   * after 1 s instead of 5 s, from a background thread, with 2 arenas (docs/usage-events.md, memory).
   */
  chdbAllocatorConf: string;
  /**
   * How far V8 lets the old generation grow past what survived the last full collection, in percent; 0 keeps
   * V8's own choice (up to 4x), which lets the edge's heap sit at 2-3x its live size under load.
   */
  heapGrowingPercent: number;
  /** The bill-run schedule's pause: drafts created, failed ones retried, due ones finalized. */
  billRunIntervalMs: number;
  /** DRAFTs finalize automatically at periodEnd + this (INVOICE_GRACE_PERIOD, ISO 8601, default PT24H). */
  invoiceGraceMs: number;
  /** Pause between two passes that refresh the DRAFTs whose usage or terms changed. */
  invoiceRefreshIntervalMs: number;
  /** Invoices a bill run computes and stores together (one transaction per batch when finalizing). */
  billRunBatchSize: number;
  /** Pause between two passes of the payment schedule (retry days, reconciliation of UNKNOWN attempts). */
  paymentScheduleIntervalMs: number;
  /** How often the reconciliation sweep looks at each connection's recent provider charges. */
  paymentSweepIntervalMs: number;
  /** Pause between two passes handing finalized invoices to collection and announcing overdue ones. */
  collectionIntervalMs: number;
  /**
   * The pool of expensive reads (previews, usage queries) of one api process (docs/limits.md): reads running at
   * once (any organization may take them all while no other waits), slots kept for an organization with
   * nothing running, reads of one organization at the normal priority, waiting per organization and in all;
   * past a queue, 429 with this Retry-After.
   */
  readPoolSize: number;
  readPoolReserve: number;
  readPoolOrgShare: number;
  readPoolOrgQueue: number;
  readPoolQueue: number;
  readRetryAfterSeconds: number;
  /** How long a refusal (429) of the pool waits before it is answered, in ms. */
  readRefusalDelayMs: number;
  /**
   * Worker threads of an api process drawing invoice PDFs (one a core by default), and renders waiting for one
   * past which one more is refused, 429 (docs/documents.md).
   */
  documentRenderThreads: number;
  documentRenderQueue: number;
  /** Limits of each ClickHouse query of an expensive read: seconds, bytes, threads (0: the engine's default). */
  readMaxExecutionSeconds: number;
  readMaxMemoryBytes: number;
  readMaxThreads: number;
  /**
   * The nice value (0 to 19) of an expensive read's query threads (default 0: as the ingest's), and of an
   * organization's over its share (more reads waiting, default 19): under it the ingest and the other
   * organizations' reads get the CPU first (docs/limits.md).
   */
  readThreadPriority: number;
  readOverShareThreadPriority: number;
  /**
   * A request whose head (request line and headers) has not fully arrived this long after the connection opened
   * (or, on a kept-alive connection, after the request began) is dropped (slowloris). On the ingest edge uWebSockets.js applies its own fixed ~10 s instead (docs/limits.md).
   */
  headerTimeoutMs: number;
  /**
   * A request whose body has not fully arrived this long after its head is dropped (a half-sent body). Node
   * measures the whole request, so the control plane allows HEADER_TIMEOUT_MS + BODY_TIMEOUT_MS from the first
   * byte.
   */
  bodyTimeoutMs: number;
  /** An idle keep-alive connection of the control plane is closed after this long. */
  keepAliveTimeoutMs: number;
  /**
   * Open connections per server and process (control plane); on the ingest edge, requests in progress per
   * process. Past it new ones are closed at once (control plane) or answered 503 UNAVAILABLE (edge).
   */
  maxConnections: number;
  /**
   * On SIGTERM the servers stop accepting at once; requests still in progress after this long are dropped, then
   * what was acknowledged is written and the stores are closed.
   */
  shutdownTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** The servers' limits on slow and numerous clients (docs/limits.md); the defaults of their settings. */
export type ConnectionLimits = Pick<
  Config,
  'headerTimeoutMs' | 'bodyTimeoutMs' | 'keepAliveTimeoutMs' | 'maxConnections' | 'shutdownTimeoutMs'
>;

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headerTimeoutMs: 10_000,
  bodyTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 10_000,
  shutdownTimeoutMs: 10_000,
};

function integer(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${key} must be a non-negative integer, got ${raw}`);
  return value;
}

/** A thread's nice value below the process's own (0), so the highest priority is the default one: 0 to 19. */
function niceValue(env: Env, key: string, fallback: number): number {
  const value = integer(env, key, fallback);
  if (value > 19) throw new Error(`${key} must be a nice value from 0 to 19, got ${value}`);
  return value;
}

/** A limit that 0 would turn into "no limit at all" (Node reads a 0 timeout as none): at least 1. */
function positive(env: Env, key: string, fallback: number): number {
  const value = integer(env, key, fallback);
  if (value === 0) throw new Error(`${key} must be at least 1, got 0`);
  return value;
}

/**
 * An ISO 8601 duration of weeks, days, hours, minutes and seconds (`PT24H`, `P1DT12H`, `PT0S`), in
 * milliseconds. Years and months are refused: their length depends on the calendar, a grace period's should not.
 */
export function parseIsoDuration(raw: string, key = 'duration'): number {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d{1,3})?)S)?)?$/.exec(raw);
  if (!match || raw === 'P' || raw.endsWith('T')) {
    throw new Error(
      `${key} must be an ISO 8601 duration of weeks, days, hours, minutes, seconds (PT24H), got ${raw}`,
    );
  }
  const [, w, d, h, m, sec] = match;
  const n = (v: string | undefined) => (v === undefined ? 0 : Number(v));
  return Math.round((((n(w) * 7 + n(d)) * 24 + n(h)) * 60 + n(m)) * 60_000 + n(sec) * 1000);
}

function optional(env: Env, key: string): string | undefined {
  const raw = env[key];
  return raw === undefined || raw === '' ? undefined : raw;
}

function onOff(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new Error(`${key} must be on or off, got ${raw}`);
}

function trueFalse(env: Env, key: string): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${key} must be true or false, got ${raw}`);
}

function list(env: Env, key: string): string[] {
  return (env[key] || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * An explicit INGEST_LOG wins. Unset, the embedded ClickHouse (chdb, no CLICKHOUSE_URL) takes the file log: it
 * was faster than the synchronous path there and fsyncs before answering (bench/README.md), and chdb already
 * ties the edge to one process with a lasting DATA_DIR, which the file log needs too. Against a ClickHouse
 * server the edges may be many and their DATA_DIR passing: the synchronous path, unless INGEST_LOG=redis.
 */
function ingestLogMode(raw: string | undefined, clickhouseUrl: string | undefined): Config['ingestLog'] {
  if (raw === undefined || raw === '') return clickhouseUrl === undefined ? 'file' : 'buffer';
  if (raw === 'buffer' || raw === 'redis' || raw === 'file') return raw;
  throw new Error(`INGEST_LOG must be buffer, redis or file, got ${raw}`);
}

export function loadConfig(env: Env = process.env): Config {
  return {
    host: env.HOST || '127.0.0.1',
    apiPort: integer(env, 'PORT', 8080),
    ingestPort: integer(env, 'INGEST_PORT', 8081),
    workerPort: integer(env, 'WORKER_PORT', 8082),
    dataDir: resolve(env.DATA_DIR || '.billing-data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    redisUrl: optional(env, 'REDIS_URL'),
    clickhouseUrl: optional(env, 'CLICKHOUSE_URL'),
    clickhouseCluster: optional(env, 'CLICKHOUSE_CLUSTER'),
    baseDomain: (env.BASE_DOMAIN || 'billing.localhost').toLowerCase(),
    pageTokenSecret: optional(env, 'PAGE_TOKEN_SECRET'),
    paymentMasterKey: optional(env, 'PAYMENT_MASTER_KEY'),
    stripeApiUrl: optional(env, 'STRIPE_API_URL'),
    webhookAllowPrivateNetworks: trueFalse(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS'),
    eventRetentionDays: positive(env, 'EVENT_RETENTION_DAYS', 30),
    rateLimitPerSecond: integer(env, 'RATE_LIMIT_PER_SECOND', 1000),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'billing:',
    logLevel: env.LOG_LEVEL || 'info',
    dnsServers: list(env, 'DNS_SERVERS'),
    dnsTimeoutMs: integer(env, 'DNS_TIMEOUT_MS', 5_000),
    domainRecheckIntervalMs: integer(env, 'DOMAIN_RECHECK_INTERVAL_MS', 60_000),
    directHosts: list(env, 'DIRECT_HOSTS').map((name) => name.toLowerCase().replace(/\.$/, '')),
    initialOrganization: env.INITIAL_ORGANIZATION || 'default',
    ingestFlushRows: integer(env, 'INGEST_FLUSH_ROWS', 10_000),
    ingestFlushMs: integer(env, 'INGEST_FLUSH_MS', 50),
    ingestMaxBufferedRows: integer(env, 'INGEST_MAX_BUFFERED_ROWS', 200_000),
    ingestLog: ingestLogMode(env.INGEST_LOG, optional(env, 'CLICKHOUSE_URL')),
    ingestNativeScan: onOff(env, 'INGEST_NATIVE_SCAN', true),
    ingestMaxBacklog: integer(env, 'INGEST_MAX_BACKLOG', 1_000_000),
    ingestLogSegmentBytes: Math.max(1, integer(env, 'INGEST_LOG_SEGMENT_BYTES', 64 * 1024 * 1024)),
    drainMaxEvents: Math.max(1, integer(env, 'DRAIN_MAX_EVENTS', 100_000)),
    drainMaxMs: integer(env, 'DRAIN_MAX_MS', 1_000),
    drainClaimTimeoutMs: integer(env, 'DRAIN_CLAIM_TIMEOUT_MS', 30_000),
    drainFaultAfterInserts: integer(env, 'DRAIN_FAULT_AFTER_INSERTS', 0),
    dedupWindowDays: integer(env, 'DEDUP_WINDOW_DAYS', 35),
    dedupStaleClaimMs: integer(env, 'DEDUP_STALE_CLAIM_MS', 30_000),
    rollupIntervalMs: integer(env, 'ROLLUP_INTERVAL_MS', 2_000),
    chdbAllocatorConf: env.CHDB_ALLOCATOR_CONF ?? 'dirty_decay_ms:1000,background_thread:true,narenas:2',
    heapGrowingPercent: integer(env, 'HEAP_GROWING_PERCENT', 50),
    billRunIntervalMs: integer(env, 'BILL_RUN_INTERVAL_MS', 60_000),
    invoiceGraceMs: parseIsoDuration(env.INVOICE_GRACE_PERIOD || 'PT24H', 'INVOICE_GRACE_PERIOD'),
    invoiceRefreshIntervalMs: integer(env, 'INVOICE_REFRESH_INTERVAL_MS', 1_000),
    billRunBatchSize: Math.max(1, integer(env, 'BILL_RUN_BATCH_SIZE', 500)),
    paymentScheduleIntervalMs: integer(env, 'PAYMENT_SCHEDULE_INTERVAL_MS', 10_000),
    paymentSweepIntervalMs: integer(env, 'PAYMENT_SWEEP_INTERVAL_MS', 3_600_000),
    collectionIntervalMs: integer(env, 'COLLECTION_INTERVAL_MS', 1_000),
    ...readLimits(env),
    documentRenderThreads: positive(env, 'DOCUMENT_RENDER_THREADS', Math.max(1, availableParallelism())),
    documentRenderQueue: integer(env, 'DOCUMENT_RENDER_QUEUE', 64),
    headerTimeoutMs: positive(env, 'HEADER_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.headerTimeoutMs),
    bodyTimeoutMs: positive(env, 'BODY_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.bodyTimeoutMs),
    keepAliveTimeoutMs: positive(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs),
    maxConnections: positive(env, 'MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.maxConnections),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.shutdownTimeoutMs),
  };
}

/**
 * Defaults for the embedded profile on two cores, where chdb runs one query at a time per connection: a slot
 * per core and one more (a read waits on PostgreSQL and chdb's threads part of its time: three slots kept the
 * cores busier and gave more previews/s, bench/README.md "preview"), every one of them for an organization
 * alone; one more kept for the first read of an organization that finds them all taken (a running read cannot
 * be stopped); half the queue for any one organization.
 */
function readLimits(env: Env) {
  const readPoolSize = Math.max(1, integer(env, 'READ_POOL_SIZE', 3));
  const readPoolQueue = integer(env, 'READ_POOL_QUEUE', 64);
  return {
    readPoolSize,
    readPoolReserve: integer(env, 'READ_POOL_RESERVE', 1),
    readPoolOrgShare: Math.max(
      1,
      integer(env, 'READ_POOL_ORG_SHARE', Math.max(1, Math.floor(readPoolSize / 2))),
    ),
    readPoolOrgQueue: integer(env, 'READ_POOL_ORG_QUEUE', Math.floor(readPoolQueue / 2)),
    readPoolQueue,
    readRetryAfterSeconds: Math.max(1, integer(env, 'READ_RETRY_AFTER_SECONDS', 1)),
    readRefusalDelayMs: integer(env, 'READ_REFUSAL_DELAY_MS', 250),
    readMaxExecutionSeconds: integer(env, 'READ_MAX_EXECUTION_SECONDS', 10),
    readMaxMemoryBytes: integer(env, 'READ_MAX_MEMORY_BYTES', 1024 ** 3),
    readMaxThreads: integer(env, 'READ_MAX_THREADS', 0),
    readThreadPriority: niceValue(env, 'READ_THREAD_PRIORITY', 0),
    readOverShareThreadPriority: niceValue(env, 'READ_OVER_SHARE_THREAD_PRIORITY', 19),
  };
}

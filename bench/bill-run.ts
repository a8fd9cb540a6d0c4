/**
 * A bill run over many customers (issue 11, Benchmark), on the embedded profile (PGlite + chdb) and on the
 * production profile (a PostgreSQL server, a Redis server, chdb): each customer has a contract on one rate card,
 * a subscription (3 seats of a SUBSCRIPTION product) and `--events` events over 3 meters in one monthly period.
 * Measured, in the worker's own code (runBillRun, the refresh pass), in-process:
 *   (a) create: a bill run inside the period: every DRAFT created and computed;
 *   (b) refresh: one late event ingested through the usage pipeline, the usage marks, the refresh pass, until
 *       the one DRAFT it touched is stored again (and only that one);
 *   (c) baseline: one customer's invoice preview (previewInvoice, the per-customer computation the API serves),
 *       and one DRAFT recomputed alone through the per-invoice path (computeInvoice), median of several;
 *   (d) finalize: a bill run with the clock past periodEnd + grace: every DRAFT computed under its lock, frozen,
 *       numbered.
 * Every invoice's total is checked against the one expected from the synthetic events, and the numbers against
 * 1..N. chdb allows one data directory per process: each profile runs in a child process of this one. JSON on
 * stdout (also bench/results/bill-run.json unless --no-save), progress on stderr.
 *
 *   (e) collection (--collection): every customer has a tok_success card at a sandbox connection; the worker's
 *       collection loop and job consumers (the profile's queue, 4 jobs at once) run beside the finalizing bill
 *       run, as in the service: each finalized batch is handed over (one payment each) and its first rounds run
 *       as `payments.collectBatch` jobs while later batches finalize; timed from the bill run's start until every
 *       invoice is PAID with one payment. --collection-phases runs the hand-over and the first rounds one after
 *       the other after the finalize instead, each timed alone.
 *
 *   npm run bill-run -w bench [-- --customers 10000 --events 1000 --profiles embedded,production
 *                                 --batch-rows 200000 --no-rollups --no-save --collection
 *                                 --collection-phases]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { previewInvoice } from '@billing/charges';
import { type Config, Decimal, loadConfig, ManualClock, parseMasterKeys } from '@billing/core';
import type { Sql } from '@billing/db';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import {
  ChangeFeed,
  type Context,
  createCommitment,
  createContract,
  createCreditGrant,
  createCustomer,
  createMeter,
  createOrganization,
  createProduct,
  createRateCard,
  createSubscription,
} from '@billing/domain';
import type { InvoiceRow } from '@billing/domain/invoice-store';
import { refreshRollups } from '@billing/events';
import {
  type BillRunDeps,
  billingContext,
  computeInvoice,
  markChangedUsage,
  refreshStaleDrafts,
  runBillRun,
} from '@billing/invoices';
import {
  createPaymentMethod,
  createProviderConnection,
  createProviderFactory,
  type PaymentServices,
} from '@billing/payments';
import type { JobProducer, QueuePayloads } from '@billing/queue';
import {
  createLogger,
  createUsageWriter,
  dedupStoreFor,
  jobQueueFor,
  openDatabaseFor,
  openEventsFor,
  openRedisFor,
} from '@billing/runtime';
import { DEFAULT_EVENT_WINDOW, meterShape, validateEvent } from '@billing/usage';
import { paymentCollectBatchHandler, runCollectionPass, startCollectionLoop } from '@billing/worker';
import { loadAverage1m, machineInfo } from './lib/machine.ts';
import { EVENT_TYPES, loadEvents } from './lib/preview-events.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '10000' },
    /** Events per customer in the period, cycling over the 3 meters. */
    events: { type: 'string', default: '1000' },
    profiles: { type: 'string', default: 'embedded,production' },
    'batch-rows': { type: 'string', default: '200000' },
    /** Leave the events unrolled (every read raw), as in the first seconds after a bulk import. */
    'no-rollups': { type: 'boolean', default: false },
    /** Per-invoice and preview baseline repetitions (median reported). */
    'baseline-runs': { type: 'string', default: '9' },
    'no-save': { type: 'boolean', default: false },
    /**
     * Issue 12's variant: two credit grants on every customer ($1 and $2) and a postpaid commitment on every
     * other one ($5 above its spend, so a $5 true-up line), applied on every draft and booked at finalize. Each
     * profile then runs twice, without credits (the baseline) and with them, one after the other in this run,
     * and the JSON gives the ratio of their create + finalize times (issue 12's target: at most 1.2).
     */
    credits: { type: 'boolean', default: false },
    /**
     * Collection on (docs/collection.md): a card per customer; the finalizing bill run runs with the worker's
     * collection loop and job consumers beside it, as the service runs them, until every invoice is PAID (e).
     */
    collection: { type: 'boolean', default: false },
    /** With --collection: the finalize, the hand-over and the first rounds one after another instead, each timed. */
    'collection-phases': { type: 'boolean', default: false },
    /** With --collection-phases: V8 CPU profiles of the hand-over and of the first rounds, written to this folder. */
    'profile-collection': { type: 'string' },
    /** Internal: run one profile in this process and print its JSON. */
    child: { type: 'string' },
  },
});
const CUSTOMERS = Number(values.customers);
const EVENTS = Number(values.events);
const BASELINE_RUNS = Number(values['baseline-runs']);
const CREDITS = values.credits === true;
const COLLECTION = values.collection === true;
const COLLECTION_PHASES = COLLECTION && values['collection-phases'] === true;
/** The worker's `payments.collectBatch` jobs running at once (the queues' default concurrency). */
const COLLECT_CONCURRENCY = 4;
const ORG = 'bench';
const GRACE_MS = 24 * 3_600_000;

const progress = (text: string) => process.stderr.write(`\r\x1b[K${text}`);
const done = (text: string) => process.stderr.write(`\r\x1b[K${text}\n`);
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The last whole calendar month (UTC) before today: the billing period of every contract. */
function benchPeriod() {
  const now = new Date();
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  return { start, end };
}

const customerId = (i: number) => `c-${String(i).padStart(6, '0')}`;

/** Per-meter unit prices and what one customer's events add up to (SUM of tokens, COUNT, MAX of concurrency). */
const PRICES = { tokens: '0.001', requests: '0.01', sessions: '2', seats: '10' };

/** The expected total of a customer with `n` events of preview-events' pattern and 3 seats, computed here. */
function expectedTotal(n: number): string {
  // preview-events: event i has type i % 3 and value 1 + i % 97 (tokens, concurrency); requests have none.
  let tokens = new Decimal(0);
  let requests = 0;
  let peak = new Decimal(-1);
  for (let i = 0; i < n; i++) {
    const type = i % 3;
    if (type === 0) tokens = tokens.plus(1 + (i % 97));
    else if (type === 1) requests++;
    else peak = Decimal.max(peak, 1 + (i % 97));
  }
  const lines = [
    tokens.times(PRICES.tokens).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    new Decimal(requests).times(PRICES.requests).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    (peak.isNegative() ? new Decimal(0) : peak)
      .times(PRICES.sessions)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    new Decimal(3).times(PRICES.seats),
  ];
  return lines.reduce((a, b) => a.plus(b)).toFixed(2);
}

/** The grants every customer has with --credits, and the commitment above spend every other one has. */
const GRANTS = ['1', '2'];
const TRUE_UP = '5';

/**
 * What customer i's invoice totals: the events' lines (and `extra` more of subtotal), less the grants, plus the
 * true-up of its commitment (committed = the template's subtotal + 5, so extra spend lowers the true-up).
 * The preview of the period is that invoice, credits and commitment lines included (docs/credits.md).
 */
function totalFor(i: number, extra = '0'): string {
  const subtotal = new Decimal(expectedTotal(EVENTS)).plus(extra);
  if (!CREDITS) return subtotal.toFixed(2);
  const granted = GRANTS.reduce((a, g) => a.plus(g), new Decimal(0));
  const credited = subtotal.minus(Decimal.min(subtotal, granted));
  const committed = new Decimal(expectedTotal(EVENTS)).plus(TRUE_UP);
  const trueUp = i % 2 === 0 ? Decimal.max(0, committed.minus(subtotal)) : new Decimal(0);
  return credited.plus(trueUp).toFixed(2);
}

const customerIndex = (id: string) => Number(id.slice(2));

/**
 * The catalog and one template customer through the domain verbs, then the other customers, contracts and
 * subscriptions as copies of the template's rows in three statements (the verbs would take minutes for 10,000,
 * and this is setup, not what is measured).
 */
async function seed(ctx: Context, period: { start: number; end: number }, payments: PaymentServices) {
  const startTime = new Date(period.start).toISOString();
  const endTime = new Date(period.end).toISOString();
  await createOrganization(ctx, {
    id: ORG,
    displayName: 'Bench',
    defaultCurrencyCode: 'USD',
    timeZone: 'UTC',
  });
  const meters = [
    { id: 'tokens', eventType: EVENT_TYPES[0].eventType, aggregation: 'SUM', valueProperty: 'tokens' },
    { id: 'requests', eventType: EVENT_TYPES[1].eventType, aggregation: 'COUNT' },
    { id: 'sessions', eventType: EVENT_TYPES[2].eventType, aggregation: 'MAX', valueProperty: 'concurrency' },
  ] as const;
  for (const { id, ...meter } of meters) await createMeter(ctx, meter as never, id);
  for (const { id } of meters) {
    await createProduct(ctx, { type: 'USAGE', displayName: id, meter: `meters/${id}` } as never, id);
  }
  await createProduct(ctx, { type: 'SUBSCRIPTION', displayName: 'Seats' } as never, 'seats');
  const unit = (value: string) => ({ unit: { unitPrice: { amount: { value } } } });
  await createRateCard(
    ctx,
    {
      currencyCode: 'USD',
      displayName: 'Card',
      rates: Object.entries(PRICES).map(([product, price]) => ({
        id: `r-${product}`,
        product: `products/${product}`,
        effectivePeriod: { startTime },
        ...unit(price),
      })),
    } as never,
    'card',
  );
  const first = customerId(0);
  await createCustomer(ctx, { currencyCode: 'USD' } as never, first);
  // The contract ends with the period: the finalizing bill run then drafts no next period, so (d) times only
  // the finalize.
  await createContract(
    ctx,
    first,
    { rateCard: 'rateCards/card', billingAnchorDay: '1', effectivePeriod: { startTime, endTime } } as never,
    'k',
  );
  await createSubscription(
    ctx,
    first,
    {
      contract: `customers/${first}/contracts/k`,
      effectivePeriod: { startTime, endTime },
      items: [{ product: 'products/seats', quantity: { value: '3' } }],
    } as never,
    's',
  );
  for (const [table, keys] of [
    ['customers', ['id']],
    ['contracts', ['customer_id']],
    ['subscriptions', ['customer_id']],
  ] as const) {
    await cloneTemplate(ctx, table, keys, first);
  }
  if (CREDITS) await seedCredits(ctx, first, startTime, endTime);
  if (COLLECTION) {
    await createProviderConnection(ctx, payments, {
      providerConnectionId: 'sandbox',
      providerConnection: { providerType: 'sandbox' },
    } as never);
    await createPaymentMethod(ctx, payments, first, {
      paymentMethodId: 'card',
      setupToken: 'tok_success',
      paymentMethod: { providerConnection: 'providerConnections/sandbox' },
    } as never);
    await cloneTemplate(ctx, 'payment_methods', ['customer_id'], first);
  }
}

/**
 * --credits: the template's grants and commitment through the domain verbs, then copied: the grants and their
 * CREDIT_GRANTED entries for every customer, the commitment and its COMMITMENT_CREATED entry for every other
 * one. Copies start with remaining 0: the ledger's trigger adds the copied entry, as it did for the template.
 */
async function seedCredits(ctx: Context, first: string, startTime: string, endTime: string) {
  for (const [i, value] of GRANTS.entries()) {
    await createCreditGrant(
      ctx,
      first,
      {
        amount: { amount: { value }, currencyCode: 'USD' },
        priority: 10 + i,
        effectivePeriod: { startTime },
        reason: 'bench',
      } as never,
      `g${i}`,
    );
  }
  // Ends inside the period (its invoice holds the true-up).
  await createCommitment(
    ctx,
    first,
    {
      contract: `customers/${first}/contracts/k`,
      committedAmount: { amount: { value: new Decimal(expectedTotal(EVENTS)).plus(TRUE_UP).toFixed(2) } },
      costBasis: { amount: { value: '0' } },
      effectivePeriod: { startTime, endTime: new Date(Date.parse(endTime) - 3_600_000).toISOString() },
    } as never,
    'm',
  );
  const zero = { remaining: '0' };
  await cloneTemplate(ctx, 'credit_grants', ['customer_id'], first, { overrides: zero });
  await cloneTemplate(ctx, 'commitments', ['customer_id'], first, { overrides: zero, everyOther: true });
  await cloneTemplate(ctx, 'balance_transactions', ['customer_id'], first, { where: 'grant_id IS NOT NULL' });
  await cloneTemplate(ctx, 'balance_transactions', ['customer_id'], first, {
    where: 'commitment_id IS NOT NULL',
    everyOther: true,
  });
}

/**
 * Copies the template customer's rows of `table` for customers 1..N-1 (every column but the identity), or for
 * the even ones; `overrides` gives columns a constant, `where` narrows the template's rows.
 */
async function cloneTemplate(
  ctx: Context,
  table: string,
  keys: readonly string[],
  template: string,
  options: { overrides?: Record<string, string>; where?: string; everyOther?: boolean } = {},
) {
  const { sql } = ctx;
  const columns = (
    await sql<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = ${table} AND is_identity = 'NO' AND is_generated = 'NEVER'
      ORDER BY ordinal_position`
  ).map((c) => c.column_name);
  const keyColumn = keys[0]!;
  const overrides = options.overrides ?? {};
  const select = columns
    .map((c) =>
      c === keyColumn
        ? `'c-' || lpad(g::text, 6, '0')`
        : Object.hasOwn(overrides, c)
          ? `'${overrides[c]}'`
          : `t.${c}`,
    )
    .join(', ');
  await sql.unsafe(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${select} FROM ${table} t, generate_series(${options.everyOther ? 2 : 1}, ${CUSTOMERS - 1}, ${options.everyOther ? 2 : 1}) g
     WHERE t.organization_id = $1 AND t.${keyColumn} = $2${options.where ? ` AND t.${options.where}` : ''}`,
    [ORG, template],
  );
}

/**
 * Runs `work` under the V8 profiler when --profile-collection names a folder (the profile goes to
 * `{folder}/{name}.cpuprofile`; read it with profile-top.ts).
 */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = values['profile-collection'];
  if (!folder) return work();
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    await writeFile(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** Every invoice PAID with one SUCCEEDED payment, or the run fails. */
async function checkCollected(sql: Sql, rounds: number) {
  const [counts] = await sql<{ paid: string; payments: string; succeeded: string }[]>`
    SELECT (SELECT count(*) FROM invoices WHERE organization_id = ${ORG} AND status = 'PAID')::text AS paid,
      (SELECT count(*) FROM payments WHERE organization_id = ${ORG})::text AS payments,
      (SELECT count(*) FROM payments WHERE organization_id = ${ORG} AND status = 'SUCCEEDED')::text AS succeeded`;
  if (
    Number(counts!.paid) !== CUSTOMERS ||
    Number(counts!.payments) !== CUSTOMERS ||
    Number(counts!.succeeded) !== CUSTOMERS ||
    rounds !== CUSTOMERS
  )
    throw new Error(`collection: ${JSON.stringify(counts)}, ${rounds} first rounds run`);
}

/**
 * (d) + (e) as the service runs them (`billing start worker|all`): the worker's collection loop
 * (`startCollectionLoop`, every COLLECTION_INTERVAL_MS) and its job consumers on the profile's queue
 * (`jobQueueFor`: BullMQ on Redis, or the Postgres one; 4 jobs at once) start before the finalizing bill run, so
 * each finalized batch is handed over and charged while the later ones finalize. `untilPaid` waits for the last
 * first round. The worker's code runs unchanged; the bench only wraps the producer and the batch handler to note
 * when each batch was enqueued and when it ran.
 */
async function startCollectionFlow(config: Config, deps: BillRunDeps, services: PaymentServices) {
  // Errors to stderr: stdout carries the profile's JSON.
  const logger = createLogger({ level: 'warn' }, process.stderr);
  const queue = jobQueueFor(config, deps.sql, logger);
  const enqueued: number[] = [];
  const jobs: JobProducer = {
    enqueue: async (name, payload, options) => {
      await queue.enqueue(name, payload, options);
      enqueued.push(performance.now());
    },
  };
  const handler = paymentCollectBatchHandler(services, deps);
  const ran: { start: number; end: number }[] = [];
  let rounds = 0;
  let allRun!: () => void;
  const everyRoundRun = new Promise<void>((resolve) => {
    allRun = resolve;
  });
  const consumers = await queue.startConsumers({
    'payments.collectBatch': async (payload, job) => {
      const start = performance.now();
      await handler(payload, job);
      ran.push({ start, end: performance.now() });
      rounds += payload.payments.length;
      progress(`collection: ${rounds}/${CUSTOMERS} first rounds`);
      if (rounds >= CUSTOMERS) allRun();
    },
  });
  const loop = startCollectionLoop({ ...deps, jobs, logger }, config.collectionIntervalMs);
  return {
    /** Waits for every first round; times are seconds since `start` (the bill run's start). */
    async untilPaid(start: number, finalizeSeconds: number) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          everyRoundRun,
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`collection: ${rounds} first rounds after 10 minutes`)),
              600_000,
            );
          }),
        ]);
      } finally {
        clearTimeout(timer);
        await loop.close();
        await consumers.close();
        await queue.close();
      }
      const at = (ms: number) => round((ms - start) / 1000, 2);
      const paidSeconds = at(Math.max(...ran.map((r) => r.end)));
      await checkCollected(deps.sql, rounds);
      const batchSeconds = ran.map((r) => (r.end - r.start) / 1000);
      return {
        mode: 'concurrent: the collection loop and the job consumers beside the finalizing bill run',
        /** From the finalizing bill run's start until the last invoice was PAID. */
        finalizeToPaidSeconds: paidSeconds,
        /** The bill run's own duration, with collection running beside it. */
        finalizeSeconds: round(finalizeSeconds, 2),
        firstHandOverSeconds: at(Math.min(...enqueued)),
        lastHandOverSeconds: at(Math.max(...enqueued)),
        firstRoundStartSeconds: at(Math.min(...ran.map((r) => r.start))),
        /** After the bill run returned, until the last invoice was PAID. */
        tailSeconds: round(paidSeconds - finalizeSeconds, 2),
        batches: ran.length,
        batchSecondsMedian: round(median(batchSeconds), 2),
        /** The batch jobs' durations added up (4 ran at once). */
        batchSecondsSum: round(
          batchSeconds.reduce((a, b) => a + b, 0),
          2,
        ),
        paymentsPerSecond: round(CUSTOMERS / paidSeconds),
        checks: `${CUSTOMERS} payments, all SUCCEEDED, every invoice PAID`,
      };
    },
  };
}

/**
 * (e) with --collection-phases: after the finalize, collection passes until every invoice is handed over
 * (timed), then the first round of every payment by COLLECT_CONCURRENCY callers of the job's handler (timed):
 * each phase's rate alone, which the concurrent flow blurs.
 */
async function runCollectionPhases(profile: string, sql: Sql, clock: ManualClock, services: PaymentServices) {
  const queued: QueuePayloads['payments.collectBatch'][] = [];
  const jobs: JobProducer = {
    enqueue: async (name, payload) => {
      if (name !== 'payments.collectBatch') throw new Error(`collection: unexpected ${name} job`);
      queued.push(payload as QueuePayloads['payments.collectBatch']);
    },
  };
  progress(`${profile}: collection: handing ${CUSTOMERS} invoices over`);
  // CPU time of this process too: on the embedded profile PGlite's work is in it, and the shared machine
  // disturbs it far less than wall time.
  let cpu = process.cpuUsage();
  let t = performance.now();
  await profiled(`${profile}-hand-over`, async () => {
    for (;;) {
      const pass = await runCollectionPass({ sql, clock, jobs });
      if (pass.handedOver === 0) break;
    }
  });
  const handOverSeconds = (performance.now() - t) / 1000;
  const handOverCpu = process.cpuUsage(cpu);
  cpu = process.cpuUsage();
  t = performance.now();
  const handler = paymentCollectBatchHandler(services, { sql, clock });
  let next = 0;
  let rounds = 0;
  await profiled(`${profile}-first-rounds`, () =>
    Promise.all(
      Array.from({ length: COLLECT_CONCURRENCY }, async () => {
        for (let i = next++; i < queued.length; i = next++) {
          const job = queued[i]!;
          await handler(job, { id: `batch-${i}`, queue: 'payments.collectBatch', attempt: 1, final: false });
          rounds += job.payments.length;
          progress(`${profile}: collection: ${rounds}/${CUSTOMERS} first rounds`);
        }
      }),
    ),
  );
  const firstRoundsSeconds = (performance.now() - t) / 1000;
  const firstRoundsCpu = process.cpuUsage(cpu);
  await checkCollected(sql, rounds);
  done(
    `${profile}: collection: ${CUSTOMERS} handed over in ${round(handOverSeconds, 2)} s, first rounds in ${round(firstRoundsSeconds, 2)} s`,
  );
  return {
    mode: 'phases: hand-over, then first rounds, after the finalize',
    handOverSeconds: round(handOverSeconds, 2),
    firstRoundsSeconds: round(firstRoundsSeconds, 2),
    cpuSeconds: {
      handOver: round((handOverCpu.user + handOverCpu.system) / 1e6, 2),
      firstRounds: round((firstRoundsCpu.user + firstRoundsCpu.system) / 1e6, 2),
    },
    paymentsPerSecond: round(CUSTOMERS / (handOverSeconds + firstRoundsSeconds)),
    batches: queued.length,
    checks: `${CUSTOMERS} payments, all SUCCEEDED, every invoice PAID`,
  };
}

async function runProfile(profile: 'embedded' | 'production') {
  const loadAtStart = loadAverage1m();
  const period = benchPeriod();
  const dataDir = await mkdtemp(join(tmpdir(), `billing-bench-bill-run-${profile}-`));
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const database = profile === 'production' ? await createTestPostgres(serverUrl) : undefined;
  const prefix = `bench-bill-run-${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(database
      ? {
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: prefix,
        }
      : {}),
  });
  const db = await openDatabaseFor(config);
  const events = await openEventsFor(config);
  const redis = openRedisFor(config);
  // Inside the period, a day before its end: the current period is the benchmark's.
  const clock = new ManualClock(new Date(period.end - 86_400_000).toISOString());
  const deps = { sql: db.sql, events: events.client, clock };
  const ctx = { organization: ORG, clock, sql: db.sql, pageSecret: 'bench' };
  const payments: PaymentServices = {
    keyring: parseMasterKeys(`bench:${randomBytes(32).toString('base64')}`),
    providers: createProviderFactory(db.sql, clock),
  };
  const setup: Record<string, number> = {};
  try {
    let t = performance.now();
    progress(`${profile}: seeding ${CUSTOMERS} customers`);
    await seed(ctx, period, payments);
    setup.seedSeconds = round((performance.now() - t) / 1000, 2);
    t = performance.now();
    const rows = await loadEvents(events.client, {
      organizationId: ORG,
      customers: Array.from({ length: CUSTOMERS }, (_, i) => [customerId(i), EVENTS] as const),
      start: period.start,
      end: period.end,
      batchRows: Number(values['batch-rows']),
      onProgress: (n, total) => progress(`${profile}: loading events ${n}/${total}`),
    });
    setup.eventsLoaded = rows;
    setup.loadSeconds = round((performance.now() - t) / 1000, 2);
    if (!values['no-rollups']) {
      t = performance.now();
      progress(`${profile}: building rollups`);
      const { readMeters } = await import('@billing/domain');
      for (const meter of await readMeters(ctx)) {
        await refreshRollups(events.client, ORG, meterShape(meter), { lagMs: 0, chunkBuckets: 20000 });
      }
      setup.rollupSeconds = round((performance.now() - t) / 1000, 2);
    }
    // Usage marks start after the load: the bill run computes the drafts from scratch anyway.
    await markChangedUsage(deps, 0);

    // (a) create
    progress(`${profile}: bill run inside the period (create and compute every DRAFT)`);
    t = performance.now();
    const created = await runBillRun(deps, {
      graceMs: GRACE_MS,
      onProgress: (s) => progress(`${profile}: create: ${s.created} created, ${s.refreshed} computed`),
    });
    const createSeconds = (performance.now() - t) / 1000;
    done(`${profile}: create: ${created.created} drafts computed in ${round(createSeconds, 2)} s`);
    const expected = totalFor(0);
    const drafts = await db.sql<InvoiceRow[]>`
      SELECT * FROM invoices WHERE organization_id = ${ORG} AND status = 'DRAFT' AND NOT stale ORDER BY customer_id`;
    const wrong = drafts.filter(
      (r) => new Decimal(r.total).toFixed(2) !== totalFor(customerIndex(r.customer_id)),
    );
    if (drafts.length !== CUSTOMERS || wrong.length > 0) {
      throw new Error(
        `create: ${drafts.length} computed drafts of ${CUSTOMERS}, ${wrong.length} with a total other than expected` +
          (wrong[0] ? ` (${wrong[0].customer_id}: ${wrong[0].total})` : ''),
      );
    }

    // (c) baselines: one customer's preview and one draft through the per-invoice path.
    const billing = billingContext(deps, ORG);
    const previewMs: number[] = [];
    const singleMs: number[] = [];
    for (let i = 0; i < BASELINE_RUNS; i++) {
      progress(`${profile}: baselines ${i + 1}/${BASELINE_RUNS}`);
      t = performance.now();
      const preview = await previewInvoice(billing, customerId(i), {
        periodStartTime: new Date(period.start).toISOString(),
        periodEndTime: new Date(period.end).toISOString(),
      });
      previewMs.push(performance.now() - t);
      if (preview.total.amount.value !== totalFor(i))
        throw new Error(`preview total ${preview.total.amount.value}`);
      t = performance.now();
      const single = await computeInvoice(billing, drafts[i]!);
      singleMs.push(performance.now() - t);
      if (single.kind !== 'computed' || single.computed.total !== totalFor(i))
        throw new Error('per-invoice total');
    }

    // (b) refresh after one late event, through the usage pipeline as the ingest edge stores it.
    progress(`${profile}: late event`);
    const feed = new ChangeFeed(db.sql, 100);
    await feed.start();
    const dedup = await dedupStoreFor(config, redis, events, clock);
    const writer = createUsageWriter({
      clock,
      sql: db.sql,
      events,
      dedup,
      feed,
      settings: { flushRows: 10_000, flushMs: 5, maxBufferedRows: 100_000, staleClaimMs: 60_000 },
    });
    const late = drafts[0]!;
    t = performance.now();
    const window = { now: clock.now().getTime(), ...DEFAULT_EVENT_WINDOW };
    const [result] = await writer.pipeline.ingest(ORG, [
      validateEvent(
        {
          customer: `customers/${late.customer_id}`,
          eventId: 'late-1',
          eventType: EVENT_TYPES[0].eventType,
          eventTime: new Date(period.end - 2 * 86_400_000).toISOString(),
          properties: { tokens: 1000 },
        },
        0,
        window,
        JSON.stringify,
      ),
    ]);
    const ingestMs = performance.now() - t;
    if (result?.status !== 'ACCEPTED') throw new Error(`late event: ${JSON.stringify(result)}`);
    const marked = await markChangedUsage(deps, 0);
    const markMs = performance.now() - t;
    const refreshed = await refreshStaleDrafts(deps);
    const refreshMs = performance.now() - t;
    const [after] = await db.sql<InvoiceRow[]>`
      SELECT * FROM invoices WHERE organization_id = ${ORG} AND customer_id = ${late.customer_id} AND id = ${late.id}`;
    // 1,000 tokens at 0.001: one more dollar of subtotal.
    const lateExpected = totalFor(customerIndex(late.customer_id), '1');
    if (marked !== 1 || refreshed.refreshed !== 1 || new Decimal(after!.total).toFixed(2) !== lateExpected) {
      throw new Error(
        `late event: marked ${marked}, refreshed ${refreshed.refreshed}, total ${after?.total}`,
      );
    }
    await writer.buffer.drain();
    await feed.stop();
    done(`${profile}: late event refreshed its draft in ${round(refreshMs)} ms`);

    // (d) finalize
    clock.set(new Date(period.end + GRACE_MS + 60_000).toISOString());
    progress(`${profile}: bill run past periodEnd + grace (finalize every DRAFT)`);
    const flow =
      COLLECTION && !COLLECTION_PHASES ? await startCollectionFlow(config, deps, payments) : undefined;
    t = performance.now();
    const finalized = await runBillRun(deps, {
      graceMs: GRACE_MS,
      onProgress: (s) => progress(`${profile}: finalize: ${s.finalized} finalized`),
    });
    const finalizeSeconds = (performance.now() - t) / 1000;
    done(`${profile}: finalize: ${finalized.finalized} invoices in ${round(finalizeSeconds, 2)} s`);
    const flowResult = flow ? await flow.untilPaid(t, finalizeSeconds) : undefined;
    if (flowResult)
      done(
        `${profile}: collection: every invoice PAID ${flowResult.finalizeToPaidSeconds} s after the bill run's start`,
      );
    const issued = await db.sql<{ customer_id: string; total: string; number: string }[]>`
      SELECT customer_id, total::text, number::text FROM invoices
      WHERE organization_id = ${ORG} AND status IN ('FINALIZED', 'PAID') AND number BETWEEN 1 AND ${CUSTOMERS}`;
    const wrongFinal = issued.filter(
      (r) =>
        new Decimal(r.total).toFixed(2) !==
        (r.customer_id === late.customer_id ? lateExpected : totalFor(customerIndex(r.customer_id))),
    );
    if (
      issued.length !== CUSTOMERS ||
      new Set(issued.map((r) => r.number)).size !== CUSTOMERS ||
      wrongFinal.length > 0
    ) {
      throw new Error(
        `finalize: ${issued.length} finalized, ${wrongFinal.length} wrong` +
          (wrongFinal[0] ? ` (${wrongFinal[0].customer_id}: ${wrongFinal[0].total})` : ''),
      );
    }
    const collection =
      flowResult ?? (COLLECTION ? await runCollectionPhases(profile, db.sql, clock, payments) : undefined);
    return {
      profile,
      topology:
        profile === 'embedded'
          ? 'PGlite (through its loopback socket) + chdb, in this process'
          : 'PostgreSQL server 127.0.0.1:5432 (fresh database) + Redis 127.0.0.1:6379 + chdb in this process',
      customers: CUSTOMERS,
      eventsPerCustomer: EVENTS,
      rollups: !values['no-rollups'],
      setup,
      create: {
        seconds: round(createSeconds, 2),
        invoices: created.created,
        computed: created.refreshed,
        invoicesPerSecond: round(CUSTOMERS / createSeconds),
      },
      finalize: {
        seconds: round(finalizeSeconds, 2),
        invoices: finalized.finalized,
        invoicesPerSecond: round(CUSTOMERS / finalizeSeconds),
      },
      createAndFinalizeSeconds: round(createSeconds + finalizeSeconds, 2),
      ...(collection
        ? {
            collection,
            /**
             * The figure for the 60 s target: the create, then the finalizing bill run's start until every
             * invoice is PAID (concurrent), or the four phases one after another (--collection-phases).
             */
            billRunWithCollectionSeconds: round(
              createSeconds +
                ('finalizeToPaidSeconds' in collection
                  ? collection.finalizeToPaidSeconds
                  : finalizeSeconds + collection.handOverSeconds + collection.firstRoundsSeconds),
              2,
            ),
          }
        : {}),
      lateEventRefreshMs: { ingested: round(ingestMs), marked: round(markMs), refreshed: round(refreshMs) },
      baseline: {
        previewMs: round(median(previewMs)),
        perInvoiceComputeMs: round(median(singleMs)),
        /** What computing every draft one by one would take, from the per-invoice median (computation only). */
        perInvoicePathSecondsEstimate: round((median(singleMs) * CUSTOMERS) / 1000, 1),
      },
      credits: CREDITS
        ? `grants of ${GRANTS.join(' and ')} on every customer, a postpaid commitment ($${TRUE_UP} true-up) on every other one`
        : 'none',
      checks: CREDITS
        ? `every total worked out per customer (${totalFor(0)} even, ${totalFor(1)} odd), numbers 1..${CUSTOMERS}`
        : `every total ${expected} (the late customer's ${lateExpected}), numbers 1..${CUSTOMERS}`,
      machine: machineInfo(loadAtStart),
    };
  } finally {
    await events.close();
    await db.close();
    redis?.disconnect();
    await rm(dataDir, { recursive: true, force: true });
    await database?.close();
  }
}

type ProfileResult = Awaited<ReturnType<typeof runProfile>>;

/** Runs one profile in a child process (its own chdb) and returns its JSON. */
function childRun(profile: string, credits: boolean): Promise<ProfileResult> {
  const args = [
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    '--child',
    profile,
    '--customers',
    String(CUSTOMERS),
    '--events',
    String(EVENTS),
    '--batch-rows',
    String(values['batch-rows']),
    '--baseline-runs',
    String(BASELINE_RUNS),
    ...(values['no-rollups'] ? ['--no-rollups'] : []),
    ...(credits ? ['--credits'] : []),
    ...(COLLECTION ? ['--collection'] : []),
    ...(COLLECTION_PHASES ? ['--collection-phases'] : []),
    ...(values['profile-collection'] ? ['--profile-collection', values['profile-collection']] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out));
      else reject(new Error(`${profile} run exited with ${code}`));
    });
  });
}

if (values.child) {
  const result = await runProfile(values.child as 'embedded' | 'production');
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

const loadAtStart = loadAverage1m();
const results: unknown[] = [];
for (const name of values.profiles.split(',')) {
  const profile = name.trim();
  const plain = await childRun(profile, false);
  if (!CREDITS) {
    results.push(plain);
    continue;
  }
  const credits = await childRun(profile, true);
  const ratio = (pick: (r: ProfileResult) => number) => round(pick(credits) / pick(plain), 2);
  results.push({
    profile,
    withoutCredits: plain,
    withCredits: credits,
    creditsOverPlain: {
      createAndFinalize: ratio((r) => r.createAndFinalizeSeconds),
      create: ratio((r) => r.create.seconds),
      finalize: ratio((r) => r.finalize.seconds),
      target: 1.2,
    },
  });
  done(`${profile}: with credits / without: ${ratio((r) => r.createAndFinalizeSeconds)}x (target 1.2x)`);
}
const output = {
  benchmark: 'bill-run',
  command: `npm run bill-run -w bench -- --customers ${CUSTOMERS} --events ${EVENTS} --profiles ${values.profiles}${values['no-rollups'] ? ' --no-rollups' : ''}${CREDITS ? ' --credits' : ''}${COLLECTION ? ' --collection' : ''}${COLLECTION_PHASES ? ' --collection-phases' : ''}`,
  date: new Date().toISOString(),
  target: '10,000 invoices created and finalized in <= 60 s (moonshot 20 s)',
  profiles: results,
  machine: machineInfo(loadAtStart),
};
const text = JSON.stringify(output, null, 2);
process.stdout.write(`${text}\n`);
if (!values['no-save']) {
  await writeFile(
    join(fileURLToPath(new URL('.', import.meta.url)), 'results', 'bill-run.json'),
    `${text}\n`,
  );
}

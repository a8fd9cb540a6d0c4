/**
 * Spend alerts on the refresh loop (issue 33, item 3; docs/alerts.md), on the production profile (a PostgreSQL
 * server, chdb in this process): `--customers` customers on one rate card, each with a DRAFT of the current
 * period; for `--seconds` seconds, `--active` of them receive one usage event each second (through the usage
 * pipeline, acknowledged once in ClickHouse) while the worker's refresh loop runs beside (runRefreshPass every
 * `--interval-ms`, with its lag). Seven runs over the same drafts, alternating, so that one command gives a ratio
 * a drift or a slow run cannot make: without alerts (customers that have none), firing (customers with a SPEND
 * alert whose threshold each event reaches, so every active customer fires: the most work alerts can add),
 * without, past the thresholds (the first firing run's customers again, every threshold behind them: the rest of
 * a period, alerts read, nothing fired), without, firing (other customers with alerts), without. Every run with
 * alerts sits between two without; before them, `--warmup-seconds` of the same without alerts, not measured, and
 * before each, the loop left idle and a checkpoint. Measured:
 *   - the refresh passes' durations in each run; the firing runs' pass mean over the runs without (all four: they
 *     bracket the firing runs symmetrically, so a drift linear in time cancels), each firing run's over the two
 *     around it, and the same for the run past the thresholds (target: within 1.2);
 *   - from an event acknowledged (readable) to its `alert.triggered` committed, as the loop runs (target: 10 s).
 * Every alert must fire exactly once. JSON on stdout (also bench/results/alerts.json unless --no-save), a progress
 * line on stderr.
 *
 *   npm run alerts -w bench [-- --customers 100000 --active 1000 --seconds 20 --warmup-seconds 5
 *                               --interval-ms 1000 --lag-ms 1000 --no-save]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, ManualClock } from '@billing/core';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import {
  ChangeFeed,
  type Context,
  createAlert,
  createContract,
  createCustomer,
  createMeter,
  createOrganization,
  createProduct,
  createRateCard,
} from '@billing/domain';
import { markChangedUsage, runBillRun } from '@billing/invoices';
import {
  createUsageWriter,
  dedupStoreFor,
  openDatabaseFor,
  openEventsFor,
  openRedisFor,
} from '@billing/runtime';
import { DEFAULT_EVENT_WINDOW, validateEvent } from '@billing/usage';
import { runRefreshPass } from '@billing/worker';
import { loadAverage1m, machineInfo } from './lib/machine.ts';
import { percentile, round2 } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '100000' },
    /** Customers receiving one event each second. */
    active: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    /** An unmeasured run without alerts first, on other customers: the first run had been the slower one. */
    'warmup-seconds': { type: 'string', default: '5' },
    /** The worker's INVOICE_REFRESH_INTERVAL_MS and the lag its passes leave for inserts not yet visible. */
    'interval-ms': { type: 'string', default: '1000' },
    'lag-ms': { type: 'string', default: '1000' },
    'no-save': { type: 'boolean', default: false },
  },
});
const CUSTOMERS = Number(values.customers);
const ACTIVE = Number(values.active);
const SECONDS = Number(values.seconds);
const WARMUP_SECONDS = Number(values['warmup-seconds']);
const INTERVAL_MS = Number(values['interval-ms']);
const LAG_MS = Number(values['lag-ms']);
const ORG = 'bench';
/** Each event is 10 tokens at $1: $10 on a DRAFT at $0, and the alert's threshold is $5. */
const TOKENS = 10;
const THRESHOLD = '5';
/** After the last second, how long the loop may still take to fire what is pending before the run fails. */
const DRAIN_LIMIT_MS = 60_000;

const progress = (text: string) => process.stderr.write(`\r\x1b[K${text}`);
const done = (text: string) => process.stderr.write(`\r\x1b[K${text}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const customerId = (i: number) => `c-${String(i).padStart(6, '0')}`;

function summary(xs: number[]) {
  const sorted = [...xs].sort((a, b) => a - b);
  const mean = xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    count: xs.length,
    mean: round2(mean),
    p50: round2(percentile(sorted, 50)),
    p99: round2(percentile(sorted, 99)),
    max: round2(sorted.at(-1) ?? 0),
  };
}

/** The current month (UTC): the period of every contract; the clock stays inside it. */
function benchPeriod() {
  const now = new Date();
  return {
    start: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
    end: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1),
  };
}

/**
 * Copies customer 0's rows of `table` for customers 1..N-1 (every column but identities): the verbs would take
 * many minutes for 100,000 customers, and this is setup, not what is measured.
 */
async function cloneTemplate(ctx: Context, table: string, keyColumn: string, count = CUSTOMERS) {
  const columns = (
    await ctx.sql<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = ${table} AND is_identity = 'NO' AND is_generated = 'NEVER'
      ORDER BY ordinal_position`
  ).map((c) => c.column_name);
  const select = columns
    .map((c) => (c === keyColumn ? `'c-' || lpad(g::text, 6, '0')` : `t.${c}`))
    .join(', ');
  await ctx.sql.unsafe(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${select} FROM ${table} t, generate_series(1, ${count - 1}) g
     WHERE t.organization_id = $1 AND t.${keyColumn} = $2`,
    [ORG, customerId(0)],
  );
}

async function seed(ctx: Context, startTime: string) {
  await createOrganization(ctx, {
    id: ORG,
    displayName: 'Bench',
    defaultCurrencyCode: 'USD',
    timeZone: 'UTC',
  });
  await createMeter(
    ctx,
    { eventType: 'tokens', aggregation: 'SUM', valueProperty: 'tokens' } as never,
    'tokens',
  );
  await createProduct(
    ctx,
    { type: 'USAGE', displayName: 'Tokens', meter: 'meters/tokens' } as never,
    'tokens',
  );
  await createRateCard(
    ctx,
    {
      currencyCode: 'USD',
      rates: [
        {
          id: 'r',
          product: 'products/tokens',
          effectivePeriod: { startTime },
          unit: { unitPrice: { amount: { value: '1' } } },
        },
      ],
    } as never,
    'card',
  );
  await createCustomer(ctx, { currencyCode: 'USD' } as never, customerId(0));
  await createContract(
    ctx,
    customerId(0),
    { rateCard: 'rateCards/card', billingAnchorDay: '1', effectivePeriod: { startTime } } as never,
    'k',
  );
  await cloneTemplate(ctx, 'customers', 'id');
  await cloneTemplate(ctx, 'contracts', 'customer_id');
}

const loadAtStart = loadAverage1m();
const period = benchPeriod();
const dataDir = await mkdtemp(join(tmpdir(), 'billing-bench-alerts-'));
const database = await createTestPostgres(process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL);
const prefix = `bench-alerts-${randomBytes(4).toString('hex')}:`;
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  REDIS_KEY_PREFIX: prefix,
  INGEST_LOG: 'buffer',
});
const db = await openDatabaseFor(config);
const events = await openEventsFor(config);
const redis = openRedisFor(config);
// Mid-period, and it stays there: the drafts are of the current period, the events inside it.
const clock = new ManualClock(new Date(Math.min(Date.now(), period.end - 3_600_000)).toISOString());
const deps = { sql: db.sql, events: events.client, clock };
const ctx: Context = { organization: ORG, clock, sql: db.sql, pageSecret: 'bench' };
const feed = new ChangeFeed(db.sql, 100);

try {
  progress(`seeding ${CUSTOMERS} customers`);
  await seed(ctx, new Date(period.start).toISOString());
  await markChangedUsage(deps, 0);
  progress(`bill run: ${CUSTOMERS} DRAFTs`);
  const created = await runBillRun(deps, {
    graceMs: 86_400_000,
    onProgress: (s) => progress(`bill run: ${s.created} created, ${s.refreshed} computed`),
  });
  done(`seeded ${CUSTOMERS} customers, ${created.created} DRAFTs`);

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
  const window = () => ({ now: clock.now().getTime(), ...DEFAULT_EVENT_WINDOW });
  let eventSeq = 0;

  /**
   * One run: `seconds` ticks of `--active` events (customers from `first` on), the refresh loop beside; with
   * alerts, each acknowledged customer is pending until its firing row is seen after a pass.
   */
  async function run(
    label: string,
    region: { first: number; size: number; offset: number },
    withAlerts: boolean,
    seconds = SECONDS,
  ) {
    const passes: number[] = [];
    let refreshed = 0;
    const pending = new Map<string, number>();
    const ingested = new Set<string>();
    const latencies: number[] = [];
    let ticking = true;
    const loop = (async () => {
      let drainFrom = 0;
      // Both runs go on until every DRAFT that received usage was refreshed (and, with alerts, every alert seen):
      // the same work, so their passes compare.
      while (ticking || refreshed < ingested.size || (withAlerts && pending.size > 0)) {
        const started = performance.now();
        const pass = await runRefreshPass(deps, LAG_MS);
        const ended = performance.now();
        passes.push(ended - started);
        refreshed += pass.refreshed;
        if (withAlerts && pending.size > 0) {
          const rows = await db.sql<{ customer_id: string }[]>`
            SELECT customer_id FROM alert_firings
            WHERE organization_id = ${ORG} AND customer_id = ANY(${[...pending.keys()]})`;
          for (const { customer_id } of rows) {
            latencies.push(ended - pending.get(customer_id)!);
            pending.delete(customer_id);
          }
        }
        if (!ticking) {
          drainFrom ||= performance.now();
          if (performance.now() - drainFrom > DRAIN_LIMIT_MS)
            throw new Error(`${pending.size} alerts never fired`);
        }
        await sleep(INTERVAL_MS - (performance.now() - started));
      }
    })();
    const ingestMs: number[] = [];
    for (let s = 0; s < seconds; s++) {
      const tick = performance.now();
      const batch = Array.from({ length: ACTIVE }, (_, k) =>
        customerId(region.first + ((region.offset + s * ACTIVE + k) % region.size)),
      );
      const results = await writer.pipeline.ingest(
        ORG,
        batch.map((c, k) =>
          validateEvent(
            {
              customer: `customers/${c}`,
              eventId: `e-${eventSeq++}`,
              eventType: 'tokens',
              eventTime: clock.now().toISOString(),
              properties: { tokens: TOKENS },
            },
            k,
            window(),
            JSON.stringify,
          ),
        ),
      );
      const acknowledged = performance.now();
      ingestMs.push(acknowledged - tick);
      if (results.some((r) => r.status !== 'ACCEPTED'))
        throw new Error(`ingest: ${JSON.stringify(results[0])}`);
      for (const c of batch) {
        if (withAlerts && !ingested.has(c)) pending.set(c, acknowledged);
        ingested.add(c);
      }
      const last = passes.at(-1);
      progress(
        `${label}: ${s + 1}/${seconds} s, ${(s + 1) * ACTIVE} events, ${passes.length} passes` +
          `${last === undefined ? '' : `, last ${Math.round(last)} ms`}${withAlerts ? `, ${latencies.length} alerts fired` : ''}`,
      );
      await sleep(1000 - (performance.now() - tick));
    }
    ticking = false;
    await loop;
    done(
      `${label}: ${passes.length} passes, mean ${round2(summary(passes).mean)} ms, ${refreshed} drafts refreshed`,
    );
    return {
      passMs: summary(passes),
      // The loop is closed (a longer pass finds more drafts stale), so the mean moves with how the passes fell;
      // the time per DRAFT refreshed over the whole run does not.
      passMsPerDraft: refreshed === 0 ? 0 : round2(passes.reduce((a, b) => a + b, 0) / refreshed),
      draftsRefreshed: refreshed,
      ingestMs: summary(ingestMs),
      latencies,
      customers: [...ingested],
    };
  }

  /**
   * Before each run: passes with no lag until one finds nothing to do and no DRAFT is stale, so each run starts
   * with the refresh loop idle (the setup's own refreshes are not measured); then a checkpoint, so that neither
   * run is the one a checkpoint brought on by the setup's WAL falls in (after it, every page a run first touches
   * is written in full).
   */
  async function settle() {
    for (;;) {
      const pass = await runRefreshPass(deps, 0);
      const [stale] = await db.sql<{ n: string }[]>`
        SELECT count(*)::text AS n FROM invoices WHERE organization_id = ${ORG} AND status = 'DRAFT' AND stale`;
      if (pass.refreshed + pass.deleted + pass.failed === 0 && stale!.n === '0') break;
    }
    await db.sql`CHECKPOINT`;
  }

  const perRun = SECONDS * ACTIVE;
  // Customers [0, 2 perRun) have an alert: the two firing runs take one half each, the run past the thresholds
  // the first half again. The runs without (and the warm-up) take the customers after them, in turn, wrapping
  // around when there are fewer: a customer without alerts costs the same refreshed again.
  const alerted = 2 * perRun;
  if (alerted + ACTIVE > CUSTOMERS) {
    throw new Error(
      `--customers must be more than 2 x --seconds x --active + --active (${alerted + ACTIVE})`,
    );
  }
  const plain = { first: alerted, size: CUSTOMERS - alerted };
  let plainOffset = 0;
  const withoutRun = (label: string, seconds = SECONDS) => {
    const region = { ...plain, offset: plainOffset };
    plainOffset = (plainOffset + seconds * ACTIVE) % plain.size;
    return run(label, region, false, seconds);
  };
  // A SPEND alert on every customer of the firing runs: the template's through the verb, the others copied. Not
  // analyzed (the test server runs without autovacuum): the alerts' reads must not depend on statistics.
  await createAlert(
    ctx,
    { customerId: customerId(0) },
    { type: 'SPEND', thresholds: [{ amount: { value: THRESHOLD } }] } as never,
    'spend',
  );
  await cloneTemplate(ctx, 'alerts', 'customer_id', alerted);
  // The first run had been the slower one on every measure (ingest included: code not yet run in this process,
  // pages not yet touched since the setup), which flattered the ratio: a short run takes that.
  if (WARMUP_SECONDS > 0) {
    await settle();
    await withoutRun('warm-up (not measured)', WARMUP_SECONDS);
  }
  type Run = Awaited<ReturnType<typeof run>>;
  const sequence: { kind: 'without' | 'firing' | 'pastThresholds'; result: Run }[] = [];
  const firingRuns: Run[] = [];
  for (const step of [
    'without',
    'firing',
    'without',
    'pastThresholds',
    'without',
    'firing',
    'without',
  ] as const) {
    await settle();
    const n = sequence.filter((r) => r.kind === step).length + 1;
    let result: Run;
    if (step === 'without') result = await withoutRun(`without alerts (${n})`);
    else if (step === 'firing') {
      // Customers whose DRAFTs are at $0 and whose alerts never fired: each first event fires one threshold.
      result = await run(
        `with alerts, firing (${n})`,
        { first: (n - 1) * perRun, size: perRun, offset: 0 },
        true,
      );
      firingRuns.push(result);
    } else {
      // The first firing run's customers again: each event adds $10 to a DRAFT at $10 or more, so the alerts are
      // read and nothing fires: what a refresh costs for the rest of the period once the thresholds are behind.
      result = await run('with alerts, past the thresholds', { first: 0, size: perRun, offset: 0 }, false);
    }
    sequence.push({ kind: step, result });
  }
  // Each customer of the firing runs has one alert of one threshold, reached by its first event: one firing each,
  // and one event per firing; the run past the thresholds fired nothing more.
  const firedCustomers = firingRuns.flatMap((r) => r.customers);
  const [fired] = await db.sql<{ rows: string; events: string; run: string }[]>`
    SELECT (SELECT count(*) FROM alert_firings WHERE organization_id = ${ORG})::text AS rows,
      (SELECT count(*) FROM outbox_events WHERE organization_id = ${ORG} AND type = 'alert.triggered')::text AS events,
      (SELECT count(*) FROM alert_firings
       WHERE organization_id = ${ORG} AND customer_id = ANY(${firedCustomers}))::text AS run`;
  if (
    Number(fired!.run) !== firedCustomers.length ||
    fired!.rows !== fired!.run ||
    fired!.rows !== fired!.events
  ) {
    throw new Error(
      `firings: ${JSON.stringify(fired)}, expected ${firedCustomers.length} (once each, in the firing runs only)`,
    );
  }
  await writer.buffer.drain();
  const of = (kind: string) => sequence.filter((r) => r.kind === kind).map((r) => r.result);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ratio = (a: number, b: number) => (b === 0 ? null : round2(a / b));
  const withoutMeans = of('without').map((r) => r.passMs.mean);
  const withoutPerDraft = of('without').map((r) => r.passMsPerDraft);
  // Each run with alerts over the two runs without around it (the sequence alternates).
  const bracketed = (pick: (r: Run) => number) =>
    sequence.flatMap((r, i) =>
      r.kind === 'without'
        ? []
        : [ratio(pick(r.result), (pick(sequence[i - 1]!.result) + pick(sequence[i + 1]!.result)) / 2)],
    );
  const steady = of('pastThresholds')[0]!;
  const latencies = firingRuns.flatMap((r) => r.latencies);
  const runFigures = ({ kind, result: r }: (typeof sequence)[number]) => ({
    kind,
    passMs: r.passMs,
    passMsPerDraft: r.passMsPerDraft,
    draftsRefreshed: r.draftsRefreshed,
    ingestMs: r.ingestMs,
    ...(kind === 'firing' ? { eventReadableToAlertMs: summary(r.latencies) } : {}),
  });
  const output = {
    benchmark: 'alerts',
    command: `npm run alerts -w bench -- --customers ${CUSTOMERS} --active ${ACTIVE} --seconds ${SECONDS} --warmup-seconds ${WARMUP_SECONDS} --interval-ms ${INTERVAL_MS} --lag-ms ${LAG_MS}`,
    date: new Date().toISOString(),
    topology: 'PostgreSQL server (fresh database) + chdb in this process; the refresh loop in this process',
    target:
      'refresh passes with an alert on every customer within 1.2x of without; event readable to alert.triggered <= 10 s',
    design:
      'seven runs: without, firing, without, past the thresholds, without, firing, without; ratios over the runs without',
    customers: CUSTOMERS,
    activePerSecond: ACTIVE,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    refreshIntervalMs: INTERVAL_MS,
    lagMs: LAG_MS,
    // Every run, in the order run.
    runs: sequence.map(runFigures),
    alertsFired: Number(fired!.events),
    eventReadableToAlertMs: summary(latencies),
    // The firing runs' pass mean over the runs without (the four bracket the two symmetrically in time).
    passMeanRatio: ratio(mean(firingRuns.map((r) => r.passMs.mean)), mean(withoutMeans)),
    passMsPerDraftRatio: ratio(mean(firingRuns.map((r) => r.passMsPerDraft)), mean(withoutPerDraft)),
    // Each firing run's pass mean over the two runs without around it, then the same per DRAFT.
    firingPassMeanRatios: bracketed((r) => r.passMs.mean).filter((_, i) => i !== 1),
    firingPassMsPerDraftRatios: bracketed((r) => r.passMsPerDraft).filter((_, i) => i !== 1),
    // The steady state (every threshold fired already) over the runs without around it, and over all four.
    allFiredPassMeanRatio: bracketed((r) => r.passMs.mean)[1],
    allFiredPassMeanRatioOverAll: ratio(steady.passMs.mean, mean(withoutMeans)),
    // How much the runs without differed: the slowest's pass mean over the fastest's.
    withoutSpread: ratio(Math.max(...withoutMeans), Math.min(...withoutMeans)),
    checks: `each of the ${firedCustomers.length} customers of the firing runs fired once; alert_firings rows = alert.triggered events; the run past the thresholds fired nothing`,
    machine: machineInfo(loadAtStart),
  };
  const text = JSON.stringify(output, null, 2);
  process.stdout.write(`${text}\n`);
  if (!values['no-save']) {
    await writeFile(
      join(fileURLToPath(new URL('.', import.meta.url)), 'results', 'alerts.json'),
      `${text}\n`,
    );
  }
} finally {
  await feed.stop();
  await events.close();
  await db.close();
  redis?.disconnect();
  await rm(dataDir, { recursive: true, force: true });
  await database.close();
}
process.exit(0);

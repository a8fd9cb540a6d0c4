/**
 * Webhook delivery throughput and isolation on the production profile (PostgreSQL server): `--events` events
 * (default 10,000) committed at `--rate` events/s into the outbox of one organization with three endpoints on
 * local receivers: one healthy (answers 200 at once), one slow (answers after 2 s), one failing half its requests with
 * 500. The dispatcher (the worker's loop, in this process) fans them out, signs and sends them; the receivers run in
 * processes of their own, one each (lib/webhook-receivers.ts); the healthy one notes each id's first arrival with
 * Date.now(), the clock each commit is noted with here.
 *
 * Three phases over fresh databases: `alone` (only the healthy endpoint), `behaving` (the three endpoints, every
 * receiver healthy: the same fan-out, three rows per event, and the same number of lanes) and `together` (the
 * three, the slow and the failing misbehaving), run in that order and then in the reverse one (`--rounds 2`, so a
 * drift over the run weighs on each alike), after an unreported warm-up phase of `--warmup` events (the first
 * phase in a process otherwise pays for the JIT's warming up). For the healthy receiver each phase reports its
 * lowest deliveries/s of the two runs (first commit to last delivery), the latency from an event's commit to its
 * first attempt arriving (p50, p99 of both runs' events pooled), and each run's figures. `lagRatio` is together /
 * alone of the p99 (target <= 1.2): the healthy endpoint's lag beside the misbehaving ones against its lag with
 * nobody beside it. `lagRatioVsBehaving` is together / behaving, a control: what the misbehaviour costs against
 * two endpoints taking every delivery. It is no baseline for "unchanged": on a 2-core machine three endpoints
 * taking 2,500 events/s each saturate the machine, so `behaving` is the slowest phase and this ratio is far
 * below 1 (bench/README.md). `cpuMs` is the CPU over the phase of this process, of the receivers', of PostgreSQL's
 * processes (all of the server's, and the phase's database's backends) and of the whole machine (busy, and the
 * idle share); `commitsPerSecond` the rate the outbox was written at (open loop, a pool of its own: below
 * `--rate`, the commits were the bound). `--stages` splits each healthy delivery's lag into its steps (commit,
 * fan-out began and answered, claim began and answered, request started, arrival: the dispatcher's
 * `webhookTrace` channels and node:http's) and reports each step's p50, p99 and share; `--phases` runs some only.
 * Targets: >= 2,000 deliveries/s, p99 <= 1 s. JSON on stdout, progress on stderr.
 *
 *   npm run webhooks -w bench [-- --events 10000 --rate 2500 --per-endpoint 64 --interval-ms 20 --warmup 2000
 *     --rounds 2 --phases alone,behaving,together --stages]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { parseArgs } from 'node:util';
import { parseMasterKeys, systemClock } from '@billing/core';
import { connectPostgres, type Sql } from '@billing/db';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import {
  type ClaimedDelivery,
  createOrganization,
  createWebhookEndpoint,
  LEASE_MS,
  type WebhookServices,
} from '@billing/domain';
import { DEFAULT_WEBHOOK_OPTIONS, startWebhookLoop, webhookTrace } from '@billing/worker';
import { startCpuCount } from './lib/cpu.ts';
import { loadAverage1m, machineInfo } from './lib/machine.ts';
import { percentile, round2 } from './lib/stats.ts';
import { startReceivers } from './lib/webhook-receivers.ts';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    warmup: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '2' },
    rate: { type: 'string', default: '2500' },
    'per-endpoint': { type: 'string', default: String(DEFAULT_WEBHOOK_OPTIONS.perEndpoint) },
    'interval-ms': { type: 'string', default: '20' },
    'slow-ms': { type: 'string', default: '2000' },
    phases: { type: 'string', default: 'alone,behaving,together' },
    stages: { type: 'boolean', default: false },
  },
});
const PHASES = ['alone', 'behaving', 'together'] as const;
type Phase = (typeof PHASES)[number];
const phases = values.phases.split(',').map((p) => {
  if (!PHASES.includes(p as Phase)) throw new Error(`--phases: ${p} is not one of ${PHASES.join(', ')}`);
  return p as Phase;
});
const events = Number(values.events);
const warmup = Number(values.warmup);
const rounds = Number(values.rounds);
const rate = Number(values.rate);
const perEndpoint = Number(values['per-endpoint']);
const intervalMs = Number(values['interval-ms']);
const slowMs = Number(values['slow-ms']);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL;
const loadAtStart = loadAverage1m();

const round = round2;

/** An invoice-sized payload (about 1 KiB), as the outbox's writers produce. */
function payload(i: number) {
  const money = (value: string) => ({ amount: { value }, currencyCode: 'USD' });
  return {
    object: {
      name: `customers/c${i % 100}/invoices/inv-${i}`,
      contract: `customers/c${i % 100}/contracts/k`,
      number: String(i),
      status: 'FINALIZED',
      subtotal: money('123.45'),
      tax: money('0.00'),
      credit: money('0.00'),
      total: money('123.45'),
      lines: Array.from({ length: 3 }, (_, n) => ({
        id: `line-${n}`,
        description: 'API calls',
        product: 'products/api',
        rateId: 'r1',
        dimensions: { model: 'large' },
        quantity: { value: '12345.5' },
        subtotal: money('41.15'),
        credit: money('0.00'),
        total: money('41.15'),
      })),
    },
  };
}

/**
 * Commits the payloads as events at `rate`/s in batches of 50; returns each event's commit time (when its batch's
 * INSERT answered). Open loop: a batch is sent when it is due, whether or not the ones before it have answered,
 * over a pool of the committer's own (the outbox's writers are other processes, not the dispatcher's
 * connections), with the payloads built before the clock starts. A closed loop made the commits the bound under
 * load (about 1,200 events/s on the shared machine: each batch waited for the one before it) and hid the latency
 * of events that would have been committed meanwhile.
 */
async function commitEvents(sql: Sql, payloads: readonly string[]): Promise<Map<string, number>> {
  const committed = new Map<string, number>();
  const batch = 50;
  const start = Date.now();
  const inserts: Promise<void>[] = [];
  for (let i = 0; i < payloads.length; i += batch) {
    const due = start + (i / rate) * 1000;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const ids = Array.from({ length: Math.min(batch, payloads.length - i) }, () => randomUUID());
    const now = new Date();
    inserts.push(
      sql`
        INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
        SELECT 'bench', e.id, 'invoice.finalized', 'customers/c/invoices/i', e.payload::jsonb, ${now}
        FROM unnest(${sql.array(ids)}::text[], ${sql.array(payloads.slice(i, i + ids.length))}::text[])
          AS e(id, payload)`.then(() => {
        const at = Date.now();
        for (const id of ids) committed.set(id, at);
      }),
    );
  }
  await Promise.all(inserts);
  return committed;
}

/** The steps of a healthy delivery's lag, in order: the time at each step's end, per event id (ms). */
const STEPS = [
  'fanOutBegan',
  'fanOutAnswered',
  'claimBegan',
  'claimAnswered',
  'requestStarted',
  'arrived',
] as const;

/**
 * What the dispatcher's trace channels and node:http's publish over a phase: each fan-out statement's start and
 * answer, each claim's answer and the deliveries it leased, each request's start (by its webhook-id), for the
 * healthy receiver's deliveries.
 */
function traceStages(healthyHost: string) {
  const fanOuts: { startedAt: number; at: number }[] = [];
  const claimed = new Map<string, { began: number; answered: number }>();
  const requested = new Map<string, number>();
  const claims: { lane: boolean; ms: number; n: number }[] = [];
  let healthyEndpoint = '';
  const onFanOut = (m: unknown) => {
    const { startedAt, at } = m as { startedAt: number; at: number };
    fanOuts.push({ startedAt, at });
  };
  const onClaim = (m: unknown) => {
    const { claimed: leased, lane, at } = m as { claimed: ClaimedDelivery[]; lane: boolean; at: number };
    const began = leased[0] ? leased[0].lease_until.getTime() - LEASE_MS : at;
    claims.push({ lane, ms: at - began, n: leased.length });
    for (const d of leased) {
      if (d.endpoint_id === healthyEndpoint && !claimed.has(d.event_id)) {
        claimed.set(d.event_id, { began: d.lease_until.getTime() - LEASE_MS, answered: at });
      }
    }
  };
  const onRequest = (m: unknown) => {
    const request = (m as { request: ClientRequest }).request;
    if (request.getHeader('host') !== healthyHost) return;
    const id = String(request.getHeader('webhook-id'));
    if (!requested.has(id)) requested.set(id, Date.now());
  };
  subscribe(webhookTrace.fanOut.name, onFanOut);
  subscribe(webhookTrace.claim.name, onClaim);
  subscribe('http.client.request.start', onRequest);
  return {
    setHealthyEndpoint(id: string) {
      healthyEndpoint = id;
    },
    /**
     * Each step's p50, p99 and mean (ms), its share of the mean lag, and its mean over the slowest 1% of events
     * (those at or past the p99 of the whole lag): where the tail's time went.
     */
    report(committed: Map<string, number>, fannedOut: Map<string, number>, arrived: Map<string, number>) {
      unsubscribe(webhookTrace.fanOut.name, onFanOut);
      unsubscribe(webhookTrace.claim.name, onClaim);
      unsubscribe('http.client.request.start', onRequest);
      fanOuts.sort((a, b) => a.startedAt - b.startedAt);
      // The fan-out statement a delivery was inserted by: the last to begin at or before its create_time.
      const answeredOf = (createTime: number) => {
        let lo = 0;
        let hi = fanOuts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (fanOuts[mid]!.startedAt <= createTime) lo = mid;
          else hi = mid - 1;
        }
        return fanOuts[lo]?.at ?? Number.NaN;
      };
      const rows: { total: number; steps: number[] }[] = [];
      for (const [id, at] of committed) {
        const fanOutBegan = fannedOut.get(id);
        const claim = claimed.get(id);
        const times = [
          at,
          fanOutBegan,
          fanOutBegan === undefined ? undefined : answeredOf(fanOutBegan),
          claim?.began,
          claim?.answered,
          requested.get(id),
          arrived.get(id),
        ];
        if (times.some((t) => t === undefined || Number.isNaN(t))) continue;
        const ts = times as number[];
        rows.push({ total: ts[6]! - ts[0]!, steps: STEPS.map((_, i) => ts[i + 1]! - ts[i]!) });
      }
      const totals = rows.map((r) => r.total).sort((a, b) => a - b);
      const tail = rows.filter((r) => r.total >= percentile(totals, 99));
      const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
      const meanTotal = mean(totals);
      const statements = (lane: boolean) => {
        const ms = claims.filter((c) => c.lane === lane).map((c) => c.ms);
        return {
          count: ms.length,
          meanMs: round(mean(ms)),
          p99Ms: round(
            percentile(
              ms.sort((a, b) => a - b),
              99,
            ),
          ),
        };
      };
      return {
        events: rows.length,
        steps: Object.fromEntries(
          STEPS.map((step, i) => {
            const xs = rows.map((r) => r.steps[i]!).sort((a, b) => a - b);
            return [
              step,
              {
                p50: round(percentile(xs, 50)),
                p99: round(percentile(xs, 99)),
                mean: round(mean(xs)),
                share: round(mean(xs) / Math.max(1, meanTotal)),
                meanOfSlowest1pc: round(mean(tail.map((r) => r.steps[i]!))),
              },
            ];
          }),
        ),
        fanOutStatements: {
          count: fanOuts.length,
          meanMs: round(mean(fanOuts.map((f) => f.at - f.startedAt))),
        },
        laneClaims: statements(true),
        sharedClaims: statements(false),
      };
    },
  };
}

interface PhaseRun {
  report: Record<string, unknown> & { healthyDeliveriesPerSecond: number };
  latencies: number[];
}

async function phase(name: Phase, events: number): Promise<PhaseRun> {
  const database = await createTestPostgres(serverUrl);
  const sql = connectPostgres(database.url, 24);
  const writers = connectPostgres(database.url, 4);
  const receivers = await startReceivers(slowMs, events, name === 'together');
  const trace = values.stages ? traceStages(new URL(receivers.urls.healthy).host) : undefined;
  try {
    const system = { sql, clock: systemClock };
    await createOrganization(system, { id: 'bench', displayName: 'Bench' });
    const ctx = { ...system, organization: 'bench', pageSecret: 'bench' };
    const services: WebhookServices = {
      keyring: parseMasterKeys(`bench:${randomBytes(32).toString('base64')}`),
      allowPrivateNetworks: true,
    };
    const { healthy, slow, failing } = receivers.urls;
    const urls = name === 'alone' ? [healthy] : [healthy, slow, failing];
    const endpointIds: string[] = [];
    for (const url of urls) {
      const created = await createWebhookEndpoint(ctx, services, { url });
      endpointIds.push(created.name.split('/').at(-1)!);
    }
    trace?.setHealthyEndpoint(endpointIds[0]!);
    const loop = startWebhookLoop(
      { sql, clock: systemClock, services },
      { intervalMs, perEndpoint, limit: 4 * perEndpoint * urls.length },
    );
    process.stderr.write(`${name}: committing ${events} events at ${rate}/s\n`);
    const payloads = Array.from({ length: events }, (_, i) => JSON.stringify(payload(i)));
    // A first query learns the array types: until then the client sends an array as a plain string.
    await writers`SELECT 1`;
    const cpuBefore = process.cpuUsage();
    const machineCpu = startCpuCount();
    const firstCommit = Date.now();
    const committed = await commitEvents(writers, payloads);
    await Promise.race([receivers.complete, new Promise((resolve) => setTimeout(resolve, 120_000))]);
    const cpu = process.cpuUsage(cpuBefore);
    const backends = await sql<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database()`;
    const others = machineCpu.stop(backends.map((b) => b.pid));
    const report = await receivers.report();
    const firstSeen = new Map(report.healthyFirstSeen);
    const lastDelivery = Math.max(...firstSeen.values());
    const latencies = [...committed]
      .map(([id, at]) => (firstSeen.get(id) ?? Number.NaN) - at)
      .sort((a, b) => a - b);
    await loop.close().catch(() => {});
    let stages: ReturnType<NonNullable<typeof trace>['report']> | undefined;
    if (trace) {
      // The fan-out's time of each healthy delivery is its create_time (the injected clock at the statement).
      const rows = await sql<{ event_id: string; create_time: Date }[]>`
        SELECT event_id, create_time FROM webhook_deliveries
        WHERE organization_id = 'bench' AND endpoint_id = ${endpointIds[0]!}`;
      stages = trace.report(
        committed,
        new Map(rows.map((r) => [r.event_id, r.create_time.getTime()])),
        firstSeen,
      );
    }
    const measured = {
      healthyDelivered: firstSeen.size,
      healthyDeliveriesPerSecond: round(firstSeen.size / ((lastDelivery - firstCommit) / 1000)),
      // The rate the outbox was written at (the last commit's answer): below --rate, the commits were the bound.
      commitsPerSecond: round(committed.size / ((Math.max(...committed.values()) - firstCommit) / 1000)),
      commitToFirstAttemptMs: {
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? 0),
      },
      ...(name === 'alone'
        ? {}
        : { slowRequests: report.requests.slow, failingRequests: report.requests.failing }),
      // From the first commit until the healthy receiver had every event: this process (the commits and the
      // dispatcher), the receivers', PostgreSQL's, the machine's.
      cpuMs: {
        bench: Math.round((cpu.user + cpu.system) / 1000),
        receivers: report.cpuMs,
        postgres: others.postgresMs,
        postgresBackends: others.postgresBackendsMs,
        machineBusy: others.machineBusyMs,
      },
      machineIdleShare: others.machineIdleShare,
      ...(stages ? { stages } : {}),
    };
    return { report: measured, latencies };
  } finally {
    await receivers.close();
    await writers.end({ timeout: 1 });
    await sql.end({ timeout: 1 });
    await database.close();
  }
}

// The first phase in a process ran up to ~0.5 s more CPU than the same phase run later (the JIT compiling the
// dispatcher's and the client's code; seen with the phases in either order on the shared machine), and its p99 with
// it: a phase of the three endpoints, misbehaving, warms every path first and is not reported.
if (warmup > 0) await phase('together', warmup);
// Even so, on the shared machine, whichever phase was measured first had the highest p99 in four runs of two
// orders: the phases run in their order, then in the reverse one (alone, behaving, together, together, behaving,
// alone), so a drift over the run weighs on each phase alike, and each phase's latencies are the two runs' pooled.
const order = rounds > 1 ? [...phases, ...[...phases].reverse()] : phases;
const runs: Partial<Record<Phase, PhaseRun[]>> = {};
for (const name of order) {
  const run = await phase(name, events);
  runs[name] = [...(runs[name] ?? []), run];
}
/** A phase's runs: its latencies pooled, its lowest deliveries/s (the one a target must hold for), each run. */
function summary(list: PhaseRun[]) {
  const latencies = list.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    healthyDeliveriesPerSecond: Math.min(...list.map((r) => r.report.healthyDeliveriesPerSecond)),
    commitToFirstAttemptMs: {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    runs: list.map((r) => r.report),
  };
}
const results = Object.fromEntries(
  Object.entries(runs).map(([name, list]) => [name, summary(list)]),
) as Partial<Record<Phase, ReturnType<typeof summary>>>;
const p99 = (name: Phase) => results[name]?.commitToFirstAttemptMs.p99;
const ratio = (a: Phase, b: Phase) => {
  const [x, y] = [p99(a), p99(b)];
  return x === undefined || y === undefined ? undefined : round(x / Math.max(1, y));
};
const result = {
  benchmark: 'webhooks',
  parameters: { events, warmup, rounds, rate, perEndpoint, intervalMs, slowMs },
  ...results,
  // The healthy endpoint's p99 beside the misbehaving endpoints over its p99 alone (the target).
  lagRatio: ratio('together', 'alone'),
  // ... over its p99 beside two behaving endpoints (a control; the slowest phase on two cores).
  lagRatioVsBehaving: ratio('together', 'behaving'),
  targets: { healthyDeliveriesPerSecond: 2000, p99CommitToFirstAttemptMs: 1000, lagRatio: 1.2 },
  machine: machineInfo(loadAtStart),
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
process.exit(0);

/**
 * Webhook delivery throughput and isolation on the production profile (PostgreSQL server): `--events` events
 * (default 10,000) committed at `--rate` events/s into the outbox of one organization with three endpoints on
 * local receivers: one healthy (answers 200 at once), one slow (answers after 2 s), one failing half its requests with
 * 500. The dispatcher (the worker's loop, in this process) fans them out, signs and sends them; the receivers run in
 * processes of their own, one each (lib/webhook-receivers.ts); the healthy one notes each id's first arrival with
 * Date.now(), the clock each commit is noted with here.
 *
 * Two phases over fresh databases: `alone` (only the healthy endpoint) and `together` (all three). For the
 * healthy receiver each reports deliveries/s (first commit to last delivery) and the latency from an event's
 * commit to its first attempt arriving (p50, p99); `lagRatio` is together / alone of the p99 (target <= 1.2);
 * `cpuMs` the CPU of this process and of the receivers' over the phase; `commitsPerSecond` the rate the outbox
 * was written at (open loop, a pool of its own: below `--rate`, the commits were the bound).
 * Targets: >= 2,000 deliveries/s, p99 <= 1 s. JSON on stdout, progress on stderr.
 *
 *   npm run webhooks -w bench [-- --events 10000 --rate 2500 --per-endpoint 64 --interval-ms 20]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parseMasterKeys, systemClock } from '@billing/core';
import { connectPostgres, type Sql } from '@billing/db';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import { createOrganization, createWebhookEndpoint, type WebhookServices } from '@billing/domain';
import { DEFAULT_WEBHOOK_OPTIONS, startWebhookLoop } from '@billing/worker';
import { loadAverage1m, machineInfo } from './lib/machine.ts';
import { percentile, round2 } from './lib/stats.ts';
import { startReceivers } from './lib/webhook-receivers.ts';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '2500' },
    'per-endpoint': { type: 'string', default: String(DEFAULT_WEBHOOK_OPTIONS.perEndpoint) },
    'interval-ms': { type: 'string', default: '20' },
    'slow-ms': { type: 'string', default: '2000' },
  },
});
const events = Number(values.events);
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
 * Commits `events` events at `rate`/s in batches of 50; returns each event's commit time (when its batch's
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
  for (let i = 0; i < events; i += batch) {
    const due = start + (i / rate) * 1000;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const ids = Array.from({ length: Math.min(batch, events - i) }, () => randomUUID());
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

async function phase(name: 'alone' | 'together') {
  const database = await createTestPostgres(serverUrl);
  const sql = connectPostgres(database.url, 24);
  const writers = connectPostgres(database.url, 4);
  const receivers = await startReceivers(slowMs, events);
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
    for (const url of urls) await createWebhookEndpoint(ctx, services, { url });
    const loop = startWebhookLoop(
      { sql, clock: systemClock, services },
      { intervalMs, perEndpoint, limit: 4 * perEndpoint * urls.length },
    );
    process.stderr.write(`${name}: committing ${events} events at ${rate}/s\n`);
    const payloads = Array.from({ length: events }, (_, i) => JSON.stringify(payload(i)));
    // A first query learns the array types: until then the client sends an array as a plain string.
    await writers`SELECT 1`;
    const cpuBefore = process.cpuUsage();
    const firstCommit = Date.now();
    const committed = await commitEvents(writers, payloads);
    await Promise.race([receivers.complete, new Promise((resolve) => setTimeout(resolve, 120_000))]);
    const cpu = process.cpuUsage(cpuBefore);
    const report = await receivers.report();
    const firstSeen = new Map(report.healthyFirstSeen);
    const lastDelivery = Math.max(...firstSeen.values());
    const latencies = [...committed]
      .map(([id, at]) => (firstSeen.get(id) ?? Number.NaN) - at)
      .sort((a, b) => a - b);
    await loop.close().catch(() => {});
    return {
      healthyDelivered: firstSeen.size,
      healthyDeliveriesPerSecond: round(firstSeen.size / ((lastDelivery - firstCommit) / 1000)),
      // The rate the outbox was written at (the last commit's answer): below --rate, the commits were the bound.
      commitsPerSecond: round(committed.size / ((Math.max(...committed.values()) - firstCommit) / 1000)),
      commitToFirstAttemptMs: {
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? 0),
      },
      ...(name === 'together'
        ? { slowRequests: report.requests.slow, failingRequests: report.requests.failing }
        : {}),
      // CPU of this process (the commits and the dispatcher) and of the receivers', from the first commit until
      // the healthy receiver had every event.
      cpuMs: { bench: Math.round((cpu.user + cpu.system) / 1000), receivers: report.cpuMs },
    };
  } finally {
    await receivers.close();
    await writers.end({ timeout: 1 });
    await sql.end({ timeout: 1 });
    await database.close();
  }
}

const alone = await phase('alone');
const together = await phase('together');
const result = {
  benchmark: 'webhooks',
  parameters: { events, rate, perEndpoint, intervalMs, slowMs },
  alone,
  together,
  lagRatio: round(together.commitToFirstAttemptMs.p99 / Math.max(1, alone.commitToFirstAttemptMs.p99)),
  targets: { healthyDeliveriesPerSecond: 2000, p99CommitToFirstAttemptMs: 1000, lagRatio: 1.2 },
  machine: machineInfo(loadAtStart),
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
process.exit(0);

/**
 * Payments collected per second on the production profile (PostgreSQL server), with the built-in sandbox
 * provider: `--invoices` FINALIZED invoices (default 10,000) across `--customers` customers each holding a
 * tok_success card, collected by `--concurrency` callers of `createPayment` in this process (the verb the api
 * route calls; the sandbox is in-process, so this measures our own overhead: the payment row, the attempt
 * committed before the call, the provider's ledger row, the recorded outcome, the invoice PAID with its events).
 * Reports payments/s, the payment latency (create to SUCCEEDED) and the attempt latency (attempt row written to
 * outcome recorded, from the rows' own timestamps). JSON on stdout, progress on stderr.
 *
 *   npm run payments -w bench [-- --invoices 10000 --customers 100 --concurrency 32]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parseMasterKeys, systemClock } from '@billing/core';
import { connectPostgres } from '@billing/db';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import { createContract, createCustomer, createOrganization, createRateCard } from '@billing/domain';
import {
  createPayment,
  createPaymentMethod,
  createProviderConnection,
  createProviderFactory,
  type PaymentServices,
} from '@billing/payments';
import { loadAverage1m, machineInfo } from './lib/machine.ts';
import { percentile, round2 } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: '10000' },
    customers: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '32' },
  },
});
const invoices = Number(values.invoices);
const customers = Math.min(Number(values.customers), invoices);
const concurrency = Number(values.concurrency);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL;
const loadAtStart = loadAverage1m();

const round = round2;

const database = await createTestPostgres(serverUrl);
const sql = connectPostgres(database.url, concurrency + 2);
try {
  const system = { sql, clock: systemClock };
  await createOrganization(system, { id: 'bench', displayName: 'Bench' });
  const ctx = { ...system, organization: 'bench', pageSecret: 'bench' };
  const services: PaymentServices = {
    keyring: parseMasterKeys(`bench:${randomBytes(32).toString('base64')}`),
    providers: createProviderFactory(sql, systemClock),
  };
  await createProviderConnection(ctx, services, {
    providerConnectionId: 'sandbox',
    providerConnection: { providerType: 'sandbox' },
  });
  process.stderr.write(`seeding ${customers} customers and ${invoices} FINALIZED invoices\n`);
  await createRateCard(ctx, { currencyCode: 'USD' }, 'card');
  for (let c = 0; c < customers; c++) {
    const id = `c-${c}`;
    await createCustomer(ctx, { displayName: id, currencyCode: 'USD' }, id);
    const terms = {
      rateCard: 'rateCards/card',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
    };
    await createContract(ctx, id, terms, 'k');
    await createPaymentMethod(ctx, services, id, {
      paymentMethodId: 'card',
      setupToken: 'tok_success',
      paymentMethod: { providerConnection: 'providerConnections/sandbox' },
    });
  }
  // Written as a finalize leaves them (status, number, total), in hourly periods before the contracts start.
  const rows = Array.from({ length: invoices }, (_, i) => ({
    organization_id: 'bench',
    customer_id: `c-${i % customers}`,
    id: `inv-${i}`,
    contract_id: 'k',
    period_start: new Date(Date.UTC(2000, 0, 1) + i * 3_600_000),
    period_end: new Date(Date.UTC(2000, 0, 1) + (i + 1) * 3_600_000),
    status: 'FINALIZED',
    number: i + 1,
    currency_code: 'USD',
    subtotal: '19.99',
    total: '19.99',
    create_time: new Date(),
    update_time: new Date(),
    finalize_time: new Date(),
    stale: false,
  }));
  for (let i = 0; i < rows.length; i += 1000) await sql`INSERT INTO invoices ${sql(rows.slice(i, i + 1000))}`;

  process.stderr.write(`collecting with ${concurrency} callers\n`);
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < invoices; i = next++) {
        const customer = `c-${i % customers}`;
        const t0 = performance.now();
        const payment = await createPayment(
          ctx,
          services,
          customer,
          {
            invoice: `customers/${customer}/invoices/inv-${i}`,
          },
          `pay-${i}`,
          undefined,
        );
        latencies.push(performance.now() - t0);
        if (payment.status !== 'SUCCEEDED') failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const [attempts] = await sql<{ p50: number; p99: number; n: string }[]>`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50,
      percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99, count(*) AS n
    FROM (SELECT extract(epoch FROM update_time - create_time) * 1000 AS ms FROM payment_attempts
      WHERE organization_id = 'bench') a`;
  const [paid] = await sql<{ n: string }[]>`
    SELECT count(*) AS n FROM invoices WHERE organization_id = 'bench' AND status = 'PAID'`;
  const [charged] = await sql<{ n: string }[]>`
    SELECT count(*) AS n FROM sandbox_charges WHERE organization_id = 'bench' AND succeeded`;
  const result = {
    benchmark: 'payments',
    profile: 'production (PostgreSQL server), sandbox provider in-process',
    invoices,
    customers,
    concurrency,
    seconds: round(seconds),
    paymentsPerSecond: round(invoices / seconds),
    paymentLatencyMs: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)) },
    attemptLatencyMs: {
      p50: round(Number(attempts!.p50)),
      p99: round(Number(attempts!.p99)),
      attempts: Number(attempts!.n),
    },
    failed,
    invoicesPaid: Number(paid!.n),
    providerCharges: Number(charged!.n),
    machine: machineInfo(loadAtStart),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await sql.end();
  await database.close();
}

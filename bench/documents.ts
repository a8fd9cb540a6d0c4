/**
 * Invoice documents (docs/documents.md) on the production profile's database (a PostgreSQL server): `--invoices`
 * FINALIZED invoices (default 10,000) of `--lines` lines each (default 20) across 100 customers, each rendered
 * to a PDF by `renderInvoiceDocument` with the render pool, the path of the API's document route (the invoice,
 * its lines and its snapshot read from PostgreSQL on the event loop, the PDF drawn by a pool thread). The pool is
 * the api's: `createRenderPool` with DOCUMENT_RENDER_THREADS (default one a core) and DOCUMENT_RENDER_QUEUE from
 * the environment, read by the same `loadConfig`. Measured in this process:
 *   (a) latency: one 20-line invoice rendered `--samples` times (default 1,000) after a warm-up, one at a time:
 *       p50, p99, max;
 *   (b) throughput: every invoice rendered once, `--concurrency` at a time (default twice the pool's threads: a
 *       thread has the next document waiting while the event loop reads it): seconds for all and documents/s, and
 *       the event loop's delay meanwhile (p99, max: the loop stays free while the threads draw);
 *   (c) render only: the same 20-line document drawn in this thread without the database, p50 and p99 (what one
 *       PDF costs).
 * Every PDF is checked to start with %PDF- and the sampled one to be the same bytes each time.
 * Targets: p99 <= 50 ms for a 20-line invoice; 10,000 documents in <= 60 s. JSON on stdout (also
 * bench/results/documents.json unless --no-save), progress on stderr.
 *
 *   npm run documents -w bench [-- --invoices 10000 --lines 20 --samples 1000 --concurrency 4 --no-save]
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, systemClock } from '@billing/core';
import { connectPostgres } from '@billing/db';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import { createRenderPool, renderInvoicePdf } from '@billing/documents';
import {
  createContract,
  createCustomer,
  createOrganization,
  createRateCard,
  renderInvoiceDocument,
  updateOrganization,
} from '@billing/domain';
import { percentile } from './lib/closed-loop.ts';
import { loadAverage1m, machineInfo } from './lib/machine.ts';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: '10000' },
    lines: { type: 'string', default: '20' },
    samples: { type: 'string', default: '1000' },
    concurrency: { type: 'string' },
    'no-save': { type: 'boolean', default: false },
  },
});
const invoices = Number(values.invoices);
const lineCount = Number(values.lines);
const samples = Number(values.samples);
const CUSTOMERS = Math.min(100, invoices);
const config = loadConfig(process.env);
const pool = createRenderPool({ threads: config.documentRenderThreads, queue: config.documentRenderQueue });
const concurrency = Number(values.concurrency ?? 2 * config.documentRenderThreads);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL;
const loadAtStart = loadAverage1m();

const round = (n: number) => Math.round(n * 100) / 100;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
};

const database = await createTestPostgres(serverUrl);
const sql = connectPostgres(database.url, Math.max(4, concurrency));
try {
  const system = { sql, clock: systemClock };
  await createOrganization(system, { id: 'bench', displayName: 'Bench', defaultCurrencyCode: 'EUR' });
  const ctx = { ...system, organization: 'bench', pageSecret: 'bench' };
  await updateOrganization(
    ctx,
    {
      invoiceSettings: {
        legalName: 'Bench Énergie SAS',
        address: {
          addressLines: ['1 place de la Bourse'],
          postalCode: '75002',
          locality: 'Paris',
          regionCode: 'FR',
        },
        email: 'factures@bench.example',
        numberPrefix: 'BEN-',
        footer: 'IBAN FR76 3000 6000 0112 3456 7890 189 · BIC AGRIFRPP\nPayable sous 30 jours.',
        locale: 'fr-FR',
      },
    },
    'invoiceSettings',
  );
  process.stderr.write(`seeding ${CUSTOMERS} customers, ${invoices} invoices of ${lineCount} lines\n`);
  await createRateCard(ctx, { currencyCode: 'EUR' }, 'card');
  for (let c = 0; c < CUSTOMERS; c++) {
    const id = `c-${c}`;
    await createCustomer(
      ctx,
      {
        displayName: id,
        currencyCode: 'EUR',
        billingProfile: {
          legalName: `Kunde ${c} Müller & Söhne GmbH`,
          address: {
            addressLines: [`Hauptstraße ${c + 1}`],
            postalCode: '10115',
            locality: 'Berlin',
            regionCode: 'DE',
          },
          billingEmail: `ap-${c}@kunde.example`,
        },
      },
      id,
    );
    const terms = {
      rateCard: 'rateCards/card',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
    };
    await createContract(ctx, id, terms, 'k');
  }
  // Written as a finalize leaves them: DRAFTs with their lines, then moved to FINALIZED with a number (which takes
  // their snapshot), in hourly periods before the contracts start. Line i: 1,000 x (i + 1) units at 0.0025 €.
  const lineAmount = (i: number) => (2.5 * (i + 1)).toFixed(2);
  const invoiceTotal =
    Array.from({ length: lineCount }, (_, i) => 250 * (i + 1)).reduce((a, b) => a + b, 0) / 100;
  const batch = 500;
  for (let start = 0; start < invoices; start += batch) {
    const ids = Array.from({ length: Math.min(batch, invoices - start) }, (_, k) => start + k);
    const finalizeTime = new Date(Date.UTC(2001, 0, 1));
    await sql`INSERT INTO invoices ${sql(
      ids.map((i) => ({
        organization_id: 'bench',
        customer_id: `c-${i % CUSTOMERS}`,
        id: `inv-${i}`,
        contract_id: 'k',
        period_start: new Date(Date.UTC(2000, 0, 1) + i * 3_600_000),
        period_end: new Date(Date.UTC(2000, 0, 1) + (i + 1) * 3_600_000),
        status: 'DRAFT',
        currency_code: 'EUR',
        subtotal: invoiceTotal.toFixed(2),
        total: invoiceTotal.toFixed(2),
        create_time: finalizeTime,
        update_time: finalizeTime,
        stale: false,
      })),
    )}`;
    const lines = ids.flatMap((i) =>
      Array.from({ length: lineCount }, (_, l) => ({
        organization_id: 'bench',
        customer_id: `c-${i % CUSTOMERS}`,
        invoice_id: `inv-${i}`,
        position: l,
        id: `l-${l}`,
        description: `Appels API région eu-west-${l + 1}`,
        product: 'products/api',
        rate_id: 'r-api',
        start_time: new Date(Date.UTC(2000, 0, 1) + i * 3_600_000),
        end_time: new Date(Date.UTC(2000, 0, 1) + (i + 1) * 3_600_000),
        quantity: String(1000 * (l + 1)),
        unit_price: '0.0025',
        subtotal: lineAmount(l),
        total: lineAmount(l),
      })),
    );
    for (let k = 0; k < lines.length; k += 4000) {
      await sql`INSERT INTO invoice_lines ${sql(lines.slice(k, k + 4000))}`;
    }
    await sql`
      UPDATE invoices SET status = 'FINALIZED', number = seq, finalize_time = ${finalizeTime}
      WHERE organization_id = 'bench' AND id IN ${sql(ids.map((i) => `inv-${i}`))}`;
  }

  // The route's path: the verb, the PDF drawn by the pool.
  const render = (customer: string, invoice: string) =>
    renderInvoiceDocument(ctx, customer, invoice, 'pdf', pool);

  // (a) latency of one 20-line invoice through the verb; the warm-up also starts every thread of the pool.
  const sample = await render('c-0', 'inv-0');
  for (let i = 0; i < 50; i++) {
    await Promise.all(Array.from({ length: config.documentRenderThreads }, () => render('c-0', 'inv-0')));
  }
  process.stderr.write(`latency: ${samples} renders of one invoice\n`);
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const document = await render('c-0', 'inv-0');
    latencies.push(performance.now() - t0);
    if (document.sha256 !== sample.sha256) throw new Error('the same invoice rendered to other bytes');
  }

  // (b) every invoice once, `concurrency` at a time.
  process.stderr.write(
    `throughput: ${invoices} invoices, ${concurrency} at a time on ${config.documentRenderThreads} threads\n`,
  );
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  let bytes = 0;
  let next = 0;
  const renderNext = async (): Promise<void> => {
    for (let i = next++; i < invoices; i = next++) {
      const document = await render(`c-${i % CUSTOMERS}`, `inv-${i}`);
      if (document.body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`inv-${i} is not a PDF`);
      bytes += document.body.length;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, renderNext));
  const seconds = (performance.now() - started) / 1000;
  loopDelay.disable();

  // (c) the PDF alone, from a document already read.
  const view = {
    status: 'FINALIZED' as const,
    number: 'BEN-1',
    currencyCode: 'EUR',
    locale: 'fr-FR',
    timeZone: 'UTC',
    issueTime: new Date(Date.UTC(2001, 0, 1)),
    periodStart: new Date(Date.UTC(2000, 0, 1)),
    periodEnd: new Date(Date.UTC(2000, 0, 1, 1)),
    issuer: { legalName: 'Bench Énergie SAS', email: 'factures@bench.example' },
    customer: { legalName: 'Kunde 0 Müller & Söhne GmbH' },
    lines: Array.from({ length: lineCount }, (_, l) => ({
      description: `Appels API région eu-west-${l + 1}`,
      quantity: String(1000 * (l + 1)),
      unitPrice: '0.0025',
      amount: lineAmount(l),
      credit: '0.00',
    })),
    subtotal: invoiceTotal.toFixed(2),
    credit: '0.00',
    taxes: [{ label: '', amount: '0.00' }],
    total: invoiceTotal.toFixed(2),
    amountPaid: '0.00',
    amountDue: invoiceTotal.toFixed(2),
    footer: 'IBAN FR76 3000 6000 0112 3456 7890 189',
    creationDate: new Date(Date.UTC(2001, 0, 1)),
  };
  const renders: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await renderInvoicePdf(view);
    renders.push(performance.now() - t0);
  }

  const latency = summary(latencies);
  const result = {
    benchmark: 'documents',
    machine: machineInfo(),
    loadAverage1m: { start: loadAtStart, end: loadAverage1m() },
    parameters: {
      invoices,
      lines: lineCount,
      samples,
      concurrency,
      renderThreads: config.documentRenderThreads,
      renderQueue: config.documentRenderQueue,
    },
    latencyMs: latency,
    throughput: {
      invoices,
      seconds: round(seconds),
      documentsPerSecond: round(invoices / seconds),
      meanPdfBytes: Math.round(bytes / invoices),
      eventLoopDelayMs: {
        p99: round(loopDelay.percentile(99) / 1e6),
        max: round(loopDelay.max / 1e6),
      },
    },
    renderOnlyMs: summary(renders),
    targets: {
      p99Ms: 50,
      p99Met: latency.p99 <= 50,
      seconds10k: 60,
      seconds10kMet: invoices >= 10_000 ? seconds <= 60 : null,
    },
  };
  const json = JSON.stringify(result, null, 2);
  process.stdout.write(`${json}\n`);
  if (!values['no-save']) {
    const file = join(fileURLToPath(new URL('.', import.meta.url)), 'results', 'documents.json');
    await writeFile(file, `${json}\n`);
  }
} finally {
  await pool.close();
  await sql.end();
  await database.close();
}

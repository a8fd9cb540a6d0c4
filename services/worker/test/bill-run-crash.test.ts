/**
 * Crash safety of bill runs (issue 11): a real `billing start` process on the production-like profile of the
 * ingest crash test (a fresh PostgreSQL database, Redis under a fresh key prefix, chdb in a temporary data
 * directory) is killed with SIGKILL while its bill run is finalizing, then started again; the run at start-up
 * finishes the work. Afterwards: exactly one invoice per contract and period, numbers 1..n without a gap, each
 * invoice finalized once (one `invoice.finalized` outbox row each), frozen lines that add up to its total, and
 * every total right. A real kill, not an injected fault: the transaction in flight at the kill is lost whole.
 *
 * The service runs on the real clock: contracts start on the first of the month three months ago (UTC, anchor
 * 1), so their periods that ended over a day ago are due. The schedule's own passes are pushed out of the way:
 * the pass every start-up begins with is the one under test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@billing/core';
import type { TestDatabase } from '@billing/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeKeysWithPrefix } from '../../../test/tools/redis-prefix.ts';
import { type ServiceProcess, serviceEnv, startServiceProcess } from '../../../test/tools/service-process.ts';
import { createTestOrganization } from '../../../test/tools/test-organization.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONTRACTS = 120;
const ORG = 'crash-billing';
const HOUR_MS = 3_600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 00:00 UTC on the first of the month `offset` months from now's. */
function monthStart(offset: number): Date {
  const now = systemClock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** Seats of customer i: 1..5, so totals differ between contracts. */
const seatsOf = (i: number) => (i % 5) + 1;

describe('bill runs: crash safety (PostgreSQL + Redis + chdb in one process)', () => {
  const prefix = `bill-crash-${randomBytes(6).toString('hex')}:`;
  let db: TestDatabase;
  let dataDir: string;
  let key: string;
  let running: ServiceProcess | undefined;

  const env = (): NodeJS.ProcessEnv =>
    serviceEnv(
      { databaseUrl: db.url, redisUrl: REDIS_URL, redisKeyPrefix: prefix, dataDir },
      {
        BILL_RUN_INTERVAL_MS: String(24 * HOUR_MS),
        // Small batches (one transaction each when finalizing): the kill can land between two of them.
        BILL_RUN_BATCH_SIZE: '20',
      },
    );

  const count = async (query: string) => {
    const [row] = await db.sql.unsafe<{ n: string }[]>(query, [ORG]);
    return Number(row!.n);
  };

  async function api(path: string, body: unknown) {
    const response = await fetch(`${running!.apiUrl}/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  }

  beforeAll(async () => {
    ({ db, key } = await createTestOrganization(ORG, ORG));
    dataDir = await mkdtemp(join(tmpdir(), 'billing-bill-crash-'));
  });

  afterAll(async () => {
    if (running) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    await removeKeysWithPrefix(REDIS_URL, prefix).catch(() => {});
    await db?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and doubles nothing when killed while finalizing', { timeout: 240_000 }, async () => {
    const start = monthStart(-3);
    // Periods [m, m+1) from the start; due once their end + 24 h has passed.
    const now = systemClock.now().getTime();
    const due = [-3, -2, -1, 0].filter((m) => monthStart(m + 1).getTime() + 24 * HOUR_MS <= now);
    expect(due.length).toBeGreaterThanOrEqual(2);
    const expectedInvoices = CONTRACTS * due.length;

    running = await startServiceProcess(env());
    await api('products?productId=seats', { type: 'SUBSCRIPTION', displayName: 'Seats' });
    await api('rateCards?rateCardId=card', {
      currencyCode: 'USD',
      rates: [
        {
          id: 'seat',
          product: 'products/seats',
          effectivePeriod: { startTime: monthStart(-12).toISOString() },
          unit: { unitPrice: { amount: { value: '10' } } },
        },
      ],
    });
    const customers = Array.from({ length: CONTRACTS }, (_, i) => i);
    for (let i = 0; i < customers.length; i += 8) {
      await Promise.all(
        customers.slice(i, i + 8).map(async (c) => {
          await api(`customers?customerId=c${c}`, { currencyCode: 'USD' });
          await api(`customers/c${c}/contracts?contractId=k`, {
            rateCard: 'rateCards/card',
            billingAnchorDay: '1',
            effectivePeriod: { startTime: start.toISOString() },
          });
          await api(`customers/c${c}/subscriptions?subscriptionId=s`, {
            contract: `customers/c${c}/contracts/k`,
            effectivePeriod: { startTime: start.toISOString() },
            items: [{ product: 'products/seats', quantity: { value: String(seatsOf(c)) } }],
          });
        }),
      );
    }
    // Nothing finalizes before the restart: the start-up pass ran before any contract existed.
    expect(
      await count(`SELECT count(*) AS n FROM invoices WHERE organization_id = $1 AND status <> 'DRAFT'`),
    ).toBe(0);

    // A restart's first pass finalizes everything due; kill it once a part is done.
    running.child.kill('SIGTERM');
    await running.exited;
    running = await startServiceProcess(env());
    const finalizedCount = () =>
      count(`SELECT count(*) AS n FROM invoices WHERE organization_id = $1 AND status = 'FINALIZED'`);
    let atKill = 0;
    for (const deadline = systemClock.now().getTime() + 120_000; atKill < expectedInvoices / 4; ) {
      if (systemClock.now().getTime() > deadline)
        throw new Error(`no progress:\n${running.output().slice(-5000)}`);
      await sleep(5);
      atKill = await finalizedCount();
    }
    running.child.kill('SIGKILL');
    await running.exited;
    atKill = await finalizedCount();
    // The kill came in the middle of the run.
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(expectedInvoices);

    running = await startServiceProcess(env());
    for (
      const deadline = systemClock.now().getTime() + 120_000;
      (await finalizedCount()) < expectedInvoices;
    ) {
      if (systemClock.now().getTime() > deadline)
        throw new Error(`the run did not finish:\n${running.output().slice(-5000)}`);
      await sleep(200);
    }

    // One live invoice per contract and period, each due one FINALIZED, the current one a DRAFT.
    const invoices = await db.sql<
      {
        customer_id: string;
        id: string;
        period_start: Date;
        status: string;
        number: string | null;
        total: string;
        lines_total: string;
        line_count: string;
      }[]
    >`
      SELECT i.customer_id, i.id, i.period_start, i.status, i.number::text, i.total::text,
             (SELECT coalesce(sum(l.subtotal), 0)::text FROM invoice_lines l
               WHERE l.organization_id = i.organization_id AND l.invoice_id = i.id) AS lines_total,
             (SELECT count(*)::text FROM invoice_lines l
               WHERE l.organization_id = i.organization_id AND l.invoice_id = i.id) AS line_count
      FROM invoices i WHERE i.organization_id = ${ORG} ORDER BY i.customer_id, i.period_start`;
    const finalized = invoices.filter((i) => i.status === 'FINALIZED');
    expect(finalized).toHaveLength(expectedInvoices);
    expect(invoices.filter((i) => i.status !== 'FINALIZED' && i.status !== 'DRAFT')).toEqual([]);
    const periods = new Set(invoices.map((i) => `${i.customer_id} ${i.period_start.toISOString()}`));
    expect(periods.size).toBe(invoices.length);
    for (const c of customers) {
      const mine = finalized.filter((i) => i.customer_id === `c${c}`);
      expect(
        mine.map((i) => i.period_start.toISOString()),
        `c${c}`,
      ).toEqual(due.map((m) => monthStart(m).toISOString()));
      // A whole month of the customer's seats at $10; the frozen line adds up to the total.
      for (const invoice of mine) {
        expect([invoice.total, invoice.lines_total, invoice.line_count], `c${c}`).toEqual([
          `${seatsOf(c) * 10}.00`,
          `${seatsOf(c) * 10}.00`,
          '1',
        ]);
      }
    }

    // Numbers 1..n, each given once.
    expect(finalized.map((i) => Number(i.number)).sort((a, b) => a - b)).toEqual(
      finalized.map((_, k) => k + 1),
    );
    // Finalized once each: one outbox row per finalized invoice, none for the others.
    const outbox = await db.sql<{ subject: string; n: string }[]>`
      SELECT subject, count(*)::text AS n FROM outbox_events
      WHERE organization_id = ${ORG} AND type = 'invoice.finalized' GROUP BY subject`;
    expect(outbox.filter((row) => row.n !== '1')).toEqual([]);
    expect(new Set(outbox.map((row) => row.subject))).toEqual(
      new Set(finalized.map((i) => `customers/${i.customer_id}/invoices/${i.id}`)),
    );
  });
});

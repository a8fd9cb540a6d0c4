/**
 * Invoices end to end on the embedded profile (issue 11): the service started as the README says, driven through
 * the generated client (list, get, finalize before and after a period's end, void and regenerate) and
 * `billing invoices run` from the command line, both while the service runs (handed to its worker: it alone holds
 * the usage events) and while it is stopped (the command opens the data directory itself).
 *
 * The service runs on the real clock, so the periods are months counted back from now: a contract from the
 * first of the month three months ago (UTC, anchor 1) has two periods long due, the previous month's (due or not
 * depending on today) and the current one. The service's own bill-run schedule is pushed out of the test's way.
 */
import { createBillingClient } from '@billing/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingResult, makeDataDir, type RunningService, startService } from './service.ts';

const HOUR_MS = 3_600_000;
const SERVICE_ENV = { BILL_RUN_INTERVAL_MS: String(24 * HOUR_MS) };

/** 00:00 UTC on the first of the month `offset` months from now's. */
function monthStart(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString();
}

describe('invoices on the embedded profile, end to end', () => {
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let service: RunningService;
  let client: ReturnType<typeof createBillingClient>;

  const invoicesRun = async (...args: string[]) => {
    const result = await billingResult({}, data.dir, 'invoices', 'run', ...args);
    expect(result.code, result.stderr).toBe(0);
    return { summary: JSON.parse(result.stdout).billRun, stderr: result.stderr };
  };

  async function list() {
    const { data: body, response } = await client.GET('/v1/customers/{customer}/invoices', {
      params: { path: { customer: 'buyer' }, query: { pageSize: 100 } },
    });
    expect(response.status).toBe(200);
    return body!.invoices;
  }

  async function invoiceOf(periodStart: string, status?: string) {
    const found = (await list()).filter(
      (i) => i.periodStartTime === periodStart && (status === undefined || i.status === status),
    );
    expect(found, `${periodStart} ${status}`).toHaveLength(1);
    return found[0]!;
  }

  const path = (name: string) => ({ customer: 'buyer', invoice: name.split('/').at(-1)! });

  beforeAll(async () => {
    data = await makeDataDir();
    service = await startService(data.dir, SERVICE_ENV);
    client = createBillingClient({ baseUrl: service.baseUrl, apiKey: service.firstKey! });
    const from = monthStart(-12);
    await client.POST('/v1/products', {
      params: { query: { productId: 'seats' } },
      body: { type: 'SUBSCRIPTION', displayName: 'Seats' },
    });
    const card = await client.POST('/v1/rateCards', {
      params: { query: { rateCardId: 'card' } },
      body: {
        currencyCode: 'USD',
        rates: [
          {
            id: 'seat',
            product: 'products/seats',
            effectivePeriod: { startTime: from },
            unit: { unitPrice: { amount: { value: '30' } } },
          },
        ],
      },
    });
    expect(card.response.status, JSON.stringify(card.error)).toBe(200);
    await client.POST('/v1/customers', {
      params: { query: { customerId: 'buyer' } },
      body: { currencyCode: 'USD' },
    });
    const contract = await client.POST('/v1/customers/{customer}/contracts', {
      params: { path: { customer: 'buyer' }, query: { contractId: 'k' } },
      body: {
        rateCard: 'rateCards/card',
        billingAnchorDay: '1',
        effectivePeriod: { startTime: monthStart(-3) },
      },
    });
    expect(contract.response.status, JSON.stringify(contract.error)).toBe(200);
    const subscription = await client.POST('/v1/customers/{customer}/subscriptions', {
      params: { path: { customer: 'buyer' }, query: { subscriptionId: 's' } },
      body: {
        contract: 'customers/buyer/contracts/k',
        effectivePeriod: { startTime: monthStart(-3) },
        items: [{ product: 'products/seats', quantity: { value: '2' } }],
      },
    });
    expect(subscription.response.status, JSON.stringify(subscription.error)).toBe(200);
  }, 90_000);

  afterAll(async () => {
    await service?.stop();
    await data?.remove();
  });

  it('runs a bill run from the command line through the running service', async () => {
    // As of a day after the end of the month before last: the two oldest periods are due, nothing later.
    const asOf = new Date(new Date(monthStart(-1)).getTime() + 24 * HOUR_MS).toISOString();
    const { summary, stderr } = await invoicesRun('--organization', 'default', '--as-of', asOf);
    expect(stderr).toMatch(/handed to the running service/);
    expect(stderr).toMatch(/bill run: 1 organizations, .* 2 finalized, 0 failed/);
    expect(summary).toMatchObject({ organizations: 1, finalized: 2, failed: 0 });
    for (const [offset, number] of [
      [-3, '1'],
      [-2, '2'],
    ] as const) {
      // 2 seats x $30, each a whole month.
      expect(await invoiceOf(monthStart(offset))).toMatchObject({
        status: 'FINALIZED',
        number,
        total: { amount: { value: '60.00' }, currencyCode: 'USD' },
      });
    }
    expect((await invoiceOf(monthStart(0))).status).toBe('DRAFT');
  });

  it('gets, finalizes and voids through the generated client', async () => {
    const current = await invoiceOf(monthStart(0));
    const got = await client.GET('/v1/customers/{customer}/invoices/{invoice}', {
      params: { path: path(current.name) },
    });
    expect(got.data).toEqual(current);
    expect(got.data?.contract).toBe('customers/buyer/contracts/k');

    // The current period has not ended.
    const early = await client.POST('/v1/customers/{customer}/invoices/{invoice}:finalize', {
      params: { path: path(current.name) },
      body: {},
    });
    expect(early.response.status).toBe(400);
    expect(early.error?.error.status).toBe('FAILED_PRECONDITION');

    // Last month's has ended (its grace period may not have): finalized at once, with the next number.
    const last = await invoiceOf(monthStart(-1));
    const finalized = await client.POST('/v1/customers/{customer}/invoices/{invoice}:finalize', {
      params: { path: path(last.name) },
      body: { requestId: 'finalize-last' },
    });
    expect(finalized.response.status, JSON.stringify(finalized.error)).toBe(200);
    expect(finalized.data).toMatchObject({
      status: 'FINALIZED',
      number: '3',
      total: { amount: { value: '60.00' } },
    });
    // Its document through the same client: a PDF, and the HTML page with its number and total (en-US).
    const pdf = await client.GET('/v1/customers/{customer}/invoices/{invoice}/document', {
      params: { path: path(last.name) },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(pdf.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const html = await client.GET('/v1/customers/{customer}/invoices/{invoice}/document', {
      params: { path: path(last.name), query: { format: 'html' } },
      parseAs: 'text',
    });
    expect(html.data).toContain('<dt>Invoice number</dt><dd>3</dd>');
    expect(html.data).toContain('<tr class="strong"><td>Total</td><td>$60.00</td></tr>');

    const oldest = await invoiceOf(monthStart(-3));
    const voided = await client.POST('/v1/customers/{customer}/invoices/{invoice}:void', {
      params: { path: path(oldest.name) },
      body: { reason: 'reissue' },
    });
    expect(voided.data).toMatchObject({ status: 'VOID', number: '1' });
    const regenerated = await invoiceOf(monthStart(-3), 'DRAFT');
    expect(regenerated.name).not.toBe(oldest.name);
    const again = await client.POST('/v1/customers/{customer}/invoices/{invoice}:void', {
      params: { path: path(regenerated.name) },
      body: {},
    });
    expect(again.response.status).toBe(400);
    expect(again.error?.error.status).toBe('FAILED_PRECONDITION');

    const drafts = await client.GET('/v1/customers/{customer}/invoices', {
      params: { path: { customer: 'buyer' }, query: { filter: 'status = "DRAFT"' } },
    });
    expect(drafts.data?.invoices.map((i) => i.periodStartTime).sort()).toEqual([
      monthStart(-3),
      monthStart(0),
    ]);
  });

  it('finalizes the regenerated draft on the next run, and runs with the service stopped', async () => {
    const { summary } = await invoicesRun();
    expect(summary).toMatchObject({ finalized: 1, failed: 0 });
    expect(await invoiceOf(monthStart(-3), 'FINALIZED')).toMatchObject({ number: '4' });

    const future = await billingResult({}, data.dir, 'invoices', 'run', '--as-of', monthStart(2));
    expect(future.code).toBe(1);
    expect(future.stderr).toMatch(/INVALID_ARGUMENT/);
    const garbled = await billingResult({}, data.dir, 'invoices', 'run', '--as-of', 'yesterday');
    expect(garbled.code).toBe(2);
    const unknown = await billingResult({}, data.dir, 'invoices', 'run', '--organization', 'nope');
    expect(unknown).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^NOT_FOUND: organizations\/nope/),
    });

    await service.stop('SIGTERM');
    const offline = await invoicesRun('--organization', 'default');
    expect(offline.stderr).not.toMatch(/running service/);
    expect(offline.summary).toMatchObject({ organizations: 1, created: 0, finalized: 0, failed: 0 });
    service = await startService(data.dir, SERVICE_ENV);
  }, 90_000);
});

/**
 * What a preview's terms cost PostgreSQL (docs/previews.md, "Cost"): the reads that need no other's answer go out
 * together, so the terms take a fixed number of round trips, not one per statement, and a card comes with its
 * rates in one statement. Counted with a recording client over the test database: a round trip starts whenever
 * a statement is sent while none is waiting for its answer.
 */

import { loadCustomerTerms } from '@billing/charges';
import { ManualClock } from '@billing/core';
import { type Context, readCreditState, readRateCards } from '@billing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';

const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const RANGE = { startTime: new Date(MAR), endTime: new Date(APR) };

interface Recording {
  statements: string[];
  roundTrips: number;
}

/** `sql` with every statement it runs recorded; fragments (never awaited) are not statements. */
function recording(sql: Context['sql']): { sql: Context['sql']; seen: Recording } {
  const seen: Recording = { statements: [], roundTrips: 0 };
  let waiting = 0;
  const wrapped = new Proxy(sql, {
    apply(target, self, args: unknown[]) {
      const result = Reflect.apply(target, self, args);
      const strings = args[0] as { raw?: unknown } | undefined;
      if (!Array.isArray(strings) || strings.raw === undefined) return result;
      // postgres.js sends a statement when it is first awaited: count it then.
      const then = result.then.bind(result);
      let sent = false;
      // biome-ignore lint/suspicious/noThenProperty: the statement's own then, wrapped to see it sent and answered
      result.then = (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) => {
        if (!sent) {
          sent = true;
          if (waiting === 0) seen.roundTrips++;
          waiting++;
          seen.statements.push((strings as string[]).join('?').replace(/\s+/g, ' ').trim());
          return then(
            (value: unknown) => {
              waiting--;
              return resolve(value);
            },
            (error: unknown) => {
              waiting--;
              return reject(error);
            },
          );
        }
        return then(resolve, reject);
      };
      return result;
    },
  });
  return { sql: wrapped, seen };
}

describe('a preview’s terms in PostgreSQL', () => {
  const clock = new ManualClock('2026-03-12T00:00:00.000Z');
  let h: Harness;

  async function post(path: string, body: unknown) {
    return ok(await h.call('POST', `/v1/${path}`, body));
  }

  function context() {
    const { sql, seen } = recording(h.db.sql);
    const ctx: Context = { organization: 'acme', clock, sql, pageSecret: '' };
    return { ctx, seen };
  }

  beforeAll(async () => {
    h = await startHarness('postgres', { clock, events: 'none' });
    await post('meters?meterId=tokens', { eventType: 'tokens', aggregation: 'SUM', valueProperty: 'tokens' });
    await post('products?productId=tokens', {
      type: 'USAGE',
      displayName: 'Tokens',
      meter: 'meters/tokens',
      pricingGroupKeys: [],
      presentationGroupKeys: [],
    });
    const rate = (value: string, effectivePeriod: Record<string, string>) => ({
      product: 'products/tokens',
      effectivePeriod,
      unit: { unitPrice: { amount: { value } } },
    });
    await post('rateCards?rateCardId=priced', {
      currencyCode: 'USD',
      rates: [
        rate('0.2', { startTime: '2026-03-15T00:00:00Z' }),
        rate('0.1', { startTime: '2026-01-01T00:00:00Z', endTime: '2026-03-15T00:00:00Z' }),
      ],
    });
    await post('rateCards?rateCardId=empty', { currencyCode: 'USD', rates: [] });
    await post('customers?customerId=c', { currencyCode: 'USD' });
    await post('customers/c/contracts?contractId=k', {
      rateCard: 'rateCards/priced',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
    });
    await post('customers/c/contracts/k:scheduleAmendment', {
      amendment: { reason: 'test', effectiveTime: '2026-03-20T00:00:00Z', rateCard: 'rateCards/empty' },
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('reads the terms in four round trips, the reads that need no other answer together', async () => {
    const { ctx, seen } = context();
    const terms = await loadCustomerTerms(ctx, 'c', RANGE);
    expect(terms.contracts.map((c) => [c.name, c.amendments.length])).toEqual([
      ['customers/c/contracts/k', 1],
    ]);
    expect([...terms.rates.keys()]).toEqual(['priced', 'empty']);
    expect([...terms.products.keys()]).toEqual(['products/tokens']);
    // Customer, organization, contracts and amendments, subscriptions and theirs; cards; products; meters.
    expect(seen.roundTrips).toBeLessThanOrEqual(4);
    expect(seen.statements).toHaveLength(9);
  });

  it('reads cards with their rates in one statement, a card without rates kept with its currency', async () => {
    const { ctx, seen } = context();
    const cards = await readRateCards(ctx, ['empty', 'priced', 'missing']);
    expect(seen.statements).toHaveLength(1);
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect([...byId.keys()].sort()).toEqual(['empty', 'priced']);
    expect(byId.get('empty')).toEqual({ id: 'empty', currencyCode: 'USD', rates: [] });
    const priced = byId.get('priced')!;
    expect(priced.currencyCode).toBe('USD');
    // In rate id order, each with its own price.
    const ids = priced.rates.map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
    const prices = priced.rates.map(
      (r) => (r.pricing as { unit: { unitPrice: { amount: { value: string } } } }).unit,
    );
    expect(prices.map((u) => u.unitPrice.amount.value).sort()).toEqual(['0.1', '0.2']);
    expect(priced.rates.map((r) => r.product)).toEqual(['products/tokens', 'products/tokens']);
  });

  it('reads the credit state, grants and commitments, in one round trip', async () => {
    const { ctx, seen } = context();
    await readCreditState(ctx, 'c', 'USD', new Date(APR));
    expect(seen.statements).toHaveLength(2);
    expect(seen.roundTrips).toBe(1);
  });
});

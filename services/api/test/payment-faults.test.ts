/**
 * Fault injection over random schedules (issue 13): workers killed between the provider call and the commit (and
 * before the call), timeouts after the provider charged (and before it heard), duplicated and reordered retries,
 * due jobs run late, two workers racing one payment, a second payment for the same invoice. Afterwards every
 * invoice is charged at most once at the provider, and the invoice and its payments say what the provider did.
 */
import { ApiError, ManualClock } from '@billing/core';
import type { Context } from '@billing/domain';
import {
  collectPayment,
  createPayment,
  createProviderFactory,
  findDuePayments,
  type PaymentServices,
  retryPayment,
} from '@billing/payments';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';
import { chaos, finalizedInvoices, Killed, payableCustomer } from './payment-fixtures.ts';

const FAULTS = ['none', 'none', 'killBefore', 'killAfter', 'timeoutBefore', 'timeoutAfter'] as const;

const METHODS = [
  'success',
  'timeout',
  'insufficient-funds',
  'provider-error',
  'lost-card',
  'authentication-required',
];
const PAYS = new Set(['success', 'timeout']);

type Action =
  | { kind: 'collect' }
  | { kind: 'race' }
  | { kind: 'retry' }
  | { kind: 'retryTwice' }
  | { kind: 'second' }
  | { kind: 'travel'; ms: number }
  | { kind: 'due' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ kind: 'collect' as const }),
  fc.constant({ kind: 'race' as const }),
  fc.constant({ kind: 'retry' as const }),
  fc.constant({ kind: 'retryTwice' as const }),
  fc.constant({ kind: 'second' as const }),
  fc.constant({ kind: 'due' as const }),
  fc
    .constantFrom(60_000, 5 * 60_000, 86_400_000, 3 * 86_400_000)
    .map((ms) => ({ kind: 'travel' as const, ms })),
);

describe('payments under injected faults (postgres)', () => {
  let h: Harness;
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'));
  let run = 0;

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    await payableCustomer(h, 'acme', 'faults', h.keyA);
    for (const id of ['main', 'backup']) {
      ok(
        await h.call('POST', '/v1/providerConnections', {
          providerConnectionId: id,
          providerConnection: { providerType: 'sandbox' },
        }),
      );
    }
    ok(
      await h.call('PATCH', '/v1/routingPolicy?updateMask=rules', {
        rules: [
          { providerConnection: 'providerConnections/main' },
          { providerConnection: 'providerConnections/backup' },
        ],
      }),
    );
    for (const m of METHODS) {
      ok(
        await h.call('POST', '/v1/customers/faults/paymentMethods', {
          paymentMethodId: m,
          setupToken: `tok_${m.replaceAll('-', '_')}`,
          paymentMethod: { providerConnection: 'providerConnections/main' },
        }),
      );
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Runs `work` as a worker would: a kill or a refusal ends that worker's turn, nothing else. */
  async function worker(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (error instanceof Killed) return;
      if (error instanceof ApiError && ['ALREADY_EXISTS', 'FAILED_PRECONDITION'].includes(error.code)) return;
      throw error;
    }
  }

  it('charges every invoice at most once, and leaves statuses that say what the provider did', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(METHODS, { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom(...FAULTS), { maxLength: 12 }),
        fc.array(action, { minLength: 1, maxLength: 8 }),
        async (methods, faults, actions) => {
          const n = run++;
          const [invoice] = await finalizedInvoices(h, 'acme', 'faults', 1, '7.00', `f${n}`);
          const invoiceId = invoice!.split('/').at(-1)!;
          const services: PaymentServices = {
            keyring: h.payments.keyring,
            providers: chaos(createProviderFactory(h.db.sql, clock), [...faults]),
          };
          const ctx: Context = { organization: 'acme', clock, sql: h.db.sql, pageSecret: '' };
          const candidates = methods.map((m) => `customers/faults/paymentMethods/${m}`).join(',');
          const ids = [`p${n}`];
          await worker(() => createPayment(ctx, services, 'faults', { invoice }, ids[0], candidates));
          for (const a of actions) {
            const id = ids.at(-1)!;
            switch (a.kind) {
              case 'collect':
                await worker(() => collectPayment(ctx, services, 'faults', id));
                break;
              case 'race':
                await Promise.all([
                  worker(() => collectPayment(ctx, services, 'faults', id)),
                  worker(() => collectPayment(ctx, services, 'faults', id)),
                ]);
                break;
              case 'retry':
                await worker(() => retryPayment(ctx, services, 'faults', id, {}));
                break;
              case 'retryTwice':
                await Promise.all([
                  worker(() => retryPayment(ctx, services, 'faults', id, {})),
                  worker(() => retryPayment(ctx, services, 'faults', id, {})),
                ]);
                break;
              case 'second': {
                const second = `p${n}-${ids.length}`;
                ids.push(second);
                await worker(() => createPayment(ctx, services, 'faults', { invoice }, second, candidates));
                // Refused (ALREADY_EXISTS, FAILED_PRECONDITION): the first payment stays the one worked on.
                const [made] = await h.db.sql`
                  SELECT 1 FROM payments WHERE organization_id = 'acme' AND customer_id = 'faults' AND id = ${second}`;
                if (!made) ids.pop();
                break;
              }
              case 'travel':
                clock.advance(a.ms);
                break;
              case 'due':
                // A late, possibly repeated, due job: the schedule's pass for whatever is due now.
                for (const due of await findDuePayments(ctx, 1000)) {
                  if (due.customerId === 'faults') {
                    await worker(() => collectPayment(ctx, services, 'faults', due.paymentId));
                  }
                }
                break;
            }
          }
          // Settle without faults: the schedule runs until nothing is due (retry days included).
          const calm: PaymentServices = { ...services, providers: createProviderFactory(h.db.sql, clock) };
          for (let i = 0; i < 8; i++) {
            clock.advance(15 * 86_400_000);
            for (const id of ids) await worker(() => collectPayment(ctx, calm, 'faults', id));
          }

          const charges = await h.db.sql<{ idempotency_key: string }[]>`
            SELECT idempotency_key FROM sandbox_charges
            WHERE organization_id = 'acme' AND invoice = ${invoice!} AND succeeded`;
          const payments = await h.db.sql<{ id: string; status: string }[]>`
            SELECT id, status FROM payments
            WHERE organization_id = 'acme' AND customer_id = 'faults' AND invoice_id = ${invoiceId}`;
          const attempts = await h.db.sql<{ payment_id: string; idempotency_key: string; outcome: string }[]>`
            SELECT payment_id, idempotency_key, outcome FROM payment_attempts
            WHERE organization_id = 'acme' AND customer_id = 'faults' AND payment_id = ANY(${ids})`;
          const [inv] = await h.db.sql<{ status: string }[]>`
            SELECT status FROM invoices WHERE organization_id = 'acme' AND customer_id = 'faults' AND id = ${invoiceId}`;
          const label = JSON.stringify({ methods, faults, actions, charges, payments, attempts });
          // At most once at the provider.
          expect(charges.length, label).toBeLessThanOrEqual(1);
          // Nothing left unknown, nothing left open.
          expect(
            attempts.filter((x) => x.outcome === 'UNKNOWN'),
            label,
          ).toEqual([]);
          expect(
            payments.filter((p) => p.status === 'PENDING' || p.status === 'PROCESSING'),
            label,
          ).toEqual([]);
          const succeeded = payments.filter((p) => p.status === 'SUCCEEDED');
          // Our records and the provider's agree: a success is the charge's, and the invoice is PAID for it.
          const paid = attempts.filter((x) => x.outcome === 'SUCCEEDED');
          expect(
            paid.map((x) => x.idempotency_key),
            label,
          ).toEqual(charges.map((c) => c.idempotency_key));
          expect(succeeded.length, label).toBe(charges.length);
          expect(inv!.status, label).toBe(charges.length === 1 ? 'PAID' : 'FINALIZED');
          // And the outcome is the methods': collected exactly when one of them pays.
          expect(charges.length === 1, label).toBe(methods.some((m) => PAYS.has(m)));
        },
      ),
      { numRuns: 200 },
    );
  });
});

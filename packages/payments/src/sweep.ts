/**
 * The reconciliation sweep (docs/payments.md): the provider's charges for this organization's invoices, by their
 * metadata, matched to our attempts by idempotency key. A successful charge with no attempt, with an attempt we
 * recorded as FAILED, or a second success for an invoice already collected, is a discrepancy: recorded once,
 * announced (outbox), counted (the caller's metric) and refunded where the provider type allows it. An attempt
 * still UNKNOWN is the engine's to reconcile, not a discrepancy.
 */
import { withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import { outboxEvent, readInvoicesForPayment, writeOutboxEvent } from '@billing/domain';
import { loadProviderConnectionRow } from './connections/get.ts';
import { providerFor } from './connections/provider-for.ts';
import { providerConnectionName } from './connections/resource.ts';
import { PROVIDER_REFUNDS, type ProviderCharge } from './providers/provider.ts';
import type { PaymentServices } from './services.ts';

/** How far back each pass looks: past Stripe's 24 hours of idempotency, with room for a sweep that was down. */
export const SWEEP_WINDOW_MS = 7 * 86_400_000;

export const DISCREPANCY_KINDS = [
  'NO_ATTEMPT',
  'ATTEMPT_NOT_SUCCEEDED',
  'SECOND_SUCCESS',
  'PAID_ELSEWHERE',
] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

export interface Discrepancy {
  kind: DiscrepancyKind;
  reference: string;
  invoice: string;
  refunded: boolean;
}

export interface SweepResult {
  /** Charges of ours the provider listed. */
  seen: number;
  /** Discrepancies found for the first time in this pass. */
  flagged: Discrepancy[];
}

/**
 * Classifies the successful charges of one invoice; pure, so the rules read in one place. An invoice paid
 * elsewhere (`:markPaid`) needed no charge: each one that succeeded is a duplicate (PAID_ELSEWHERE), even the
 * one our attempt accounts for and one whose attempt is still UNKNOWN.
 */
export function classifyCharges(
  charges: readonly ProviderCharge[],
  outcomes: ReadonlyMap<string, string>,
  paidElsewhere = false,
): Array<{ charge: ProviderCharge; kind: DiscrepancyKind }> {
  const accounted = charges.find((c) => outcomes.get(c.idempotencyKey) === 'SUCCEEDED');
  const out: Array<{ charge: ProviderCharge; kind: DiscrepancyKind }> = [];
  for (const charge of charges) {
    // Paid elsewhere, even an attempt still UNKNOWN: `:markPaid` canceled its payment, the engine will not act.
    if (paidElsewhere) {
      out.push({ charge, kind: 'PAID_ELSEWHERE' });
      continue;
    }
    const outcome = outcomes.get(charge.idempotencyKey);
    if (outcome === 'UNKNOWN') continue;
    if (charge === accounted) continue;
    if (accounted) out.push({ charge, kind: 'SECOND_SUCCESS' });
    else out.push({ charge, kind: outcome === undefined ? 'NO_ATTEMPT' : 'ATTEMPT_NOT_SUCCEEDED' });
  }
  return out;
}

export async function sweepProviderConnection(
  ctx: Context,
  services: PaymentServices,
  connectionId: string,
): Promise<SweepResult> {
  const connection = await loadProviderConnectionRow(ctx, connectionId);
  const provider = providerFor(ctx, services, connection);
  const since = new Date(ctx.clock.now().getTime() - SWEEP_WINDOW_MS);
  const byInvoice = new Map<string, ProviderCharge[]>();
  let seen = 0;
  for await (const charge of provider.listCharges(ctx.organization, since)) {
    seen++;
    if (!charge.succeeded) continue;
    byInvoice.set(charge.invoice, [...(byInvoice.get(charge.invoice) ?? []), charge]);
  }
  const keys = [...byInvoice.values()].flat().map((c) => c.idempotencyKey);
  const attempts = await ctx.sql<{ idempotency_key: string; outcome: string }[]>`
    SELECT idempotency_key, outcome FROM payment_attempts
    WHERE organization_id = ${ctx.organization} AND idempotency_key = ANY(${keys})`;
  const outcomes = new Map(attempts.map((a) => [a.idempotency_key, a.outcome]));
  // The provider names the invoice a charge was for; a name that is no invoice of ours matches nothing.
  const refs = [...byInvoice.keys()].flatMap((name) => {
    const [customers, customerId, invoices, id, ...rest] = name.split('/');
    return customers === 'customers' && invoices === 'invoices' && customerId && id && rest.length === 0
      ? [{ customerId, id }]
      : [];
  });
  const paidElsewhere = new Set(
    (await readInvoicesForPayment(ctx, refs)).filter((i) => i.paidElsewhere).map((i) => i.name),
  );
  const refundable = PROVIDER_REFUNDS[connection.provider_type];
  const flagged: Discrepancy[] = [];
  for (const [invoice, charges] of byInvoice) {
    for (const { charge, kind } of classifyCharges(charges, outcomes, paidElsewhere.has(invoice))) {
      const inserted = await withTransaction(ctx, async (tx) => {
        const now = ctx.clock.now();
        const [row] = await tx.sql`
          INSERT INTO payment_discrepancies (organization_id, provider_connection_id, provider_reference, kind,
            invoice, idempotency_key, amount, currency_code, refund_status, create_time, update_time)
          VALUES (${ctx.organization}, ${connectionId}, ${charge.reference}, ${kind}, ${charge.invoice},
            ${charge.idempotencyKey}, ${charge.amount}, ${charge.currencyCode},
            ${refundable ? 'PENDING' : 'NOT_SUPPORTED'}, ${now}, ${now})
          ON CONFLICT DO NOTHING RETURNING provider_reference`;
        if (!row) return false;
        await writeOutboxEvent(
          tx,
          outboxEvent('payment.discrepancy', charge.invoice, {
            kind,
            invoice: charge.invoice,
            providerConnection: providerConnectionName(connectionId),
            providerTransactionReference: charge.reference,
            amount: { amount: { value: charge.amount }, currencyCode: charge.currencyCode },
          }),
        );
        return true;
      });
      if (inserted)
        flagged.push({ kind, reference: charge.reference, invoice: charge.invoice, refunded: false });
    }
  }
  await refundPending(ctx, provider, connectionId, flagged);
  return { seen, flagged };
}

/** Refunds flagged charges, this pass's and any a crash left PENDING; the key was committed with the row. */
async function refundPending(
  ctx: Context,
  provider: ReturnType<typeof providerFor>,
  connectionId: string,
  flagged: Discrepancy[],
) {
  const pending = await ctx.sql<{ provider_reference: string; invoice: string }[]>`
    SELECT provider_reference, invoice FROM payment_discrepancies
    WHERE organization_id = ${ctx.organization} AND provider_connection_id = ${connectionId}
      AND refund_status = 'PENDING'`;
  for (const row of pending) {
    await provider.refund(row.provider_reference, `refund:${row.provider_reference}`);
    await withTransaction(ctx, async (tx) => {
      const [done] = await tx.sql`
        UPDATE payment_discrepancies SET refund_status = 'REFUNDED', update_time = ${ctx.clock.now()}
        WHERE organization_id = ${ctx.organization} AND provider_connection_id = ${connectionId}
          AND provider_reference = ${row.provider_reference} AND refund_status = 'PENDING'
        RETURNING provider_reference`;
      if (!done) return;
      await writeOutboxEvent(
        tx,
        outboxEvent('payment.discrepancy_refunded', row.invoice, {
          invoice: row.invoice,
          providerTransactionReference: row.provider_reference,
        }),
      );
    });
    const mine = flagged.find((f) => f.reference === row.provider_reference);
    if (mine) mine.refunded = true;
  }
}

/** Every connection of every organization, for the sweep's schedule. */
export async function listSweepTargets(
  ctx: Pick<Context, 'sql'>,
): Promise<Array<{ organization: string; connectionId: string }>> {
  const rows = await ctx.sql<{ organization_id: string; id: string }[]>`
    SELECT organization_id, id FROM provider_connections ORDER BY organization_id, seq`;
  return rows.map((r) => ({ organization: r.organization_id, connectionId: r.id }));
}

/**
 * What a round of attempts tries, in order (docs/payments.md, "Attempts and the order of trying"), from what was
 * read: the payment's candidate methods, the organization's connections and its routing rules. Pure, so the
 * one-payment engine (`collect.ts`) and the batched first rounds (`collect-batch.ts`) plan alike.
 */
import { invoiceName } from '@billing/domain';
import type { ProviderConnectionRow } from './connections/resource.ts';
import type { PaymentMethodRow } from './methods/resource.ts';
import type { PlannedAttempt } from './next-attempt.ts';
import { type ChargeRequest, PROVIDER_CAPABILITIES } from './providers/provider.ts';
import type { AttemptRow, PaymentRow } from './resource.ts';
import { paymentName } from './resource.ts';
import {
  type ConnectionForSelection,
  isCapable,
  type RouteQuery,
  selectCandidates,
} from './routing/select.ts';
import type { RoutingRule } from './schema.ts';

/** `methods`: the payment's ACTIVE candidate methods (others may be there too); `connections`: all of them. */
export function planRoundFrom(
  payment: PaymentRow,
  methods: readonly PaymentMethodRow[],
  connections: readonly ProviderConnectionRow[],
  rules: readonly RoutingRule[],
): PlannedAttempt[] {
  const byId = new Map(connections.map((c) => [c.id, c]));
  const plan: PlannedAttempt[] = [];
  for (const methodId of payment.candidate_methods) {
    const method = methods.find(
      (m) => m.id === methodId && m.customer_id === payment.customer_id && m.status === 'ACTIVE',
    );
    if (!method) continue;
    if (
      (payment.off_session && !method.off_session_enabled) ||
      (payment.recurring && !method.recurring_enabled)
    ) {
      continue;
    }
    const own = byId.get(method.provider_connection_id);
    if (!own) continue;
    const query: RouteQuery = {
      countryCode: method.country_code,
      currencyCode: payment.currency_code,
      methodType: method.type,
      offSession: payment.off_session,
      recurring: payment.recurring,
    };
    let candidates: string[];
    if (rules.length === 0) {
      // No policy: the method's own connection, the only one known to hold its reference.
      const capable = own.status === 'ACTIVE' && isCapable(PROVIDER_CAPABILITIES[own.provider_type], query);
      candidates = capable ? [own.id] : [];
    } else {
      // A method's reference means something only to connections of its own provider type.
      const selectable = new Map<string, ConnectionForSelection>();
      for (const c of connections) {
        if (c.provider_type !== own.provider_type) continue;
        selectable.set(c.id, {
          active: c.status === 'ACTIVE',
          capabilities: PROVIDER_CAPABILITIES[c.provider_type],
        });
      }
      const selection = rules.map((r) => ({ ...r, connection: r.providerConnection.split('/')[1]! }));
      candidates = selectCandidates(selection, selectable, query);
    }
    for (const connectionId of candidates) plan.push({ methodId, connectionId });
  }
  return plan;
}

export function chargeRequest(
  organization: string,
  payment: PaymentRow,
  attempt: AttemptRow,
  reference: string,
): ChargeRequest {
  return {
    organization,
    idempotencyKey: attempt.idempotency_key,
    amount: payment.amount,
    currencyCode: payment.currency_code,
    methodReference: reference,
    invoice: invoiceName(payment.customer_id, payment.invoice_id),
    payment: paymentName(payment.customer_id, payment.id),
    offSession: payment.off_session,
  };
}

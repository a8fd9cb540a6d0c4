/**
 * Candidate selection (docs/payments.md "The rules"), a pure function: the connections of the rules that match the payment, in
 * rule order, each once, kept only when ACTIVE and capable of the payment.
 */
import type { Capabilities, PaymentMethodType } from '../schema.ts';

export interface RouteQuery {
  countryCode: string;
  currencyCode: string;
  methodType: PaymentMethodType;
  offSession: boolean;
  recurring: boolean;
}

export interface RuleForSelection {
  /** The connection's id. */
  connection: string;
  countryCodes: readonly string[];
  currencyCodes: readonly string[];
  paymentMethodTypes: readonly PaymentMethodType[];
  requireOffSession: boolean;
  requireRecurring: boolean;
}

export interface ConnectionForSelection {
  active: boolean;
  capabilities: Capabilities;
}

/** An empty list puts no condition. */
const allows = <T>(list: readonly T[], value: T) => list.length === 0 || list.includes(value);

export function ruleMatches(
  rule: RuleForSelection,
  connection: ConnectionForSelection,
  query: RouteQuery,
): boolean {
  return (
    allows(rule.countryCodes, query.countryCode) &&
    allows(rule.currencyCodes, query.currencyCode) &&
    allows(rule.paymentMethodTypes, query.methodType) &&
    (!rule.requireOffSession || connection.capabilities.supportsOffSession) &&
    (!rule.requireRecurring || connection.capabilities.supportsRecurring)
  );
}

/** What the connection can do covers the payment. */
export function isCapable(capabilities: Capabilities, query: RouteQuery): boolean {
  return (
    allows(capabilities.countryCodes, query.countryCode) &&
    allows(capabilities.currencyCodes, query.currencyCode) &&
    capabilities.paymentMethodTypes.includes(query.methodType) &&
    (!query.offSession || capabilities.supportsOffSession) &&
    (!query.recurring || capabilities.supportsRecurring)
  );
}

export function selectCandidates(
  rules: readonly RuleForSelection[],
  connections: ReadonlyMap<string, ConnectionForSelection>,
  query: RouteQuery,
): string[] {
  const out: string[] = [];
  for (const rule of rules) {
    const connection = connections.get(rule.connection);
    if (!connection || out.includes(rule.connection)) continue;
    if (!connection.active || !isCapable(connection.capabilities, query)) continue;
    if (ruleMatches(rule, connection, query)) out.push(rule.connection);
  }
  return out;
}

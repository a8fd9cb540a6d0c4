/**
 * Strict readers for the JSON shapes of a pricing model (Money, Quantity, nested objects). Request bodies are
 * untrusted: every reader checks the JSON type itself, so bad input becomes INVALID_ARGUMENT naming the field,
 * never a TypeError from reading a property of a string or null.
 */
import { Decimal, invalidField, parseDecimal } from '@billing/core';

export type JsonObject = Record<string, unknown>;

/** Most digits after the point of a price or flat amount. */
export const MAX_PRICE_SCALE = 12;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An own property only, so names inherited from a prototype (`[].flat`) never look like input. JSON `null`
 * is read as absent, as proto3 JSON does.
 */
export function getField(object: JsonObject, key: string): unknown {
  const value = Object.hasOwn(object, key) ? object[key] : undefined;
  return value === null ? undefined : value;
}

export function isPresent(object: JsonObject, key: string): boolean {
  return getField(object, key) !== undefined;
}

export function requireObject(value: unknown, field: string): JsonObject {
  if (value === undefined) throw invalidField(field, 'is required');
  if (!isJsonObject(value)) throw invalidField(field, 'must be an object');
  return value;
}

/** `-0` parses as negative zero; the model keeps plain zero so it prints and compares as `0`. */
function withoutNegativeZero(value: Decimal): Decimal {
  return value.isZero() ? new Decimal(0) : value;
}

/** Money `{ amount: { value }, currencyCode }` as a price: >= 0, at most 12 decimals, in the card's currency. */
export function readPrice(value: unknown, field: string, currencyCode: string): Decimal {
  const money = requireObject(value, field);
  const code = getField(money, 'currencyCode');
  // Absent means the rate card's currency; a rate never mixes currencies with its card.
  if (code !== undefined && code !== currencyCode) {
    throw invalidField(`${field}.currencyCode`, `must be the rate card's currency ${currencyCode}`);
  }
  const amount = requireObject(getField(money, 'amount'), `${field}.amount`);
  const parsed = parseDecimal(getField(amount, 'value'), `${field}.amount.value`, {
    maxScale: MAX_PRICE_SCALE,
  });
  return withoutNegativeZero(parsed);
}

/** Quantity `{ value }`, >= 0; `positive` for sizes, which divide. */
export function readQuantity(value: unknown, field: string, positive = false): Decimal {
  const quantity = requireObject(value, field);
  return withoutNegativeZero(parseDecimal(getField(quantity, 'value'), `${field}.value`, { positive }));
}

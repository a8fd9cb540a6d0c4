/**
 * The values a meter can read from an event, flattened at ingest into `dotted.path -> exact text`, so that
 * ClickHouse aggregates them without ever parsing JSON numbers (its JSON functions go through a double).
 *
 * The text of a value is its "string form" (docs/usage.md): a string as sent, a number as its
 * canonical decimal (`1.50` and `15e-1` are `1.5`), `true`/`false`, and an object or array as canonical JSON
 * (keys sorted, numbers canonical). `null` is absent, like a missing key. Only paths a meter can name are kept:
 * keys of 1-64 characters of `A-Za-z0-9_$-`, at most 8 levels deep (the meter path rule), walking through
 * objects only.
 */
import { canonicalDecimal, Decimal } from '@billing/core';
import { isLosslessNumber } from 'lossless-json';

export const MAX_PATH_DEPTH = 8;
export const MAX_PATH_KEY_LENGTH = 64;
/** Keys a meter can name. */
export const PATH_KEY = new RegExp(`^[A-Za-z0-9_$-]{1,${MAX_PATH_KEY_LENGTH}}$`);

/** Exact decimals of any length: constructing one never rounds, and nothing here does arithmetic. */
const Exact = Decimal.clone({ precision: 1_000 });

function numberText(value: number | string): string {
  // Integers below 1e21 print without an exponent already: the common case skips decimal.js.
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1e21) return String(value);
  return canonicalDecimal(new Exact(value));
}

/** The string form of a present, non-null value. */
export function stringForm(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (isLosslessNumber(value)) return numberText(value.value);
  return canonicalJson(value);
}

function canonicalJson(value: unknown): string {
  if (typeof value === 'number') return numberText(value);
  if (isLosslessNumber(value)) return numberText(value.value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !isLosslessNumber(value);
}

/** Every path a meter can name in `properties`, with the string form of its value. */
export function propertyValues(properties: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  walk(properties, '', 1, out);
  return out;
}

// A function of the module rather than a closure made per event: this runs for every event ingested.
function walk(object: Record<string, unknown>, prefix: string, depth: number, out: [string, string][]): void {
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (value === null || value === undefined || !PATH_KEY.test(key)) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    out.push([path, stringForm(value)]);
    if (depth < MAX_PATH_DEPTH && isPlainObject(value)) walk(value, path, depth + 1, out);
  }
}

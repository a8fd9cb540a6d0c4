import { invalidField } from '@billing/core';
import type { TObject, TSchema } from '@sinclair/typebox';

/** Digits, with a sign only so that `-5` is told it must be positive rather than that it is malformed. */
const DECIMAL_INTEGER = /^-?[0-9]+$/;

/**
 * Query strings are text, and the validator coerces them to the declared types the way JavaScript's `Number`
 * does: `1e1`, `0x10`, `+5`, ` 5` and `5.0` would all pass as integers. An integer query parameter is taken only
 * in plain decimal, once (issue 16, item 3); the validator then checks its range.
 */
export function refuseLooseIntegers(query: Record<string, unknown>, schema: TObject): void {
  for (const [field, property] of Object.entries(schema.properties)) {
    if ((property as { type?: unknown }).type !== 'integer') continue;
    const value = query[field];
    if (value === undefined) continue;
    if (Array.isArray(value)) throw invalidField(field, 'must be given once');
    if (typeof value !== 'string' || !DECIMAL_INTEGER.test(value)) {
      throw invalidField(field, 'must be an integer in decimal digits');
    }
  }
}

/**
 * A query parameter the method does not take is refused, naming it and the ones it takes (issue 34): a
 * misspelled or guessed filter (`?customer=` on a listing) would otherwise be ignored and the answer would
 * silently hold everything. Unknown body fields still pass (docs/api-conventions.md); parameters do not.
 */
export function refuseUnknownParameters(
  query: Record<string, unknown>,
  schema: TObject | undefined,
  body: TSchema | undefined,
): void {
  const known = Object.keys(schema?.properties ?? {});
  const bodyFields = Object.keys((body as { properties?: object } | undefined)?.properties ?? {});
  for (const field of Object.keys(query)) {
    if (known.includes(field)) continue;
    if (bodyFields.includes(field)) {
      // The creates that take their id in the body (`{parent, xId, x: {...}}`) are told apart here.
      throw invalidField(field, 'is a field of the body in this method, not a query parameter');
    }
    throw invalidField(
      field,
      known.length === 0
        ? 'is not a parameter of this method, which takes no query parameters'
        : `is not a parameter of this method, which takes: ${known.join(', ')}`,
    );
  }
}

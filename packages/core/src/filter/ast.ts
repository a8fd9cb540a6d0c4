/**
 * The syntax tree of an AIP-160 filter, and the pieces the parser and the compilers share.
 *
 * Literals keep the form they were written in: their meaning (text, number, timestamp, enum value) comes from
 * the field they are compared with, which only the compiler knows.
 */
import { type ApiError, invalidField } from '../errors.ts';

export type FilterComparator = '=' | '!=' | '<' | '<=' | '>' | '>=' | ':';

/** `position` is the 0-based character (code point) position in the filter text, for error messages. */
export type FilterLiteral =
  /** A quoted string or a bare word (`DRAFT`, `2026-01-31T00:00:00Z`). A `*` in it is a wildcard for `=`/`:`. */
  | { kind: 'string'; value: string; position: number }
  /** A decimal number as written (`-12.50`), kept as text so no precision is lost. */
  | { kind: 'number'; value: string; position: number }
  /** The bare words `true` and `false`. */
  | { kind: 'boolean'; value: boolean; position: number };

export interface FilterComparison {
  kind: 'compare';
  /** The dotted path split into segments: `metadata."a b"` is `['metadata', 'a b']`. */
  field: readonly string[];
  op: FilterComparator;
  value: FilterLiteral;
  /** Where the field starts. */
  position: number;
}

/** At least two operands; the parser flattens `(a AND b) AND c` into one node. Juxtaposition is an AND too. */
export interface FilterAnd {
  kind: 'and';
  args: readonly FilterExpr[];
}

export interface FilterOr {
  kind: 'or';
  args: readonly FilterExpr[];
}

/** `NOT x` and `-x`. */
export interface FilterNot {
  kind: 'not';
  arg: FilterExpr;
}

export type FilterExpr = FilterAnd | FilterOr | FilterNot | FilterComparison;

/** Bounds that keep parsing and the generated SQL small whatever a client sends. */
export const FILTER_LIMITS = { maxLength: 2000, maxDepth: 32, maxComparisons: 100 } as const;

/** The one error of a bad filter: INVALID_ARGUMENT on field `filter`, naming the position. */
export function filterError(position: number, problem: string, hint?: string): ApiError {
  const suffix = hint === undefined ? '' : ` (${hint})`;
  return invalidField('filter', `${problem} at position ${position}${suffix}`);
}

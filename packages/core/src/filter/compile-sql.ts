/**
 * Compiles a filter syntax tree to a parameterized PostgreSQL boolean expression. Column names come only from
 * the spec; every value the user wrote travels as a parameter.
 *
 * NULL: every comparison on a NULL column (or a missing map key) is false, except `!=`, which is true. The
 * generated SQL keeps that two-valued reading (`IS DISTINCT FROM`, `IS NOT TRUE`), so `NOT a = 1` and
 * `a != 1` select the same rows.
 */
import { DECIMAL_PATTERN } from '../decimal.ts';
import { parseTimestamp } from '../time.ts';
import {
  type FilterComparator,
  type FilterComparison,
  type FilterExpr,
  type FilterLiteral,
  filterError,
} from './ast.ts';

export type FilterFieldType = 'string' | 'number' | 'boolean' | 'timestamp' | 'enum';

export interface FilterField {
  /** A trusted SQL column or expression, such as `c.display_name`. */
  column: string;
  type: FilterFieldType;
  enumValues?: readonly string[];
}

export interface FilterFields {
  /** By the dotted name a filter uses: `createTime`, `billingProfile.country`. */
  fields: Record<string, FilterField>;
  /** jsonb columns of string values: `metadata.tier` reads key `tier` of the map field `metadata`. */
  maps?: Record<string, { column: string }>;
}

type Operator = Exclude<FilterComparator, ':'>;

const SQL_OPERATORS: Record<Operator, string> = {
  '=': '=',
  // NULL-safe: a row whose column is NULL is not equal to the value, so `!=` selects it.
  '!=': 'IS DISTINCT FROM',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

/** Appends values to `params` and returns a SQL boolean expression using $n placeholders (n = params index + 1). */
export function compileFilterToSql(expr: FilterExpr, spec: FilterFields, params: unknown[]): string {
  switch (expr.kind) {
    case 'and':
    case 'or': {
      const parts = expr.args.map((arg) => compileFilterToSql(arg, spec, params));
      return `(${parts.join(expr.kind === 'and' ? ' AND ' : ' OR ')})`;
    }
    case 'not':
      // Not `NOT (...)`: that is NULL when the operand is, and the row would drop out of both `x` and `NOT x`.
      return `(${compileFilterToSql(expr.arg, spec, params)} IS NOT TRUE)`;
    case 'compare':
      return compileComparison(expr, spec, params);
  }
}

function compileComparison(cmp: FilterComparison, spec: FilterFields, params: unknown[]): string {
  const name = cmp.field.join('.');
  const field = ownValue(spec.fields, name);
  if (field) return compileColumn(cmp, name, field, params);
  const [head, key, ...rest] = cmp.field;
  const map = ownValue(spec.maps, head);
  if (map && rest.length === 0) {
    return key === undefined
      ? compileMapHas(cmp, name, map.column, params)
      : compileMapKey(cmp, map.column, key, params);
  }
  throw filterError(cmp.position, `unknown field ${JSON.stringify(name)}`);
}

/** Own properties only: a field called `constructor` or `__proto__` is unknown, not Object's. */
function ownValue<T>(record: Record<string, T> | undefined, key: string | undefined): T | undefined {
  return record !== undefined && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

function compileColumn(cmp: FilterComparison, name: string, field: FilterField, params: unknown[]): string {
  // `field:*` asks whether the field is set at all.
  if (cmp.op === ':' && isLoneWildcard(cmp.value)) return `(${field.column} IS NOT NULL)`;
  // On a single value, `:` (has) means equality.
  const op: Operator = cmp.op === ':' ? '=' : cmp.op;
  const text = literalText(cmp.value);
  const compare = (placeholder: string) => `(${field.column} ${SQL_OPERATORS[op]} ${placeholder})`;
  switch (field.type) {
    case 'string':
      return compareText(field.column, op, text, params);
    case 'enum':
      requireEquality(cmp, name, op);
      if (!field.enumValues?.includes(text)) {
        throw invalidValue(cmp.value, name, `expected one of ${field.enumValues?.join(', ') ?? 'no values'}`);
      }
      return compare(bind(params, text));
    case 'boolean':
      requireEquality(cmp, name, op);
      if (text !== 'true' && text !== 'false') throw invalidValue(cmp.value, name, 'expected true or false');
      return compare(`${bind(params, text === 'true')}::boolean`);
    case 'number':
      if (!DECIMAL_PATTERN.test(text)) throw invalidValue(cmp.value, name, 'expected a number');
      return compare(`${bind(params, text)}::numeric`);
    case 'timestamp':
      // Through text: drivers that turn a timestamptz parameter into a JS Date (postgres.js does) would
      // round it to milliseconds.
      return compare(`${bind(params, utcTimestamp(cmp.value, name))}::text::timestamptz`);
  }
}

/** `metadata:tier`: the map has the key. */
function compileMapHas(cmp: FilterComparison, name: string, column: string, params: unknown[]): string {
  if (cmp.op !== ':') {
    throw filterError(
      cmp.position,
      `operator "${cmp.op}" is not supported on map field ${JSON.stringify(name)}`,
      `compare one key, as in ${name}.tier = "gold", or test a key with ${name}:tier`,
    );
  }
  const key = literalText(cmp.value);
  if (key.includes('*')) throw invalidValue(cmp.value, name, 'name one key; wildcards are not supported');
  return `(${column} ? ${bind(params, key)}::text)`;
}

/** `metadata.tier = "gold"` compares the key's value as text; `metadata.tier:*` tests that the key exists. */
function compileMapKey(cmp: FilterComparison, column: string, key: string, params: unknown[]): string {
  const keyParam = `${bind(params, key)}::text`;
  if (cmp.op === ':' && isLoneWildcard(cmp.value)) return `(${column} ? ${keyParam})`;
  const op: Operator = cmp.op === ':' ? '=' : cmp.op;
  return compareText(`(${column} ->> ${keyParam})`, op, literalText(cmp.value), params);
}

/** For `=` and `!=` a `*` is a wildcard (LIKE); ordering compares the text as written, `*` included. */
function compareText(lhs: string, op: Operator, text: string, params: unknown[]): string {
  if ((op === '=' || op === '!=') && text.includes('*')) {
    const like = `(${lhs} LIKE ${bind(params, likePattern(text))})`;
    return op === '=' ? like : `(${like} IS NOT TRUE)`;
  }
  // Untyped parameter: PostgreSQL gives it the column's type (text, varchar, an enum type...).
  return `(${lhs} ${SQL_OPERATORS[op]} ${bind(params, text)})`;
}

/** `*` becomes `%`; the text's own `%`, `_` and `\` are escaped with backslash, LIKE's default escape. */
export function likePattern(text: string): string {
  return text
    .split('*')
    .map((part) => part.replace(/[\\%_]/g, '\\$&'))
    .join('%');
}

/** The literal in UTC with its fraction digits intact (a Date would keep only milliseconds). */
export function utcTimestamp(literal: FilterLiteral, name: string): string {
  const text = literalText(literal);
  try {
    parseTimestamp(text, 'filter');
  } catch {
    throw invalidValue(literal, name, 'expected an RFC 3339 timestamp such as 2026-01-31T00:00:00Z');
  }
  // parseTimestamp accepted it, so it is `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with a year the UTC
  // form still writes with four digits. Offsets are whole minutes: shifting leaves the fraction unchanged.
  const [, seconds, fraction = '', offset] = /^(.{19})(\.\d+)?(.+)$/.exec(text)!;
  return `${new Date(`${seconds}${offset}`).toISOString().slice(0, 19)}${fraction}Z`;
}

function requireEquality(cmp: FilterComparison, name: string, op: Operator): void {
  if (op !== '=' && op !== '!=') {
    throw filterError(
      cmp.position,
      `operator "${op}" is not supported on field ${JSON.stringify(name)}`,
      'use =, != or :',
    );
  }
}

export function invalidValue(literal: FilterLiteral, name: string, hint: string) {
  return filterError(literal.position, `invalid value for field ${JSON.stringify(name)}`, hint);
}

/** The literal as text, whatever it looked like: a string field compared with 12 compares with "12". */
export function literalText(literal: FilterLiteral): string {
  return literal.kind === 'boolean' ? String(literal.value) : literal.value;
}

export function isLoneWildcard(literal: FilterLiteral): boolean {
  return literal.kind === 'string' && literal.value === '*';
}

function bind(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/**
 * Compiles a filter syntax tree to a ClickHouse boolean expression with named query parameters, for the
 * listings served from ClickHouse (usage events). Columns come only from the caller; every value the user
 * wrote travels as a parameter. Fields are strings (`=`/`!=` take `*` wildcards) or timestamps (any
 * comparison); the columns are never NULL, so `NOT` needs no NULL handling.
 */
import { type FilterComparator, type FilterComparison, type FilterExpr, filterError } from './ast.ts';
import { isLoneWildcard, likePattern, literalText, utcTimestamp } from './compile-sql.ts';

export interface ClickHouseFilterField {
  /** A trusted ClickHouse expression, such as `e.event_type`. */
  column: string;
  type: 'string' | 'timestamp';
}

export interface ClickHouseFilter {
  sql: string;
  /** Named parameters (`{f0:String}` in `sql` reads `params.f0`). */
  params: Record<string, string>;
}

type Operator = Exclude<FilterComparator, ':'>;

export function compileFilterToClickHouse(
  expr: FilterExpr,
  fields: Record<string, ClickHouseFilterField>,
): ClickHouseFilter {
  const params: Record<string, string> = {};
  const bind = (value: string, type: string) => {
    const name = `f${Object.keys(params).length}`;
    params[name] = value;
    return `{${name}:${type}}`;
  };
  const compile = (node: FilterExpr): string => {
    switch (node.kind) {
      case 'and':
      case 'or':
        return `(${node.args.map(compile).join(node.kind === 'and' ? ' AND ' : ' OR ')})`;
      case 'not':
        return `(NOT ${compile(node.arg)})`;
      case 'compare':
        return compileComparison(node, fields, bind);
    }
  };
  return { sql: compile(expr), params };
}

function compileComparison(
  cmp: FilterComparison,
  fields: Record<string, ClickHouseFilterField>,
  bind: (value: string, type: string) => string,
): string {
  const name = cmp.field.join('.');
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field) {
    throw filterError(
      cmp.position,
      `unknown field ${JSON.stringify(name)}`,
      `fields: ${Object.keys(fields).join(', ')}`,
    );
  }
  // Every event has each of these fields, so `field:*` holds for all.
  if (cmp.op === ':' && isLoneWildcard(cmp.value)) return '1';
  const op: Operator = cmp.op === ':' ? '=' : cmp.op;
  if (field.type === 'timestamp') {
    const time = utcTimestamp(cmp.value, name);
    return `(${field.column} ${op} parseDateTime64BestEffort(${bind(time, 'String')}, 6, 'UTC'))`;
  }
  const text = literalText(cmp.value);
  if ((op === '=' || op === '!=') && text.includes('*')) {
    const like = `(${field.column} LIKE ${bind(likePattern(text), 'String')})`;
    return op === '=' ? like : `(NOT ${like})`;
  }
  return `(${field.column} ${op} ${bind(text, 'String')})`;
}

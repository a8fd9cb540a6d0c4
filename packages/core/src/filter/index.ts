/** AIP-160 filters: `parseFilter` turns the text into a syntax tree, `compileFilterToSql` into SQL. */
export {
  FILTER_LIMITS,
  type FilterAnd,
  type FilterComparator,
  type FilterComparison,
  type FilterExpr,
  type FilterLiteral,
  type FilterNot,
  type FilterOr,
} from './ast.ts';
export {
  type ClickHouseFilter,
  type ClickHouseFilterField,
  compileFilterToClickHouse,
} from './compile-clickhouse.ts';
export {
  compileFilterToSql,
  type FilterField,
  type FilterFields,
  type FilterFieldType,
} from './compile-sql.ts';
export { parseFilter } from './parse.ts';

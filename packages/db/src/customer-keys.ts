import type { PendingQuery, Row } from 'postgres';
import type { Queryable } from './transaction.ts';

/** A piece of a statement, for helpers that compose one. */
export type SqlFragment = PendingQuery<Row[]>;

/**
 * `<columns> IN` a batch's keys, each led by its customer, with `<customer column> = ANY(customers)` beside
 * them. Without statistics (a bill run's fresh rows, a table loaded in one statement) the planner may join every
 * row of the organization to the list of pairs, a cost that grows with the organization (56-127 ms a batch of
 * 200 over 2,000 customers' payment methods, bench/README.md "bill-run"); the ANY bounds the scan to the batch's
 * customers whatever the plan. `keys[i]` holds the values of `columns[i]`, one per row; numbers are `int`.
 */
export function customerKeysIn(
  sql: Queryable,
  columns: readonly [string, string, ...string[]],
  keys: readonly [readonly string[], ...(readonly string[] | readonly number[])[]],
) {
  const [customerColumn] = columns;
  const arrays = keys.map(
    (values) =>
      sql`${sql.array(values as never[])}::${sql.unsafe(typeof values[0] === 'number' ? 'int[]' : 'text[]')}`,
  );
  const joined = (parts: PendingQuery<Row[]>[]) => parts.reduce((a, b) => sql`${a}, ${b}`);
  const names = joined(columns.map((c) => sql`${sql(c)}`));
  const list = joined(arrays);
  return sql`${sql(customerColumn)} = ANY(${arrays[0]!}) AND (${names}) IN (SELECT * FROM unnest(${list}))`;
}

/**
 * The rows `rows` selects for each customer of a batch, as the relation `t`: `rows` names the customer
 * `k.customer_id` and is run once per customer (each once), one descent of an index led by
 * (`organization_id`, customer) whatever the statistics. Where a batch's read was `customer_id = ANY(...)`, a
 * table loaded in one statement and not analyzed yet (the alerts benchmark's 100,000 customers and contracts)
 * had the planner take `organization_id = $1` for a few hundred rows and walk the organization's `seq` index,
 * filtering every row of the organization for each batch: 25 to 75 ms a read of 500 customers among 100,000
 * (bench/README.md, "alerts"). OFFSET 0 keeps the lateral subquery from being flattened into that scan. `rows`
 * takes no ORDER BY or LIMIT of its own; order the outer query (by `t.seq`).
 */
export function eachCustomer(sql: Queryable, customerIds: readonly string[], rows: PendingQuery<Row[]>) {
  return lateralEach(
    sql,
    sql`unnest(${sql.array([...new Set(customerIds)])}::text[]) AS k(customer_id)`,
    rows,
  );
}

/**
 * The one mechanism behind eachCustomer and every other per-key read of a batch: `keys` (a relation named `k`)
 * joined to `rows` (which names `k`'s columns) as the relation `t`, run once per key, so each key is one index
 * descent whatever the statistics; OFFSET 0 keeps the planner from flattening it into a join of the keys to the
 * organization's rows. `locking` (FOR UPDATE ...) applies to `rows`.
 */
export function lateralEach(
  sql: Queryable,
  keys: PendingQuery<Row[]>,
  rows: PendingQuery<Row[]>,
  locking: PendingQuery<Row[]> = sql``,
) {
  return sql`${keys} CROSS JOIN LATERAL (${rows} OFFSET 0 ${locking}) AS t`;
}

/**
 * Transactions that compose. Code that only runs queries takes a `Queryable` (the pool or a transaction in
 * progress) through its context; code that needs several statements to commit together wraps them in
 * `withTransaction`, which opens a transaction on the pool or joins the one the caller already holds. So a verb
 * that is atomic on its own stays atomic when a larger unit of work (an invoice finalization writing its outbox
 * row, say) calls it inside its own transaction.
 */
import type postgres from 'postgres';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;
/** What runs queries: the pool, or a transaction in progress. */
export type Queryable = Sql | TransactionSql;

/** True when `sql` is a transaction in progress (postgres.js gives only those `savepoint`). */
export function inTransaction(sql: Queryable): sql is TransactionSql {
  return 'savepoint' in sql;
}

/**
 * Runs `fn` with a context whose `sql` is a transaction: the caller's own when it holds one, else a new one
 * committed when `fn` resolves and rolled back when it throws.
 */
export async function withTransaction<C extends { sql: Queryable }, T>(
  ctx: C,
  fn: (tx: C & { sql: TransactionSql }) => Promise<T>,
): Promise<T> {
  const { sql } = ctx;
  if (inTransaction(sql)) return fn({ ...ctx, sql });
  // begin's result type unwraps arrays of promises; `fn` resolves to a plain T.
  return sql.begin((tx) => fn({ ...ctx, sql: tx })) as Promise<T>;
}

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

/** Per pool: how many transactions withSpareTransaction has open (each beside one its caller holds). */
const spareInFlight = new WeakMap<Sql, number>();

/**
 * Runs `fn` in a transaction of its own on another connection of the pool, for a caller that holds a transaction
 * of `ctx`'s pool and will wait for this one before it commits; `undefined` (nothing run) when the pool cannot
 * spare a connection for it, and the caller does the work in its own transaction instead. The caller holds one
 * connection while this one waits for another: were every connection of the pool held that way, none would ever
 * come back (a deadlock PostgreSQL cannot see). So at most `max - 2` run at once per pool, one connection left
 * for the rest of the process, and none on a pool of fewer than 3 (the embedded database's pool is 1).
 * `ctx.sql` must be the pool: a transaction has one connection, and there is nothing beside it.
 */
export function withSpareTransaction<C extends { sql: Queryable }, T>(
  ctx: C,
  fn: (tx: C & { sql: TransactionSql }) => Promise<T>,
): Promise<T> | undefined {
  const { sql } = ctx;
  if (inTransaction(sql)) return undefined;
  const running = spareInFlight.get(sql) ?? 0;
  if (running >= sql.options.max - 2) return undefined;
  spareInFlight.set(sql, running + 1);
  return withTransaction(ctx, fn).finally(() => spareInFlight.set(sql, (spareInFlight.get(sql) ?? 1) - 1));
}

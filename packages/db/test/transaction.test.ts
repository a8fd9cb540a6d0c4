/** `withTransaction` over a real PostgreSQL: it opens a transaction on the pool and joins one already open. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../src/connect.ts';
import { createTestPostgres, type TestDatabase } from '../src/testing.ts';
import { inTransaction, type Queryable, withSpareTransaction, withTransaction } from '../src/transaction.ts';

describe('withTransaction', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestPostgres();
    await db.sql`CREATE TABLE notes (id text PRIMARY KEY)`;
  });
  afterAll(async () => {
    await db?.close();
  });

  const backendPid = async (sql: Queryable) =>
    (await sql<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`)[0]!.pid;
  const notes = async () =>
    (await db.sql<{ id: string }[]>`SELECT id FROM notes ORDER BY id`).map((r) => r.id);

  it('opens a transaction on the pool, committed when the function resolves', async () => {
    const ctx = { sql: db.sql, organization: 'acme' };
    expect(inTransaction(ctx.sql)).toBe(false);
    const result = await withTransaction(ctx, async (tx) => {
      expect(inTransaction(tx.sql)).toBe(true);
      expect(tx.organization).toBe('acme');
      await tx.sql`INSERT INTO notes VALUES ('a')`;
      return 'done';
    });
    expect(result).toBe('done');
    expect(await notes()).toEqual(['a']);
  });

  it('joins the outer transaction: one connection, and the outer rollback undoes the inner work', async () => {
    const ctx = { sql: db.sql };
    await expect(
      withTransaction(ctx, async (outer) => {
        await outer.sql`INSERT INTO notes VALUES ('b')`;
        const inner = await withTransaction(outer, async (tx) => {
          expect(tx.sql).toBe(outer.sql);
          await tx.sql`INSERT INTO notes VALUES ('c')`;
          return backendPid(tx.sql);
        });
        expect(inner).toBe(await backendPid(outer.sql));
        expect((await outer.sql`SELECT id FROM notes WHERE id IN ('b', 'c')`).length).toBe(2);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await notes()).toEqual(['a']);
  });

  it('rolls back a transaction it opened when the function throws', async () => {
    await expect(
      withTransaction({ sql: db.sql }, async (tx) => {
        await tx.sql`INSERT INTO notes VALUES ('d')`;
        throw new Error('fail');
      }),
    ).rejects.toThrow('fail');
    expect(await notes()).toEqual(['a']);
  });

  it('runs beside a held transaction on another connection, at most max - 2 per pool, none under 3 or in a transaction', async () => {
    const three = connectPostgres(db.url, 3);
    const one = connectPostgres(db.url, 1);
    try {
      await withTransaction({ sql: three }, async (held) => {
        const pid = await backendPid(held.sql);
        let release = () => {};
        const waiting = new Promise<void>((resolve) => {
          release = resolve;
        });
        const beside = withSpareTransaction({ sql: three }, async (tx) => {
          const own = await backendPid(tx.sql);
          await waiting;
          return own;
        });
        expect(beside).toBeDefined();
        // A second one while the first runs would leave the pool of 3 no connection for anything else.
        expect(withSpareTransaction({ sql: three }, async () => 0)).toBeUndefined();
        // Inside a transaction there is no other connection to run on.
        expect(withSpareTransaction(held, async () => 0)).toBeUndefined();
        release();
        expect(await beside).not.toBe(pid);
        // Done: the pool can spare one again.
        expect(await withSpareTransaction({ sql: three }, async () => 1)).toBe(1);
      });
      await one`SELECT 1`;
      expect(withSpareTransaction({ sql: one }, async () => 0)).toBeUndefined();
    } finally {
      await three.end({ timeout: 5 });
      await one.end({ timeout: 5 });
    }
  });
});

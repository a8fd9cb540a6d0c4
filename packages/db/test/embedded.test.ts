/**
 * The embedded database served to several connections (the service and the command line): one client's
 * extended-protocol sequence (Parse, Bind, Execute, Sync) is never cut by another's transaction, which used to
 * take its unnamed portal ("portal \"\" does not exist") whenever the command line polled a busy service.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../src/connect.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/embedded.ts';
import type { Sql } from '../src/transaction.ts';

describe('embedded PostgreSQL with several connections', () => {
  let dir: string;
  let server: EmbeddedPostgres;
  let service: Sql;
  let command: Sql;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'billing-embedded-'));
    server = await startEmbeddedPostgres(dir);
    service = connectPostgres(server.url, 1);
    command = connectPostgres(server.url, 1);
    await service`CREATE TABLE state (key text PRIMARY KEY, value text NOT NULL)`;
  });
  afterAll(async () => {
    await service?.end();
    await command?.end();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('runs one connection transactions while another polls, both without errors', async () => {
    const transactions = async () => {
      for (let i = 0; i < 100; i++) {
        await service.begin(async (tx) => {
          await tx`INSERT INTO state VALUES (${`k${i}`}, 'a')`;
          await tx`SELECT * FROM state WHERE key = ${`k${i}`} FOR UPDATE`;
          await tx`UPDATE state SET value = 'b' WHERE key = ${`k${i}`}`;
        });
      }
    };
    let polls = 0;
    const poll = async () => {
      for (let i = 0; i < 200; i++) {
        const rows = await command<{ value: string }[]>`SELECT value FROM state WHERE key = ${`k${i % 100}`}`;
        expect(rows.every((r) => r.value === 'b')).toBe(true);
        polls++;
      }
    };
    await Promise.all([transactions(), poll()]);
    expect(polls).toBe(200);
    expect((await command<{ n: string }[]>`SELECT count(*) AS n FROM state WHERE value = 'b'`)[0]!.n).toBe(
      '100',
    );
  });
});

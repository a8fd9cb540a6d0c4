/**
 * Crash safety of the file log (INGEST_LOG=file) with a real process: `billing start all` with the in-process
 * de-duplication store (no REDIS_URL, as the embedded profile), chdb and the log in a temporary DATA_DIR, real
 * PostgreSQL (for the organizations and keys the test makes).
 *
 * 1. Under load, the process is killed (SIGKILL) twice and restarted: requests in flight lose their answers,
 *    records written but not yet fsynced may survive or not, and the restart cuts a torn last record off.
 * 2. Under load, the drainer kills its process between an insert and its checkpoint (DRAIN_FAULT_AFTER_INSERTS);
 *    the restart inserts the recorded batch again under the same token.
 *
 * Every event is retried until ACCEPTED or DUPLICATE (a DUPLICATE only after a lost answer). Then every event
 * must be stored exactly once: in `GET /usage` (SUM and COUNT), and in the raw table (rows, not only distinct
 * ids) and the rollups, read from chdb after the service exited.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createApiKey, createOrganization } from '@billing/domain';
import { waitForFileLogDrained } from '@billing/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOf,
  EVENTS,
  expectStoredOnce,
  kill,
  killUnderLoad,
  LOAD_SERVICE_ENV,
  Load,
  type Service,
  setUpOrganization,
  startBilling,
  stop,
  sum1toN,
  usageTotals,
} from './real-processes.ts';

// Every scenario runs a load of its own against real processes: up to 5 minutes.
describe('file log: crash safety with a real process (chdb, the in-process de-duplication store)', {
  timeout: 300_000,
}, () => {
  const orgs = ['killed', 'drainer'].map((s) => `${s}-${randomBytes(3).toString('hex')}`);
  const keys: Record<string, string> = {};
  const done: string[] = [];
  let db: TestDatabase;
  let dataDir: string;
  let main: Service | undefined;

  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
    const e: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      ...LOAD_SERVICE_ENV,
      INGEST_LOG: 'file',
      // Small segments: the load rotates through several, and drained ones are deleted under it.
      INGEST_LOG_SEGMENT_BYTES: '65536',
      DRAIN_MAX_MS: '300',
      ROLLUP_INTERVAL_MS: '500',
      ...extra,
    };
    delete e.REDIS_URL;
    delete e.CLICKHOUSE_URL;
    return e;
  };
  const api = (org: string) => apiOf(() => main!.apiUrl!, keys[org]!);

  /** Usage of `org` as sent, once drained; then `org` joins the final check of the raw table and rollups. */
  async function checkStored(org: string): Promise<void> {
    await waitForFileLogDrained(join(dataDir, 'ingest-log'), 60_000);
    expect(await usageTotals(api(org))).toEqual({ sum: BigInt(sum1toN(EVENTS)), count: BigInt(EVENTS) });
    done.push(org);
  }

  /** The organization of scenario `i`, its customers and meter made through `main` (started unless it runs). */
  async function openScenario(i: number): Promise<string> {
    const org = orgs[i]!;
    main ??= await startBilling('all', env());
    await setUpOrganization(api(org));
    return org;
  }

  beforeAll(async () => {
    db = await createTestPostgres();
    dataDir = await mkdtemp(join(tmpdir(), 'billing-file-log-crash-'));
    const system = { sql: db.sql, clock: systemClock };
    for (const id of orgs) {
      await createOrganization(system, { id, displayName: id });
      keys[id] = (await createApiKey(system, { organization: id, permissions: ['*'] })).secret;
    }
  });

  afterAll(async () => {
    if (main) await kill(main);
    await db?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('SIGKILL of the process under load, twice: nothing acknowledged lost, nothing stored twice', async () => {
    const org = await openScenario(0);
    const load = new Load(org, keys[org]!, () => main!.ingestUrl).start();
    const kills = await killUnderLoad(load, async () => {
      await kill(main!);
      main = await startBilling('all', env());
    });
    await load.finish('killed', { kills });
    expect(kills.length).toBe(2);
    await checkStored(org);
  });

  it('the drainer killed between insert and checkpoint: the batch inserted again is stored once', async () => {
    const org = await openScenario(1);
    await stop(main!);
    // Small batches: the second insert comes early in the load, whatever its pace.
    main = await startBilling('all', env({ DRAIN_FAULT_AFTER_INSERTS: '2', DRAIN_MAX_EVENTS: '200' }));
    const load = new Load(org, keys[org]!, () => main!.ingestUrl).start();
    // Nothing else kills it: this SIGKILL is the fault injection's, after its second insert.
    expect((await main.exited).signal).toBe('SIGKILL');
    main = await startBilling('all', env());
    await load.finish('drainer');
    await checkStored(org);
    // The restart found the batch recorded before the kill and inserted it again, under its token.
    const metrics = await (await fetch(`${main.apiUrl}/metrics`)).text();
    expect(metrics).toMatch(/ingest_drain_batches_total\{kind="recovered"[^}]*\} 1\n/);
  });

  it('stores every event exactly once: raw rows and rollups (chdb opened after the service exited)', {
    timeout: 120_000,
  }, async () => {
    if (main) await stop(main);
    main = undefined;
    await expectStoredOnce(dataDir, done);
    expect(done.length).toBe(orgs.length);
  });
});

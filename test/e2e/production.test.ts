/**
 * The production profile: each role started on its own (`billing start api|worker`) against the real
 * PostgreSQL and Redis servers, driven through the generated client.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createBillingClient } from '@billing/client';
import type { TestDatabase } from '@billing/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintMetrics } from '../tools/metrics-lint.ts';
import { removeKeysWithPrefix } from '../tools/redis-prefix.ts';
import { createTestOrganization } from '../tools/test-organization.ts';
import { makeDataDir, REPO } from './service.ts';

function startRole(role: string, env: NodeJS.ProcessEnv): { child: ChildProcess; port: Promise<number> } {
  const child = spawn('node', ['--import', 'tsx', 'packages/cli/src/main.ts', 'start', role], {
    cwd: REPO,
    env: { ...process.env, ...env },
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${role} did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /"port":(\d+),"msg":"(api|worker probe|ingest edge) listening"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
  });
  return { child, port };
}

async function stopRole(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('production profile, one role per process', () => {
  let db: TestDatabase;
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let key: string;
  const children: ChildProcess[] = [];
  /** The port each role serves /metrics on, as the tests start them. */
  const metricsPorts = new Map<string, number>();
  const prefix = `billing-e2e-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    ({ db, key } = await createTestOrganization('prod'));
    data = await makeDataDir();
  }, 60_000);

  afterAll(async () => {
    for (const child of children) await stopRole(child);
    // The roles leave their Redis keys (queue metadata, the de-dup sentinel) under the test's prefix.
    await removeKeysWithPrefix('redis://127.0.0.1:6379', prefix);
    await db?.close();
    await data?.remove();
  });

  // Without CLICKHOUSE_URL each process holds its own chdb directory, so each role gets its own DATA_DIR.
  const env = (role: string) => ({
    DATABASE_URL: db.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: prefix,
    DATA_DIR: `${data.dir}/${role}`,
    PORT: '0',
    WORKER_PORT: '0',
    INGEST_PORT: '0',
    LOG_LEVEL: 'info',
  });

  it('runs the api on its own over PostgreSQL and Redis', async () => {
    const api = startRole('api', env('api'));
    children.push(api.child);
    const port = await api.port;
    metricsPorts.set('api', port);
    const client = createBillingClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: key });
    const created = await client.POST('/v1/customers', {
      params: { query: { customerId: 'solo' } },
      body: {},
    });
    expect(created.response.status).toBe(200);
    const health = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
    expect(health).toMatchObject({ status: 'SERVING', checks: { postgres: true, redis: true } });
  }, 90_000);

  it('runs the worker on its own, with health and metrics', async () => {
    const worker = startRole('worker', env('worker'));
    children.push(worker.child);
    const port = await worker.port;
    metricsPorts.set('worker', port);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).toContain(
      'process_cpu_seconds_total',
    );
  }, 90_000);

  it("serves every role's /metrics as Prometheus exposition text that promtool's rules accept", async () => {
    const ingest = startRole('ingest', env('ingest'));
    children.push(ingest.child);
    metricsPorts.set('ingest', await ingest.port);
    expect([...metricsPorts.keys()].sort()).toEqual(['api', 'ingest', 'worker']);
    for (const [role, port] of metricsPorts) {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status, role).toBe(200);
      const text = await response.text();
      expect(lintMetrics(text), role).toEqual([]);
      // A count since start is a counter (rate() and increase() read it across restarts).
      if (role === 'api') expect(text).toContain('# TYPE expensive_reads_refused_total counter');
    }
  }, 90_000);
});

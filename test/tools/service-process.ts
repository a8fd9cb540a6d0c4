/**
 * One `billing start` process (api, ingest edge and worker together) with the environment given, on free ports,
 * for tests that need a real process: its signals, its exit code, its sockets; and the environment such a
 * process gets on the stores of a test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServiceProcess {
  child: ChildProcess;
  apiPort: number;
  ingestPort: number;
  apiUrl: string;
  ingestUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Where a service process keeps its state: PostgreSQL, Redis under a key prefix, chdb in a data directory. */
export interface ServiceStores {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  dataDir: string;
}

/**
 * The environment of a service process on the stores given, `extra` on top: free ports, info logs (the ports
 * are read from them), a rate limit no test reaches, and chdb even when this environment names a ClickHouse
 * server.
 */
export function serviceEnv(stores: ServiceStores, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: stores.databaseUrl,
    REDIS_URL: stores.redisUrl,
    REDIS_KEY_PREFIX: stores.redisKeyPrefix,
    DATA_DIR: stores.dataDir,
    PORT: '0',
    INGEST_PORT: '0',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_SECOND: '1000000',
    ...extra,
  };
  delete env.CLICKHOUSE_URL;
  return env;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServiceProcess(env: NodeJS.ProcessEnv): Promise<ServiceProcess> {
  const child = spawn(
    process.execPath,
    [
      '--require',
      join(REPO, 'packages/cli/src/threadpool.cjs'),
      '--import',
      'tsx',
      join(REPO, 'packages/cli/src/main.ts'),
      'start',
    ],
    { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let apiPort: number | undefined;
  let ingestPort: number | undefined;
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    apiPort ??= Number(/"port":(\d+),"msg":"api listening"/.exec(output)?.[1]) || undefined;
    ingestPort ??= Number(/"port":(\d+),"msg":"ingest edge listening"/.exec(output)?.[1]) || undefined;
    if (output.length > 400_000) output = output.slice(-200_000);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  while (apiPort === undefined || ingestPort === undefined) {
    if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the service did not start:\n${output.slice(-5000)}`);
    }
    await sleep(20);
  }
  return {
    child,
    apiPort,
    ingestPort,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    ingestUrl: `http://127.0.0.1:${ingestPort}`,
    exited,
    output: () => output,
  };
}

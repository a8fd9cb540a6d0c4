/**
 * Starts the service the way the README says (`npm start`, the embedded profile) in a fresh data directory,
 * on free ports, and reads the first-start API key from its output.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningService {
  baseUrl: string;
  ingestUrl: string;
  /** The key printed by the first start (undefined on later starts). */
  firstKey: string | undefined;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function makeDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'billing-e2e-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

function envFor(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    DATA_DIR: dataDir,
    PORT: '0',
    INGEST_PORT: '0',
    LOG_LEVEL: 'info',
    // Rollup passes often enough for a test to see usage served from them.
    ROLLUP_INTERVAL_MS: '200',
  };
  // The embedded profile: no server URLs.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.CLICKHOUSE_URL;
  return env;
}

/** `extra` settings (DNS_SERVERS, DIRECT_HOSTS, ...) are added to the environment of the service. */
export async function startService(dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<RunningService> {
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: REPO,
    env: envFor(dataDir, extra),
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  // 'close' waits for every process holding the output pipes (npm and the service it runs) to exit.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  let apiPort: number | undefined;
  let ingestPort: number | undefined;
  while (apiPort === undefined || ingestPort === undefined) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`service did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
    apiPort ??= Number(/"port":(\d+),"msg":"api listening"/.exec(output)?.[1]) || undefined;
    ingestPort ??= Number(/"port":(\d+),"msg":"ingest edge listening"/.exec(output)?.[1]) || undefined;
  }
  return {
    baseUrl: `http://127.0.0.1:${apiPort}`,
    ingestUrl: `http://127.0.0.1:${ingestPort}`,
    firstKey: /\n {2}(sk_[A-Za-z0-9_-]+)\n/.exec(output)?.[1],
    output: () => output,
    async stop(signal = 'SIGTERM') {
      // npm runs the service as a child: signal the whole group.
      process.kill(-child.pid!, signal);
      return exited;
    },
  };
}

/** Runs the `billing` command line against the data directory. */
export async function billing(dataDir: string, ...args: string[]): Promise<string> {
  return billingWith({}, dataDir, ...args);
}

/** The command line with `extra` settings in its environment. */
export async function billingWith(
  extra: NodeJS.ProcessEnv,
  dataDir: string,
  ...args: string[]
): Promise<string> {
  const { stdout } = await promisify(execFile)('node', [join(REPO, 'packages/cli/bin/billing.js'), ...args], {
    cwd: REPO,
    env: envFor(dataDir, extra),
  });
  return stdout;
}

/** The command line's exit code, stdout and stderr, whether it succeeded or not. */
export async function billingResult(
  extra: NodeJS.ProcessEnv,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'node',
      [join(REPO, 'packages/cli/bin/billing.js'), ...args],
      { cwd: REPO, env: envFor(dataDir, extra) },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * A fetch that sends the Host header given (the platform's fetch always sends the URL's own): requests go to
 * `url`'s address as if to `host`, as a CNAME to the service would make them.
 */
export function fetchWithHost(host: string): (input: Request) => Promise<Response> {
  return async (input) => {
    const body = input.body ? Buffer.from(await input.arrayBuffer()) : undefined;
    const url = new URL(input.url);
    const headers: Record<string, string> = Object.fromEntries(input.headers.entries());
    headers.host = host;
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          hostname: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: input.method,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [k, v] of Object.entries(res.headers)) {
              if (typeof v === 'string') responseHeaders.set(k, v);
            }
            resolve(
              new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: responseHeaders }),
            );
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
}

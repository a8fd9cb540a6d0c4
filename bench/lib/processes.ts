import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServiceStores, serviceEnv } from '../../test/tools/service-process.ts';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHttp(url: string, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Waits until the process `pid` has a socket listening on `port` (from /proc): when several processes share a
 * port, an HTTP check may be answered by another one.
 */
export async function waitForListening(pid: number, port: number, seconds = 60): Promise<void> {
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const f = line.trim().split(/\s+/);
        // local_address, state (0A: LISTEN), inode.
        if (f[1]?.endsWith(portHex) && f[3] === '0A') inodes.add(f[9]!);
      }
    }
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match && inodes.has(match[1]!)) return;
      } catch {
        // closed meanwhile
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`process ${pid} is not listening on port ${port}`);
}

/**
 * A node process running a TypeScript file of the repository (or of another checkout, `repo`, with its own
 * node_modules); stopped with SIGTERM. Its stdout is dropped unless `stdout` is 'pipe' (then the caller must read
 * it, or the child blocks once the pipe is full).
 */
export function startNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
  stdout: 'ignore' | 'pipe' = 'ignore',
  repo = REPO,
): ChildProcess {
  // The thread pool sized as `npm start` sizes it (packages/cli/src/threadpool.cjs), where the checkout has it.
  const threadpool = join(repo, 'packages/cli/src/threadpool.cjs');
  const preload = existsSync(threadpool) ? ['--require', threadpool] : [];
  const child = spawn('node', [...nodeArgs, ...preload, '--import', 'tsx', join(repo, script), ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  return child;
}

export function startService(
  stores: ServiceStores,
  env: NodeJS.ProcessEnv,
  options: { role?: string; nodeArgs?: string[] } = {},
): ChildProcess {
  return startNode(
    'packages/cli/src/main.ts',
    options.role ? ['start', options.role] : ['start'],
    // CLICKHOUSE_URL set empty, not left out: startNode adds this process's environment again.
    { ...serviceEnv(stores, { LOG_LEVEL: 'warn', ...env }), CLICKHOUSE_URL: '' },
    options.nodeArgs,
  );
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** User + system CPU time of a process (all its threads), in ms. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat; after "pid (comm) " they are at 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Sets the nice value of every thread of a process (Linux: a nice value is a thread's). */
export function reniceProcess(pid: number, nice: number): void {
  for (const task of readdirSync(`/proc/${pid}/task`)) os.setPriority(Number(task), nice);
}

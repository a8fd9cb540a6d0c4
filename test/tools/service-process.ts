/**
 * One `billing start` process (api, ingest edge and worker together) with the environment given, on free ports,
 * for tests that need a real process: its signals, its exit code, its sockets.
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServiceProcess(env: NodeJS.ProcessEnv): Promise<ServiceProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO, 'packages/cli/src/main.ts'), 'start'],
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

/**
 * The embedded Postgres: PGlite (Postgres in WASM) in the data directory, served on a loopback port by pglite-socket so
 * that the unchanged postgres.js code talks to it, both on a thread of their own. The process that holds it records the
 * port in `postgres.json`, so the command line can reach the database through the running service.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { typescriptWorker } from '@billing/core';
import type { ThreadMessage, ThreadStart } from './embedded-thread.ts';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface Holder {
  pid: number;
  port: number;
}

const holderFile = (dataDir: string) => join(dataDir, 'postgres.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The URL of the embedded database when another live process holds it. */
export async function findRunningEmbedded(dataDir: string): Promise<string | undefined> {
  try {
    const holder = JSON.parse(await readFile(holderFile(dataDir), 'utf8')) as Holder;
    if (holder.pid !== process.pid && isAlive(holder.pid)) return embeddedUrl(holder.port);
  } catch {
    // No holder file: nobody runs it.
  }
  return undefined;
}

function embeddedUrl(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/**
 * Opens PGlite in `dataDir/postgres` and serves it on 127.0.0.1 (port 0: any free port), both on a thread of
 * their own (embedded-thread.ts).
 */
export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
  const running = await findRunningEmbedded(dataDir);
  if (running) throw new Error(`the data directory ${dataDir} is in use by another process (${running})`);
  await mkdir(join(dataDir, 'postgres'), { recursive: true });
  const thread = typescriptWorker(new URL('./embedded-thread.ts', import.meta.url), {
    workerData: { dataDir, port } satisfies ThreadStart,
  });
  const next = () =>
    new Promise<ThreadMessage>((resolve, reject) => {
      const exited = (code: number) => reject(new Error(`the embedded database's thread exited (${code})`));
      thread.once('error', reject);
      thread.once('exit', exited);
      thread.once('message', (message: ThreadMessage) => {
        thread.off('error', reject);
        thread.off('exit', exited);
        resolve(message);
      });
    });
  const started = await next();
  if (!('listening' in started)) {
    await thread.terminate();
    throw new Error(
      `the embedded database did not start: ${'failed' in started ? started.failed : 'stopped'}`,
    );
  }
  const boundPort = started.listening;
  await writeFile(
    holderFile(dataDir),
    JSON.stringify({ pid: process.pid, port: boundPort } satisfies Holder),
  );
  let stopping: Promise<void> | undefined;
  return {
    url: embeddedUrl(boundPort),
    stop() {
      stopping ??= (async () => {
        const stopped = next().catch(() => undefined);
        thread.postMessage('stop');
        await stopped;
        await thread.terminate();
        await rm(holderFile(dataDir), { force: true });
      })();
      return stopping;
    },
  };
}

/**
 * The embedded Postgres: PGlite (Postgres in WASM) in the data directory, served on a loopback port by
 * pglite-socket so that the unchanged postgres.js code talks to it. The process that holds it records the port
 * in `postgres.json`, so the command line can reach the database through the running service.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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

/** Opens PGlite in `dataDir/postgres` and serves it on 127.0.0.1 (port 0: any free port). */
export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
  const running = await findRunningEmbedded(dataDir);
  if (running) throw new Error(`the data directory ${dataDir} is in use by another process (${running})`);
  await mkdir(join(dataDir, 'postgres'), { recursive: true });
  const db = await PGlite.create(join(dataDir, 'postgres'));
  // Several connections may attach (the service and the command line); PGlite runs one query at a time and
  // keeps a transaction's queries together.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 16 });
  let boundPort = port;
  server.addEventListener('listening', (event) => {
    boundPort = (event as CustomEvent<{ port: number }>).detail.port;
  });
  await server.start();
  await writeFile(
    holderFile(dataDir),
    JSON.stringify({ pid: process.pid, port: boundPort } satisfies Holder),
  );
  return {
    url: embeddedUrl(boundPort),
    async stop() {
      await server.stop();
      await db.close();
      await rm(holderFile(dataDir), { force: true });
    },
  };
}

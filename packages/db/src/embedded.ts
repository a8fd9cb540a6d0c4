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

/** Extended-protocol messages after which the client's Sync (or Flush's answer) is still to come. */
const OPENS_SEQUENCE = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const CLOSES_SEQUENCE = new Set(['S', 'Q', 'X'].map((c) => c.charCodeAt(0)));

/**
 * PGlite as the socket server sees it, where an open extended-protocol sequence (Parse, Bind, ... up to Sync)
 * counts as a transaction. The server runs one message at a time from all connections and keeps only a
 * transaction's messages together: without this, another connection's messages run between one client's Bind
 * and Execute and take its unnamed portal ("portal \"\" does not exist"), as when the command line polls while
 * the service works.
 */
function withWholeSequences(db: PGlite): PGlite {
  let open = false;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'isInTransaction') return () => open || target.isInTransaction();
      if (prop === 'execProtocolRawStream') {
        return (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          const type = message[0] ?? 0;
          if (OPENS_SEQUENCE.has(type)) open = true;
          else if (CLOSES_SEQUENCE.has(type)) open = false;
          return target.execProtocolRawStream(message, options);
        };
      }
      // The server's own statements (a ROLLBACK for a client that left mid-transaction) end any sequence.
      if (prop === 'exec') {
        return (...args: Parameters<PGlite['exec']>) => {
          open = false;
          return target.exec(...args);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Opens PGlite in `dataDir/postgres` and serves it on 127.0.0.1 (port 0: any free port). */
export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
  const running = await findRunningEmbedded(dataDir);
  if (running) throw new Error(`the data directory ${dataDir} is in use by another process (${running})`);
  await mkdir(join(dataDir, 'postgres'), { recursive: true });
  const db = await PGlite.create(join(dataDir, 'postgres'));
  // Several connections may attach (the service and the command line); PGlite runs one query at a time and
  // keeps a transaction's queries together.
  const server = new PGLiteSocketServer({
    db: withWholeSequences(db),
    host: '127.0.0.1',
    port,
    maxConnections: 16,
  });
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

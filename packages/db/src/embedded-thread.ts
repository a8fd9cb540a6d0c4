/**
 * The embedded database's thread (embedded.ts): PGlite and its socket server, off the process' event loop.
 * PGlite runs each statement in WebAssembly on the thread that holds it; on the service's own thread that was
 * a third of its busy time in a preview (bench/README.md, "preview"), time in which no request was parsed,
 * rated or answered and no chdb answer was taken up. Here it runs beside them, on a core of its own when one is
 * free. Started with `workerData` {dataDir, port}; posts {listening: port} or {failed: message}; on 'stop' it
 * closes the server and the database and posts {stopped: true}.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type ThreadStart = { dataDir: string; port: number };
export type ThreadMessage = { listening: number } | { failed: string } | { stopped: true };

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

const post = (message: ThreadMessage) => parentPort!.postMessage(message);

async function serve({ dataDir, port }: ThreadStart) {
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
  parentPort!.once('message', async () => {
    await server.stop();
    await db.close();
    post({ stopped: true });
    parentPort!.close();
  });
  post({ listening: boundPort });
}

serve(workerData as ThreadStart).catch((error: unknown) =>
  post({ failed: error instanceof Error ? error.message : String(error) }),
);

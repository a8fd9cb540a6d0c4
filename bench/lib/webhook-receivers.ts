/**
 * The webhook benchmark's three receivers, each in a process of its own (as receivers are on machines of their
 * own): their CPU is not charged to the dispatcher's event loop, and the failing receiver's requests (one for
 * every event, then its retries) do not share the event loop that notes the healthy receiver's arrivals.
 * `startReceivers` forks this file once per receiver; each child listens on loopback and tells the parent its URL,
 * and, once asked, its request count and CPU, and (the healthy one) the first arrival time of each `webhook-id`
 * (Date.now() when its request came in: the same clock as the parent's commit times). The healthy one answers 200
 * at once, the slow one after `slowMs`, the failing one 500 to every second request; with `misbehave` false (the
 * benchmark's control phase) the slow and the failing ones answer 200 at once too, as the healthy one does.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface ReceiverUrls {
  healthy: string;
  slow: string;
  failing: string;
}

type Kind = keyof ReceiverUrls;
const KINDS: readonly Kind[] = ['healthy', 'slow', 'failing'];

export interface ReceiversReport {
  /** First arrival per webhook-id at the healthy receiver (ms since the epoch). */
  healthyFirstSeen: [string, number][];
  requests: Record<Kind, number>;
  /** CPU the receivers' processes used together (user + system), ms. */
  cpuMs: number;
}

interface ChildReport {
  firstSeen: [string, number][];
  requests: number;
  cpuMs: number;
}

type ToChild =
  | { start: { kind: Kind; slowMs: number; expected: number; misbehave: boolean } }
  | 'report'
  | 'close';
type FromChild = { url: string } | 'complete' | { report: ChildReport };

export interface Receivers {
  urls: ReceiverUrls;
  /** Resolves when the healthy receiver has seen `expected` distinct ids (or never). */
  complete: Promise<void>;
  report(): Promise<ReceiversReport>;
  close(): Promise<void>;
}

/** One receiver's process: forked, started, and asked by messages. */
function forkReceiver(kind: Kind, slowMs: number, expected: number, misbehave: boolean) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(pick: (m: FromChild) => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: FromChild) => {
        const value = pick(m);
        if (value === undefined) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(value);
      };
      const onExit = (code: number | null) =>
        reject(new Error(`the ${kind} receiver's process exited with ${code}`));
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  const url = next((m) => (typeof m === 'object' && 'url' in m ? m.url : undefined));
  const complete = next((m) => (m === 'complete' ? true : undefined));
  complete.catch(() => {});
  child.send({ start: { kind, slowMs, expected, misbehave } } satisfies ToChild);
  return {
    url,
    complete,
    report() {
      const report = next((m) => (typeof m === 'object' && 'report' in m ? m.report : undefined));
      child.send('report' satisfies ToChild);
      return report;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('close' satisfies ToChild);
      }),
  };
}

/** Forks the receivers' processes and waits for their URLs. */
export async function startReceivers(slowMs: number, expected: number, misbehave = true): Promise<Receivers> {
  const children = KINDS.map((kind) => forkReceiver(kind, slowMs, expected, misbehave));
  const [healthy, slow, failing] = await Promise.all(children.map((c) => c.url));
  return {
    urls: { healthy: healthy!, slow: slow!, failing: failing! },
    complete: children[0]!.complete.then(() => {}),
    async report() {
      const reports = await Promise.all(children.map((c) => c.report()));
      return {
        healthyFirstSeen: reports[0]!.firstSeen,
        requests: {
          healthy: reports[0]!.requests,
          slow: reports[1]!.requests,
          failing: reports[2]!.requests,
        },
        cpuMs: reports.reduce((sum, r) => sum + r.cpuMs, 0),
      };
    },
    close: async () => {
      await Promise.all(children.map((c) => c.close()));
    },
  };
}

/** The child: runs one receiver until told to close. */
function runChild() {
  const firstSeen = new Map<string, number>();
  let requests = 0;
  let cpuAtStart = process.cpuUsage();
  const reply = (m: FromChild) => process.send?.(m);
  const server = createServer();
  server.keepAliveTimeout = 60_000;
  process.on('message', (m: ToChild) => {
    if (typeof m === 'object' && 'start' in m) {
      const { kind, slowMs, expected, misbehave } = m.start;
      cpuAtStart = process.cpuUsage();
      server.on('request', (req, res) => {
        if (kind === 'healthy') {
          const id = String(req.headers['webhook-id']);
          if (!firstSeen.has(id)) {
            firstSeen.set(id, Date.now());
            if (firstSeen.size === expected) reply('complete');
          }
        }
        req.resume();
        req.on('end', () => {
          const n = ++requests;
          const respond = (status: number) => res.writeHead(status).end();
          if (kind === 'slow' && misbehave) setTimeout(() => respond(200), slowMs);
          else respond(kind === 'failing' && misbehave && n % 2 === 0 ? 500 : 200);
        });
      });
      server.listen(0, '127.0.0.1', () =>
        reply({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` }),
      );
    } else if (m === 'report') {
      const cpu = process.cpuUsage(cpuAtStart);
      reply({
        report: { firstSeen: [...firstSeen], requests, cpuMs: Math.round((cpu.user + cpu.system) / 1000) },
      });
    } else if (m === 'close') {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runChild();

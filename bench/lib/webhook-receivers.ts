/**
 * The webhook benchmark's three receivers, in a process of their own (as receivers are on machines of their own):
 * their CPU is not charged to the dispatcher's event loop. `startReceivers` forks this file; the child listens on
 * loopback and tells the parent its URLs, and, once asked, the first arrival time of each `webhook-id` at the
 * healthy receiver (Date.now() when its request came in: the same clock as the parent's commit times) and the
 * request counts. The healthy one answers 200 at once, the slow one after `slowMs`, the failing one 500 to every
 * second request.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface ReceiverUrls {
  healthy: string;
  slow: string;
  failing: string;
}

export interface ReceiversReport {
  /** First arrival per webhook-id at the healthy receiver (ms since the epoch). */
  healthyFirstSeen: [string, number][];
  requests: { healthy: number; slow: number; failing: number };
  /** CPU the receivers' process used (user + system), ms. */
  cpuMs: number;
}

type ToChild = { start: { slowMs: number; expected: number } } | 'report' | 'close';
type FromChild = { urls: ReceiverUrls } | 'complete' | { report: ReceiversReport };

export interface Receivers {
  urls: ReceiverUrls;
  /** Resolves when the healthy receiver has seen `expected` distinct ids (or never). */
  complete: Promise<void>;
  report(): Promise<ReceiversReport>;
  close(): Promise<void>;
}

/** Forks the receivers' process and waits for its URLs. */
export async function startReceivers(slowMs: number, expected: number): Promise<Receivers> {
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
      const onExit = (code: number | null) => reject(new Error(`the receivers' process exited with ${code}`));
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  const send = (m: ToChild) => child.send(m);
  const urls = next((m) => (typeof m === 'object' && 'urls' in m ? m.urls : undefined));
  const complete = next((m) => (m === 'complete' ? true : undefined));
  complete.catch(() => {});
  send({ start: { slowMs, expected } });
  return {
    urls: await urls,
    complete: complete.then(() => {}),
    report() {
      const report = next((m) => (typeof m === 'object' && 'report' in m ? m.report : undefined));
      send('report');
      return report;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        send('close');
      }),
  };
}

async function listen(
  answer: (n: number, respond: (status: number) => void) => void,
  seen?: (id: string) => void,
) {
  const state = { requests: 0 };
  const server: Server = createServer((req, res) => {
    seen?.(String(req.headers['webhook-id']));
    req.resume();
    req.on('end', () => answer(++state.requests, (status) => res.writeHead(status).end()));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

/** The child: runs the receivers until told to close. */
async function runChild() {
  const firstSeen = new Map<string, number>();
  let servers: Awaited<ReturnType<typeof listen>>[] = [];
  let cpuAtStart = process.cpuUsage();
  const reply = (m: FromChild) => process.send?.(m);
  process.on('message', async (m: ToChild) => {
    if (typeof m === 'object' && 'start' in m) {
      const { slowMs, expected } = m.start;
      cpuAtStart = process.cpuUsage();
      const healthy = await listen(
        (_, respond) => respond(200),
        (id) => {
          if (firstSeen.has(id)) return;
          firstSeen.set(id, Date.now());
          if (firstSeen.size === expected) reply('complete');
        },
      );
      const slow = await listen((_, respond) => setTimeout(() => respond(200), slowMs));
      const failing = await listen((n, respond) => respond(n % 2 === 0 ? 500 : 200));
      servers = [healthy, slow, failing];
      reply({ urls: { healthy: healthy.url, slow: slow.url, failing: failing.url } });
    } else if (m === 'report') {
      const cpu = process.cpuUsage(cpuAtStart);
      const [healthy, slow, failing] = servers.map((s) => s.state.requests);
      reply({
        report: {
          healthyFirstSeen: [...firstSeen],
          requests: { healthy: healthy ?? 0, slow: slow ?? 0, failing: failing ?? 0 },
          cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        },
      });
    } else if (m === 'close') {
      for (const { server } of servers) server.closeAllConnections();
      await Promise.all(servers.map(({ server }) => new Promise((resolve) => server.close(resolve))));
      process.exit(0);
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runChild();

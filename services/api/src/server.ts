import { DEFAULT_CONNECTION_LIMITS } from '@billing/core';
import { type ApiDeps, buildApiApp } from './app.ts';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on host:port (0 picks a free port). close() stops accepting at once, answers 503 to requests that still
 * arrive on open connections, lets those in flight finish, and drops whatever is left after the shutdown timeout
 * (a client that never finishes its body must not hold the process).
 */
export async function startApiServer(deps: ApiDeps, host: string, port: number): Promise<RunningServer> {
  const app = await buildApiApp(deps);
  await app.listen({ host, port });
  const address = app.server.address();
  const shutdownTimeoutMs = deps.config.shutdownTimeoutMs ?? DEFAULT_CONNECTION_LIMITS.shutdownTimeoutMs;
  return {
    port: typeof address === 'object' && address ? address.port : port,
    async close() {
      const closed = app.close();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), shutdownTimeoutMs);
      });
      if ((await Promise.race([closed, deadline])) === 'deadline') {
        deps.logger.warn({ shutdownTimeoutMs }, 'dropping the requests still in progress');
        app.server.closeAllConnections();
      }
      clearTimeout(timer);
      await closed;
    },
  };
}

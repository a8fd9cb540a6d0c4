import { type ApiDeps, buildApiApp } from './app.ts';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** Listens on host:port (0 picks a free port); close() stops taking requests and finishes those in flight. */
export async function startApiServer(deps: ApiDeps, host: string, port: number): Promise<RunningServer> {
  const app = await buildApiApp(deps);
  await app.listen({ host, port });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => app.close(),
  };
}

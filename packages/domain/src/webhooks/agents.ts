/**
 * Connections per endpoint (docs/webhooks.md, "A pass"). Node's global agent already keeps connections alive, but
 * pools them by host and port for the whole process: endpoints on one host would share sockets, and a socket opened
 * by a dispatcher that allows private networks could serve one that does not. Here each endpoint (at one origin)
 * of one dispatcher has its own keep-alive pool, so a slow receiver holds only its own sockets, and a new
 * connection goes through the URL guard's lookup (the request's `lookup` reaches the agent's connect): every
 * address connected to was checked when its connection was opened, under this dispatcher's policy. */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

/** An idle connection is closed after this (or sooner, a second before the receiver's own `Keep-Alive` hint). */
const IDLE_SOCKET_MS = 4_000;
/** An endpoint whose agent was not used for this long gives it up (deleted, disabled, URL changed). */
const AGENT_UNUSED_MS = 60_000;

export class EndpointAgents {
  private readonly agents = new Map<string, { agent: HttpAgent; usedAt: number }>();
  private prunedAt = Date.now();

  /** The agent of one endpoint at one origin (a changed URL gets a new one). */
  get(endpointKey: string, url: URL): HttpAgent {
    const key = `${endpointKey} ${url.origin}`;
    const now = Date.now();
    let entry = this.agents.get(key);
    if (!entry) {
      const options = { keepAlive: true, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' as const };
      entry = {
        agent: url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options),
        usedAt: now,
      };
      this.agents.set(key, entry);
    }
    entry.usedAt = now;
    if (now - this.prunedAt > AGENT_UNUSED_MS) this.prune(now);
    return entry.agent;
  }

  private prune(now: number) {
    this.prunedAt = now;
    for (const [key, entry] of this.agents) {
      if (now - entry.usedAt > AGENT_UNUSED_MS) {
        entry.agent.destroy();
        this.agents.delete(key);
      }
    }
  }

  /** Closes every connection (the dispatcher stops). */
  destroy() {
    for (const entry of this.agents.values()) entry.agent.destroy();
    this.agents.clear();
  }
}

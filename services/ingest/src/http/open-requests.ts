/**
 * The edge's own limits on slow and numerous clients (issue 16; docs/limits.md). uWebSockets.js gives no hook on
 * a connection before its request head is complete, so what can be limited from here is the request: how many
 * are in progress, and how long a body may take to arrive. Past the shutdown timeout every body still arriving is
 * given up, so that a half-sent request cannot hold the process.
 */
import { ApiError } from '@billing/core';

export interface OpenRequestLimits {
  bodyTimeoutMs: number;
  /** Requests in progress (from their head to their answer) per process. */
  maxRequests: number;
}

interface Arriving {
  since: number;
  expire: (error: ApiError) => void;
}

export class OpenRequests {
  private inProgress = 0;
  private readonly arriving = new Set<Arriving>();
  private readonly sweep: NodeJS.Timeout;
  private idle: Array<() => void> = [];

  constructor(
    private readonly limits: OpenRequestLimits,
    private readonly now: () => number = Date.now,
  ) {
    // One timer for every body rather than one per request: the common request arrives whole in one read.
    const every = Math.max(50, Math.min(1000, Math.floor(limits.bodyTimeoutMs / 4)));
    this.sweep = setInterval(() => this.expireSlowBodies(), every);
    this.sweep.unref();
  }

  get size(): number {
    return this.inProgress;
  }

  /** Counts a request in; false (nothing counted) when the process already has as many as it takes. */
  enter(): boolean {
    if (this.inProgress >= this.limits.maxRequests) return false;
    this.inProgress += 1;
    return true;
  }

  leave(): void {
    this.inProgress -= 1;
    if (this.inProgress === 0) for (const resolve of this.idle.splice(0)) resolve();
  }

  /** Resolves when no request is in progress. */
  settled(): Promise<void> {
    return this.inProgress === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  /**
   * Watches a body while it arrives: `expire` is called once if it has not arrived within the body timeout (or
   * when shutdown gives up on it). Returns the function that stops watching.
   */
  watchBody(expire: (error: ApiError) => void): () => void {
    const entry: Arriving = { since: this.now(), expire };
    this.arriving.add(entry);
    return () => this.arriving.delete(entry);
  }

  /** Gives up on every body still arriving (shutdown). */
  expireAll(): void {
    for (const entry of this.arriving) this.expireOne(entry, shuttingDown());
  }

  stop(): void {
    clearInterval(this.sweep);
  }

  private expireSlowBodies(): void {
    const cutoff = this.now() - this.limits.bodyTimeoutMs;
    for (const entry of this.arriving) {
      if (entry.since <= cutoff) {
        this.expireOne(
          entry,
          new ApiError('DEADLINE_EXCEEDED', 'the request body did not arrive in time', { httpStatus: 408 }),
        );
      }
    }
  }

  private expireOne(entry: Arriving, error: ApiError): void {
    this.arriving.delete(entry);
    entry.expire(error);
  }
}

export function shuttingDown(): ApiError {
  return new ApiError('UNAVAILABLE', 'the edge is shutting down; retry', { retryAfter: 1 });
}

export function tooManyRequests(): ApiError {
  return new ApiError('UNAVAILABLE', 'the edge has as many requests in progress as it takes; retry', {
    retryAfter: 1,
  });
}

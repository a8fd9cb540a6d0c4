/**
 * The webhook dispatcher (docs/webhooks.md): a pass fans new events out to deliveries and leases the due ones, at
 * most `perEndpoint` in flight per endpoint, then sends them without waiting for one another, so a slow or failing
 * endpoint holds only its own slots and delays no other endpoint or organization. Outcomes are recorded in
 * batches (one statement for whatever finished while the previous batch was being written); each batch recorded
 * frees slots, so it starts the next pass at once instead of waiting for the loop's tick. The tick (`intervalMs`)
 * finds new outbox rows (one probe of an index of the rows not yet fanned out) and, every `claimEveryMs`,
 * retries that fell due. What is due is read from the injected clock: tests run passes and travel instead of
 * waiting for the retry schedule.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import {
  type AttemptMade,
  type ClaimedDelivery,
  type ClaimedEndpoint,
  claimedEndpoints,
  dispatchPass,
  EndpointAgents,
  recordAttempts,
  sendDelivery,
  type WebhookServices,
} from '@billing/domain';
import type { Logger } from 'pino';
import { type Loop, startLoop } from './loop.ts';

export interface WebhookDeps {
  sql: Sql;
  clock: Clock;
  services: WebhookServices;
  logger?: Logger;
}

export interface WebhookOptions {
  /** Deliveries leased per pass. */
  limit: number;
  /**
   * Deliveries in flight per endpoint: an endpoint's own slots (a slow one holds its own only), enough for one
   * receiver to take thousands a second while a pass, the attempts and the recording of their outcomes go round.
   */
  perEndpoint: number;
  /** A pass with no new event and no slot freed since the last claim still claims this often (due retries). */
  claimEveryMs: number;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { limit: 500, perEndpoint: 64, claimEveryMs: 1000 };

export interface WebhookPassSummary {
  fannedOut: number;
  attempted: number;
  succeeded: number;
}

export class WebhookDispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly agents = new EndpointAgents();
  /** Outcomes waiting for the batch being written to finish. */
  private pending: { made: AttemptMade; recorded: () => void }[] = [];
  private recording: Promise<void> | undefined;
  private passing: Promise<void> | undefined;
  private passAgain = false;
  /** A slot freed (or a claim is owed) since the last claim. */
  private claimOwed = true;
  private claimedAt = 0;
  private closed = false;
  succeeded = 0;
  failed = 0;

  constructor(
    private readonly deps: WebhookDeps,
    private readonly options: WebhookOptions = DEFAULT_WEBHOOK_OPTIONS,
  ) {}

  /**
   * Fans out, leases and starts the due deliveries; resolves once they are started, not finished. It claims when
   * asked (`claim`), when a batch of outcomes freed slots since the last claim, when the fan-out queued something,
   * or when the last claim is `claimEveryMs` old.
   */
  async pass(claim = true): Promise<{ fannedOut: number; started: number }> {
    const { sql, clock } = this.deps;
    const owed = claim || this.claimOwed || performance.now() - this.claimedAt >= this.options.claimEveryMs;
    this.claimOwed = false;
    let result: Awaited<ReturnType<typeof dispatchPass>>;
    try {
      result = await dispatchPass({ sql, clock }, { ...this.options, claim: owed });
    } catch (err) {
      this.claimOwed ||= owed;
      throw err;
    }
    const { fannedOut, claimed } = result;
    if (owed || claimed.length > 0) this.claimedAt = performance.now();
    // A full fan-out leaves more behind: the next pass follows at once.
    if (fannedOut >= this.options.limit) this.passAgain = true;
    if (claimed.length === 0) return { fannedOut, started: 0 };
    const endpoints = claimedEndpoints(claimed);
    for (const delivery of claimed) {
      const endpoint = endpoints.get(`${delivery.organization_id}/${delivery.endpoint_id}`)!;
      const attempt: Promise<void> = this.attempt(delivery, endpoint)
        .catch((err) =>
          this.deps.logger?.error({ err, endpoint: delivery.endpoint_id }, 'webhook attempt failed'),
        )
        .finally(() => this.inFlight.delete(attempt));
      this.inFlight.add(attempt);
    }
    return { fannedOut, started: claimed.length };
  }

  /**
   * Runs passes until none is asked for: one at a time, a request made during a pass runs another after it.
   * Resolves when the dispatcher is idle (its attempts may still be in flight).
   */
  wake(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.passing) {
      this.passAgain = true;
      return this.passing;
    }
    this.passing = (async () => {
      do {
        this.passAgain = false;
        try {
          await this.pass(false);
        } catch (err) {
          this.deps.logger?.error({ err }, 'webhook dispatch failed');
          return;
        }
      } while (this.passAgain && !this.closed);
    })().finally(() => {
      this.passing = undefined;
    });
    return this.passing;
  }

  private async attempt(delivery: ClaimedDelivery, endpoint: ClaimedEndpoint) {
    const { sql, clock, services } = this.deps;
    const outcome = await sendDelivery({ sql, clock }, services, delivery, endpoint, this.agents);
    if (outcome.ok) this.succeeded++;
    else this.failed++;
    await new Promise<void>((recorded) => {
      this.pending.push({ made: { delivery, outcome }, recorded });
      this.recording ??= this.recordPending();
    });
  }

  /** Writes the outcomes waiting, in batches, one batch at a time, until none waits. */
  private async recordPending(): Promise<void> {
    const { sql, clock } = this.deps;
    // The attempts that end in the same turn of the event loop go in the first batch together.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      try {
        await recordAttempts(
          { sql, clock },
          batch.map((b) => b.made),
        );
      } catch (err) {
        // Not recorded: the leases expire and those deliveries are attempted again (at least once).
        this.deps.logger?.error({ err, outcomes: batch.length }, 'webhook outcomes not recorded');
      }
      for (const b of batch) b.recorded();
      // Their slots are free: claim again now rather than at the next tick.
      this.claimOwed = true;
      void this.wake();
    }
    this.recording = undefined;
  }

  /** Waits for the attempts in flight and the recording of their outcomes. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0 || this.passing) {
      await Promise.all([...this.inFlight, this.passing]);
    }
  }

  /** Stops starting passes, waits for what is in flight, closes the connections. */
  async close(): Promise<void> {
    this.closed = true;
    await this.settle();
    this.agents.destroy();
  }
}

/** One pass whose attempts are awaited (tests: what is due now is sent and recorded). */
export async function runWebhookPass(
  deps: WebhookDeps,
  options = DEFAULT_WEBHOOK_OPTIONS,
): Promise<WebhookPassSummary> {
  const dispatcher = new WebhookDispatcher(deps, options);
  let started: { fannedOut: number; started: number };
  try {
    started = await dispatcher.pass();
  } finally {
    // Only this pass: closed, the recording of its outcomes starts no other.
    await dispatcher.close();
  }
  return { fannedOut: started.fannedOut, attempted: started.started, succeeded: dispatcher.succeeded };
}

export function startWebhookLoop(
  deps: WebhookDeps,
  options: { intervalMs: number } & Partial<WebhookOptions>,
): Loop & { dispatcher: WebhookDispatcher } {
  const dispatcher = new WebhookDispatcher(deps, { ...DEFAULT_WEBHOOK_OPTIONS, ...options });
  const loop = startLoop(options.intervalMs, () => dispatcher.wake(), true);
  return {
    dispatcher,
    async close() {
      await loop.close();
      await dispatcher.close();
    },
  };
}

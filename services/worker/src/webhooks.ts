/**
 * The webhook dispatcher (docs/webhooks.md, "A pass"): fan-outs turn new events into deliveries, claims lease the
 * due ones, each beside the other. Each endpoint has a lane of its own in this process, at most `perEndpoint`
 * requests in flight and up to AHEAD_ROUNDS rounds of them leased ahead (fewer when its attempts are slow), so a
 * slow or failing endpoint holds only its own slots and delays no other endpoint or organization. An answer starts
 * the lane's next delivery at once, from memory: a lane waits neither for its outcomes to be written nor for a
 * claim. Outcomes are recorded in batches (one statement for whatever finished while the previous batch was being
 * written); a lane short of work owes a claim, so claims follow one another instead of waiting for the loop's
 * tick. The tick (`intervalMs`) finds new outbox rows (one probe of an index of the rows not yet fanned out) and,
 * every `claimEveryMs`, retries that fell due. What is due is read from the injected clock: tests run passes and
 * travel instead of waiting for the retry schedule.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import {
  ATTEMPT_TIMEOUT_MS,
  type AttemptMade,
  type ClaimedDelivery,
  type ClaimedEndpoint,
  type ClaimRoom,
  claimDeliveries,
  claimedEndpoints,
  EndpointAgents,
  fanOutEvents,
  LEASE_MS,
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
   * Requests in flight per endpoint from this process (its connections), and as many leased ahead of them: a
   * slow endpoint holds its own slots only, and a fast one is never idle while a pass leases more.
   */
  perEndpoint: number;
  /**
   * Deliveries leased per endpoint by every worker together (in flight, waiting for a slot, or answered and
   * waiting for their outcome to be written): the bound across workers.
   */
  leasedPerEndpoint: number;
  /** A pass with no new event and no slot freed since the last claim still claims this often (due retries). */
  claimEveryMs: number;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = {
  limit: 500,
  perEndpoint: 64,
  leasedPerEndpoint: 512,
  claimEveryMs: 1000,
};

export interface WebhookPassSummary {
  fannedOut: number;
  attempted: number;
  succeeded: number;
}

/** One endpoint's deliveries in this process: requests in flight, and those leased waiting for one to end. */
interface Lane {
  organization: string;
  endpoint: string;
  busy: number;
  waiting: { delivery: ClaimedDelivery; endpoint: ClaimedEndpoint }[];
  /** How long its attempts take of late (a moving average, ms; 0: none yet). */
  attemptMs: number;
  /** When its last attempt ended (performance.now()). */
  usedAt: number;
}

/** Rounds of an endpoint's slots leased ahead of those in flight, at most. */
const AHEAD_ROUNDS = 3;
/** An idle lane is forgotten (with what it learnt of its endpoint's pace) after this. */
const LANE_FORGOTTEN_MS = 60_000;

export class WebhookDispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly agents = new EndpointAgents();
  private readonly lanes = new Map<string, Lane>();
  /** Outcomes waiting for the batch being written to finish. */
  private pending: { made: AttemptMade; recorded: () => void }[] = [];
  private recording: Promise<void> | undefined;
  private fanning: Promise<void> | undefined;
  private fanAgain = false;
  private claiming: Promise<void> | undefined;
  /** Room freed (an answer, a batch recorded) or deliveries queued since the last claim began. */
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
   * Fans out, then leases and starts the due deliveries (when asked, `claim`, or when the fan-out queued
   * something); resolves once they are started (or waiting in their lane), not finished.
   */
  async pass(claim = true): Promise<{ fannedOut: number; started: number }> {
    const fannedOut = await this.fanOut();
    const started = claim || fannedOut > 0 ? await this.claim() : 0;
    return { fannedOut, started };
  }

  /** One fan-out statement; what it queued owes a claim. */
  private async fanOut(): Promise<number> {
    const { sql, clock } = this.deps;
    const fannedOut = await fanOutEvents({ sql, clock }, this.options.limit);
    // A full fan-out leaves more behind: the next follows at once.
    if (fannedOut >= this.options.limit) this.fanAgain = true;
    if (fannedOut > 0) this.claimOwed = true;
    return fannedOut;
  }

  /** One claim statement: leases what each endpoint's lane has room for and starts what its slots allow. */
  private async claim(): Promise<number> {
    const { sql, clock } = this.deps;
    this.claimOwed = false;
    this.claimedAt = performance.now();
    let claimed: ClaimedDelivery[];
    try {
      claimed = await claimDeliveries(
        { sql, clock },
        { limit: this.options.limit, perEndpoint: this.options.leasedPerEndpoint, room: this.room() },
      );
    } catch (err) {
      this.claimOwed = true;
      throw err;
    }
    const endpoints = claimedEndpoints(claimed);
    const touched = new Set<Lane>();
    for (const delivery of claimed) {
      const key = `${delivery.organization_id}/${delivery.endpoint_id}`;
      let lane = this.lanes.get(key);
      if (!lane) {
        lane = {
          organization: delivery.organization_id,
          endpoint: delivery.endpoint_id,
          busy: 0,
          waiting: [],
          attemptMs: 0,
          usedAt: 0,
        };
        this.lanes.set(key, lane);
      }
      lane.waiting.push({ delivery, endpoint: endpoints.get(key)! });
      touched.add(lane);
    }
    for (const lane of touched) this.drain(lane);
    return claimed.length;
  }

  /**
   * What this process can take of each endpoint: its slots, and as many rounds of them ahead (at most
   * AHEAD_ROUNDS) as its attempts of late take to go through in half a lease, so that a delivery waiting in the
   * lane is sent well within its lease; an endpoint not seen lately gets one round ahead.
   */
  private room(): ClaimRoom {
    const { perEndpoint } = this.options;
    const budget = LEASE_MS / 2;
    const now = performance.now();
    const endpoints: ClaimRoom['endpoints'][number][] = [];
    for (const [key, lane] of this.lanes) {
      if (lane.busy === 0 && lane.waiting.length === 0 && now - lane.usedAt > LANE_FORGOTTEN_MS) {
        this.lanes.delete(key);
        continue;
      }
      const rounds = lane.attemptMs > 0 ? Math.min(AHEAD_ROUNDS, Math.floor(budget / lane.attemptMs)) : 1;
      endpoints.push({
        organization: lane.organization,
        endpoint: lane.endpoint,
        n: Math.max(0, perEndpoint * (1 + rounds) - lane.busy - lane.waiting.length),
      });
    }
    return { others: 2 * perEndpoint, endpoints };
  }

  /** Whether a lane sending has less than a round of its slots waiting. */
  private laneShort(): boolean {
    for (const lane of this.lanes.values()) {
      if (lane.busy > 0 && lane.waiting.length < this.options.perEndpoint) return true;
    }
    return false;
  }

  /** Starts the lane's waiting deliveries while it has a free slot. */
  private drain(lane: Lane) {
    const { clock, services } = this.deps;
    const attemptMs = services.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
    while (lane.busy < this.options.perEndpoint && lane.waiting.length > 0) {
      const next = lane.waiting.shift()!;
      // Waited so long that its lease could end before its answer: left to expire and be leased again (the
      // attempt its claim counted is not made) rather than risk two workers sending it at once.
      if (next.delivery.lease_until.getTime() - clock.now().getTime() < attemptMs) continue;
      lane.busy++;
      const attempt: Promise<void> = this.attempt(lane, next.delivery, next.endpoint)
        .catch((err) =>
          this.deps.logger?.error({ err, endpoint: next.delivery.endpoint_id }, 'webhook attempt failed'),
        )
        .finally(() => this.inFlight.delete(attempt));
      this.inFlight.add(attempt);
    }
  }

  /**
   * The tick: fans out until nothing is left (one statement at a time; a call during one runs another after it),
   * and claims when a claim is owed or the last one is `claimEveryMs` old (retries that fell due, slots another
   * worker freed, leases of a dead worker that expired). Resolves when the fan-out is idle.
   */
  wake(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.fanning) {
      this.fanAgain = true;
      return this.fanning;
    }
    this.fanning = (async () => {
      do {
        this.fanAgain = false;
        try {
          await this.fanOut();
        } catch (err) {
          this.deps.logger?.error({ err }, 'webhook fan-out failed');
          return;
        }
        if (this.claimOwed || performance.now() - this.claimedAt >= this.options.claimEveryMs) {
          void this.wakeClaims();
        }
      } while (this.fanAgain && !this.closed);
    })().finally(() => {
      this.fanning = undefined;
    });
    return this.fanning;
  }

  /**
   * Claims while claims are owed, one statement at a time, beside the fan-out (each on its own connection): an
   * answer or a recorded batch owes one, so a lane is refilled while its slots are still busy.
   */
  private wakeClaims(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.claiming) return this.claiming;
    this.claiming = (async () => {
      do {
        try {
          await this.claim();
        } catch (err) {
          this.deps.logger?.error({ err }, 'webhook claim failed');
          return;
        }
      } while (this.claimOwed && !this.closed);
    })().finally(() => {
      this.claiming = undefined;
    });
    return this.claiming;
  }

  private async attempt(lane: Lane, delivery: ClaimedDelivery, endpoint: ClaimedEndpoint) {
    const { sql, clock, services } = this.deps;
    const started = performance.now();
    let outcome: Awaited<ReturnType<typeof sendDelivery>>;
    try {
      outcome = await sendDelivery({ sql, clock }, services, delivery, endpoint, this.agents);
    } finally {
      // The slot is free once the answer is in: the next waiting delivery goes now, and room for more is owed.
      const took = performance.now() - started;
      lane.attemptMs = lane.attemptMs === 0 ? took : 0.8 * lane.attemptMs + 0.2 * took;
      lane.usedAt = performance.now();
      lane.busy--;
      this.drain(lane);
      // Less than a round of slots waiting: lease more now. More than that: the lane has work enough, and a claim
      // per answer would cost the database a statement for a handful of rows.
      if (lane.waiting.length < this.options.perEndpoint) {
        this.claimOwed = true;
        void this.wakeClaims();
      }
    }
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
      // Their leases are free (a claim may have found an endpoint's cap full): claim again now rather than at the
      // next tick, if a lane is short of work.
      if (this.laneShort()) {
        this.claimOwed = true;
        void this.wakeClaims();
      }
    }
    this.recording = undefined;
  }

  /** Waits for the attempts in flight and the recording of their outcomes. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0 || this.fanning || this.claiming) {
      await Promise.all([...this.inFlight, this.fanning, this.claiming]);
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

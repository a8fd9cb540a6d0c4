/**
 * The webhook dispatcher (docs/webhooks.md, "A pass"): fan-outs turn new events into deliveries, claims lease the
 * due ones, each beside the other. Each endpoint has a lane of its own in this process, at most `perEndpoint`
 * requests in flight and up to AHEAD_ROUNDS rounds of them leased ahead (fewer when its attempts are slow), so a
 * slow or failing endpoint holds only its own slots and delays no other endpoint or organization. An answer starts
 * the lane's next delivery at once, from memory: a lane waits neither for its outcomes to be written nor for a
 * claim. Outcomes are recorded in batches (one statement for whatever finished while the previous batch was being
 * written). A lane that is sending and short of work claims for itself, in a statement of its own beside the other
 * lanes' (at most `laneClaims` at once): its refill neither waits for nor carries another endpoint's deliveries (a
 * failing endpoint's retries, a slow one's backlog). A troubled lane (its answers mostly fail, or are slow) backs
 * off: it holds one round, claimed at most once a second and after the healthy lanes' claims; the fan-out defers its
 * deliveries (and a lane's with requests in flight and no answer for a second), noting them in a row that a
 * statement of its own, beside the claims, expands. The shared claim, for the endpoints no lane is sending to,
 * follows the tick (`intervalMs`), which finds new outbox rows (one probe of an index of the rows not yet fanned
 * out), and every `claimEveryMs` takes retries that fell due. What is due is read from the injected clock: tests run
 * passes and travel instead of waiting for the retry schedule.
 */
import { channel } from 'node:diagnostics_channel';
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
  expandDeferredFanOuts,
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
  /** Lanes' own claims running at once (each holds a connection while it runs); the others wait their turn. */
  laneClaims: number;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = {
  limit: 500,
  perEndpoint: 64,
  leasedPerEndpoint: 512,
  claimEveryMs: 1000,
  laneClaims: 4,
};

/**
 * When each fan-out and claim statement began and answered (the injected clock's ms), published only while
 * something subscribes (the webhook benchmark's `--stages`, which splits a delivery's lag into its steps):
 * `fanOut` {startedAt, at, n}; `claim` {claimed, lane, at} (a claim began at a delivery's `lease_until` less
 * LEASE_MS).
 */
export const webhookTrace = {
  fanOut: channel('billing.webhooks.fanOut'),
  claim: channel('billing.webhooks.claim'),
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
  /** The share of its recent answers that were failures (a moving average over answers; 0: none yet). */
  failShare: number;
  /** Whether its claims yield to healthy lanes' (`isTroubled`, after each answer). */
  troubled: boolean;
  /** When it last asked for a turn to claim (performance.now()). */
  owedAt: number;
  /** When its last claim of its own began (performance.now()). */
  claimedAt: number;
  /** When its last attempt ended (performance.now()). */
  usedAt: number;
  /** When its requests in flight last went from none to some (performance.now()). */
  busySince: number;
  /** Its own claim, while one runs. */
  claiming: Promise<void> | undefined;
  /** Room freed while its claim ran: it claims again after. */
  owed: boolean;
}

/**
 * Rounds of an endpoint's slots leased ahead of those in flight, at most: with the default 64 slots, seven fill the
 * lease cap (512). A lane sending 2,500 a second then holds some 0.2 s of work, more than its claim takes on a
 * loaded database, so the next claim lands before the lane runs dry (with three, claims of 50 to 100 ms left the
 * lane idle between them and its throughput was its room over the claim's time: bench/README.md, "webhooks").
 */
const AHEAD_ROUNDS = 7;
/** An idle lane is forgotten (with what it learnt of its endpoint's pace) after this. */
const LANE_FORGOTTEN_MS = 60_000;
/**
 * A lane becomes troubled when at least this share of its recent answers failed (a moving average over its answers,
 * each weighing FAIL_WEIGHT): one failure in twenty leaves a lane healthy, a receiver failing half its requests
 * does not. It is healthy again below half that share (nine successes in a row after nothing but failures), so a
 * receiver failing half its requests at random does not flip between the two with every short run of successes.
 */
const TROUBLED_FAIL_SHARE = 1 / 3;
const FAIL_WEIGHT = 0.2;
/** ... or while its attempts take this long of late (ms). */
const TROUBLED_ATTEMPT_MS = 1000;
/**
 * A troubled lane's claims, its own or its share of the shared claim, begin at least this far apart (ms). It holds
 * one round at most (`laneRoom`), so it is sent at most a round a second by a worker however fast its receiver
 * fails: it backs off, and the cores its attempts would take go to the healthy endpoints (docs/webhooks.md,
 * "Troubled lanes back off").
 */
export const TROUBLED_CLAIM_GAP_MS = 1000;

/** A troubled lane whose last claim began less than TROUBLED_CLAIM_GAP_MS ago: it claims nothing yet. */
function inGap(lane: { troubled: boolean; claimedAt: number }, now: number): boolean {
  return lane.troubled && now - lane.claimedAt < TROUBLED_CLAIM_GAP_MS;
}

/**
 * Troubled: its recent answers mostly fail, or are slow. It backs off, and its claims yield to healthy lanes'
 * (docs/webhooks.md, "Troubled lanes back off"); a lane that recovers is healthy again with its next answers.
 */
export function isTroubled(lane: { failShare: number; attemptMs: number; troubled: boolean }): boolean {
  const share = lane.troubled ? TROUBLED_FAIL_SHARE / 2 : TROUBLED_FAIL_SHARE;
  return lane.failShare >= share || lane.attemptMs >= TROUBLED_ATTEMPT_MS;
}

/**
 * The next lane to claim, of those waiting for a turn (in the order they asked): the first healthy one, unless a
 * troubled one has waited `maxWaitMs` (it is not starved by a stream of healthy claims); a troubled one only when
 * no troubled claim runs (they share one turn among them), its last claim began TROUBLED_CLAIM_GAP_MS ago or
 * more, and, unless it has waited `maxWaitMs`, no healthy lane waits.
 */
export function nextLaneClaim<L extends { troubled: boolean; owedAt: number; claimedAt: number }>(
  owed: Iterable<L>,
  troubledRunning: boolean,
  now: number,
  maxWaitMs: number,
): L | undefined {
  let troubled: L | undefined;
  for (const lane of owed) {
    if (!lane.troubled) return lane;
    if (troubledRunning || troubled || inGap(lane, now)) continue;
    if (now - lane.owedAt >= maxWaitMs) return lane;
    troubled = lane;
  }
  return troubled;
}

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
  /** Deliveries queued (or a claim failed) since the shared claim last began. */
  private claimOwed = true;
  /** Lanes owed a claim of their own, waiting for one of the `laneClaims` turns (in the order they asked). */
  private readonly lanesOwed = new Set<Lane>();
  private readonly laneClaimsRunning = new Set<Promise<void>>();
  /** Troubled lanes' claims running: at most one, the turn they share. */
  private troubledClaims = 0;
  /** A troubled lane waits out TROUBLED_CLAIM_GAP_MS with no other claim to start the turns after it: this does. */
  private gapWait: Promise<void> | undefined;
  private claimedAt = 0;
  /** The expansion of deferred fan-outs (troubled endpoints' deliveries), with the wait before it. */
  private expanding: Promise<void> | undefined;
  /** This process's fan-outs noted deferred deliveries since the expansion last began. */
  private expandOwed = false;
  private expandedAt = 0;
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
    // What this pass's fan-out deferred is inserted before its claim (the loop's ticks expand it beside the claims).
    await this.expanding;
    if (this.expandOwed) await this.expand();
    if (!(claim || fannedOut > 0)) return { fannedOut, started: 0 };
    this.refillSendingLanes();
    return { fannedOut, started: await this.claim() };
  }

  /** One fan-out statement; what it queued owes a claim. */
  private async fanOut(): Promise<number> {
    const { sql, clock } = this.deps;
    const startedAt = clock.now().getTime();
    // A troubled lane's deliveries are noted, not inserted: the healthy lanes' events do not wait for them. So are
    // those of a lane with requests in flight and no answer for TROUBLED_ATTEMPT_MS: a slow endpoint's first answers
    // come after its first attempts' time, and its lane is full meanwhile.
    const now = performance.now();
    const deferred = [...this.lanes.values()]
      .filter(
        (lane) =>
          lane.troubled ||
          (lane.busy > 0 && now - Math.max(lane.usedAt, lane.busySince) >= TROUBLED_ATTEMPT_MS),
      )
      .map((lane) => ({ organization: lane.organization, endpoint: lane.endpoint }));
    const fannedOut = await fanOutEvents({ sql, clock }, this.options.limit, deferred);
    if (deferred.length > 0 && fannedOut > 0) this.expandOwed = true;
    if (webhookTrace.fanOut.hasSubscribers) {
      webhookTrace.fanOut.publish({ startedAt, at: clock.now().getTime(), n: fannedOut });
    }
    // A full fan-out leaves more behind: the next follows at once.
    if (fannedOut >= this.options.limit) this.fanAgain = true;
    if (fannedOut > 0) this.claimOwed = true;
    return fannedOut;
  }

  /**
   * The shared claim statement: leases what each idle endpoint's lane (or an endpoint without one) has room for and
   * starts what its slots allow. A lane that is sending, or claiming, is left to its own claims.
   */
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
    if (webhookTrace.claim.hasSubscribers) {
      webhookTrace.claim.publish({ claimed, lane: false, at: clock.now().getTime() });
    }
    return this.take(claimed, true);
  }

  /** One lane's own claim: only its endpoint's deliveries, as many as it has room for. */
  private async claimLane(lane: Lane): Promise<void> {
    const { sql, clock } = this.deps;
    const n = this.laneRoom(lane);
    if (n <= 0) return;
    const claimed = await claimDeliveries(
      { sql, clock },
      {
        limit: n,
        perEndpoint: this.options.leasedPerEndpoint,
        room: { others: 0, endpoints: [{ organization: lane.organization, endpoint: lane.endpoint, n }] },
      },
    );
    if (webhookTrace.claim.hasSubscribers) {
      webhookTrace.claim.publish({ claimed, lane: true, at: clock.now().getTime() });
    }
    this.take(claimed);
  }

  /**
   * Puts claimed deliveries in their lanes (a lane for each new endpoint) and starts what the slots allow. What the
   * shared claim leased for a troubled lane counts as its claim (TROUBLED_CLAIM_GAP_MS).
   */
  private take(claimed: ClaimedDelivery[], shared = false): number {
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
          failShare: 0,
          troubled: false,
          owedAt: 0,
          claimedAt: 0,
          usedAt: 0,
          busySince: 0,
          claiming: undefined,
          owed: false,
        };
        this.lanes.set(key, lane);
      }
      lane.waiting.push({ delivery, endpoint: endpoints.get(key)! });
      touched.add(lane);
    }
    for (const lane of touched) {
      if (shared && lane.troubled) lane.claimedAt = performance.now();
      this.drain(lane);
    }
    return claimed.length;
  }

  /**
   * What this process can take of each endpoint: its slots, and as many rounds of them ahead (at most
   * AHEAD_ROUNDS) as its attempts of late take to go through in half a lease, so that a delivery waiting in the
   * lane is sent well within its lease; an endpoint not seen lately gets one round ahead. A troubled lane holds
   * one round and no more: it claims again once that round is answered (TROUBLED_CLAIM_GAP_MS apart).
   */
  private laneRoom(lane: Lane): number {
    const { perEndpoint } = this.options;
    if (lane.troubled) return Math.max(0, perEndpoint - lane.busy - lane.waiting.length);
    const rounds = lane.attemptMs > 0 ? Math.min(AHEAD_ROUNDS, Math.floor(LEASE_MS / 2 / lane.attemptMs)) : 1;
    return Math.max(0, perEndpoint * (1 + rounds) - lane.busy - lane.waiting.length);
  }

  /**
   * The shared claim's room: none for a lane that is sending or claiming (its own claims refill it, and a second
   * claimer of its rows would lease past its room), its room for an idle lane (a troubled one only
   * TROUBLED_CLAIM_GAP_MS after its last claim), two rounds of slots for an endpoint without a lane.
   */
  private room(): ClaimRoom {
    const now = performance.now();
    const endpoints: ClaimRoom['endpoints'][number][] = [];
    for (const [key, lane] of this.lanes) {
      const idle =
        lane.busy === 0 && lane.waiting.length === 0 && !lane.claiming && !this.lanesOwed.has(lane);
      if (idle && now - lane.usedAt > LANE_FORGOTTEN_MS) {
        this.lanes.delete(key);
        continue;
      }
      endpoints.push({
        organization: lane.organization,
        endpoint: lane.endpoint,
        n: idle && !inGap(lane, now) ? this.laneRoom(lane) : 0,
      });
    }
    return { others: 2 * this.options.perEndpoint, endpoints };
  }

  /**
   * New deliveries queued, or retries may have fallen due: each healthy lane that is sending (which the shared claim
   * leaves alone) claims for itself, though none of its attempts has ended (a receiver slower than the fan-out), when
   * it has a round of room free or less than a round waiting. Not for less: a slow endpoint's lane, full but for the
   * slot or two its answers just freed, would cost a statement per tick for a row or two. Not a troubled lane: it
   * holds a round, and claims when that round is answered.
   */
  private refillSendingLanes() {
    const { perEndpoint } = this.options;
    for (const lane of this.lanes.values()) {
      if (lane.troubled) continue;
      const sending = lane.busy > 0 || lane.waiting.length > 0;
      const room = this.laneRoom(lane);
      const owed = room > 0 && (room >= perEndpoint || lane.waiting.length < perEndpoint);
      if (sending && owed) this.oweLaneClaim(lane, false);
    }
    // All of them asked at once: the healthy ones take the turns first.
    this.startLaneClaims();
  }

  /**
   * The lane claims for itself: now if a turn is free, else after the lanes that asked before it (a troubled lane
   * after every healthy one: `nextLaneClaim`).
   */
  private oweLaneClaim(lane: Lane, start = true) {
    if (lane.claiming) {
      lane.owed = true;
      return;
    }
    this.queueLaneClaim(lane);
    if (start) this.startLaneClaims();
  }

  private queueLaneClaim(lane: Lane) {
    if (this.lanesOwed.has(lane)) return;
    lane.owedAt = performance.now();
    this.lanesOwed.add(lane);
  }

  private startLaneClaims() {
    while (!this.closed && this.laneClaimsRunning.size < this.options.laneClaims) {
      const lane = nextLaneClaim(
        this.lanesOwed,
        this.troubledClaims > 0,
        performance.now(),
        this.options.claimEveryMs,
      );
      if (!lane) {
        if (this.lanesOwed.size > 0 && this.troubledClaims === 0 && !this.gapWait) {
          this.gapWait = new Promise<void>((resolve) => setTimeout(resolve, TROUBLED_CLAIM_GAP_MS)).then(
            () => {
              this.gapWait = undefined;
              this.startLaneClaims();
            },
          );
        }
        return;
      }
      this.lanesOwed.delete(lane);
      const troubled = lane.troubled;
      if (troubled) this.troubledClaims++;
      lane.claimedAt = performance.now();
      this.deps.logger?.debug({ endpoint: lane.endpoint, troubled }, 'webhook lane claim');
      const claim: Promise<void> = this.claimLane(lane)
        .catch((err) => this.deps.logger?.error({ err, endpoint: lane.endpoint }, 'webhook claim failed'))
        .finally(() => {
          this.laneClaimsRunning.delete(claim);
          if (troubled) this.troubledClaims--;
          lane.claiming = undefined;
          // Room freed while it ran: it asks again, behind the lanes already waiting for a turn.
          if (lane.owed) {
            lane.owed = false;
            this.queueLaneClaim(lane);
          }
          this.startLaneClaims();
        });
      lane.claiming = claim;
      this.laneClaimsRunning.add(claim);
    }
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
      if (lane.busy === 0) lane.busySince = performance.now();
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
   * and runs the shared claim when one is owed or the last one is `claimEveryMs` old (retries that fell due, slots
   * another worker freed, leases of a dead worker that expired). Resolves when the fan-out is idle.
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
        const claimDue = performance.now() - this.claimedAt >= this.options.claimEveryMs;
        // Every claimEveryMs too: what a worker that died, or this one before its lane recovered, noted.
        if (this.expandOwed || claimDue) void this.expandDeferred();
        if (this.claimOwed || claimDue) {
          this.refillSendingLanes();
          void this.wakeClaims();
        }
      } while (this.fanAgain && !this.closed);
    })().finally(() => {
      this.fanning = undefined;
    });
    return this.fanning;
  }

  /**
   * Inserts the deliveries the fan-outs deferred, one statement at a time beside the fan-out and the claims, at most
   * every TROUBLED_CLAIM_GAP_MS (a troubled lane claims no more often); what it inserted owes claims.
   */
  private expandDeferred(): Promise<void> {
    if (this.closed || this.expanding) return this.expanding ?? Promise.resolve();
    this.expanding = (async () => {
      const wait = this.expandedAt + TROUBLED_CLAIM_GAP_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Closing: the notes are left to the next worker's expansion.
      if (this.closed) return;
      await this.repeatWhile(
        async () => {
          if ((await this.expand()) === 0) return;
          this.claimOwed = true;
          this.refillSendingLanes();
          void this.wakeClaims();
        },
        () => this.expandOwed,
        'webhook deferred fan-out failed',
      );
    })().finally(() => {
      this.expanding = undefined;
    });
    return this.expanding;
  }

  /** One statement inserting deferred deliveries (every process's notes, oldest first); returns how many. */
  private async expand(): Promise<number> {
    const { sql, clock } = this.deps;
    this.expandOwed = false;
    this.expandedAt = performance.now();
    try {
      return await expandDeferredFanOuts({ sql, clock });
    } catch (err) {
      this.expandOwed = true;
      throw err;
    }
  }

  /** Runs the shared claim while one is owed, one statement at a time, beside the fan-out and the lanes' claims. */
  private wakeClaims(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.claiming) return this.claiming;
    this.claiming = this.repeatWhile(
      async () => {
        await this.claim();
      },
      () => this.claimOwed,
      'webhook claim failed',
    ).finally(() => {
      this.claiming = undefined;
    });
    return this.claiming;
  }

  /** Runs `step` once, then again while `owed()` and not closed; a failure is logged and ends the run. */
  private async repeatWhile(step: () => Promise<void>, owed: () => boolean, failure: string): Promise<void> {
    do {
      try {
        await step();
      } catch (err) {
        this.deps.logger?.error({ err }, failure);
        return;
      }
    } while (owed() && !this.closed);
  }

  private async attempt(lane: Lane, delivery: ClaimedDelivery, endpoint: ClaimedEndpoint) {
    const { sql, clock, services } = this.deps;
    const started = performance.now();
    let outcome: Awaited<ReturnType<typeof sendDelivery>>;
    let ok = false;
    try {
      outcome = await sendDelivery({ sql, clock }, services, delivery, endpoint, this.agents);
      ok = outcome.ok;
    } finally {
      // The slot is free once the answer is in: the next waiting delivery goes now, and room for more is owed.
      const took = performance.now() - started;
      lane.attemptMs = lane.attemptMs === 0 ? took : 0.8 * lane.attemptMs + 0.2 * took;
      lane.failShare = (1 - FAIL_WEIGHT) * lane.failShare + FAIL_WEIGHT * (ok ? 0 : 1);
      lane.troubled = isTroubled(lane);
      lane.usedAt = performance.now();
      lane.busy--;
      this.drain(lane);
      // A round of room free: lease more now, so a fast lane's next claim runs while it still has rounds to send.
      // Less than that: a claim per answer would cost the database a statement for a handful of rows.
      if (this.laneRoom(lane) >= this.options.perEndpoint) this.oweLaneClaim(lane);
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
      // Their leases are free (a claim may have found an endpoint's cap full): a lane sending and short of work
      // claims again now rather than at its next answer.
      for (const lane of this.lanes.values()) {
        if (lane.busy > 0 && this.laneRoom(lane) >= this.options.perEndpoint) this.oweLaneClaim(lane);
      }
    }
    this.recording = undefined;
  }

  /** Waits for the fan-out and the claims running, not the attempts (tests: what a pass owed is leased). */
  async settleClaims(): Promise<void> {
    while (
      this.fanning ||
      this.claiming ||
      this.laneClaimsRunning.size > 0 ||
      this.gapWait ||
      this.expanding
    ) {
      await Promise.all([
        this.fanning,
        this.claiming,
        ...this.laneClaimsRunning,
        this.gapWait,
        this.expanding,
      ]);
    }
  }

  /** Waits for the attempts in flight and the recording of their outcomes. */
  async settle(): Promise<void> {
    while (
      this.inFlight.size > 0 ||
      this.fanning ||
      this.claiming ||
      this.laneClaimsRunning.size > 0 ||
      this.gapWait ||
      this.expanding
    ) {
      await Promise.all([
        ...this.inFlight,
        this.fanning,
        this.claiming,
        ...this.laneClaimsRunning,
        this.gapWait,
        this.expanding,
      ]);
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

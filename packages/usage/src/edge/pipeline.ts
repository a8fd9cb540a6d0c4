/**
 * The ingest pipeline of one request: customer checks, de-duplication claims, buffered storage, and one
 * result per event in request order. ACCEPTED is only said once the event is stored: in ClickHouse, or, with
 * an ingest log (the production profile's edge), in the log, claimed and appended in one Redis script.
 */
import { ApiError, type Clock } from '@billing/core';
import type { CustomerCache } from '@billing/domain';
import { type ClickHouseClient, encodeEvents, findStoredHashes, type StoredEvent } from '@billing/events';
import {
  type ClaimItem,
  type ClaimResult,
  type ClaimState,
  type DedupStore,
  parseClaim,
} from '@billing/redis';
import type { AppendBatch, AppendResult, IngestLogWriter } from '../log/redis-log.ts';
import type { INGESTION_STATUSES } from '../schema.ts';
import type { RejectedEvent, ValidEvent } from './validate.ts';
import type { WriteBuffer } from './write-buffer.ts';

/** What ingest answers for one event: any INGESTION_STATUS but SUPERSEDED, which only a stored event reads. */
export type IngestionStatus = Exclude<(typeof INGESTION_STATUSES)[number], 'SUPERSEDED'>;

export interface IngestionResult {
  eventId: string;
  usageEvent: string;
  status: IngestionStatus;
  errorCode: string;
  errorMessage: string;
}

export interface PipelineDeps {
  clock: Clock;
  events: ClickHouseClient;
  dedup: DedupStore;
  customers: CustomerCache;
  /** Where accepted rows are stored before ACCEPTED is answered: the ClickHouse buffer, or the file log. */
  buffer: Pick<WriteBuffer, 'add' | 'depth'>;
  /** Requests are refused with 503 when more rows than this wait for ClickHouse (or in the file log). */
  maxBufferedRows: number;
  /** A pending claim older than this belongs to a writer that died. */
  staleClaimMs: number;
  /**
   * When set, accepted events are appended to the ingest log instead of the write buffer, and ACCEPTED means
   * "in the log" (drained into ClickHouse within seconds).
   */
  log?: IngestLogWriter | undefined;
  /** Whether `events` answers for what is stored (false: an edge on its own without a ClickHouse server). */
  canVerify?: boolean;
}

const eventName = (eventId: string) => `usageEvents/${eventId}`;

function accepted(eventId: string, status: 'ACCEPTED' | 'DUPLICATE'): IngestionResult {
  return { eventId, usageEvent: eventName(eventId), status, errorCode: '', errorMessage: '' };
}

function rejected(eventId: string, errorCode: string, errorMessage: string): IngestionResult {
  return { eventId, usageEvent: '', status: 'REJECTED', errorCode, errorMessage };
}

const unavailable = (eventId: string, why: string) => rejected(eventId, 'UNAVAILABLE', `${why}; retry`);

/** What to do with one claimed event once the store and ClickHouse have been asked. */
type Decision = { store: true } | { store: false; result: IngestionResult };

/** The answer for an event whose eventId is stored with the payload `hash`. */
function storedResult(event: ValidEvent, hash: string): IngestionResult {
  return hash === event.hash
    ? accepted(event.eventId, 'DUPLICATE')
    : rejected(event.eventId, 'ALREADY_EXISTS', 'an event with this eventId and a different payload exists');
}

function decideFromState(event: ValidEvent, state: ClaimState): Decision | undefined {
  if (state.kind === 'stored') return { store: false, result: storedResult(event, state.hash) };
  return undefined;
}

export class IngestPipeline {
  constructor(private readonly deps: PipelineDeps) {}

  /**
   * Whether ingest may have answered ACCEPTED (or DUPLICATE) for this eventId: its claim is stored, or pending
   * and not yet stale (its writer may still store it). False when no claim exists: never acknowledged, or its
   * storage failed and the claim was released.
   */
  async mayBeAcknowledged(organization: string, eventId: string): Promise<boolean> {
    const now = this.deps.clock.now().getTime();
    const state = await this.deps.dedup.lookup(organization, eventId, now);
    if (state.kind === 'stored') return true;
    return state.kind === 'pending' && now - state.since <= this.deps.staleClaimMs;
  }

  /**
   * `rowsAt`: the request's time, which its events' rows (ValidEvent.row, encoded by the scan for
   * `organization`) hold as their ingest time; given, it is the time of the request's claims and rows.
   */
  async ingest(
    organization: string,
    items: Array<ValidEvent | RejectedEvent>,
    rowsAt?: number,
  ): Promise<IngestionResult[]> {
    const results: IngestionResult[] = new Array(items.length);
    const valid: ValidEvent[] = [];
    for (const item of items) {
      if ('hash' in item) valid.push(item);
      else results[item.index] = rejected(item.eventId, item.errorCode, item.errorMessage);
    }
    if (valid.length === 0) return results;
    if (!this.deps.log && this.deps.buffer.depth + valid.length > this.deps.maxBufferedRows) {
      throw new ApiError('UNAVAILABLE', 'ingest is behind; retry shortly', { retryAfter: 1 });
    }
    const known = await this.checkCustomers(organization, valid, results);
    // The first occurrence of an eventId in the request is claimed; later ones follow its outcome.
    const first = new Map<string, ValidEvent>();
    const repeats: ValidEvent[] = [];
    for (const event of known) {
      if (first.has(event.eventId)) repeats.push(event);
      else first.set(event.eventId, event);
    }
    const unique = [...first.values()];
    if (this.deps.log) await this.appendToLog(this.deps.log, organization, unique, results, rowsAt);
    else await this.claimAndStore(organization, unique, results, rowsAt);
    for (const repeat of repeats)
      results[repeat.index] = this.followFirst(repeat, first.get(repeat.eventId)!, results);
    return results;
  }

  private async checkCustomers(organization: string, events: ValidEvent[], results: IngestionResult[]) {
    const states = await this.deps.customers.lookup(
      organization,
      events.map((e) => e.customerId),
    );
    return events.filter((event) => {
      const state = states.get(event.customerId);
      if (!state?.exists) {
        results[event.index] = rejected(
          event.eventId,
          'NOT_FOUND',
          `customers/${event.customerId} not found`,
        );
      } else if (state.archived) {
        results[event.index] = rejected(
          event.eventId,
          'FAILED_PRECONDITION',
          `customers/${event.customerId} is archived`,
        );
      }
      return state?.exists && !state.archived;
    });
  }

  private followFirst(repeat: ValidEvent, first: ValidEvent, results: IngestionResult[]): IngestionResult {
    const outcome = results[first.index]!;
    if (outcome.status === 'REJECTED') return { ...outcome, eventId: repeat.eventId };
    return repeat.hash === first.hash
      ? accepted(repeat.eventId, 'DUPLICATE')
      : rejected(
          repeat.eventId,
          'ALREADY_EXISTS',
          'an event with this eventId and a different payload exists',
        );
  }

  /**
   * Claims and logs the events in one script. Usually one round trip; a second only when keys may have been
   * lost (ClickHouse is asked first) or a claim of the synchronous path is stale. A request the log cannot
   * take (Redis unreachable, backlog full) is refused whole with 503: what a script that ran logged (its reply
   * lost, or a second call failing after the first) is stored, and a retry reads DUPLICATE for it, which is
   * then true; nothing is claimed without being logged.
   */
  private async appendToLog(
    log: IngestLogWriter,
    organization: string,
    events: ValidEvent[],
    results: IngestionResult[],
    rowsAt: number | undefined,
  ) {
    const now = rowsAt ?? this.deps.clock.now().getTime();
    const canVerify = this.deps.canVerify ?? true;
    // Rows are encoded for each call's events (most requests make one call), straight into one string.
    const batchOf = (list: ValidEvent[], expected?: string[]): AppendBatch => ({
      eventIds: list.map((e) => e.eventId),
      hashes: list.map((e) => e.hash),
      rows: encodeEvents(this.storedRows(organization, list, now, rowsAt)),
      ...(expected ? { expected } : {}),
    });
    const call = async (
      batch: AppendBatch,
      mode: 'check' | 'verified' | 'nostore',
    ): Promise<AppendResult> => {
      let reply: AppendResult;
      try {
        reply = await log.append(organization, batch, now, mode);
      } catch {
        throw new ApiError('UNAVAILABLE', 'the ingest log is unavailable; retry', { retryAfter: 1 });
      }
      if (reply.kind === 'busy') {
        throw new ApiError('UNAVAILABLE', 'ingest is behind; retry shortly', { retryAfter: 1 });
      }
      return reply;
    };
    let todo = events;
    let reply = await call(batchOf(todo), canVerify ? 'check' : 'nostore');
    if (reply.kind === 'verify') {
      if (!canVerify) {
        throw new ApiError('UNAVAILABLE', 'de-duplication keys are being recovered; retry', {
          retryAfter: 1,
        });
      }
      // Keys may have been lost: what ClickHouse holds decides, the rest is claimed and logged.
      const stored = await this.storedHashes(organization, todo);
      const confirmations: ClaimItem[] = [];
      todo = todo.filter((e) => {
        const hash = stored.get(e.eventId);
        if (hash === undefined) return true;
        confirmations.push({ eventId: e.eventId, hash });
        results[e.index] = storedResult(e, hash);
        return false;
      });
      await this.deps.dedup.confirm(organization, confirmations, now).catch(() => {});
      reply =
        todo.length > 0
          ? await call(batchOf(todo), 'verified')
          : { kind: 'appended', entryId: '', previous: [] };
    }
    if (reply.kind !== 'appended') throw new ApiError('UNAVAILABLE', 'retry', { retryAfter: 1 });
    const stale: Array<{ event: ValidEvent; raw: string }> = [];
    todo.forEach((e, i) => {
      const previous = reply.kind === 'appended' ? reply.previous[i]! : '';
      if (previous === '') {
        results[e.index] = accepted(e.eventId, 'ACCEPTED');
        return;
      }
      const state = parseClaim(previous);
      if (state.kind === 'stored') results[e.index] = storedResult(e, state.hash);
      else if (state.kind === 'pending' && now - state.since > this.deps.staleClaimMs && canVerify)
        stale.push({ event: e, raw: previous });
      else results[e.index] = unavailable(e.eventId, 'the event is being stored by another request');
    });
    if (stale.length === 0) return;
    // Claims of the synchronous path (a correction) whose writer died: stored, or taken over and logged.
    const stored = await this.storedHashes(
      organization,
      stale.map((s) => s.event),
    );
    const takeOver: Array<{ event: ValidEvent; raw: string }> = [];
    for (const s of stale) {
      const hash = stored.get(s.event.eventId);
      if (hash === undefined) takeOver.push(s);
      else {
        await this.deps.dedup
          .confirm(organization, [{ eventId: s.event.eventId, hash }], now)
          .catch(() => {});
        results[s.event.index] = storedResult(s.event, hash);
      }
    }
    if (takeOver.length === 0) return;
    const again = await call(
      batchOf(
        takeOver.map((s) => s.event),
        takeOver.map((s) => s.raw),
      ),
      'verified',
    );
    takeOver.forEach((s, i) => {
      const state = parseClaim(again.kind === 'appended' ? again.previous[i] : 'P:');
      results[s.event.index] =
        again.kind === 'appended' && again.previous[i] === ''
          ? accepted(s.event.eventId, 'ACCEPTED')
          : state.kind === 'stored'
            ? storedResult(s.event, state.hash)
            : unavailable(s.event.eventId, 'the event is being stored');
    });
  }

  private async storedHashes(organization: string, events: ValidEvent[]): Promise<Map<string, string>> {
    try {
      return await findStoredHashes(
        this.deps.events,
        organization,
        events.map((e) => e.eventId),
      );
    } catch {
      throw new ApiError('UNAVAILABLE', 'storage is unavailable; retry', { retryAfter: 1 });
    }
  }

  /** The rows of `events` ingested at `nowMs`; with the scan's own rows when they were encoded for it. */
  private storedRows(
    organization: string,
    events: ValidEvent[],
    nowMs: number,
    rowsAt: number | undefined,
  ): StoredEvent[] {
    const ingestMicros = BigInt(nowMs) * 1000n;
    const encodedNow = rowsAt === nowMs;
    return events.map((e) => {
      const encoded = encodedNow ? e.row : undefined;
      return {
        organizationId: organization,
        customerId: e.customerId,
        eventType: e.eventType,
        eventTime: e.eventTime,
        eventId: e.eventId,
        ingestTimeMicros: ingestMicros,
        properties: e.properties,
        // The row holds them: not read again.
        propertyValues: encoded === undefined ? e.values : [],
        payloadHash: e.hash,
        correctionOf: e.correctionOf ?? '',
        ...(encoded === undefined ? {} : { encoded }),
      };
    });
  }

  private async claimAndStore(
    organization: string,
    events: ValidEvent[],
    results: IngestionResult[],
    rowsAt: number | undefined,
  ) {
    const now = rowsAt ?? this.deps.clock.now().getTime();
    const claimItems: ClaimItem[] = events.map((e) => ({ eventId: e.eventId, hash: e.hash }));
    let claim: ClaimResult;
    try {
      claim = await this.deps.dedup.claim(organization, claimItems, now);
    } catch {
      for (const e of events)
        results[e.index] = unavailable(e.eventId, 'the de-duplication store is unavailable');
      return;
    }
    const decisions = await this.decide(organization, events, claim);
    const toStore: ValidEvent[] = [];
    events.forEach((event, i) => {
      const decision = decisions[i]!;
      if (decision.store) toStore.push(event);
      else results[event.index] = decision.result;
    });
    await this.store(organization, toStore, results, claim, rowsAt);
  }

  /** Resolves each claim; new claims (when the store may have lost keys) and stale ones are checked in ClickHouse. */
  private async decide(organization: string, events: ValidEvent[], claim: ClaimResult): Promise<Decision[]> {
    const now = claim.nowMs;
    const decisions: Array<Decision | undefined> = events.map((event, i) =>
      decideFromState(event, claim.states[i]!),
    );
    const toVerify = events.filter((_, i) => {
      const state = claim.states[i]!;
      if (state.kind === 'new') return claim.verifyMisses;
      return state.kind === 'pending' && now - state.since > this.deps.staleClaimMs;
    });
    let stored = new Map<string, string>();
    if (toVerify.length > 0) {
      try {
        stored = await findStoredHashes(
          this.deps.events,
          organization,
          toVerify.map((e) => e.eventId),
        );
      } catch {
        await this.releaseNew(organization, events, claim);
        return events.map((e) => ({
          store: false,
          result: unavailable(e.eventId, 'storage is unavailable'),
        }));
      }
    }
    const confirmations: ClaimItem[] = [];
    for (const [i, event] of events.entries()) {
      if (decisions[i]) continue;
      const state = claim.states[i]!;
      const storedHash = stored.get(event.eventId);
      if (storedHash !== undefined) {
        confirmations.push({ eventId: event.eventId, hash: storedHash });
        decisions[i] = decideFromState(event, { kind: 'stored', hash: storedHash });
      } else if (state.kind === 'new') {
        decisions[i] = { store: true };
      } else if (state.kind === 'pending' && now - state.since > this.deps.staleClaimMs) {
        const mine = await this.deps.dedup.takeOver(organization, claim, event, state.raw).catch(() => false);
        decisions[i] = mine
          ? { store: true }
          : { store: false, result: unavailable(event.eventId, 'the event is being stored') };
      } else {
        decisions[i] = {
          store: false,
          result: unavailable(event.eventId, 'the event is being stored by another request'),
        };
      }
    }
    await this.deps.dedup.confirm(organization, confirmations, now).catch(() => {});
    return decisions as Decision[];
  }

  private async releaseNew(organization: string, events: ValidEvent[], claim: ClaimResult) {
    const mine = events.filter((_, i) => claim.states[i]!.kind === 'new');
    await this.deps.dedup.release(organization, claim, mine).catch(() => {});
  }

  private async store(
    organization: string,
    events: ValidEvent[],
    results: IngestionResult[],
    claim: ClaimResult,
    rowsAt: number | undefined,
  ) {
    if (events.length === 0) return;
    const rows = this.storedRows(organization, events, claim.nowMs, rowsAt);
    try {
      await this.deps.buffer.add(rows);
    } catch {
      await this.deps.dedup.release(organization, claim, events).catch(() => {});
      for (const e of events) results[e.index] = unavailable(e.eventId, 'storage failed');
      return;
    }
    // The confirmation is sent now but not awaited: the response does not wait for a second Redis round trip.
    // Commands on one Redis connection run in order, so a later claim from this process sees it; a
    // confirmation that fails or never runs (a crash) leaves a pending claim, resolved against ClickHouse once
    // stale (the event is stored, so it becomes DUPLICATE).
    this.deps.dedup.confirmClaimed(organization, claim, events).catch(() => {});
    for (const e of events) results[e.index] = accepted(e.eventId, 'ACCEPTED');
  }
}

/**
 * The ingest pipeline of one request: customer checks, de-duplication claims, buffered storage, and one
 * result per event in request order. ACCEPTED is only said once the event is stored in ClickHouse.
 */
import { ApiError, type Clock } from '@billing/core';
import type { CustomerCache } from '@billing/domain';
import { type ClickHouseClient, findStoredHashes, type StoredEvent } from '@billing/events';
import type { ClaimItem, ClaimResult, ClaimState, DedupStore } from '@billing/redis';
import type { INGESTION_STATUSES } from './control/schema.ts';
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
  buffer: WriteBuffer;
  /** Requests are refused with 503 when more rows than this wait for ClickHouse. */
  maxBufferedRows: number;
  /** A pending claim older than this belongs to a writer that died. */
  staleClaimMs: number;
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

function decideFromState(event: ValidEvent, state: ClaimState): Decision | undefined {
  if (state.kind === 'stored') {
    return {
      store: false,
      result:
        state.hash === event.hash
          ? accepted(event.eventId, 'DUPLICATE')
          : rejected(
              event.eventId,
              'ALREADY_EXISTS',
              'an event with this eventId and a different payload exists',
            ),
    };
  }
  return undefined;
}

export class IngestPipeline {
  constructor(private readonly deps: PipelineDeps) {}

  async ingest(organization: string, items: Array<ValidEvent | RejectedEvent>): Promise<IngestionResult[]> {
    const results: IngestionResult[] = new Array(items.length);
    const valid: ValidEvent[] = [];
    for (const item of items) {
      if ('hash' in item) valid.push(item);
      else results[item.index] = rejected(item.eventId, item.errorCode, item.errorMessage);
    }
    if (valid.length === 0) return results;
    if (this.deps.buffer.depth + valid.length > this.deps.maxBufferedRows) {
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
    await this.claimAndStore(organization, unique, results);
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

  private async claimAndStore(organization: string, events: ValidEvent[], results: IngestionResult[]) {
    const now = this.deps.clock.now().getTime();
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
    await this.store(organization, toStore, results, claim);
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
    await this.deps.dedup.confirm(organization, confirmations).catch(() => {});
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
  ) {
    if (events.length === 0) return;
    const ingestMicros = BigInt(claim.nowMs) * 1000n;
    const rows: StoredEvent[] = events.map((e) => ({
      organizationId: organization,
      customerId: e.customerId,
      eventType: e.eventType,
      eventTime: e.eventTime,
      eventId: e.eventId,
      ingestTimeMicros: ingestMicros,
      properties: e.properties,
      propertyValues: e.values,
      payloadHash: e.hash,
      correctionOf: e.correctionOf ?? '',
    }));
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

/**
 * The two methods of the edge: `usageEvents:ingest` (one event) and `usageEvents:batchIngest` (up to 1,000), each
 * also under `/v1/organizations/{organization}/`. Each event gets its own result; the HTTP status is 200 unless
 * the request itself is bad.
 */
import { ApiError, type Clock, checkOrganizationParent, invalidField } from '@billing/core';
import type { Principal } from '@billing/domain';
import {
  type IngestionResult,
  type IngestPipeline,
  type ParsedBody,
  parseBody,
  type RejectedEvent,
  scanIngestBody,
  type TimeWindow,
  type ValidEvent,
  validateEvent,
} from '@billing/usage';
import { isLosslessNumber } from 'lossless-json';
import { edgeNativeScan } from './native-scan.ts';

export const MAX_BATCH = 1000;

export interface IngestRoute {
  batch: boolean;
  /** From the `/v1/organizations/{organization}/...` form. */
  pathOrganization: string | undefined;
}

const ROUTE = /^\/v1(?:\/organizations\/([^/]+))?\/usageEvents:(ingest|batchIngest)$/;

export function matchRoute(path: string): IngestRoute | undefined {
  const match = ROUTE.exec(path);
  if (!match) return undefined;
  return { batch: match[2] === 'batchIngest', pathOrganization: match[1] };
}

export interface IngestRequestDeps {
  clock: Clock;
  pipeline: IngestPipeline;
  /** Accepted eventTime range around now (docs/usage-events.md: 35 days back, 5 minutes ahead). */
  pastMs: number;
  futureMs: number;
  /** Scan bodies with the native scan when it is built (INGEST_NATIVE_SCAN, packages/native-scan). */
  nativeScan: boolean;
}

function eventsOf(body: Record<string, unknown>, batch: boolean): unknown[] {
  if (!batch) {
    if (body.event === undefined || body.event === null) throw invalidField('event', 'is required');
    return [body.event];
  }
  const events = body.events;
  if (!Array.isArray(events)) throw invalidField('events', 'must be an array of events');
  if (events.length > MAX_BATCH) {
    throw invalidField('events', `at most ${MAX_BATCH} events per batch; nothing was ingested`);
  }
  return events;
}

export async function handleIngest(
  deps: IngestRequestDeps,
  route: IngestRoute,
  principal: Principal,
  text: string,
): Promise<{ results: IngestionResult[] } | IngestionResult> {
  const window: TimeWindow = {
    now: deps.clock.now().getTime(),
    pastMs: deps.pastMs,
    futureMs: deps.futureMs,
  };
  // The common body in one pass (packages/usage scan-ingest-body.ts, scan-events.ts), its rows encoded for this request; any
  // other is parsed whole, with the same answers. The scan checks depth and number literals first
  // (docs/limits.md) wherever the body needs it.
  const organization = principal.organization;
  const scanned = scanIngestBody(
    text,
    route.batch,
    window,
    MAX_BATCH,
    deps.nativeScan ? edgeNativeScan() : undefined,
    {
      organization,
      nowMs: window.now,
    },
  );
  const items = scanned.events ?? validateBody(parseBody(text, scanned.long), route, principal, window);
  const results = await deps.pipeline.ingest(organization, items, window.now);
  return route.batch ? { results } : results[0]!;
}

function validateBody(
  parsed: ParsedBody,
  route: IngestRoute,
  principal: Principal,
  window: TimeWindow,
): Array<ValidEvent | RejectedEvent> {
  if (
    parsed.value === null ||
    typeof parsed.value !== 'object' ||
    Array.isArray(parsed.value) ||
    isLosslessNumber(parsed.value)
  ) {
    throw new ApiError('INVALID_ARGUMENT', 'the request body must be a JSON object');
  }
  const body = parsed.value as Record<string, unknown>;
  checkOrganizationParent(body.parent, principal.organization);
  return eventsOf(body, route.batch).map((event, i) => validateEvent(event, i, window, parsed.stringify));
}

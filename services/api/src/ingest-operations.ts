/**
 * The ingest edge's two operations (docs/usage-events.md, served by services/ingest, not by this app) in the OpenAPI
 * document, so that the generated client has their types. Each carries the edge as its operation-level server:
 * a client sends them to the edge's address, everything else to the control plane's.
 */
import { Status } from '@billing/core';
import { DEFAULT_EVENT_WINDOW, INGESTION_STATUSES, UsageEventInput } from '@billing/usage';
import { type TSchema, Type } from '@sinclair/typebox';

/**
 * What a producer must know of eventTime, in each ingest operation's description (docs/usage-events.md says the same):
 * the window the edge accepts and what to do with usage outside it.
 */
const PAST_DAYS = DEFAULT_EVENT_WINDOW.pastMs / 86_400_000;
const FUTURE_MINUTES = DEFAULT_EVENT_WINDOW.futureMs / 60_000;
export const EVENT_WINDOW_RULE =
  `eventTime must lie between ${PAST_DAYS} days ago and ${FUTURE_MINUTES} minutes ahead of the service clock; ` +
  'outside that window the event is REJECTED with errorCode OUT_OF_RANGE (the request still answers 200). ' +
  `Send usage as it happens and resend a backlog within ${PAST_DAYS} days with the same eventIds (a resent ` +
  `event is DUPLICATE); usage older than ${PAST_DAYS} days cannot be ingested nor added to a past invoice ` +
  '(settle it outside usage events, e.g. a credit grant).';

/** The edge refuses a batch of more events as a whole (docs/limits.md). */
export const INGEST_MAX_BATCH_EVENTS = 1000;

const IngestionResult = Type.Object(
  {
    eventId: Type.String(),
    usageEvent: Type.String({
      description: '`usageEvents/{eventId}` when stored (ACCEPTED or DUPLICATE), else empty',
    }),
    status: Type.Unsafe<'ACCEPTED' | 'DUPLICATE' | 'REJECTED'>({
      type: 'string',
      enum: ['INGESTION_STATUS_UNSPECIFIED', ...INGESTION_STATUSES.filter((s) => s !== 'SUPERSEDED')],
    }),
    errorCode: Type.String({
      description:
        'Why a REJECTED event was refused (a google.rpc code name); UNAVAILABLE means retry the same event',
    }),
    errorMessage: Type.String(),
  },
  { title: 'IngestionResult' },
);

const Parent = Type.Optional(
  Type.String({ description: '`organizations/{organization}`, the API key’s own (another: NOT_FOUND)' }),
);

const IngestInput = Type.Object({ parent: Parent, event: UsageEventInput });
const BatchIngestInput = Type.Object({
  parent: Parent,
  events: Type.Array(UsageEventInput, { maxItems: INGEST_MAX_BATCH_EVENTS }),
});
const BatchIngestResult = Type.Object(
  { results: Type.Array(IngestionResult, { description: 'One result per event, in request order' }) },
  { title: 'BatchIngestResult' },
);

/** Strips TypeBox's symbol keys: the document holds plain JSON Schema. */
const plain = (schema: TSchema): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

const json = (schema: TSchema) => ({ content: { 'application/json': { schema: plain(schema) } } });

/** The control plane and the edge as a fresh `npm start` serves them (PORT 8080, INGEST_PORT 8081). */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:8080';
export const DEFAULT_INGEST_ORIGIN = 'http://127.0.0.1:8081';
/** INITIAL_ORGANIZATION's default: the organization a fresh start creates. */
export const DEFAULT_ORGANIZATION = 'default';

const edgeServers = (url: string) => [
  {
    url,
    description:
      'The ingest edge (INGEST_PORT), not the control plane; in production the address of the edges’ load balancer',
  },
];

const EXAMPLE_EVENT = {
  customer: 'customers/acme',
  eventId: 'call-1',
  eventType: 'llm.call',
  eventTime: '2026-02-20T09:30:00Z',
  properties: { tokens: 1000, model: 'large' },
};

function operation(
  operationId: string,
  summary: string,
  body: TSchema,
  response: TSchema,
  example: Record<string, unknown>,
) {
  return {
    post: {
      operationId,
      summary,
      description:
        'Each event gets its own result; the HTTP status is 200 unless the request as a whole is refused. ' +
        '503 and 429 carry Retry-After: send the same events again (same eventIds) after it. ' +
        `${EVENT_WINDOW_RULE}`,
      tags: ['Usage events'],
      servers: edgeServers(DEFAULT_INGEST_ORIGIN),
      security: [{ bearerAuth: [] }],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: plain(body), example } },
      },
      responses: {
        '200': { description: 'One ingestion result per event', ...json(response) },
        '4XX': { description: 'A google.rpc.Status error', ...json(Status) },
        '5XX': { description: 'A google.rpc.Status error', ...json(Status) },
      },
    },
  };
}

/** The document with the edge's operations added (a copy: fastify-swagger caches the one it returns). */
export function withIngestOperations(document: Record<string, unknown>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, unknown>;
  return {
    ...document,
    paths: {
      ...paths,
      '/v1/usageEvents:ingest': operation(
        'ingestUsageEvent',
        'Ingest one usage event (served by the ingest edge)',
        IngestInput,
        IngestionResult,
        { event: EXAMPLE_EVENT },
      ),
      '/v1/usageEvents:batchIngest': operation(
        'batchIngestUsageEvents',
        `Ingest up to ${INGEST_MAX_BATCH_EVENTS} usage events (served by the ingest edge)`,
        BatchIngestInput,
        BatchIngestResult,
        { events: [EXAMPLE_EVENT, { ...EXAMPLE_EVENT, eventId: 'call-2', properties: { tokens: 234 } }] },
      ),
    },
  };
}

/** The document with the edge's operations sent to `url` (the edge of the process serving the document). */
export function withIngestServer(document: Record<string, unknown>, url: string): Record<string, unknown> {
  const paths = { ...(document.paths as Record<string, Record<string, Record<string, unknown>>>) };
  for (const path of ['/v1/usageEvents:ingest', '/v1/usageEvents:batchIngest']) {
    const item = paths[path];
    if (item?.post) paths[path] = { ...item, post: { ...item.post, servers: edgeServers(url) } };
  }
  return { ...document, paths };
}

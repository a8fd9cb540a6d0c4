/**
 * The ingest edge's two operations (SPEC 4.5, served by services/ingest, not by this app) in the OpenAPI
 * document, so that the generated client has their types. Each carries the edge as its operation-level server:
 * a client sends them to the edge's address, everything else to the control plane's.
 */
import { Status } from '@billing/core';
import { INGESTION_STATUSES, UsageEventInput } from '@billing/usage';
import { type TSchema, Type } from '@sinclair/typebox';

/** SEMANTICS 1 and docs/limits.md: the edge refuses a batch of more events as a whole. */
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

const EDGE_SERVERS = [
  {
    url: 'http://127.0.0.1:8081',
    description:
      'The ingest edge (INGEST_PORT, 8081 by default), not the control plane; in production the address of the edges’ load balancer',
  },
];

function operation(operationId: string, summary: string, body: TSchema, response: TSchema) {
  return {
    post: {
      operationId,
      summary,
      description:
        'Each event gets its own result; the HTTP status is 200 unless the request as a whole is refused. ' +
        '503 and 429 carry Retry-After: send the same events again (same eventIds) after it.',
      tags: ['Usage events'],
      servers: EDGE_SERVERS,
      security: [{ bearerAuth: [] }],
      requestBody: { required: true, ...json(body) },
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
      ),
      '/v1/usageEvents:batchIngest': operation(
        'batchIngestUsageEvents',
        `Ingest up to ${INGEST_MAX_BATCH_EVENTS} usage events (served by the ingest edge)`,
        BatchIngestInput,
        BatchIngestResult,
      ),
    },
  };
}

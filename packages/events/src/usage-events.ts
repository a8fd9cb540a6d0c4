/**
 * Storage of usage events in ClickHouse. Writes are batched (ClickHouse wants thousands of rows per insert and
 * few inserts a second); reads that count de-duplicate by event id, and leave out superseded events.
 */
import { DAY_MS } from '@billing/core';
import type { ClickHouseClient } from '@clickhouse/client';
import { type EventStore, INGEST_INSERT_SETTINGS } from './connect.ts';
import { escapeTsv, mapLiteral } from './tsv.ts';

export interface StoredEvent {
  organizationId: string;
  customerId: string;
  eventType: string;
  /** Milliseconds since the epoch. */
  eventTime: number;
  eventId: string;
  /** Microseconds since the epoch. */
  ingestTimeMicros: bigint;
  /** The properties object as JSON text. */
  properties: string;
  /** What meters read: dotted path -> exact string form of the value (packages/usage property-values.ts). */
  propertyValues: readonly (readonly [string, string])[];
  payloadHash: string;
  correctionOf: string;
  /**
   * The row itself, as encodeEvents writes it from the fields above, when the edge's native scan wrote it
   * (packages/usage edge/scan-ingest-body.ts): encodeEvents takes it as it is, and `propertyValues` may be left empty.
   */
  encoded?: string;
}

const MAX_UINT64 =
  2n ** 64n -
  1n; /** 0000-01-01 and 9999-12-31T23:59:59.999Z: the range toISOString prints with a four-digit year. */
const MIN_FAST_MS = -62_167_219_200_000;
const MAX_FAST_MS = 253_402_300_799_999;

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/** The date part of the last day formatted (`2026-01-31 `): events of one batch mostly share a few days. */
let cachedDay = Number.NaN;
let cachedDayText = '';

/** ClickHouse DateTime64 text in UTC: `2026-01-31 10:00:00.000`. */
export function clickhouseTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < MIN_FAST_MS || ms > MAX_FAST_MS) {
    return new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
  }
  const day = Math.floor(ms / DAY_MS);
  if (day !== cachedDay) {
    cachedDayText = new Date(day * DAY_MS).toISOString().slice(0, 10);
    cachedDay = day;
  }
  let rest = ms - day * DAY_MS;
  const milli = rest % 1000;
  rest = (rest - milli) / 1000;
  const second = rest % 60;
  rest = (rest - second) / 60;
  const minute = rest % 60;
  const hour = (rest - minute) / 60;
  return `${cachedDayText} ${pad2(hour)}:${pad2(minute)}:${pad2(second)}.${pad3(milli)}`;
}

function clickhouseMicros(micros: bigint): string {
  const ms = Number(micros / 1000n);
  const rest = (micros % 1000n).toString().padStart(3, '0');
  return `${clickhouseTime(ms)}${rest}`;
}

/** The last ingest time encodedRowTimes formatted: the requests of one millisecond share it. */
let lastIngestMicros: bigint | undefined;
let lastRowTimes = { ingestTime: '', version: '' };

/**
 * The ingest_time and version fields of rows ingested at `ingestMicros` (digits and punctuation: nothing to
 * escape); the native scan (packages/usage edge/scan-ingest-body.ts) writes them into the rows it encodes, a request at a
 * time.
 */
export function encodedRowTimes(ingestMicros: bigint): { ingestTime: string; version: string } {
  if (ingestMicros !== lastIngestMicros) {
    lastIngestMicros = ingestMicros;
    lastRowTimes = {
      ingestTime: clickhouseMicros(ingestMicros),
      version: (MAX_UINT64 - ingestMicros).toString(),
    };
  }
  return lastRowTimes;
}

/** The columns of `encodeEvents`' rows, in order. */
export const EVENT_COLUMNS = [
  'organization_id',
  'customer_id',
  'event_type',
  'event_time',
  'event_id',
  'ingest_time',
  'properties',
  'payload_hash',
  'correction_of',
  'version',
  'property_values',
] as const;

/**
 * The TabSeparated rows of `events` (each ending in a newline), in `EVENT_COLUMNS` order; `version` makes the
 * earliest ingest of an event win (ReplacingMergeTree keeps the max). What rows of one request share (the
 * organization, the ingest time and so the version) is formatted once per run of equal values.
 */
export function encodeEvents(events: readonly StoredEvent[]): string {
  const encode = rowEncoder();
  let body = '';
  for (const e of events) body += e.encoded ?? encode(e);
  return body;
}

function rowEncoder(): (e: StoredEvent) => string {
  let organization: string | undefined;
  let organizationText = '';
  let ingestMicros: bigint | undefined;
  let ingestText = '';
  let versionText = '';
  let eventTime = Number.NaN;
  let eventTimeText = '';
  return (e) => {
    if (e.organizationId !== organization) {
      organization = e.organizationId;
      organizationText = escapeTsv(organization);
    }
    if (e.ingestTimeMicros !== ingestMicros) {
      ingestMicros = e.ingestTimeMicros;
      ({ ingestTime: ingestText, version: versionText } = encodedRowTimes(ingestMicros));
    }
    if (e.eventTime !== eventTime) {
      eventTime = e.eventTime;
      eventTimeText = clickhouseTime(eventTime);
    }
    // The map is appended as is: its quoting is not the row's escaping (see mapLiteral).
    return (
      `${organizationText}\t${escapeTsv(e.customerId)}\t${escapeTsv(e.eventType)}\t${eventTimeText}\t` +
      `${escapeTsv(e.eventId)}\t${ingestText}\t${escapeTsv(e.properties)}\t` +
      `${escapeTsv(e.payloadHash)}\t${escapeTsv(e.correctionOf)}\t${versionText}\t` +
      `${mapLiteral(e.propertyValues)}\n`
    );
  };
}

const INSERT_PREFIX = `INSERT INTO usage_events (${EVENT_COLUMNS.join(', ')}) FORMAT TabSeparated\n`;

export async function insertEvents(client: ClickHouseClient, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  await client.command({ query: INSERT_PREFIX + encodeEvents(events) });
}

/**
 * Stores rows already encoded by `encodeEvents` (one or more bodies, concatenated), through the store's
 * cheapest path: chdb parses the bytes natively, a server receives them as a stream.
 */
export async function insertEncodedEvents(store: EventStore, body: Buffer): Promise<void> {
  if (body.length === 0) return;
  await store.insertTsv('usage_events', EVENT_COLUMNS, body);
}

/** The types of `EVENT_COLUMNS`, as `file()` reads them. */
const EVENT_STRUCTURE: ReadonlyArray<readonly [(typeof EVENT_COLUMNS)[number], string]> = [
  ['organization_id', 'String'],
  ['customer_id', 'String'],
  ['event_type', 'String'],
  ['event_time', "DateTime64(3, 'UTC')"],
  ['event_id', 'String'],
  ['ingest_time', "DateTime64(6, 'UTC')"],
  ['properties', 'String'],
  ['payload_hash', 'String'],
  ['correction_of', 'String'],
  ['version', 'UInt64'],
  ['property_values', 'Map(String, String)'],
];

/**
 * Settings of the drainer's inserts (50-100k rows from the ingest log). `insert_deduplication_token` makes a
 * range of the log inserted twice (a drainer killed between insert and acknowledgement, then redelivered)
 * stored once: ClickHouse remembers the tokens of the last blocks of the table (the table's
 * `non_replicated_deduplication_window`, or the replicated one), and with
 * `deduplicate_blocks_in_dependent_materialized_views` a view fed by the table drops the repeated block too.
 */
export function drainInsertSettings(token: string): Record<string, string | number> {
  return {
    ...INGEST_INSERT_SETTINGS,
    insert_deduplicate: 1,
    insert_deduplication_token: token,
    deduplicate_blocks_in_dependent_materialized_views: 1,
  };
}

/** One insert of rows encoded by `encodeEvents` (concatenated), idempotent under `token`. */
export async function insertEventBatch(store: EventStore, body: Buffer, token: string): Promise<void> {
  if (body.length === 0) return;
  await store.insertTsvBatch({
    table: 'usage_events',
    structure: EVENT_STRUCTURE,
    body,
    settings: drainInsertSettings(token),
  });
}

/** Payload hashes of the stored events among `eventIds` (the first stored payload of each). */
export async function findStoredHashes(
  client: ClickHouseClient,
  organizationId: string,
  eventIds: readonly string[],
): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const result = await client.query({
    // The bloom filter on event_id skips the granules that cannot hold these ids.
    query: `SELECT event_id, argMax(payload_hash, version) AS payload_hash FROM usage_events
      WHERE organization_id = {organization:String} AND event_id IN {ids:Array(String)} GROUP BY event_id`,
    query_params: { organization: organizationId, ids: eventIds },
    format: 'JSONEachRow',
  });
  const rows = await result.json<{ event_id: string; payload_hash: string }>();
  return new Map(rows.map((r) => [r.event_id, r.payload_hash]));
}

export interface EventRecord {
  customerId: string;
  eventType: string;
  /** Milliseconds since the epoch. */
  eventTime: number;
  eventId: string;
  /** Milliseconds since the epoch. */
  ingestTime: number;
  properties: string;
  correctionOf: string;
  /** The replacement's event id when a correction superseded this event, else ''. */
  supersededBy: string;
}

interface RecordRow {
  customer_id: string;
  event_type: string;
  event_time_ms: string;
  event_id: string;
  ingest_time_ms: string;
  properties: string;
  correction_of: string;
  superseded_by: string;
}

const RECORD_COLUMNS = `e.customer_id AS customer_id, e.event_type AS event_type,
  toString(toUnixTimestamp64Milli(e.event_time)) AS event_time_ms, e.event_id AS event_id,
  toString(toUnixTimestamp64Milli(e.ingest_time)) AS ingest_time_ms, e.properties AS properties,
  e.correction_of AS correction_of, c.replacement_event_id AS superseded_by`;

/** Corrections of the organization, one row per corrected event. */
const CORRECTIONS = `(SELECT event_id, argMax(replacement_event_id, create_time) AS replacement_event_id
  FROM usage_event_corrections WHERE organization_id = {organization:String} GROUP BY event_id)`;

function toRecord(row: RecordRow): EventRecord {
  return {
    customerId: row.customer_id,
    eventType: row.event_type,
    eventTime: Number(row.event_time_ms),
    eventId: row.event_id,
    ingestTime: Number(row.ingest_time_ms),
    properties: row.properties,
    correctionOf: row.correction_of,
    supersededBy: row.superseded_by,
  };
}

export async function getEvent(
  client: ClickHouseClient,
  organizationId: string,
  eventId: string,
): Promise<EventRecord | undefined> {
  // The bloom filter on event_id leaves a few granules of the organization's events to read.
  const result = await client.query({
    query: `SELECT ${RECORD_COLUMNS}
      FROM usage_events AS e LEFT JOIN ${CORRECTIONS} AS c ON c.event_id = e.event_id
      WHERE e.organization_id = {organization:String} AND e.event_id = {eventId:String}
      ORDER BY e.version DESC LIMIT 1
      SETTINGS join_use_nulls = 0`,
    query_params: { organization: organizationId, eventId },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<RecordRow>();
  return row ? toRecord(row) : undefined;
}

export interface ListEventsQuery {
  organizationId: string;
  eventType?: string | undefined;
  /** [startTime, endTime) on eventTime, milliseconds. */
  startTime?: number | undefined;
  endTime?: number | undefined;
  /** Keyset position: events strictly before (eventTime, eventId) in newest-first order. */
  before?: { eventTime: number; eventId: string } | undefined;
  /** A compiled AIP-160 filter on the columns of `e` (its parameters are named `f0`, `f1`, ...). */
  filter?: { sql: string; params: Record<string, string> } | undefined;
  limit: number;
}

/** Newest first (eventTime, then eventId, descending); each event once. */
export async function listEvents(client: ClickHouseClient, query: ListEventsQuery): Promise<EventRecord[]> {
  const conditions = ['e.organization_id = {organization:String}'];
  const params: Record<string, unknown> = { organization: query.organizationId, limit: query.limit };
  if (query.eventType !== undefined) {
    conditions.push('e.event_type = {eventType:String}');
    params.eventType = query.eventType;
  }
  if (query.startTime !== undefined) {
    conditions.push('e.event_time >= fromUnixTimestamp64Milli({start:Int64})');
    params.start = query.startTime;
  }
  if (query.endTime !== undefined) {
    conditions.push('e.event_time < fromUnixTimestamp64Milli({end:Int64})');
    params.end = query.endTime;
  }
  if (query.before) {
    conditions.push(
      '(e.event_time, e.event_id) < (fromUnixTimestamp64Milli({beforeTime:Int64}), {beforeId:String})',
    );
    params.beforeTime = query.before.eventTime;
    params.beforeId = query.before.eventId;
  }
  if (query.filter) {
    conditions.push(query.filter.sql);
    Object.assign(params, query.filter.params);
  }
  const result = await client.query({
    query: `SELECT ${RECORD_COLUMNS}
      FROM usage_events AS e FINAL LEFT JOIN ${CORRECTIONS} AS c ON c.event_id = e.event_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY e.event_time DESC, e.event_id DESC LIMIT 1 BY e.event_id LIMIT {limit:UInt32}
      SETTINGS join_use_nulls = 0`,
    query_params: params,
    format: 'JSONEachRow',
  });
  return (await result.json<RecordRow>()).map(toRecord);
}

/**
 * Events with eventTime in [start, end) ingested up to `watermark` that count: stored once each (not a
 * duplicate) and not superseded by a correction. A decimal string: counts can exceed 2^53.
 */
export async function countCountedEvents(
  client: ClickHouseClient,
  organizationId: string,
  startTime: number,
  endTime: number,
  watermark: number,
): Promise<string> {
  const result = await client.query({
    query: `SELECT toString(uniqExact(event_id)) AS n FROM usage_events
      WHERE organization_id = {organization:String}
        AND event_time >= fromUnixTimestamp64Milli({start:Int64}) AND event_time < fromUnixTimestamp64Milli({end:Int64})
        AND ingest_time <= fromUnixTimestamp64Milli({watermark:Int64})
        AND event_id NOT IN (SELECT event_id FROM usage_event_corrections WHERE organization_id = {organization:String})`,
    query_params: { organization: organizationId, start: startTime, end: endTime, watermark },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ n: string }>();
  return row?.n ?? '0';
}

export interface Correction {
  organizationId: string;
  eventId: string;
  replacementEventId: string;
  reason: string;
  /** Milliseconds since the epoch. */
  createTime: number;
}

export async function insertCorrection(client: ClickHouseClient, correction: Correction): Promise<void> {
  await client.insert({
    table: 'usage_event_corrections',
    values: [
      {
        organization_id: correction.organizationId,
        event_id: correction.eventId,
        replacement_event_id: correction.replacementEventId,
        reason: correction.reason,
        create_time: clickhouseTime(correction.createTime),
      },
    ],
    format: 'JSONEachRow',
  });
}

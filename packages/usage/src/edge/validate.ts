/**
 * Per-event validation (docs/usage-events.md): the result of each event is either a valid event ready to store or a
 * rejection with its code; nothing here throws for a bad event.
 */
import { createHash, hash as oneShotHash } from 'node:crypto';
import { canonicalDecimal, Decimal, EVENT_ID, isResourceId } from '@billing/core';
import { isLosslessNumber } from 'lossless-json';
import { propertyValues } from './property-values.ts';

export const MAX_EVENT_TYPE_LENGTH = 100;
export const EVENT_TYPE = new RegExp(`^[A-Za-z0-9._:-]{1,${MAX_EVENT_TYPE_LENGTH}}$`);
export const MAX_PROPERTIES_BYTES = 64 * 1024;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

export interface ValidEvent {
  index: number;
  eventId: string;
  customerId: string;
  eventType: string;
  eventTime: number;
  properties: string;
  /** What a meter can read: dotted path -> string form of the value (see property-values.ts). */
  values: [string, string][];
  hash: string;
  /** Set on the replacement event of a correction. */
  correctionOf?: string;
  /**
   * The event's row as encodeEvents writes it, for the organization and ingest time its request gave the scan
   * (scan-ingest-body.ts); IngestPipeline uses it only for that request.
   */
  row?: string | undefined;
}

export interface RejectedEvent {
  index: number;
  eventId: string;
  errorCode: 'INVALID_ARGUMENT' | 'OUT_OF_RANGE' | 'NOT_FOUND' | 'FAILED_PRECONDITION';
  errorMessage: string;
}

export interface TimeWindow {
  now: number;
  pastMs: number;
  futureMs: number;
}

function pick(event: Record<string, unknown>, camel: string, snake: string): unknown {
  return event[camel] !== undefined ? event[camel] : event[snake];
}

function reject(
  index: number,
  eventId: unknown,
  errorCode: RejectedEvent['errorCode'],
  errorMessage: string,
): RejectedEvent {
  return { index, eventId: typeof eventId === 'string' ? eventId : '', errorCode, errorMessage };
}

/** The rejection most rules give: the event is not one the API accepts. */
function invalid(index: number, eventId: unknown, errorMessage: string): RejectedEvent {
  return reject(index, eventId, 'INVALID_ARGUMENT', errorMessage);
}

/** The last timestamp parsed and its instant: events of a batch often share their eventTime text. */
let lastTimeText = '';
let lastTime: number | undefined;

export function parseEventTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === lastTimeText) return lastTime;
  const ms = parseTimestamp(value);
  lastTimeText = value;
  lastTime = ms;
  return ms;
}

function parseTimestamp(value: string): number | undefined {
  if (!TIMESTAMP.test(value)) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? ms : undefined;
}

/** SHA-256 in hex; the one-shot form (Node 20.12+) skips the Hash object. */
const sha256Hex: (text: string) => string =
  typeof oneShotHash === 'function'
    ? (text) => oneShotHash('sha256', text, 'hex')
    : (text) => createHash('sha256').update(text).digest('hex');

/** The payload hash of an event: the first 32 hex digits of the SHA-256 of its canonical payload text. */
export function payloadHash(canonicalText: string): string {
  return sha256Hex(canonicalText).slice(0, 32);
}

/**
 * The canonical text of a payload: keys sorted, numbers as canonical decimals (so `5`, `5.0` and a losslessly
 * parsed `5` agree), whichever parser read the body.
 */
export function canonicalPayload(value: unknown): string {
  // A double prints in its shortest round-trip form, which is canonical; only numbers too long for a double
  // (parsed losslessly) need exact decimal arithmetic.
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  if (isLosslessNumber(value)) return canonicalLosslessNumber(value.value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalPayload(value[i]);
    return `${out}]`;
  }
  const keys = Object.keys(value).sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    out += `${i === 0 ? '' : ','}${JSON.stringify(k)}:${canonicalPayload((value as Record<string, unknown>)[k])}`;
  }
  return `${out}}`;
}

/** Keys JSON.stringify writes as they are: most keys, whose quoting then costs no call. */
const PLAIN_KEY = /^[A-Za-z0-9_$.:@-]*$/;

/**
 * `canonicalPayload([customerId, eventType, eventTime, properties])`, the text an event's payload hash is
 * taken of, written out for what is known of it: the ids passed their patterns (nothing to escape), the time is
 * an integer, and the properties are an object. Runs for every event ingested (validate-event.test.ts checks
 * it against canonicalPayload).
 */
export function eventPayload(
  customerId: string,
  eventType: string,
  eventTime: number,
  properties: object,
): string {
  const record = properties as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > 1) keys.sort();
  let out = `["${customerId}","${eventType}",${eventTime},{`;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = record[k];
    out +=
      `${i === 0 ? '' : ','}${PLAIN_KEY.test(k) ? `"${k}"` : JSON.stringify(k)}:` +
      (typeof v === 'string' ? JSON.stringify(v) : typeof v === 'number' ? String(v) : canonicalPayload(v));
  }
  return `${out}}]`;
}

/** The same text a double would print when the number fits one exactly, else its canonical decimal. */
function canonicalLosslessNumber(text: string): string {
  const asDouble = Number(text);
  const exact = new Decimal(text);
  return new Decimal(asDouble).equals(exact) ? String(asDouble) : canonicalDecimal(exact);
}

/** Checks the shape of one event (everything but the customer's existence, which needs a lookup). */
export function validateEvent(
  raw: unknown,
  index: number,
  window: TimeWindow,
  stringify: (value: unknown) => string,
): ValidEvent | RejectedEvent {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || isLosslessNumber(raw)) {
    return invalid(index, '', 'event must be an object');
  }
  const event = raw as Record<string, unknown>;
  const eventId = pick(event, 'eventId', 'event_id');
  if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) {
    return invalid(index, eventId, 'eventId must be 1-128 characters of A-Z a-z 0-9 . _ : ~ -');
  }
  const customer = event.customer;
  const customerId =
    typeof customer === 'string' && customer.startsWith('customers/') ? customer.slice(10) : '';
  if (!isResourceId(customerId)) {
    return invalid(index, eventId, 'customer must be a customer name such as "customers/acme"');
  }
  const eventType = pick(event, 'eventType', 'event_type');
  if (typeof eventType !== 'string' || !EVENT_TYPE.test(eventType)) {
    return invalid(index, eventId, 'eventType must be 1-100 characters of A-Z a-z 0-9 . _ : -');
  }
  const eventTime = parseEventTime(pick(event, 'eventTime', 'event_time'));
  if (eventTime === undefined) {
    return invalid(index, eventId, 'eventTime must be an RFC 3339 timestamp');
  }
  if (eventTime < window.now - window.pastMs || eventTime > window.now + window.futureMs) {
    return reject(
      index,
      eventId,
      'OUT_OF_RANGE',
      'eventTime must be within the last 35 days and at most 5 minutes ahead',
    );
  }
  const rawProperties = event.properties ?? {};
  if (
    rawProperties === null ||
    typeof rawProperties !== 'object' ||
    Array.isArray(rawProperties) ||
    isLosslessNumber(rawProperties)
  ) {
    return invalid(index, eventId, 'properties must be a JSON object');
  }
  const properties = stringify(rawProperties);
  // A UTF-16 code unit is at most 3 UTF-8 bytes: short texts need no count.
  if (properties.length * 3 > MAX_PROPERTIES_BYTES && Buffer.byteLength(properties) > MAX_PROPERTIES_BYTES) {
    return invalid(index, eventId, 'properties must be at most 64 KiB');
  }
  // The canonical payload: equal events hash equally whatever their key order or time-zone offset.
  const hash = payloadHash(eventPayload(customerId, eventType, eventTime, rawProperties));
  const values = propertyValues(rawProperties as Record<string, unknown>);
  return { index, eventId, customerId, eventType, eventTime, properties, values, hash };
}

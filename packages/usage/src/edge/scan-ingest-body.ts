/**
 * The scan of ingest bodies in C++ (packages/native-scan, which the edge loads and passes in), with the JS scan
 * (scan-events.ts) behind it: what the native scan takes it answers exactly as the JS scan would
 * (native-scan.test.ts compares them on random bodies); what it does not take goes to JS, event by event or
 * body by body. It also writes each taken event's TabSeparated row for the request's organization and time,
 * so the ingest log's rows need no encoding per field (IngestPipeline uses them when they are for its request).
 *
 * Without the built addon (no compiler at install) or with INGEST_NATIVE_SCAN=off, the JS scan runs alone.
 */
import { checkJsonText, MAX_EVENT_ID_LENGTH, MAX_RESOURCE_ID_LENGTH } from '@billing/core';
import { encodedRowTimes, escapeTsv } from '@billing/events';
import type { NativeScan, NativeScanLimits } from '@billing/native-scan';
import { MAX_PATH_KEY_LENGTH, propertyValues } from './property-values.ts';
import { MAX_PLAIN_INTEGER_DIGITS, scanEventsBody } from './scan-events.ts';
import {
  MAX_EVENT_TYPE_LENGTH,
  MAX_PROPERTIES_BYTES,
  type RejectedEvent,
  type TimeWindow,
  type ValidEvent,
  validateEvent,
} from './validate.ts';

/** Int32 slots per event in `out`, read below. */
const STRIDE = 10;

/** What the edge passes to `loadNativeScan`: the rules' limits as the JS side holds them, and `out`'s layout. */
export const NATIVE_SCAN_LIMITS: NativeScanLimits = {
  stride: STRIDE,
  maxEventIdLength: MAX_EVENT_ID_LENGTH,
  maxEventTypeLength: MAX_EVENT_TYPE_LENGTH,
  maxResourceIdLength: MAX_RESOURCE_ID_LENGTH,
  maxPathKeyLength: MAX_PATH_KEY_LENGTH,
  maxPropertiesBytes: MAX_PROPERTIES_BYTES,
  maxIntegerDigits: MAX_PLAIN_INTEGER_DIGITS,
};

/** The request a body's rows are encoded for: its organization and the time it is ingested at. */
export interface RowsFor {
  organization: string;
  nowMs: number;
}

/**
 * An event the native scan took. Its meter values are read from its properties only when asked for (the
 * ingest log's path never asks: its row holds them).
 */
class ScannedEvent implements ValidEvent {
  constructor(
    readonly index: number,
    readonly eventId: string,
    readonly customerId: string,
    readonly eventType: string,
    readonly eventTime: number,
    readonly properties: string,
    readonly hash: string,
    readonly row: string | undefined,
  ) {}

  get values(): [string, string][] {
    return propertyValues(JSON.parse(this.properties) as Record<string, unknown>);
  }
}

let out = new Int32Array(0);
let times = new Float64Array(0);

/**
 * What the scan made of a body: its events, or none for a body to parse whole, with what checkJsonText said of
 * it (`long`: read it losslessly), so that the parser does not check it again.
 */
export type ScannedBody =
  | { events: Array<ValidEvent | RejectedEvent>; long?: undefined }
  | { events: undefined; long: boolean };

/** The JS scan's answer, after checkJsonText. */
function scanInJs(text: string, batch: boolean, window: TimeWindow, maxEvents: number): ScannedBody {
  const long = checkJsonText(text);
  const events = scanEventsBody(text, batch, window, long, maxEvents);
  return events ? { events } : { events: undefined, long };
}

/**
 * The events of an ingest body, as scanEventsBody answers after checkJsonText (whose INVALID_ARGUMENT it
 * throws), or none for a body to parse whole. From `native` (loaded with NATIVE_SCAN_LIMITS) where it can, the JS
 * scan alone without it. `rowsFor`: encode each taken event's row (ValidEvent.row) for this request.
 *
 * A body the native scan takes whole needs no checkJsonText: it is four levels deep and its only numbers are
 * integers of at most 15 digits, which that check always passes (native-scan.test.ts holds it to that).
 */
export function scanIngestBody(
  text: string,
  batch: boolean,
  window: TimeWindow,
  maxEvents: number,
  native: NativeScan | undefined,
  rowsFor?: RowsFor,
): ScannedBody {
  if (!native) return scanInJs(text, batch, window, maxEvents);
  if (out.length < 1 + maxEvents * STRIDE) {
    out = new Int32Array(1 + maxEvents * STRIDE);
    times = new Float64Array(maxEvents);
  }
  const rowTimes = rowsFor ? encodedRowTimes(BigInt(rowsFor.nowMs) * 1000n) : undefined;
  const scanned = native.scan(
    text,
    batch,
    window.now,
    window.pastMs,
    window.futureMs,
    maxEvents,
    out,
    times,
    rowsFor ? escapeTsv(rowsFor.organization) : undefined,
    rowTimes?.ingestTime,
    rowTimes?.version,
  );
  // Not ASCII, not the plain shape at the top, or too many events: the JS scan decides.
  if (scanned === null) return scanInJs(text, batch, window, maxEvents);
  const [hashes, rows] = scanned;
  const count = out[0]!;
  // Events left to JSON.parse: the body is checked first, and one holding a number JSON.parse could round
  // sends the whole body to the lossless parser.
  const long = hashes.length !== count * 32 && checkJsonText(text);
  if (long) return { events: undefined, long };
  const events: Array<ValidEvent | RejectedEvent> = new Array(count);
  let taken = 0;
  let rowStart = 0;
  for (let k = 0; k < count; k++) {
    const at = 1 + k * STRIDE;
    if (out[at] === 1) {
      const propertiesStart = out[at + 7]!;
      const rowEnd = out[at + 9]!;
      events[k] = new ScannedEvent(
        k,
        text.slice(out[at + 1], out[at + 2]),
        text.slice(out[at + 3], out[at + 4]),
        text.slice(out[at + 5], out[at + 6]),
        times[k]!,
        propertiesStart < 0 ? '{}' : text.slice(propertiesStart, out[at + 8]),
        hashes.slice(taken * 32, taken * 32 + 32),
        rowsFor ? rows.slice(rowStart, rowEnd) : undefined,
      );
      taken++;
      rowStart = rowEnd;
      continue;
    }
    // Outside the plain shape: parsed alone and validated the general way (scan-events.ts eventAt).
    let value: unknown;
    try {
      value = JSON.parse(text.slice(out[at + 1], out[at + 2]));
    } catch {
      return { events: undefined, long: false };
    }
    events[k] = validateEvent(value, k, window, JSON.stringify);
  }
  return { events };
}

/**
 * The native scan of ingest bodies (scan-events.cc), built by this workspace's own install script (build.mjs).
 * Only the ingest edge loads it (services/ingest `native-scan.ts`); packages/usage `edge/scan-ingest-body.ts`
 * reads what it answers, and falls back to the JS scan when it is not built.
 *
 * The limits of the event rules it checks are not written in the C++: the caller passes its own constants at
 * load (`NativeScanLimits`), so the rules have one copy, on the TypeScript side. The addon is one per process,
 * and so are its limits: the last load's hold.
 */
import { createRequire } from 'node:module';

/** What the rules allow, from the TypeScript constants (packages/usage `NATIVE_SCAN_LIMITS`). */
export interface NativeScanLimits {
  /** Int32 slots per event in `out` (at least 10: its kind, eight span ends and its row's end). */
  stride: number;
  /** EVENT_ID's longest eventId. */
  maxEventIdLength: number;
  /** EVENT_TYPE's longest eventType. */
  maxEventTypeLength: number;
  /** RESOURCE_ID's longest customer id. */
  maxResourceIdLength: number;
  /** The longest key of a property path. */
  maxPathKeyLength: number;
  /** The most bytes of properties as serialized JSON. */
  maxPropertiesBytes: number;
  /** The most digits of an integer the scan takes (a longer one goes to JS). */
  maxIntegerDigits: number;
}

/** scan-events.cc `scan`: the events of a body, or null for the JS scan to decide. */
export interface NativeScan {
  scan(
    text: string,
    batch: boolean,
    nowMs: number,
    pastMs: number,
    futureMs: number,
    maxEvents: number,
    out: Int32Array,
    times: Float64Array,
    rowOrganization?: string,
    rowIngestTime?: string,
    rowVersion?: string,
  ): [hashes: string, rows: string] | null;
}

interface Addon extends NativeScan {
  configure(
    stride: number,
    maxEventIdLength: number,
    maxEventTypeLength: number,
    maxResourceIdLength: number,
    maxPathKeyLength: number,
    maxPropertiesBytes: number,
    maxIntegerDigits: number,
  ): boolean;
}

/** The built addon, configured with `limits`; undefined when it was not built (no compiler at install). */
export function loadNativeScan(limits: NativeScanLimits): NativeScan | undefined {
  let addon: Addon;
  try {
    addon = createRequire(import.meta.url)('../build/scan-events.node') as Addon;
  } catch {
    return undefined;
  }
  const taken = addon.configure(
    limits.stride,
    limits.maxEventIdLength,
    limits.maxEventTypeLength,
    limits.maxResourceIdLength,
    limits.maxPathKeyLength,
    limits.maxPropertiesBytes,
    limits.maxIntegerDigits,
  );
  if (!taken) throw new Error(`native scan: limits refused ${JSON.stringify(limits)}`);
  return addon;
}

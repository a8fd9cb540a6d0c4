/**
 * Synthetic usage events for the preview benchmark, bulk-loaded straight into the event store with
 * `insertEvents` (the ingest edge would take hours for 20 million events and only accepts recent eventTimes).
 * Each row is what ingest stores: the properties JSON text, its `propertyValues()` map and a payload hash.
 */
import { createHash } from 'node:crypto';
import { type ClickHouseClient, insertEvents, type StoredEvent } from '@billing/events';
// Not exported by @billing/usage (only its ingest validation calls it): imported from its file, unchanged.
import { propertyValues } from '../../packages/usage/src/edge/property-values.ts';

/** One event type per meter; each event carries `model` (the group key) and, except for COUNT, a value. */
export const EVENT_TYPES = [
  { eventType: 'bench.tokens', valueProperty: 'tokens' },
  { eventType: 'bench.requests', valueProperty: '' },
  { eventType: 'bench.sessions', valueProperty: 'concurrency' },
] as const;
export const MODELS = Array.from({ length: 20 }, (_, i) => `model-${String(i).padStart(2, '0')}`);
/** Distinct values per (type, model): few enough to build each properties object once. */
const VALUES = 97;

interface Template {
  properties: string;
  values: [string, string][];
  hash: string;
}

/**
 * The properties JSON, property values and hash of every (type, model, value) combination, built once: the
 * values go through `propertyValues()` exactly as at ingest, and 20 million calls would only cost time.
 */
function buildTemplates(): Template[] {
  const templates: Template[] = [];
  for (const type of EVENT_TYPES) {
    for (const model of MODELS) {
      for (let v = 1; v <= VALUES; v++) {
        const object: Record<string, unknown> = { model };
        if (type.valueProperty) object[type.valueProperty] = v;
        const properties = JSON.stringify(object);
        templates.push({
          properties,
          values: propertyValues(object),
          hash: createHash('sha256').update(properties).digest('hex').slice(0, 32),
        });
      }
    }
  }
  return templates;
}

const TEMPLATES = buildTemplates();

/** Event `i` of `n` spread evenly over [start, end): its type, model and value cycle independently. */
function eventAt(
  organizationId: string,
  customerId: string,
  i: number,
  n: number,
  start: number,
  end: number,
  ingestTimeMicros: bigint,
): StoredEvent {
  const type = i % EVENT_TYPES.length;
  const model = Math.floor(i / EVENT_TYPES.length) % MODELS.length;
  const value = i % VALUES;
  const template = TEMPLATES[(type * MODELS.length + model) * VALUES + value]!;
  return {
    organizationId,
    customerId,
    eventType: EVENT_TYPES[type]!.eventType,
    eventTime: start + Math.floor(((i + 0.5) * (end - start)) / n),
    eventId: `${customerId}-${i}`,
    ingestTimeMicros,
    properties: template.properties,
    propertyValues: template.values,
    payloadHash: template.hash,
    correctionOf: '',
  };
}

export interface LoadPlan {
  organizationId: string;
  /** [customer id, number of events] */
  customers: readonly (readonly [string, number])[];
  start: number;
  end: number;
  batchRows: number;
  onProgress?: (rows: number, total: number) => void;
}

/** Inserts every customer's events in batches of `batchRows` (a batch may span customers). */
export async function loadEvents(client: ClickHouseClient, plan: LoadPlan): Promise<number> {
  const total = plan.customers.reduce((sum, [, n]) => sum + n, 0);
  const ingestTimeMicros = BigInt(Date.now()) * 1000n;
  let batch: StoredEvent[] = [];
  let done = 0;
  const flush = async () => {
    await insertEvents(client, batch);
    done += batch.length;
    batch = [];
    plan.onProgress?.(done, total);
  };
  for (const [customerId, n] of plan.customers) {
    for (let i = 0; i < n; i++) {
      batch.push(eventAt(plan.organizationId, customerId, i, n, plan.start, plan.end, ingestTimeMicros));
      if (batch.length >= plan.batchRows) await flush();
    }
  }
  if (batch.length > 0) await flush();
  return done;
}

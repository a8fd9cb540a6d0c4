/**
 * The events a meter aggregates (SEMANTICS 5): one customer's events of one eventType with eventTime in
 * [start, end), each event once (de-duplicated by event id, the row of the highest `version` winning) and none
 * superseded by a correction. Every user value is a query parameter.
 *
 * The values themselves are not extracted in ClickHouse: its JSON functions re-print numbers through a double
 * (`JSONExtractRaw` turns 12345678901234567890.5 into 12345678901234567000), and the rule is that no float stands
 * between an event's JSON and a quantity. The properties text is returned as stored and read exactly by the
 * caller (see docs/usage.md).
 */
import type { ClickHouseClient } from '@clickhouse/client';

export interface MeterEventsQuery {
  organizationId: string;
  customerId: string;
  eventType: string;
  /** [startTime, endTime) on eventTime, milliseconds since the epoch. */
  startTime: number;
  endTime: number;
}

export interface MeterEvent {
  eventId: string;
  /** Milliseconds since the epoch. */
  eventTime: number;
  /** Microseconds since the epoch, as a decimal string (exact). */
  ingestTimeMicros: string;
  /** The properties object as JSON text, exactly as sent. */
  properties: string;
}

interface MeterEventRow {
  event_id: string;
  event_time_ms: string;
  ingest_time_us: string;
  properties: string;
}

/** The SQL and parameters of {@link listMeterEvents}; exported so the query can be inspected in tests. */
export function meterEventsQuery(query: MeterEventsQuery): {
  query: string;
  query_params: Record<string, unknown>;
} {
  return {
    query: `SELECT event_id,
        toString(toUnixTimestamp64Milli(argMax(event_time, version))) AS event_time_ms,
        toString(toUnixTimestamp64Micro(argMax(ingest_time, version))) AS ingest_time_us,
        argMax(properties, version) AS properties
      FROM usage_events
      WHERE organization_id = {organization:String} AND customer_id = {customer:String}
        AND event_type = {eventType:String}
        AND event_time >= fromUnixTimestamp64Milli({start:Int64}) AND event_time < fromUnixTimestamp64Milli({end:Int64})
        AND event_id NOT IN (SELECT event_id FROM usage_event_corrections WHERE organization_id = {organization:String})
      GROUP BY event_id`,
    query_params: {
      organization: query.organizationId,
      customer: query.customerId,
      eventType: query.eventType,
      start: query.startTime,
      end: query.endTime,
    },
  };
}

/** The events that count for a meter, each once, in no particular order. */
export async function listMeterEvents(
  client: ClickHouseClient,
  query: MeterEventsQuery,
): Promise<MeterEvent[]> {
  const result = await client.query({ ...meterEventsQuery(query), format: 'JSONEachRow' });
  return (await result.json<MeterEventRow>()).map((row) => ({
    eventId: row.event_id,
    eventTime: Number(row.event_time_ms),
    ingestTimeMicros: row.ingest_time_us,
    properties: row.properties,
  }));
}

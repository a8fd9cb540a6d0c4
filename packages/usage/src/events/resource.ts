/**
 * The Usage event resource (the OpenAPI document) as the API shows it, from a stored event. Properties are read back
 * exactly: numbers a double would round stay `LosslessNumber`s, which the API writes digit for digit.
 */
import { EVENT_ID, formatTimestamp, invalidField } from '@billing/core';
import type { EventRecord } from '@billing/events';
import { isSafeNumber, LosslessNumber, parse } from 'lossless-json';
import type { UsageEvent } from '../schema.ts';

export const usageEventName = (eventId: string) => `usageEvents/${eventId}`;

/** The `{eventId}` of a path, checked (docs/api-conventions.md "The rules": `^[A-Za-z0-9._:~-]{1,128}$`). */
export function checkEventId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !EVENT_ID.test(value)) {
    throw invalidField(field, 'must be an eventId: 1-128 characters of A-Z a-z 0-9 . _ : ~ -');
  }
  return value;
}

const exactNumber = (text: string) => (isSafeNumber(text) ? Number(text) : new LosslessNumber(text));

export function parseProperties(text: string): Record<string, unknown> {
  const value = parse(text, null, exactNumber);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function toUsageEvent(record: EventRecord): UsageEvent {
  return {
    name: usageEventName(record.eventId),
    customer: `customers/${record.customerId}`,
    eventId: record.eventId,
    eventType: record.eventType,
    eventTime: formatTimestamp(new Date(record.eventTime)),
    ingestTime: formatTimestamp(new Date(record.ingestTime)),
    properties: parseProperties(record.properties),
    status: record.supersededBy ? 'SUPERSEDED' : 'ACCEPTED',
    correctionOf: record.correctionOf ? usageEventName(record.correctionOf) : '',
  };
}

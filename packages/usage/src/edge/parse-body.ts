/**
 * Request bodies are parsed natively, except when they hold a number literal JSON.parse could round (16 or
 * more digits and points in a row, told by checkJsonText's pass over the text): those are parsed losslessly, so
 * no float ever stands between an event's JSON and an invoice amount. Digits inside strings (a long eventId)
 * are no number and do not make a body lossless.
 */
import { ApiError, checkJsonText } from '@billing/core';
import { parse as losslessParse, stringify as losslessStringify } from 'lossless-json';

export interface ParsedBody {
  value: unknown;
  /** Serializes a value of this body back to JSON text, keeping every number as it was sent. */
  stringify: (value: unknown) => string;
}

const native: ParsedBody['stringify'] = (value) => JSON.stringify(value);
const lossless: ParsedBody['stringify'] = (value) => losslessStringify(value) ?? 'null';

/**
 * `long`: what checkJsonText answered, for a caller that ran it already (the ingest edge); otherwise it runs
 * here, first (docs/limits.md: depth and number literals get their own INVALID_ARGUMENT, with the field).
 */
export function parseBody(text: string, long = checkJsonText(text)): ParsedBody {
  if (text.trim() === '') return { value: {}, stringify: native };
  try {
    if (!long) return { value: JSON.parse(text), stringify: native };
    return { value: losslessParse(text), stringify: lossless };
  } catch {
    throw new ApiError('INVALID_ARGUMENT', 'the request body is not valid JSON');
  }
}

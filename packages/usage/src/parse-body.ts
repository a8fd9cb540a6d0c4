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

export function parseBody(text: string): ParsedBody {
  if (text.trim() === '') return { value: {}, stringify: native };
  // Depth and number literals first (docs/limits.md): its own INVALID_ARGUMENT, with the field.
  const long = checkJsonText(text);
  try {
    if (!long) return { value: JSON.parse(text), stringify: native };
    return { value: losslessParse(text), stringify: lossless };
  } catch {
    throw new ApiError('INVALID_ARGUMENT', 'the request body is not valid JSON');
  }
}

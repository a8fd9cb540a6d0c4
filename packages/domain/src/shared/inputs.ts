import { invalidField } from '@billing/core';

/** A string map (metadata, dimensions): string values only, bounded in size. */
export function checkStringMap(value: unknown, field: string, maxEntries = 50): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidField(field, 'must be an object of strings');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > maxEntries) throw invalidField(field, `must have at most ${maxEntries} entries`);
  const out: Record<string, string> = {};
  for (const [key, v] of entries) {
    if (key.length === 0 || key.length > 100)
      throw invalidField(`${field}.${key}`, 'keys are 1 to 100 characters');
    if (typeof v !== 'string') throw invalidField(`${field}.${key}`, 'must be a string');
    if (v.length > 500) throw invalidField(`${field}.${key}`, 'must be at most 500 characters');
    out[key] = v;
  }
  return out;
}

export function checkString(value: unknown, field: string, max = 500): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalidField(field, 'must be a string');
  if (value.length > max) throw invalidField(field, `must be at most ${max} characters`);
  return value;
}

/** A list of distinct strings matching `pattern`. */
export function checkStringList(value: unknown, field: string, pattern: RegExp, max = 20): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidField(field, 'must be an array of strings');
  if (value.length > max) throw invalidField(field, `must have at most ${max} entries`);
  const seen = new Set<string>();
  for (const [i, item] of value.entries()) {
    if (typeof item !== 'string' || !pattern.test(item)) throw invalidField(`${field}[${i}]`, 'is not valid');
    if (seen.has(item)) throw invalidField(`${field}[${i}]`, 'is repeated');
    seen.add(item);
  }
  return [...seen];
}

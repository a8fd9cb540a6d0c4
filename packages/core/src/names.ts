/**
 * Resource ids and names (docs/api-conventions.md). A path segment holds an id (`acme`); a body or reference field holds
 * the full name (`customers/acme`).
 */
import { randomBytes } from 'node:crypto';
import { invalidField, notFound } from './errors.ts';

/** The longest id and eventId; the native scan of ingest bodies takes them from here too. */
export const MAX_RESOURCE_ID_LENGTH = 63;
export const MAX_EVENT_ID_LENGTH = 128;
export const RESOURCE_ID = new RegExp(`^[a-z]([a-z0-9-]{0,${MAX_RESOURCE_ID_LENGTH - 2}}[a-z0-9])?$`);
export const EVENT_ID = new RegExp(`^[A-Za-z0-9._:~-]{1,${MAX_EVENT_ID_LENGTH}}$`);

export function isResourceId(value: unknown): value is string {
  return typeof value === 'string' && RESOURCE_ID.test(value);
}

/** Checks a client-supplied id; `field` names the parameter in the error. */
export function checkResourceId(value: unknown, field: string): string {
  if (!isResourceId(value)) {
    throw invalidField(
      field,
      'must be 1-63 characters of lowercase letters, digits and hyphens, start with a letter and not end with a hyphen',
    );
  }
  return value;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A server-generated id: `{prefix}-` and 20 random characters (about 103 bits), valid as a resource id. */
export function generateId(prefix: string): string {
  const bytes = randomBytes(20);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}-${out}`;
}

/**
 * Parses a full resource name against a pattern such as `customers/{customer}/contracts/{contract}` and
 * returns the ids by placeholder, or throws INVALID_ARGUMENT naming `field`.
 */
export function parseName(value: unknown, pattern: string, field: string): Record<string, string> {
  const expected = pattern.split('/');
  const parts = typeof value === 'string' ? value.split('/') : [];
  if (parts.length !== expected.length) throw invalidField(field, `must be a resource name like ${pattern}`);
  const ids: Record<string, string> = {};
  for (const [i, segment] of expected.entries()) {
    const part = parts[i]!;
    if (segment.startsWith('{')) {
      if (!isResourceId(part)) throw invalidField(field, `must be a resource name like ${pattern}`);
      ids[segment.slice(1, -1)] = part;
    } else if (part !== segment) {
      throw invalidField(field, `must be a resource name like ${pattern}`);
    }
  }
  return ids;
}

/** The id of a one-level name (`meters/m1` -> `m1`) of the given collection. */
export function idFromName(value: unknown, collection: string, field: string): string {
  const singular = `{${collection}}`;
  const ids = parseName(value, `${collection}/${singular}`, field);
  return ids[collection]!;
}

/**
 * `parent` of a request on the organization's own collections (`organizations/{organization}`): optional; when
 * given it must be the caller's organization, and another one is NOT_FOUND (whether it exists is not told).
 */
export function checkOrganizationParent(parent: unknown, organization: string): void {
  if (parent === undefined || parent === null || parent === '') return;
  const prefix = 'organizations/';
  const id =
    typeof parent === 'string' && parent.startsWith(prefix) ? parent.slice(prefix.length) : undefined;
  if (!isResourceId(id)) {
    throw invalidField('parent', 'must be an organization name such as "organizations/acme"');
  }
  if (id !== organization) throw notFound(`organizations/${id}`);
}

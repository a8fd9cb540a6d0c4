/**
 * Opaque, tamper-evident page tokens (AIP-158). A token is bound to the organization and to the query that
 * produced it, so it cannot be replayed against another tenant or another filter; the cursor inside is the
 * keyset position of the last item served (no offsets, so paging is stable under concurrent inserts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson, sha256Hex } from './canonical-json.ts';
import { invalidField } from './errors.ts';

export interface PageScope {
  organization: string;
  /** Everything that defines the listing except pageSize and pageToken (parent, filter, ...). */
  query: Record<string, unknown>;
}

function scopeHash(scope: PageScope): string {
  return sha256Hex(canonicalJson({ o: scope.organization, q: scope.query })).slice(0, 32);
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function encodePageToken(secret: string, scope: PageScope, cursor: unknown): string {
  const payload = Buffer.from(JSON.stringify({ s: scopeHash(scope), c: cursor })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

const invalidToken = () => invalidField('pageToken', 'is not a page token of this query');

/** The cursor of a token issued for exactly this scope, or INVALID_ARGUMENT. */
export function decodePageToken(secret: string, scope: PageScope, token: string): unknown {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw invalidToken();
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidToken();
  let decoded: { s?: unknown; c?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken();
  }
  if (decoded.s !== scopeHash(scope)) throw invalidToken();
  return decoded.c;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

/**
 * pageSize rules (docs/api-conventions.md): absent means the default (50); 0, a negative number or anything but decimal
 * digits is INVALID_ARGUMENT; above the maximum (1,000) is lowered to it.
 */
export function resolvePageSize(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_PAGE_SIZE;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value <= 0) throw invalidField('pageSize', 'must be a positive integer');
  return Math.min(value, MAX_PAGE_SIZE);
}

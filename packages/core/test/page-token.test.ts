import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { decodePageToken, encodePageToken, resolvePageSize } from '../src/page-token.ts';

const secret = 'test-secret';
const scope = { organization: 'acme', query: { collection: 'customers', filter: 'archived = false' } };

function rejects(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_ARGUMENT');
    return;
  }
  throw new Error('expected INVALID_ARGUMENT');
}

describe('page tokens', () => {
  it('round-trips the cursor for the same organization and query', () => {
    const token = encodePageToken(secret, scope, '42');
    expect(decodePageToken(secret, scope, token)).toBe('42');
    // Key order in the query does not matter.
    expect(
      decodePageToken(
        secret,
        { organization: 'acme', query: { filter: 'archived = false', collection: 'customers' } },
        token,
      ),
    ).toBe('42');
  });

  it('refuses a token of another organization, another query or another secret', () => {
    const token = encodePageToken(secret, scope, '42');
    rejects(() => decodePageToken(secret, { ...scope, organization: 'globex' }, token));
    rejects(() =>
      decodePageToken(secret, { ...scope, query: { collection: 'customers', filter: '' } }, token),
    );
    rejects(() => decodePageToken(secret, { ...scope, query: { collection: 'meters' } }, token));
    rejects(() => decodePageToken('other-secret', scope, token));
  });

  it('refuses every single-character change of a token', () => {
    const token = encodePageToken(secret, scope, '42');
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.constantFrom(...'AZaz09-_.x'), (index, char) => {
        fc.pre(token[index] !== char);
        const tampered = token.slice(0, index) + char + token.slice(index + 1);
        rejects(() => decodePageToken(secret, scope, tampered));
      }),
    );
  });

  it('refuses arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (garbage) => rejects(() => decodePageToken(secret, scope, garbage))));
  });

  it('a forged payload with a valid-looking shape is refused', () => {
    const payload = Buffer.from(JSON.stringify({ s: 'x', c: '1' })).toString('base64url');
    rejects(() => decodePageToken(secret, scope, `${payload}.${'A'.repeat(43)}`));
  });
});

describe('pageSize', () => {
  it('defaults to 50, caps at 1000, refuses non-positive and non-numeric values', () => {
    expect(resolvePageSize(undefined)).toBe(50);
    expect(resolvePageSize('')).toBe(50);
    expect(resolvePageSize(10)).toBe(10);
    expect(resolvePageSize('10')).toBe(10);
    expect(resolvePageSize(5000)).toBe(1000);
    for (const bad of [0, -1, '-1', 'abc', 1.5, '1e3', '0x10']) rejects(() => resolvePageSize(bad));
  });
});

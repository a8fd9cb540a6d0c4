/**
 * Update masks (AIP-134) case by case, each result written out: the exact errors, paths in snake_case and
 * below map fields, output-only paths, and what applying a mask does to nested objects, absent values and
 * values that are not objects.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { applyUpdateMask, type MaskSpec, parseUpdateMask } from '../src/field-mask.ts';
import { customerMask } from './customer-mask.ts';

const CUSTOMER_MASK = customerMask({ email: false });

function errorOf(mask: unknown, spec: MaskSpec = CUSTOMER_MASK): string {
  try {
    parseUpdateMask(mask, spec);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const violations = (error as ApiError).fieldViolations;
    expect(violations.map((v) => v.field)).toEqual(['updateMask']);
    return violations[0]!.description;
  }
  throw new Error(`${JSON.stringify(mask)} was accepted`);
}

describe('parseUpdateMask, error by error', () => {
  it('requires a mask', () => {
    const required = 'is required: name the fields to update, or "*"';
    for (const mask of [undefined, null, 7, '', '   ', ',', ' , ,']) expect(errorOf(mask)).toBe(required);
  });

  it('refuses "*" with other paths, malformed paths and paths that are not updatable', () => {
    expect(errorOf('*,displayName')).toBe('"*" cannot be combined with other paths');
    for (const bad of ['display name', 'a..b', '.a', 'a.', 'x/y', 'ä']) {
      expect(errorOf(bad)).toBe(`"${bad}" is not a field path`);
    }
    expect(errorOf('email')).toBe('"email" is not an updatable field');
    expect(errorOf('billingProfile.countryCode')).toBe(
      '"billingProfile.countryCode" is not an updatable field',
    );
    // A map key is one level below the map, no deeper.
    expect(errorOf('metadata.a.b')).toBe('"metadata.a.b" is not an updatable field');
    expect(errorOf('metadata.x', { ...CUSTOMER_MASK, maps: undefined })).toBe(
      '"metadata.x" is not an updatable field',
    );
  });
});

describe('parseUpdateMask, accepted masks', () => {
  it('returns canonical paths: trimmed, camelCase outside maps, as written below them, without repeats', () => {
    expect(parseUpdateMask(' display_name , billing_profile.legal_name,displayName ', CUSTOMER_MASK)).toEqual(
      ['displayName', 'billingProfile.legalName'],
    );
    expect(parseUpdateMask('metadata.cost_center,metadata.Tier-1', CUSTOMER_MASK)).toEqual([
      'metadata.cost_center',
      'metadata.Tier-1',
    ]);
  });

  it('ignores output-only paths and what lies below them', () => {
    expect(parseUpdateMask('name,create_time,displayName', CUSTOMER_MASK)).toEqual(['displayName']);
    expect(parseUpdateMask('name.first', CUSTOMER_MASK)).toEqual([]);
    // A path only starting like an output-only one is not below it.
    expect(errorOf('nameless')).toBe('"nameless" is not an updatable field');
  });

  it('reads "*" as every top-level updatable field', () => {
    expect(parseUpdateMask('*', CUSTOMER_MASK)).toEqual(['displayName', 'metadata', 'billingProfile']);
    expect(parseUpdateMask(' * ', CUSTOMER_MASK)).toEqual(['displayName', 'metadata', 'billingProfile']);
  });
});

describe('applyUpdateMask, written out', () => {
  const target = {
    displayName: 'Old',
    metadata: { keep: '1', drop: '2' },
    billingProfile: { legalName: 'Old Ltd', address: { locality: 'Paris' } },
  };

  it('copies masked paths, clears the ones absent from the patch, and leaves the target untouched', () => {
    const result = applyUpdateMask(
      target,
      { displayName: 'New', metadata: { add: '3' }, billingProfile: { legalName: 'New Ltd' } },
      ['displayName', 'metadata.add', 'metadata.drop', 'billingProfile.legalName'],
    );
    expect(result).toEqual({
      displayName: 'New',
      metadata: { keep: '1', add: '3' },
      billingProfile: { legalName: 'New Ltd', address: { locality: 'Paris' } },
    });
    expect(target.metadata).toEqual({ keep: '1', drop: '2' });
  });

  it('reads an absent or non-object parent in the patch as absent, and creates missing parents in the target', () => {
    expect(applyUpdateMask(target, { billingProfile: 'x' }, ['billingProfile.legalName'])).toEqual({
      ...target,
      billingProfile: { address: { locality: 'Paris' } },
    });
    expect(applyUpdateMask(target, null, ['displayName'])).toEqual({
      metadata: target.metadata,
      billingProfile: target.billingProfile,
    });
    expect(
      applyUpdateMask({ billingProfile: null }, { billingProfile: { legalName: 'L' } }, [
        'billingProfile.legalName',
      ]),
    ).toEqual({
      billingProfile: { legalName: 'L' },
    });
    expect(
      applyUpdateMask({ billingProfile: 'text' }, { billingProfile: { legalName: 'L' } }, [
        'billingProfile.legalName',
      ]),
    ).toEqual({
      billingProfile: { legalName: 'L' },
    });
  });

  it('copies values, so a later change to the patch does not reach the result', () => {
    const patch = { metadata: { a: '1' } };
    const result = applyUpdateMask({}, patch, ['metadata']) as { metadata: Record<string, string> };
    patch.metadata.a = '2';
    expect(result.metadata).toEqual({ a: '1' });
  });
});

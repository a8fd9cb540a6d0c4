import { describe, expect, it } from 'vitest';
import type { ApiError } from '../src/errors.ts';
import { applyUpdateMask, parseUpdateMask } from '../src/field-mask.ts';
import { customerMask } from './customer-mask.ts';

const spec = customerMask({ email: true });

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as ApiError).code;
  }
  return undefined;
}

describe('updateMask', () => {
  it('accepts lowerCamel and snake_case paths, deduplicated, in order', () => {
    expect(parseUpdateMask('display_name, email,displayName', spec)).toEqual(['displayName', 'email']);
    expect(parseUpdateMask('billing_profile.legal_name', spec)).toEqual(['billingProfile.legalName']);
  });

  it('keeps map keys as written', () => {
    expect(parseUpdateMask('metadata.tier_level', spec)).toEqual(['metadata.tier_level']);
  });

  it('expands * to the top-level updatable fields', () => {
    expect(parseUpdateMask('*', spec)).toEqual(['displayName', 'email', 'metadata', 'billingProfile']);
    expect(code(() => parseUpdateMask('*,email', spec))).toBe('INVALID_ARGUMENT');
  });

  it('ignores output-only paths and refuses unknown ones', () => {
    expect(parseUpdateMask('name,createTime,email', spec)).toEqual(['email']);
    expect(code(() => parseUpdateMask('nope', spec))).toBe('INVALID_ARGUMENT');
    expect(code(() => parseUpdateMask('billingProfile.nope', spec))).toBe('INVALID_ARGUMENT');
    expect(code(() => parseUpdateMask('metadata.a.b', spec))).toBe('INVALID_ARGUMENT');
    expect(code(() => parseUpdateMask('email..x', spec))).toBe('INVALID_ARGUMENT');
  });

  it('is required', () => {
    expect(code(() => parseUpdateMask(undefined, spec))).toBe('INVALID_ARGUMENT');
    expect(code(() => parseUpdateMask(' ', spec))).toBe('INVALID_ARGUMENT');
  });

  it('copies masked paths, clears masked paths absent from the patch, leaves the rest', () => {
    const current = {
      displayName: 'A',
      email: 'a@x.io',
      metadata: { tier: 'gold', region: 'eu' },
      billingProfile: { legalName: 'A Inc', address: { locality: 'Paris' } },
    };
    const next = applyUpdateMask(
      current,
      { displayName: 'B', metadata: { tier: 'silver' }, billingProfile: {} },
      ['displayName', 'metadata.tier', 'billingProfile.legalName'],
    );
    expect(next).toEqual({
      displayName: 'B',
      email: 'a@x.io',
      metadata: { tier: 'silver', region: 'eu' },
      billingProfile: { address: { locality: 'Paris' } },
    });
    expect(current.displayName).toBe('A');
  });
});

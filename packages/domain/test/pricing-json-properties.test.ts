/** Properties of a pricing model's API JSON: it round-trips, and bad JSON is never anything but INVALID_ARGUMENT. */
import { ApiError } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelArb, plain } from '../../rating/test/helpers.ts';
import { parsePricingModel, pricingModelToJson } from '../src/rate-cards/pricing-json.ts';

describe('properties of parsePricingModel', () => {
  it('round-trips: parse(toJson(m)) equals m', () => {
    fc.assert(
      fc.property(modelArb, (m) => {
        const json = pricingModelToJson(m, 'EUR');
        expect(plain(parsePricingModel(json, 'EUR'))).toEqual(plain(m));
      }),
    );
  });

  const onlyApiErrors = (input: unknown) => {
    try {
      parsePricingModel(input as Record<string, unknown>, 'USD', 'rates[0].');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.code).toBe('INVALID_ARGUMENT');
      expect(apiError.fieldViolations[0]?.field.startsWith('rates[0].')).toBe(true);
    }
  };

  it('throws nothing but INVALID_ARGUMENT on arbitrary JSON values', () => {
    fc.assert(fc.property(fc.jsonValue(), onlyApiErrors));
    const modelKey = fc.constantFrom('flat', 'unit', 'package', 'tiered', 'id');
    fc.assert(fc.property(fc.dictionary(modelKey, fc.jsonValue()), onlyApiErrors));
  });

  it('throws nothing but INVALID_ARGUMENT on valid models with one node replaced by arbitrary JSON', () => {
    const replacement = fc.option(fc.jsonValue(), { nil: undefined });
    fc.assert(
      fc.property(modelArb, fc.nat(), replacement, (m, pick, value) => {
        onlyApiErrors(replaceNode(pricingModelToJson(m, 'USD'), pick, value));
      }),
    );
  });
});

/** A deep copy of `json` with its `pick`-th node (modulo the node count) replaced by `value`. */
function replaceNode(json: unknown, pick: number, value: unknown): unknown {
  const copy = structuredClone(json);
  const slots: Array<[Record<string, unknown>, string]> = [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      slots.push([node as Record<string, unknown>, key]);
      visit(child);
    }
  };
  visit(copy);
  const slot = slots[pick % slots.length];
  if (slot) slot[0][slot[1]] = value;
  return copy;
}

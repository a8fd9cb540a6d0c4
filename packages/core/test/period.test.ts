/** The one period parser of usage reads, previews and replays: required times, end after start, 400 days. */
import { describe, expect, it } from 'vitest';
import { parsePeriod } from '../src/time.ts';

describe('parsePeriod', () => {
  const fields = { start: 's', end: 'e' };
  const violations = (start: unknown, end: unknown) => {
    try {
      parsePeriod(start, end, fields);
      return [];
    } catch (error) {
      return (error as { fieldViolations: Array<{ field: string }> }).fieldViolations.map((v) => v.field);
    }
  };

  it('reports every problem of the period at once', () => {
    expect(violations(undefined, '')).toEqual(['s', 'e']);
    expect(violations('x', '2026-03-01T00:00:00Z')).toEqual(['s']);
    expect(violations('2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z')).toEqual(['e']);
    expect(violations('2026-03-01T00:00:00Z', '2027-04-05T00:00:01Z')).toEqual(['e']);
    expect(violations('2026-03-01T00:00:00Z', '2027-04-05T00:00:00Z')).toEqual([]);
    expect(violations('2026-03-01T00:00:00Z', '2027-04-05T01:00:01+01:00')).toEqual(['e']);
  });
});

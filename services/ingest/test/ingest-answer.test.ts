import type { IngestionResult } from '@billing/usage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ingestAnswerJson } from '../src/ingest-answer.ts';

const eventId = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._:~-]{1,20}$/),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
);

/** Results as the pipeline makes them (its key order), with any strings in them. */
const result: fc.Arbitrary<IngestionResult> = fc.oneof(
  eventId.chain((id) =>
    fc.record({
      eventId: fc.constant(id),
      usageEvent: fc.oneof(fc.constant(`usageEvents/${id}`), fc.constant('')),
      status: fc.constantFrom('ACCEPTED', 'DUPLICATE'),
      errorCode: fc.constant(''),
      errorMessage: fc.constant(''),
    }),
  ),
  fc.record({
    eventId,
    usageEvent: fc.constant(''),
    status: fc.constant('REJECTED'),
    errorCode: fc.constantFrom('INVALID_ARGUMENT', 'NOT_FOUND', 'UNAVAILABLE', ''),
    errorMessage: fc.oneof(fc.string(), fc.constant('eventId must be "x"\n')),
  }),
) as fc.Arbitrary<IngestionResult>;

describe('the ingest answer text', () => {
  it('is exactly what JSON.stringify writes, for a batch and for one event', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 30 }), (results) => {
        expect(ingestAnswerJson({ results })).toBe(JSON.stringify({ results }));
        for (const r of results) expect(ingestAnswerJson(r)).toBe(JSON.stringify(r));
      }),
      { numRuns: 2000 },
    );
  });
});

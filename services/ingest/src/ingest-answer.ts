/**
 * The JSON text of an ingest answer, written by hand: the answer of a 100-event request is 100 results, and
 * JSON.stringify walks each result object and escapes each string of it. A result whose strings need no
 * escaping (an accepted or duplicate event: its eventId passed EVENT_ID) is written from a template; any other
 * goes through JSON.stringify. The text is exactly JSON.stringify's (ingest-answer.test.ts).
 */
import type { IngestionResult } from '@billing/usage';

/** Characters JSON.stringify writes as they are, of the ones eventIds and resource names use. */
const PLAIN = /^[A-Za-z0-9._:~/-]*$/;

function resultJson(r: IngestionResult): string {
  if (r.errorCode === '' && r.errorMessage === '' && PLAIN.test(r.eventId) && PLAIN.test(r.usageEvent)) {
    return `{"eventId":"${r.eventId}","usageEvent":"${r.usageEvent}","status":"${r.status}","errorCode":"","errorMessage":""}`;
  }
  return JSON.stringify(r);
}

/** JSON.stringify(answer), for the answers of `handleIngest`. */
export function ingestAnswerJson(answer: { results: IngestionResult[] } | IngestionResult): string {
  if (!('results' in answer)) return resultJson(answer);
  let out = '{"results":[';
  const results = answer.results;
  for (let i = 0; i < results.length; i++) out += (i === 0 ? '' : ',') + resultJson(results[i]!);
  return `${out}]}`;
}

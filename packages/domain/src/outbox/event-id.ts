/**
 * Outbox event ids: UUIDs of version 7 (RFC 9562), the time in milliseconds first, so that the ids one process
 * writes ascend and each lands beside the last in the primary key (organization_id, id). Random (version 4) ids
 * put every insert on a random leaf of that index: an alert batch of 500 events touched ~400 leaf pages, each
 * written to the WAL in full once after a checkpoint (2.9 MB of WAL per 500 events, bench/alerts.ts measured
 * with EXPLAIN (ANALYZE, BUFFERS, WAL)); ascending ids touch one or two.
 */
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * The next id at `now` (the caller's clock): the 12 bits after the version count ids within one millisecond, and
 * when they run out, or the clock stands still or goes back (a ManualClock), the millisecond moves on by one, so
 * ids from this process always ascend. Uniqueness across processes rests on the 62 random bits.
 */
export function nextEventId(now: Date): string {
  const ms = now.getTime();
  if (ms > lastMs) {
    lastMs = ms;
    counter = 0;
  } else if (++counter > 0xfff) {
    lastMs += 1;
    counter = 0;
  }
  const random = randomBytes(8);
  const hex =
    lastMs.toString(16).padStart(12, '0') +
    (0x7000 | counter).toString(16) +
    ((random[0]! & 0x3f) | 0x80).toString(16).padStart(2, '0') +
    random.subarray(1).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

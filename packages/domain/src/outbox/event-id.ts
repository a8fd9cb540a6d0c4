/**
 * Outbox event ids: UUIDs of version 7 (RFC 9562), the time in milliseconds first, so that the ids one process
 * writes ascend and each lands beside the last in the primary key (organization_id, id). Random (version 4) ids
 * put every insert on a random leaf of that index: an alert batch of 500 events touched ~400 leaf pages, each
 * written to the WAL in full once after a checkpoint (2.9 MB of WAL per 500 events, bench/alerts.ts measured
 * with EXPLAIN (ANALYZE, BUFFERS, WAL)); ascending ids touch one or two.
 */
import { randomInt } from 'node:crypto';
import { v7 } from 'uuid';

let lastMs = -1;
let seq = 0;

/**
 * The next id at `now` (the caller's clock, not the library's own `Date.now()`): a new millisecond starts the
 * 32-bit sequence the id carries after its time at a random 31-bit value; within one millisecond, or when the
 * clock stands still or goes back (a ManualClock), the sequence counts up, and past its end the millisecond moves
 * on by one, so ids from this process always ascend. Other processes' ids differ in the sequence and the 42
 * random bits.
 */
export function nextEventId(now: Date): string {
  const ms = now.getTime();
  if (ms > lastMs) {
    lastMs = ms;
    seq = randomInt(0x80000000);
  } else if (seq === 0xffffffff) {
    lastMs += 1;
    seq = randomInt(0x80000000);
  } else {
    seq += 1;
  }
  return v7({ msecs: lastMs, seq });
}

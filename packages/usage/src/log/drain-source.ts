/**
 * What a log offers its drainer (drainer.ts): batches recorded before their insert, acknowledged after it. The
 * Redis Stream (redis-drain-source.ts) and the file log (file-drain-source.ts) implement it.
 */

export interface DrainerOptions {
  maxEvents: number;
  maxMs: number;
  claimTimeoutMs: number;
  /** Fault injection (tests): SIGKILL this process after this many inserts, before acknowledging; 0 never. */
  faultAfterInserts?: number;
}

/** A batch as its log recorded it, before its insert. */
export interface DrainBatch {
  /** insert_deduplication_token: the same entries of the same log give the same token, in any drainer. */
  token: string;
  /** The TabSeparated rows of its entries, concatenated. */
  body: Buffer;
  events: number;
  /** When each entry was appended (ms), for the visibility lag. */
  appendedAt: number[];
  /** For the metrics: new, or what recovery found (taken-over, claimed, recovered). */
  kind: string;
  /** After the insert: the log forgets the batch (acknowledged, checkpointed, trimmed). */
  ack(): Promise<void>;
}

export interface DrainSource {
  /** Inserts, through `drain`, the batches a crash left recorded or read; the source decides how often it looks. */
  recover(drain: (batch: DrainBatch) => Promise<void>): Promise<void>;
  /** The next batch of new entries, recorded; undefined when none came for a while (about a second). */
  collect(stopping: () => boolean): Promise<DrainBatch | undefined>;
  /** Events appended and not yet acknowledged. */
  backlog(): Promise<number>;
  /** An error of a pass, before the next one (the Redis source re-creates its group after NOGROUP). */
  failed?(error: unknown): void;
}

/**
 * The ingest log of the embedded profile (INGEST_LOG=file): an append-only file in the data directory that
 * acknowledges accepted events, read back by a drainer in the same process that writes ClickHouse in large
 * idempotent inserts (docs/usage-events.md, "The file log").
 *
 * Writes are group-committed: each request's rows are one record, and the records of every request that
 * arrives while an fsync runs are written together and share the next one. `add` resolves once the fsync
 * covering its record returned, so an ACCEPTED answer is on disk. A failed write or fsync is cut off the file
 * again (the callers answer UNAVAILABLE and release their claims); if even that fails the log refuses every
 * append until the process restarts.
 *
 * A record is a 20-byte header (payload length, CRC-32 of what follows it, events, append time in ms) and the
 * request's TabSeparated rows. Offsets are global across segment files (`{base offset}.log`); a segment is
 * closed once it holds `segmentBytes` and deleted once drained. The checkpoint (`checkpoint.json`, replaced
 * whole by a rename) holds the log's id, the drained offset and the batch being inserted: a batch is recorded
 * before its insert and its token is derived from the log's id and its offsets, so after a crash between insert
 * and checkpoint the same range is inserted again under the same token and ClickHouse drops it.
 *
 * Opening the log cuts a torn last record (a crash mid-write) off the last segment: its length or checksum does
 * not match. Records of that group were never acknowledged (their fsync never returned).
 *
 * De-duplication: an event in the log and not yet drained is not in ClickHouse, where claims are checked, so the
 * log keeps the eventIds and payload hashes of what it holds (`loggedHash`) until the insert that drained them.
 */
import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { encodeEvents, type StoredEvent } from '@billing/events';

/** Length, checksum, events, append time (ms, a double). */
export const RECORD_HEADER_BYTES = 20;
/** Larger than any request's rows (bodies are at most 5 MiB): a length above it is a torn header. */
const MAX_RECORD_BYTES = 256 * 1024 * 1024;
/** Bytes read from a segment at a time by the drainer. */
const READ_CHUNK_BYTES = 8 * 1024 * 1024;
const CHECKPOINT = 'checkpoint.json';
const SEGMENT_NAME = /^(\d{16})\.log$/;

export interface FileLogOptions {
  dir: string;
  /** A segment is closed, and a new one begun, once it holds this many bytes (64 MiB). */
  segmentBytes?: number;
}

interface Checkpoint {
  /** Names this log in insert tokens: a log made anew (offsets from 0 again) never reuses a token. */
  id: string;
  /** Everything before this offset is in ClickHouse. */
  drained: number;
  /** The batch being inserted: [drained, insertingTo) may be in ClickHouse already, under its token. */
  insertingTo?: number;
}

interface Segment {
  base: number;
  /** Bytes fsynced (the active segment grows; what lies past this is not acknowledged). */
  size: number;
}

interface Group {
  records: Buffer[];
  bytes: number;
  events: number;
  keys: Array<[string, string]>;
  done: Promise<void>;
  settle: (error?: unknown) => void;
}

/** A range of records read back: the rows of each record, and when each was appended. */
export interface LogRange {
  from: number;
  to: number;
  events: number;
  rows: Buffer[];
  appendedAt: number[];
}

export class FileLogCorruption extends Error {
  override readonly name = 'FileLogCorruption';
}

function newGroup(): Group {
  let settle!: Group['settle'];
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  done.catch(() => {});
  return { records: [], bytes: 0, events: 0, keys: [], done, settle };
}

const segmentName = (base: number) => `${String(base).padStart(16, '0')}.log`;
const pinKey = (organization: string, eventId: string) => `${organization}\u0000${eventId}`;

export function encodeRecord(rows: Buffer, events: number, appendedAt: number): Buffer {
  const record = Buffer.allocUnsafe(RECORD_HEADER_BYTES + rows.length);
  record.writeUInt32LE(rows.length, 0);
  record.writeUInt32LE(events, 8);
  record.writeDoubleLE(appendedAt, 12);
  rows.copy(record, RECORD_HEADER_BYTES);
  record.writeUInt32LE(crc32(record.subarray(8)), 4);
  return record;
}

/**
 * The whole records at the start of `buffer`: each payload's position and length, its events and time, and how
 * many bytes they span. Stops at an incomplete record (`complete` false: more bytes may finish it, or the file
 * ends there) or at one whose checksum fails (`bad` true).
 */
function parseRecords(buffer: Buffer, maxEvents = Number.POSITIVE_INFINITY) {
  const records: Array<{ start: number; length: number; events: number; at: number }> = [];
  let pos = 0;
  let events = 0;
  let bad = false;
  while (events < maxEvents && pos + RECORD_HEADER_BYTES <= buffer.length) {
    const length = buffer.readUInt32LE(pos);
    if (length > MAX_RECORD_BYTES) {
      bad = true;
      break;
    }
    const end = pos + RECORD_HEADER_BYTES + length;
    if (end > buffer.length) break;
    if (crc32(buffer.subarray(pos + 8, end)) !== buffer.readUInt32LE(pos + 4)) {
      bad = true;
      break;
    }
    const n = buffer.readUInt32LE(pos + 8);
    records.push({ start: pos + RECORD_HEADER_BYTES, length, events: n, at: buffer.readDoubleLE(pos + 12) });
    events += n;
    pos = end;
  }
  const needs =
    !bad && pos + RECORD_HEADER_BYTES <= buffer.length
      ? RECORD_HEADER_BYTES + buffer.readUInt32LE(pos)
      : RECORD_HEADER_BYTES;
  return { records, events, consumed: pos, bad, needs };
}

async function readAt(handle: FileHandle, length: number, position: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return done === length ? buffer : buffer.subarray(0, done);
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function readCheckpoint(dir: string): Promise<Checkpoint | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, CHECKPOINT), 'utf8')) as Checkpoint;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Replaced whole: written aside, fsynced, renamed over the old one, and the rename made durable. */
async function writeCheckpoint(dir: string, checkpoint: Checkpoint): Promise<void> {
  const temporary = join(dir, `${CHECKPOINT}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(JSON.stringify(checkpoint));
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, join(dir, CHECKPOINT));
  await syncDir(dir);
}

async function listSegments(dir: string): Promise<number[]> {
  const bases: number[] = [];
  for (const name of await readdir(dir)) {
    const match = SEGMENT_NAME.exec(name);
    if (match) bases.push(Number(match[1]));
  }
  return bases.sort((a, b) => a - b);
}

export class IngestFileLog {
  private readonly segmentBytes: number;
  private active!: FileHandle;
  private readonly segments: Segment[] = [];
  private readonly readers = new Map<number, FileHandle>();
  private current = newGroup();
  private flushing: Promise<void> | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private inFlightEvents = 0;
  /** Events fsynced and not yet drained. */
  private backlogEvents = 0;
  private readonly pins = new Map<string, string>();
  /** Per fsynced group: the offset it ends at and the keys it pinned, dropped once drained past it. */
  private readonly pinRanges: Array<{ end: number; keys: string[] }> = [];
  private dataWaiters: Array<() => void> = [];
  private drainWaiters: Array<() => void> = [];
  private broken: Error | undefined;
  private closed = false;
  private fsyncs = 0;

  private constructor(
    readonly dir: string,
    private checkpoint: Checkpoint,
    options: FileLogOptions,
  ) {
    this.segmentBytes = options.segmentBytes ?? 64 * 1024 * 1024;
  }

  /**
   * Opens the log in `dir` (made when missing): drops drained segments left behind, cuts a torn last record,
   * and counts the events waiting to be drained.
   */
  static async open(options: FileLogOptions): Promise<IngestFileLog> {
    const dir = options.dir;
    await mkdir(dir, { recursive: true });
    let checkpoint = await readCheckpoint(dir);
    let bases = await listSegments(dir);
    if (!checkpoint) {
      // The checkpoint is written before the first segment: segments without one were not made by this code.
      if (bases.length > 0) throw new FileLogCorruption(`${dir} holds segments but no ${CHECKPOINT}`);
      checkpoint = { id: randomBytes(9).toString('base64url'), drained: 0 };
      await writeCheckpoint(dir, checkpoint);
    }
    const log = new IngestFileLog(dir, checkpoint, options);
    // Segments wholly drained (a crash between the checkpoint and their deletion).
    while (bases.length > 1 && bases[1]! <= checkpoint.drained) {
      await rm(join(dir, segmentName(bases[0]!)));
      bases = bases.slice(1);
    }
    if (bases.length === 0) {
      bases = [checkpoint.drained];
      await (await open(join(dir, segmentName(checkpoint.drained)), 'wx')).close();
      await syncDir(dir);
    }
    for (const [i, base] of bases.entries()) {
      const size = (await stat(join(dir, segmentName(base)))).size;
      const next = bases[i + 1];
      if (next !== undefined && base + size !== next)
        throw new FileLogCorruption(`segment ${segmentName(base)} does not end where the next begins`);
      log.segments.push({ base, size });
    }
    await log.recover();
    return log;
  }

  /** Checks every record not yet drained; a bad or incomplete one ends the log (only the last may be torn). */
  private async recover(): Promise<void> {
    const start = this.checkpoint.drained;
    const first = this.segments[0]!;
    if (start < first.base || start > this.end)
      throw new FileLogCorruption(
        `the checkpoint (${start}) lies outside the log [${first.base}, ${this.end})`,
      );
    let at = start;
    let events = 0;
    for (const [i, segment] of this.segments.entries()) {
      const last = i === this.segments.length - 1;
      if (segment.base + segment.size <= at) continue;
      const handle = await open(join(this.dir, segmentName(segment.base)), 'r');
      try {
        let position = at - segment.base;
        for (;;) {
          const chunk = await readAt(handle, Math.min(READ_CHUNK_BYTES, segment.size - position), position);
          if (chunk.length === 0) break;
          let parsed = parseRecords(chunk);
          if (parsed.consumed === 0 && !parsed.bad && parsed.needs > chunk.length) {
            // One record larger than a chunk: read it whole.
            parsed = parseRecords(await readAt(handle, parsed.needs, position));
          }
          events += parsed.events;
          position += parsed.consumed;
          if (parsed.bad || parsed.consumed === 0) break;
        }
        if (position < segment.size) {
          if (!last)
            throw new FileLogCorruption(`a bad record at ${segment.base + position} before the last segment`);
          // A torn write: the group it belongs to was never acknowledged.
          const writable = await open(join(this.dir, segmentName(segment.base)), 'r+');
          try {
            await writable.truncate(position);
            await writable.datasync();
          } finally {
            await writable.close();
          }
          segment.size = position;
        }
        at = segment.base + segment.size;
      } finally {
        await handle.close();
      }
    }
    const inserting = this.checkpoint.insertingTo;
    if (inserting !== undefined && (inserting < start || inserting > this.end))
      throw new FileLogCorruption(`the batch being inserted ends at ${inserting}, past the log's end`);
    this.backlogEvents = events;
    const tail = this.segments.at(-1)!;
    this.active = await open(join(this.dir, segmentName(tail.base)), 'r+');
  }

  /** The log's id, part of every insert token. */
  get id(): string {
    return this.checkpoint.id;
  }

  /** The offset after the last fsynced record. */
  get end(): number {
    const tail = this.segments.at(-1)!;
    return tail.base + tail.size;
  }

  get drained(): number {
    return this.checkpoint.drained;
  }

  /** Events appended (fsynced or waiting for it) and not yet drained: what back-pressure counts. */
  get depth(): number {
    return this.backlogEvents + this.inFlightEvents + this.current.events;
  }

  /** Events fsynced and not yet drained. */
  get backlog(): number {
    return this.backlogEvents;
  }

  /** The batch a crash may have left inserted without its checkpoint: [drained, insertingTo). */
  get insertingTo(): number | undefined {
    return this.checkpoint.insertingTo;
  }

  stats(): { fsyncs: number; segments: number } {
    return { fsyncs: this.fsyncs, segments: this.segments.length };
  }

  /** The payload hash of an event held by the log and not yet drained into ClickHouse. */
  loggedHash(organization: string, eventId: string): string | undefined {
    return this.pins.size === 0 ? undefined : this.pins.get(pinKey(organization, eventId));
  }

  /** Appends one record of `rows`; resolves once an fsync covers it. */
  add(rows: StoredEvent[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the ingest log is closed'));
    if (this.broken) return Promise.reject(this.broken);
    const group = this.current;
    if (rows.length === 0) return Promise.resolve();
    const record = encodeRecord(Buffer.from(encodeEvents(rows)), rows.length, Date.now());
    group.records.push(record);
    group.bytes += record.length;
    group.events += rows.length;
    for (const row of rows) group.keys.push([pinKey(row.organizationId, row.eventId), row.payloadHash]);
    // After the requests already read in this turn of the event loop have added theirs.
    if (!this.flushing) this.immediate ??= setImmediate(() => this.startFlush());
    return group.done;
  }

  /** Waits for every append made so far to be fsynced (or to fail). */
  async flushed(): Promise<void> {
    while (this.flushing || this.current.records.length > 0) {
      if (!this.flushing) this.startFlush();
      await this.flushing;
    }
  }

  private startFlush(): void {
    if (this.immediate) {
      clearImmediate(this.immediate);
      this.immediate = undefined;
    }
    const group = this.current;
    if (group.records.length === 0 || this.flushing) return;
    this.current = newGroup();
    this.inFlightEvents = group.events;
    this.flushing = this.write(group).finally(() => {
      this.inFlightEvents = 0;
      this.flushing = undefined;
      // What arrived during this fsync shares the next one.
      if (this.current.records.length > 0) this.startFlush();
    });
  }

  private async write(group: Group): Promise<void> {
    const tail = this.segments.at(-1)!;
    try {
      if (this.broken) throw this.broken;
      const body = group.records.length === 1 ? group.records[0]! : Buffer.concat(group.records, group.bytes);
      let written = 0;
      while (written < body.length) {
        const { bytesWritten } = await this.active.write(
          body,
          written,
          body.length - written,
          tail.size + written,
        );
        written += bytesWritten;
      }
      await this.active.datasync();
      this.fsyncs += 1;
    } catch (error) {
      await this.cutBack(tail.size);
      group.settle(error ?? new Error('the ingest log write failed'));
      return;
    }
    tail.size += group.bytes;
    this.backlogEvents += group.events;
    const keys: string[] = [];
    for (const [key, hash] of group.keys) {
      this.pins.set(key, hash);
      keys.push(key);
    }
    this.pinRanges.push({ end: this.end, keys });
    group.settle();
    for (const wake of this.dataWaiters.splice(0)) wake();
    if (tail.size >= this.segmentBytes) await this.rotate().catch(() => {});
  }

  /** Cuts what a failed write may have left; if that fails too, the log takes no more appends. */
  private async cutBack(size: number): Promise<void> {
    try {
      await this.active.truncate(size);
      await this.active.datasync();
    } catch (error) {
      this.broken = new Error(`the ingest log cannot be written: ${String(error)}`);
    }
  }

  /** A new segment, made durable in the directory before anything is acknowledged from it. */
  private async rotate(): Promise<void> {
    const base = this.end;
    const handle = await open(join(this.dir, segmentName(base)), 'wx');
    try {
      await syncDir(this.dir);
    } catch (error) {
      await handle.close();
      await rm(join(this.dir, segmentName(base)), { force: true });
      throw error;
    }
    const previous = this.active;
    this.active = handle;
    this.segments.push({ base, size: 0 });
    await previous.close();
  }

  /** Resolves true once records past `offset` are fsynced, false after `timeoutMs` without any. */
  waitForData(offset: number, timeoutMs: number): Promise<boolean> {
    if (this.end > offset) return Promise.resolve(true);
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(this.end > offset);
      };
      const timer = setTimeout(() => {
        this.dataWaiters = this.dataWaiters.filter((w) => w !== wake);
        resolve(this.end > offset);
      }, timeoutMs);
      this.dataWaiters.push(wake);
    });
  }

  /** Resolves once everything before `offset` is drained (or the log closes). */
  waitForDrained(offset = this.end): Promise<void> {
    if (this.drained >= offset || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (this.drained >= offset || this.closed) resolve();
        else this.drainWaiters.push(check);
      };
      this.drainWaiters.push(check);
    });
  }

  /**
   * Whole records from `from` on, fsynced ones only, until `maxEvents` events or `to` (a record boundary).
   * Checksums are checked again: a bad record here is damage to an acknowledged record, never skipped.
   */
  async read(from: number, maxEvents: number, to = this.end): Promise<LogRange> {
    const range: LogRange = { from, to: from, events: 0, rows: [], appendedAt: [] };
    const limit = Math.min(to, this.end);
    while (range.to < limit && range.events < maxEvents) {
      const at = range.to;
      const segment = this.segments.find((s) => s.base <= at && at < s.base + s.size);
      if (!segment) throw new FileLogCorruption(`offset ${at} is in no segment`);
      const handle = await this.reader(segment.base);
      const length = Math.min(limit, segment.base + segment.size) - at;
      let chunk = await readAt(handle, Math.min(length, READ_CHUNK_BYTES), at - segment.base);
      let parsed = parseRecords(chunk, maxEvents - range.events);
      if (parsed.consumed === 0 && !parsed.bad && parsed.needs <= length) {
        chunk = await readAt(handle, parsed.needs, at - segment.base);
        parsed = parseRecords(chunk, maxEvents - range.events);
      }
      if (parsed.bad || parsed.consumed === 0)
        throw new FileLogCorruption(`a bad record at offset ${at + parsed.consumed} of the ingest log`);
      for (const r of parsed.records) {
        range.rows.push(chunk.subarray(r.start, r.start + r.length));
        range.appendedAt.push(r.at);
      }
      range.events += parsed.events;
      range.to = at + parsed.consumed;
    }
    return range;
  }

  private async reader(base: number): Promise<FileHandle> {
    let handle = this.readers.get(base);
    if (!handle) {
      handle = await open(join(this.dir, segmentName(base)), 'r');
      this.readers.set(base, handle);
    }
    return handle;
  }

  /** Records the batch [drained, to) before its insert: a crash after the insert repeats exactly this range. */
  async beginBatch(to: number): Promise<void> {
    const next = { ...this.checkpoint, insertingTo: to };
    await writeCheckpoint(this.dir, next);
    this.checkpoint = next;
  }

  /**
   * The batch up to `to` is in ClickHouse: the checkpoint moves, its events leave the backlog and the
   * de-duplication pins, and segments wholly drained are deleted.
   */
  async endBatch(to: number, events: number): Promise<void> {
    const next: Checkpoint = { id: this.checkpoint.id, drained: to };
    await writeCheckpoint(this.dir, next);
    this.checkpoint = next;
    this.backlogEvents = Math.max(0, this.backlogEvents - events);
    while (this.pinRanges.length > 0 && this.pinRanges[0]!.end <= to) {
      for (const key of this.pinRanges.shift()!.keys) this.pins.delete(key);
    }
    while (this.segments.length > 1 && this.segments[1]!.base <= to) {
      const [gone] = this.segments.splice(0, 1);
      const handle = this.readers.get(gone!.base);
      this.readers.delete(gone!.base);
      await handle?.close();
      await rm(join(this.dir, segmentName(gone!.base)), { force: true });
    }
    for (const check of this.drainWaiters.splice(0)) check();
  }

  /** The token of the batch [from, to): the same range of the same log gives the same token. */
  token(from: number, to: number): string {
    return `ingest-file-log:${this.id}:${from}-${to}`;
  }

  /** Waits for the appends in progress, then closes the files. */
  async close(): Promise<void> {
    await this.flushed();
    this.closed = true;
    for (const wake of this.dataWaiters.splice(0)) wake();
    for (const check of this.drainWaiters.splice(0)) check();
    for (const handle of this.readers.values()) await handle.close();
    this.readers.clear();
    await this.active.close();
  }
}

/**
 * Waits until the file log in `dir` holds nothing undrained (its checkpoint reached the end of its last
 * segment): the way tests and tools wait for visibility from outside the process, instead of sleeping. A
 * directory without a log (INGEST_LOG=buffer) has nothing to wait for.
 */
export async function waitForFileLogDrained(dir: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoint = await readCheckpoint(dir).catch(() => undefined);
    if (!checkpoint) return;
    const bases = await listSegments(dir);
    const last = bases.at(-1);
    const size =
      last === undefined
        ? 0
        : await stat(join(dir, segmentName(last))).then(
            (s) => s.size,
            () => -1,
          );
    // A segment deleted while listed: look again.
    if (size >= 0 && checkpoint.drained >= (last ?? 0) + size) return;
    if (Date.now() > deadline)
      throw new Error(`the ingest log in ${dir} holds undrained records (${checkpoint.drained} drained)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The ingest log: a Redis Stream of accepted usage events, the durable acknowledgement of the production
 * profile (docs/usage-events.md, "The ingest log").
 *
 * The edge claims eventIds and appends the rows of the events it accepted in one script (`append`): a claim
 * and its entry are written together or not at all, so an event is never claimed without being logged (a
 * retry would be a false DUPLICATE) nor logged twice. A claim written here is `S:{hash}` at once: the log is
 * storage. An entry holds the TabSeparated rows of the accepted events of the requests appended together.
 *
 * Drainers share the stream through one consumer group. A batch is recorded (its ranges of entry ids and the
 * token derived from them) before it is inserted; the insert carries the token, so a batch inserted again
 * after a crash between insert and acknowledgement is dropped by ClickHouse. Acknowledging a batch, lowering
 * the backlog, forgetting the record and trimming the stream are one script. A recorded batch whose drainer
 * stopped answering is taken over whole (same entries, same token); entries read but never recorded are
 * claimed with XAUTOCLAIM and drained as a new batch.
 *
 * Keys: `{prefix}log:stream`, `{prefix}log:backlog` (events appended and not yet acknowledged),
 * `{prefix}log:batches` (hash: token -> recorded batch). The de-duplication keys are RedisDedupStore's.
 */
import { createHash } from 'node:crypto';
import { CLAIMS_LUA, defineScripts, generationMs, type LogKeys, LUA_SPLIT, logKeys } from '@billing/redis';
import type { Redis } from 'ioredis';

export const LOG_GROUP = 'drainers';

/**
 * The events of one append, as a few long strings rather than an object and three arguments per event: the
 * script's arguments are what the edge spends most on per event (ioredis measures and copies each one, Redis
 * parses each one). EventIds (EVENT_ID), hashes and claim values hold no newline, and a TabSeparated row holds
 * none but its last character, so newlines separate them.
 */
export interface AppendBatch {
  eventIds: readonly string[];
  /** The payload hash of each event. */
  hashes: readonly string[];
  /** The TabSeparated row of each event, in the same order, concatenated (each ends in a newline). */
  rows: string;
  /**
   * Per event: '' claims only a missing key, else the pending claim (raw value) this append takes over.
   * Absent: '' for every event (the common case).
   */
  expected?: readonly string[];
}

/**
 * - `check`: the caller can ask ClickHouse; when keys may have been lost, nothing is done and `verify` is
 *   answered (the sentinel is set on the first such answer, for one window, as RedisDedupStore does).
 * - `verified`: the caller asked ClickHouse about these events; append regardless of the sentinel.
 * - `nostore`: the caller cannot ask ClickHouse; `verify` is answered while keys may have been lost.
 */
export type AppendMode = 'check' | 'verified' | 'nostore';

export type AppendResult =
  | { kind: 'verify' }
  | { kind: 'busy'; backlog: number }
  /** Per item: '' when it was claimed and logged, else the claim found (`S:{hash}`, or a pending raw value). */
  | { kind: 'appended'; previous: string[]; entryId: string };

/**
 * KEYS: sentinel, stream, backlog. ARGV: now, window, stored-mark prefix, mode, max backlog (0: none), the
 * prefix of the organization's claim hashes, the number of events n, then the AppendBatch's eventIds, hashes
 * and expected claims (each joined by newlines; '' for no expected claims), its rows, and the generation span.
 * Returns { 'appended', entry id or '', previous claims joined by newlines, or '' when every event was claimed }.
 * The claim hashes are named in the script from the organization's prefix and the clock (claims.ts).
 */
const APPEND = `
${CLAIMS_LUA}
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local mode = ARGV[4]
if mode ~= 'verified' then
  local sentinel = redis.call('GET', KEYS[1])
  if not sentinel or tonumber(sentinel) > now then
    if not sentinel and mode == 'check' then
      redis.call('SET', KEYS[1], tostring(now + window))
    end
    return { 'verify' }
  end
end
local n = tonumber(ARGV[7])
local limit = tonumber(ARGV[5])
if limit > 0 then
  local backlog = tonumber(redis.call('GET', KEYS[3]) or '0')
  if backlog + n > limit then return { 'busy', tostring(backlog) } end
end
${LUA_SPLIT}
local claimPrefix, span = ARGV[6], tonumber(ARGV[12])
local ids = split(ARGV[8], n)
local hashes = split(ARGV[9], n)
local expectedAll = ARGV[10]
local expected = expectedAll ~= '' and split(expectedAll, n) or nil
local rows = ARGV[11]
local found, where = findClaims(claimPrefix, ids, now, window, span)
local previousAll, mine, pairs = {}, {}, {}
local claimed = 0
for i = 1, n do
  local id = ids[i]
  local previous
  if mine[id] then
    -- The same eventId in an earlier request of this call: read as that request's claim.
    previous = mine[id]
  elseif expected and expected[i] ~= '' then
    -- A take-over replaces the claim it read, or claims a missing one.
    if found[i] == expected[i] then moveClaim(claimPrefix, id, where[i], now, span) end
    previous = found[i] ~= expected[i] and found[i] or false
  else
    previous = found[i] or false
  end
  if previous and string.sub(previous, 1, 2) == 'P:' then
    -- A claim of the synchronous path (corrections) whose request is marked stored is a stored one.
    local phash, token = string.match(previous, '^P:([^:]*):[^:]*:(.+)$')
    if token and redis.call('EXISTS', ARGV[3] .. token) == 1 then previous = 'S:' .. phash end
  end
  previousAll[i] = previous or ''
  if not previous then
    mine[id] = 'S:' .. hashes[i]
    pairs[#pairs + 1] = id
    pairs[#pairs + 1] = mine[id]
    claimed = claimed + 1
  end
end
putClaims(claimPrefix, pairs, now, window, span)
if claimed == 0 then return { 'appended', '', table.concat(previousAll, '\\n') } end
local logged = rows
if claimed < n then
  -- Only the rows of the events claimed here: row i ends at the i-th newline.
  local kept, from = {}, 1
  for i = 1, n do
    local stop = string.find(rows, '\\n', from, true)
    if previousAll[i] == '' then kept[#kept + 1] = string.sub(rows, from, stop) end
    from = stop + 1
  end
  logged = table.concat(kept)
end
local entry = redis.call('XADD', KEYS[2], '*', 'n', tostring(claimed), 'r', logged)
redis.call('INCRBY', KEYS[3], claimed)
return { 'appended', entry, claimed == n and '' or table.concat(previousAll, '\\n') }`;

/**
 * Records a batch before its insert. KEYS: batches hash. ARGV: token, record (JSON), expected record or ''
 * (a take-over replaces only the record it read). Returns 1 when written.
 */
const RECORD = `
if ARGV[3] ~= '' and redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[3] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1`;

/**
 * Acknowledges a batch after its insert. KEYS: stream, backlog, batches. ARGV: group, token, then per entry
 * its id and event count. Lowers the backlog by the events of the entries this call acknowledged (each entry
 * once, whoever acknowledges it), forgets the record and trims the stream below its oldest pending entry.
 */
const ACK = `
local acked = 0
for i = 3, #ARGV, 2 do
  if redis.call('XACK', KEYS[1], ARGV[1], ARGV[i]) == 1 then acked = acked + tonumber(ARGV[i + 1]) end
end
if acked > 0 then redis.call('DECRBY', KEYS[2], acked) end
redis.call('HDEL', KEYS[3], ARGV[2])
local pending = redis.call('XPENDING', KEYS[1], ARGV[1])
local oldest = pending[2]
if not oldest then
  local groups = redis.call('XINFO', 'GROUPS', KEYS[1])
  for _, g in ipairs(groups) do
    local name, last
    for j = 1, #g, 2 do
      if g[j] == 'name' then name = g[j + 1] end
      if g[j] == 'last-delivered-id' then last = g[j + 1] end
    end
    if name == ARGV[1] then oldest = last end
  end
end
if oldest then redis.call('XTRIM', KEYS[1], 'MINID', oldest) end
return acked`;

const scripts = (redis: Redis) =>
  defineScripts(redis, 'ingestlog', { append: APPEND, record: RECORD, ack: ACK });

/**
 * The most events one script call takes for several requests together; a request of this many or more goes
 * alone. What a call saves is its own fixed cost, which only small requests feel; holding large requests for
 * each other made the edge spend more per event (they live longer, so more of them outlive a scavenge).
 */
export const MAX_COALESCED_EVENTS = 100;

/** The requests of one organization and mode waiting to be appended in one script call. */
interface Group {
  organization: string;
  mode: AppendMode;
  nowMs: number;
  eventIds: string[];
  hashes: string[];
  rows: string[];
  waiting: Array<{ events: number; resolve: (r: AppendResult) => void; reject: (e: unknown) => void }>;
}

/**
 * The edge's side: one script call for the requests that arrived together. Appends of one organization and
 * mode made in the same turn of the event loop (the requests whose bodies arrived in one poll of the sockets)
 * are sent as one call when that turn ends: one command to write and one script for Redis to run, instead of
 * one per request, which is most of a single-event request's cost. Nothing waits longer for it than the rest of
 * the turn. The script takes them in order, so two requests of one call with the same eventId get what they
 * would get one after the other (the second reads the first's claim); a refusal (`busy`, `verify`) or a failure
 * is every request's.
 */
export class IngestLogWriter {
  private readonly run: ReturnType<typeof scripts>;
  readonly keys: LogKeys;
  private readonly open = new Map<string, Group>();
  private flushScheduled = false;
  private readonly span: string;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly windowMs: number,
    /** Requests are refused while this many events wait to be drained (0: no limit). */
    private readonly maxBacklog: number,
  ) {
    this.run = scripts(redis);
    this.span = String(generationMs(windowMs));
    this.keys = logKeys(prefix);
  }

  append(organization: string, batch: AppendBatch, nowMs: number, mode: AppendMode): Promise<AppendResult> {
    const n = batch.eventIds.length;
    // A take-over names the claims it replaces (rare), and a large request gains nothing from waiting: alone.
    if (batch.expected?.some((e) => e !== '') || n >= MAX_COALESCED_EVENTS) {
      return this.call(organization, batch, nowMs, mode);
    }
    const key = `${mode}\n${organization}`;
    let group = this.open.get(key);
    if (group && group.eventIds.length + n > MAX_COALESCED_EVENTS) {
      this.open.delete(key);
      this.send(group);
      group = undefined;
    }
    if (!group) {
      group = { organization, mode, nowMs, eventIds: [], hashes: [], rows: [], waiting: [] };
      this.open.set(key, group);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    }
    const g = group;
    // The latest clock of the group: the sentinel is read against it (the rows carry each request's own).
    if (nowMs > g.nowMs) g.nowMs = nowMs;
    for (let i = 0; i < n; i++) {
      g.eventIds.push(batch.eventIds[i]!);
      g.hashes.push(batch.hashes[i]!);
    }
    g.rows.push(batch.rows);
    return new Promise((resolve, reject) => g.waiting.push({ events: n, resolve, reject }));
  }

  private flush(): void {
    this.flushScheduled = false;
    const groups = [...this.open.values()];
    this.open.clear();
    for (const group of groups) this.send(group);
  }

  private send(group: Group): void {
    const batch = { eventIds: group.eventIds, hashes: group.hashes, rows: group.rows.join('') };
    this.call(group.organization, batch, group.nowMs, group.mode).then(
      (reply) => {
        let from = 0;
        for (const w of group.waiting) {
          const to = from + w.events;
          w.resolve(
            reply.kind === 'appended' ? { ...reply, previous: reply.previous.slice(from, to) } : reply,
          );
          from = to;
        }
      },
      (error) => {
        for (const w of group.waiting) w.reject(error);
      },
    );
  }

  private async call(
    organization: string,
    batch: AppendBatch,
    nowMs: number,
    mode: AppendMode,
  ): Promise<AppendResult> {
    const k = this.keys;
    const n = batch.eventIds.length;
    const reply = (await this.run.append(
      3,
      k.sentinel,
      k.stream,
      k.backlog,
      String(nowMs),
      String(this.windowMs),
      k.storedMark,
      mode,
      String(this.maxBacklog),
      k.claims(organization),
      String(n),
      batch.eventIds.join('\n'),
      batch.hashes.join('\n'),
      batch.expected?.join('\n') ?? '',
      // As bytes: ioredis then copies them into the command once, where a string is measured, copied into
      // the command's text and encoded again when written (measured in-process: a tenth of the request's CPU).
      Buffer.from(batch.rows),
      this.span,
    )) as string[];
    if (reply[0] === 'verify') return { kind: 'verify' };
    if (reply[0] === 'busy') return { kind: 'busy', backlog: Number(reply[1]) };
    const previous = reply[2] ? reply[2].split('\n') : new Array<string>(n).fill('');
    return { kind: 'appended', entryId: reply[1]!, previous };
  }
}

/** One stream entry: the rows of the events one script call accepted (of one or more requests). */
export interface LogEntry {
  id: string;
  events: number;
  rows: string;
}

/** A batch of entries as recorded before its insert: contiguous ranges of entry ids, and its token. */
export interface BatchRecord {
  token: string;
  consumer: string;
  /** [first id, last id, entries] of each range. */
  ranges: Array<[string, string, number]>;
  /** When it was recorded or last taken over (ms, the drainer's clock). */
  at: number;
}

/** The token of a batch: the same ranges give the same token, in any drainer. */
export function batchToken(ranges: ReadonlyArray<readonly [string, string, number]>): string {
  const text = ranges.map(([first, last, n]) => `${first}-${last}:${n}`).join(',');
  return `ingest-log:${createHash('sha256').update(text).digest('base64url')}`;
}

/** Ranges of consecutive entries: each XREADGROUP call returns consecutive entries, one range per call. */
export function rangesOf(entries: readonly LogEntry[][]): Array<[string, string, number]> {
  return entries.filter((e) => e.length > 0).map((e) => [e[0]!.id, e.at(-1)!.id, e.length]);
}

type RawEntries = Array<[string, string[] | null]>;

function toEntries(raw: RawEntries): LogEntry[] {
  const out: LogEntry[] = [];
  for (const [id, fields] of raw) {
    // An entry trimmed away while pending comes back without fields: nothing to insert.
    if (!fields) continue;
    let events = 0;
    let rows = '';
    for (let i = 0; i < fields.length; i += 2) {
      if (fields[i] === 'n') events = Number(fields[i + 1]);
      else if (fields[i] === 'r') rows = fields[i + 1]!;
    }
    out.push({ id, events, rows });
  }
  return out;
}

/** The drainer's side of the log. */
export class IngestLogReader {
  private readonly run: ReturnType<typeof scripts>;
  readonly keys: LogKeys;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    readonly consumer: string,
  ) {
    this.run = scripts(redis);
    this.keys = logKeys(prefix);
  }

  async ensureGroup(): Promise<void> {
    try {
      await this.redis.xgroup('CREATE', this.keys.stream, LOG_GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  }

  /** The next new entries of the group for this consumer (consecutive), waiting up to `blockMs` for some. */
  async read(count: number, blockMs: number): Promise<LogEntry[]> {
    const reply = (await this.redis.xreadgroup(
      'GROUP',
      LOG_GROUP,
      this.consumer,
      'COUNT',
      count,
      'BLOCK',
      Math.max(1, Math.round(blockMs)),
      'STREAMS',
      this.keys.stream,
      '>',
    )) as Array<[string, RawEntries]> | null;
    return reply?.[0] ? toEntries(reply[0][1]) : [];
  }

  async record(batch: BatchRecord, replacing = ''): Promise<boolean> {
    const reply = await this.run.record(1, this.keys.batches, batch.token, JSON.stringify(batch), replacing);
    return reply === 1;
  }

  async ack(token: string, entries: readonly LogEntry[]): Promise<number> {
    const args = [LOG_GROUP, token];
    for (const e of entries) args.push(e.id, String(e.events));
    return Number(await this.run.ack(3, this.keys.stream, this.keys.backlog, this.keys.batches, ...args));
  }

  async records(): Promise<Array<{ raw: string; batch: BatchRecord }>> {
    const all = await this.redis.hgetall(this.keys.batches);
    return Object.values(all).map((raw) => ({ raw, batch: JSON.parse(raw) as BatchRecord }));
  }

  /** The entries of a recorded batch, moved to this consumer (a take-over). */
  async entriesOf(batch: BatchRecord): Promise<LogEntry[]> {
    const out: LogEntry[] = [];
    for (const [first, last] of batch.ranges) {
      const entries = toEntries((await this.redis.xrange(this.keys.stream, first, last)) as RawEntries);
      if (entries.length > 0) {
        await this.redis.xclaim(
          this.keys.stream,
          LOG_GROUP,
          this.consumer,
          0,
          ...entries.map((e) => e.id),
          'JUSTID',
        );
      }
      out.push(...entries);
    }
    return out;
  }

  /** Entries delivered to a consumer that has not acknowledged them for `minIdleMs`, now this consumer's. */
  async claimIdle(minIdleMs: number, count: number): Promise<LogEntry[]> {
    const out: LogEntry[] = [];
    let cursor = '0-0';
    do {
      const [next, raw] = (await this.redis.xautoclaim(
        this.keys.stream,
        LOG_GROUP,
        this.consumer,
        minIdleMs,
        cursor,
        'COUNT',
        Math.max(1, count - out.length),
      )) as [string, RawEntries, string[]?];
      out.push(...toEntries(raw));
      cursor = next;
    } while (cursor !== '0-0' && out.length < count);
    return out;
  }

  /** Events appended and not yet acknowledged. */
  async backlog(): Promise<number> {
    return Number((await this.redis.get(this.keys.backlog)) ?? 0);
  }
}

/** Milliseconds of an entry id (`{ms}-{seq}`): when Redis appended it. */
export const entryTime = (id: string): number => Number(id.slice(0, id.indexOf('-')));

/**
 * Waits until every event appended to the log under `prefix` is drained (stored in ClickHouse): the one way
 * tests and tools wait for visibility, instead of sleeping. Polls the backlog counter.
 */
export async function waitForDrained(redis: Redis, prefix: string, timeoutMs = 30_000): Promise<void> {
  const key = logKeys(prefix).backlog;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const backlog = Number((await redis.get(key)) ?? 0);
    if (backlog <= 0) return;
    if (Date.now() > deadline) throw new Error(`the ingest log still holds ${backlog} events`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

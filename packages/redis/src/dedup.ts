/**
 * De-duplication claims by (organization, eventId), kept for at least the de-duplication window (where and how
 * long: claims.ts).
 *
 * A claim is `P:{hash}:{ms}:{token}` (pending: being stored) where `token` names the claim call (one request).
 * Once the request's events are in ClickHouse, one key marks the whole call stored (`ds:{token}`), so a stored
 * event costs one Redis command when it is claimed and a request one more, whatever its size; a claim read back
 * whose call is marked is a stored one. An event found in ClickHouse by a check gets `S:{hash}` itself. A failed
 * insert releases the claims. So a claim whose storage failed never turns a retry into a false DUPLICATE. A
 * pending claim older than the stale age belongs to a writer that died: the caller checks ClickHouse and either
 * confirms it or takes it over.
 *
 * When the store may have lost keys (Redis flushed or restarted without persistence; the in-process stand-in
 * after a restart or an eviction), `verifyMisses` tells the caller to check new claims against ClickHouse.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { CLAIMS_LUA, generationMs, readClaim } from './claims.ts';
import { type LogKeys, LUA_SPLIT, logKeys } from './keys.ts';
import { defineScripts } from './scripts.ts';

export type ClaimState =
  | { kind: 'new' }
  | { kind: 'stored'; hash: string }
  | { kind: 'pending'; hash: string; since: number; raw: string };

export interface ClaimItem {
  eventId: string;
  hash: string;
}

export interface ClaimResult {
  states: ClaimState[];
  verifyMisses: boolean;
  /** Names this claim call: its claims (and those it takes over) are marked stored together. */
  token: string;
  nowMs: number;
}

export interface DedupStore {
  claim(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<ClaimResult>;
  /** The events of `claim` are stored: its pending claims count as stored for the window. */
  confirmClaimed(organization: string, claim: ClaimResult, items: readonly ClaimItem[]): Promise<void>;
  /** Marks each item stored with the given hash (found in ClickHouse), for the window from `nowMs`. */
  confirm(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<void>;
  /** Drops the pending claims `claim` made on these items (only where the claim is still that one). */
  release(organization: string, claim: ClaimResult, items: readonly ClaimItem[]): Promise<void>;
  /** Replaces a stale pending claim with one of `claim`; false when someone else changed it first. */
  takeOver(organization: string, claim: ClaimResult, item: ClaimItem, previous: string): Promise<boolean>;
  /** Marks the store complete (nothing to recover), used when no event was ever stored. */
  markComplete(nowMs: number): Promise<void>;
  /**
   * The claim of one eventId as it stands, written nowhere: `stored` once its request was answered ACCEPTED
   * (or DUPLICATE), `pending` while a writer stores it, `new` when there is none (or the store lost it).
   */
  lookup(organization: string, eventId: string, nowMs: number): Promise<ClaimState>;
}

/** Shared: most claims of a request are new, and nothing changes a state once read. */
const NEW: ClaimState = Object.freeze({ kind: 'new' });

export function parseClaim(raw: string | null | undefined): ClaimState {
  if (!raw) return NEW;
  if (raw.startsWith('S:')) return { kind: 'stored', hash: raw.slice(2) };
  const [, hash = '', since = ''] = raw.split(':');
  return { kind: 'pending', hash, since: Number(since), raw };
}

const pendingValue = (hash: string, claim: ClaimResult) => `P:${hash}:${claim.nowMs}:${claim.token}`;

/** Tokens unique across processes and restarts: a random process id and a counter. */
function tokenSource(): () => string {
  const processId = randomBytes(9).toString('base64url');
  let next = 0;
  return () => `${processId}.${(next++).toString(36)}`;
}

/**
 * Claims the eventIds that have no claim; returns [verify flag, previous claim of each ('' when it had none)],
 * where a pending claim whose call is marked stored comes back as `S:{hash}`. An eventId twice in one call is
 * claimed once and reads the first's claim the second time.
 * KEYS: the sentinel. ARGV: now, window, token, stored-mark prefix, the organization's claims prefix, the
 * generation span, n, then the eventIds and the hashes (each joined by newlines).
 */
const CLAIM = `
${CLAIMS_LUA}
${LUA_SPLIT}
local now, window, span = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[6])
local suffix = ':' .. ARGV[1] .. ':' .. ARGV[3]
local verify = 0
local sentinel = redis.call('GET', KEYS[1])
if not sentinel then
  redis.call('SET', KEYS[1], tostring(now + window))
  verify = 1
elseif tonumber(sentinel) > now then
  verify = 1
end
local n = tonumber(ARGV[7])
local ids, hashes = split(ARGV[8], n), split(ARGV[9], n)
local found = findClaims(ARGV[5], ids, now, window, span)
local out, pairs, mine = { verify }, {}, {}
for i = 1, n do
  local previous = found[i] or mine[ids[i]]
  if not previous then
    local value = 'P:' .. hashes[i] .. suffix
    mine[ids[i]] = value
    pairs[#pairs + 1] = ids[i]
    pairs[#pairs + 1] = value
  elseif string.sub(previous, 1, 2) == 'P:' then
    local hash, token = string.match(previous, '^P:([^:]*):[^:]*:(.+)$')
    if token and redis.call('EXISTS', ARGV[4] .. token) == 1 then previous = 'S:' .. hash end
  end
  out[i + 1] = previous or ''
end
putClaims(ARGV[5], pairs, now, window, span)
return out`;

/**
 * Deletes each claim whose value is still the given one. ARGV: the claims prefix, now, window, span, n, then
 * the eventIds and the values (joined by newlines).
 */
const RELEASE = `
${CLAIMS_LUA}
${LUA_SPLIT}
local now, window, span, n = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local ids, values = split(ARGV[6], n), split(ARGV[7], n)
local found, where = findClaims(ARGV[1], ids, now, window, span)
for i = 1, n do
  if found[i] == values[i] then redis.call('HDEL', ARGV[1] .. where[i], ids[i]) end
end
return 0`;

/**
 * Writes each claim (`S:{hash}` after a check found the event stored, or a take-over's pending claim), where
 * it is still the expected one ('' expects nothing: written whatever is there). ARGV: the claims prefix, now,
 * window, span, n, then the eventIds, the new values and the expected ones (joined by newlines). Returns how
 * many were written.
 */
const WRITE = `
${CLAIMS_LUA}
${LUA_SPLIT}
local now, window, span, n = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local ids, values, expected = split(ARGV[6], n), split(ARGV[7], n), split(ARGV[8], n)
local found, where = findClaims(ARGV[1], ids, now, window, span)
local pairs, written = {}, 0
for i = 1, n do
  if expected[i] == '' or found[i] == expected[i] then
    moveClaim(ARGV[1], ids[i], where[i], now, span)
    pairs[#pairs + 1] = ids[i]
    pairs[#pairs + 1] = values[i]
    written = written + 1
  end
end
putClaims(ARGV[1], pairs, now, window, span)
return written`;

const scripts = (redis: Redis) =>
  defineScripts(redis, 'dedup', { claim: CLAIM, write: WRITE, release: RELEASE });

export class RedisDedupStore implements DedupStore {
  private readonly run: ReturnType<typeof scripts>;
  private readonly keys: LogKeys;
  /** The generation of the window (claims.ts), as the scripts take it. */
  private readonly span: string;
  private readonly nextToken = tokenSource();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {
    this.run = scripts(redis);
    this.keys = logKeys(prefix);
    this.span = String(generationMs(windowMs));
  }

  /** The claims' place (prefix, clock, window, span) as the scripts take it. */
  private where(organization: string, nowMs: number): string[] {
    return [this.keys.claims(organization), String(nowMs), String(this.windowMs), this.span];
  }

  async claim(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<ClaimResult> {
    const token = this.nextToken();
    const k = this.keys;
    const [verify, ...previous] = (await this.run.claim(
      1,
      k.sentinel,
      String(nowMs),
      String(this.windowMs),
      token,
      k.storedMark,
      k.claims(organization),
      this.span,
      String(items.length),
      items.map((i) => i.eventId).join('\n'),
      items.map((i) => i.hash).join('\n'),
    )) as [number, ...string[]];
    return { states: previous.map(parseClaim), verifyMisses: verify === 1, token, nowMs };
  }

  async confirmClaimed(_organization: string, claim: ClaimResult): Promise<void> {
    await this.redis.set(this.keys.storedMark + claim.token, '1', 'PX', this.windowMs);
  }

  async confirm(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<void> {
    if (items.length === 0) return;
    await this.write(
      organization,
      nowMs,
      items.map((i) => i.eventId),
      items.map((i) => `S:${i.hash}`),
      items.map(() => ''),
    );
  }

  async release(organization: string, claim: ClaimResult, items: readonly ClaimItem[]): Promise<void> {
    if (items.length === 0) return;
    await this.run.release(
      0,
      ...this.where(organization, claim.nowMs),
      String(items.length),
      items.map((i) => i.eventId).join('\n'),
      items.map((item) => pendingValue(item.hash, claim)).join('\n'),
    );
  }

  async takeOver(
    organization: string,
    claim: ClaimResult,
    item: ClaimItem,
    previous: string,
  ): Promise<boolean> {
    const value = pendingValue(item.hash, claim);
    return (await this.write(organization, claim.nowMs, [item.eventId], [value], [previous])) === 1;
  }

  private async write(
    organization: string,
    nowMs: number,
    eventIds: string[],
    values: string[],
    expected: string[],
  ): Promise<number> {
    return (await this.run.write(
      0,
      ...this.where(organization, nowMs),
      String(eventIds.length),
      eventIds.join('\n'),
      values.join('\n'),
      expected.join('\n'),
    )) as number;
  }

  async markComplete(nowMs: number): Promise<void> {
    await this.redis.set(this.keys.sentinel, String(nowMs), 'NX');
  }

  async lookup(organization: string, eventId: string, nowMs: number): Promise<ClaimState> {
    const state = parseClaim(
      await readClaim(this.redis, this.prefix, this.windowMs, organization, eventId, nowMs),
    );
    if (state.kind !== 'pending') return state;
    // A pending claim whose call was marked stored is a stored one (as the claim script reads it).
    const token = /^P:[^:]*:[^:]*:(.+)$/.exec(state.raw)?.[1];
    const marked = token !== undefined && (await this.redis.exists(this.keys.storedMark + token)) === 1;
    return marked ? { kind: 'stored', hash: state.hash } : state;
  }
}

/**
 * The in-process stand-in (embedded profile). It keeps recent keys only and starts empty on every start, so
 * misses are always verified against ClickHouse.
 */
export class MemoryDedupStore implements DedupStore {
  private readonly keys: LRUCache<string, string>;
  private readonly nextToken = tokenSource();

  constructor(maxKeys = 1_000_000) {
    this.keys = new LRUCache({ max: maxKeys });
  }

  async claim(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<ClaimResult> {
    const claim: ClaimResult = { states: [], verifyMisses: true, token: this.nextToken(), nowMs };
    claim.states = items.map((item) => {
      const key = `${organization}:${item.eventId}`;
      const state = parseClaim(this.keys.get(key));
      if (state.kind === 'new') this.keys.set(key, pendingValue(item.hash, claim));
      return state;
    });
    return claim;
  }

  async confirmClaimed(organization: string, claim: ClaimResult, items: readonly ClaimItem[]): Promise<void> {
    // In-process, marking each claim costs less than keeping marks per call.
    for (const item of items) {
      const key = `${organization}:${item.eventId}`;
      if (this.keys.get(key) === pendingValue(item.hash, claim)) this.keys.set(key, `S:${item.hash}`);
    }
  }

  async confirm(organization: string, items: readonly ClaimItem[]): Promise<void> {
    for (const item of items) this.keys.set(`${organization}:${item.eventId}`, `S:${item.hash}`);
  }

  async release(organization: string, claim: ClaimResult, items: readonly ClaimItem[]): Promise<void> {
    for (const item of items) {
      const key = `${organization}:${item.eventId}`;
      if (this.keys.get(key) === pendingValue(item.hash, claim)) this.keys.delete(key);
    }
  }

  async takeOver(
    organization: string,
    claim: ClaimResult,
    item: ClaimItem,
    previous: string,
  ): Promise<boolean> {
    const key = `${organization}:${item.eventId}`;
    if (this.keys.get(key) !== previous) return false;
    this.keys.set(key, pendingValue(item.hash, claim));
    return true;
  }

  async markComplete(): Promise<void> {}

  async lookup(organization: string, eventId: string): Promise<ClaimState> {
    return parseClaim(this.keys.peek(`${organization}:${eventId}`));
  }
}

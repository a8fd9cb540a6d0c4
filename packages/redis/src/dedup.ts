/**
 * De-duplication claims by (organization, eventId), kept for the de-duplication window.
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
  /** Marks each item stored with the given hash (found in ClickHouse), for the window. */
  confirm(organization: string, items: readonly ClaimItem[]): Promise<void>;
  /** Drops the pending claims `claim` made on these items (only where the claim is still that one). */
  release(organization: string, claim: ClaimResult, items: readonly ClaimItem[]): Promise<void>;
  /** Replaces a stale pending claim with one of `claim`; false when someone else changed it first. */
  takeOver(organization: string, claim: ClaimResult, item: ClaimItem, previous: string): Promise<boolean>;
  /** Marks the store complete (nothing to recover), used when no event was ever stored. */
  markComplete(nowMs: number): Promise<void>;
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
 * Claims missing keys; returns [verify flag, previous value of each key ('' when it was missing)], where a
 * pending claim whose call is marked stored comes back as `S:{hash}`.
 * KEYS: the sentinel, then one key per event. ARGV: now, window, token, stored-mark prefix, one hash per event.
 */
const CLAIM = `
local now = tonumber(ARGV[1])
local window = ARGV[2]
local suffix = ':' .. ARGV[1] .. ':' .. ARGV[3]
local verify = 0
local sentinel = redis.call('GET', KEYS[1])
if not sentinel then
  redis.call('SET', KEYS[1], tostring(now + tonumber(window)))
  verify = 1
elseif tonumber(sentinel) > now then
  verify = 1
end
local out = { verify }
for i = 2, #KEYS do
  -- Sets the claim only where none exists, and returns what was there: one command per key.
  local previous = redis.call('SET', KEYS[i], 'P:' .. ARGV[i + 3] .. suffix, 'NX', 'GET', 'PX', window)
  if previous and string.sub(previous, 1, 2) == 'P:' then
    local hash, token = string.match(previous, '^P:([^:]*):[^:]*:(.+)$')
    if token and redis.call('EXISTS', ARGV[4] .. token) == 1 then previous = 'S:' .. hash end
  end
  out[i] = previous or ''
end
return out`;

/** Deletes each key whose value is still the given one. */
const RELEASE = `
for i = 1, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[i] then redis.call('DEL', KEYS[i]) end
end
return 0`;

/** Marks each key stored: ARGV[1] is the window, ARGV[i + 1] the hash of KEYS[i]. */
const CONFIRM = `
for i = 1, #KEYS do
  redis.call('SET', KEYS[i], 'S:' .. ARGV[i + 1], 'PX', ARGV[1])
end
return 0`;

const SWAP = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

type ScriptCall = (numberOfKeys: number, ...keysAndArgs: string[]) => Promise<unknown>;

/** The scripts as commands: ioredis sends them by SHA (EVALSHA), not their text on every call. */
function scripts(redis: Redis): Record<'claim' | 'confirm' | 'release' | 'swap', ScriptCall> {
  const commands = redis as unknown as Record<string, ScriptCall>;
  const names = { claim: CLAIM, confirm: CONFIRM, release: RELEASE, swap: SWAP };
  for (const [name, lua] of Object.entries(names)) {
    if (!commands[`dedup_${name}`]) redis.defineCommand(`dedup_${name}`, { lua });
  }
  return {
    claim: (...a) => commands.dedup_claim!(...a),
    confirm: (...a) => commands.dedup_confirm!(...a),
    release: (...a) => commands.dedup_release!(...a),
    swap: (...a) => commands.dedup_swap!(...a),
  };
}

export class RedisDedupStore implements DedupStore {
  private readonly run: ReturnType<typeof scripts>;
  private readonly nextToken = tokenSource();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {
    this.run = scripts(redis);
  }

  private key(organization: string, eventId: string): string {
    return `${this.prefix}d:${organization}:${eventId}`;
  }

  private get sentinel(): string {
    return `${this.prefix}d:complete-after`;
  }

  /** Prefix of the keys that mark a claim call stored (apart from `d:`, where organizations name keys). */
  private get storedMark(): string {
    return `${this.prefix}ds:`;
  }

  async claim(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<ClaimResult> {
    const token = this.nextToken();
    const keys = [this.sentinel, ...items.map((i) => this.key(organization, i.eventId))];
    const args = [String(nowMs), String(this.windowMs), token, this.storedMark, ...items.map((i) => i.hash)];
    const [verify, ...previous] = (await this.run.claim(keys.length, ...keys, ...args)) as [
      number,
      ...string[],
    ];
    return { states: previous.map(parseClaim), verifyMisses: verify === 1, token, nowMs };
  }

  async confirmClaimed(_organization: string, claim: ClaimResult): Promise<void> {
    await this.redis.set(this.storedMark + claim.token, '1', 'PX', this.windowMs);
  }

  async confirm(organization: string, items: readonly ClaimItem[]): Promise<void> {
    if (items.length === 0) return;
    const keys = items.map((item) => this.key(organization, item.eventId));
    await this.run.confirm(keys.length, ...keys, String(this.windowMs), ...items.map((i) => i.hash));
  }

  async release(organization: string, claim: ClaimResult, items: readonly ClaimItem[]): Promise<void> {
    if (items.length === 0) return;
    const keys = items.map((item) => this.key(organization, item.eventId));
    await this.run.release(keys.length, ...keys, ...items.map((item) => pendingValue(item.hash, claim)));
  }

  async takeOver(
    organization: string,
    claim: ClaimResult,
    item: ClaimItem,
    previous: string,
  ): Promise<boolean> {
    const key = this.key(organization, item.eventId);
    const value = pendingValue(item.hash, claim);
    return (await this.run.swap(1, key, previous, value, String(this.windowMs))) === 1;
  }

  async markComplete(nowMs: number): Promise<void> {
    await this.redis.set(this.sentinel, String(nowMs), 'NX');
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
}

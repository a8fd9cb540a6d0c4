/**
 * De-duplication claims by (organization, eventId), kept for the de-duplication window.
 *
 * A claim is `P:{hash}:{ms}` (pending: being stored) and becomes `S:{hash}` (stored) once the event is in
 * ClickHouse; a failed insert releases it. So a claim whose storage failed never turns a retry into a false
 * DUPLICATE. A pending claim older than the stale age belongs to a writer that died: the caller checks
 * ClickHouse and either confirms it or takes it over.
 *
 * When the store may have lost keys (Redis flushed or restarted without persistence; the in-process stand-in
 * after a restart or an eviction), `verifyMisses` tells the caller to check new claims against ClickHouse.
 */
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
}

export interface DedupStore {
  claim(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<ClaimResult>;
  /** Pending -> stored, for the window. */
  confirm(organization: string, items: readonly ClaimItem[]): Promise<void>;
  /** Drops our pending claims (only where the claim is still ours). */
  release(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<void>;
  /** Replaces a stale pending claim with ours; false when someone else changed it first. */
  takeOver(organization: string, item: ClaimItem, previous: string, nowMs: number): Promise<boolean>;
  /** Marks the store complete (nothing to recover), used when no event was ever stored. */
  markComplete(nowMs: number): Promise<void>;
}

export function parseClaim(raw: string | null | undefined): ClaimState {
  if (!raw) return { kind: 'new' };
  if (raw.startsWith('S:')) return { kind: 'stored', hash: raw.slice(2) };
  const last = raw.lastIndexOf(':');
  return { kind: 'pending', hash: raw.slice(2, last), since: Number(raw.slice(last + 1)), raw };
}

const pendingValue = (hash: string, nowMs: number) => `P:${hash}:${nowMs}`;

/** Claims missing keys; returns [verify flag, previous value of each key ('' when it was missing)]. */
const CLAIM = `
local now = tonumber(ARGV[1])
local window = ARGV[2]
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
  out[i] = redis.call('SET', KEYS[i], 'P:' .. ARGV[i + 1] .. ':' .. ARGV[1], 'NX', 'GET', 'PX', window) or ''
end
return out`;

/** Deletes each key whose value is still the given one. */
const RELEASE = `
for i = 1, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[i] then redis.call('DEL', KEYS[i]) end
end
return 0`;

/** Marks each key stored: ARGV[1] is the window, ARGV[i + 1] the hash of KEYS[i]. One command per request. */
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
  /** Claims made by this process, by key, so release only removes our own. */
  private readonly ours = new Map<string, string>();
  private readonly run: ReturnType<typeof scripts>;

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

  async claim(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<ClaimResult> {
    const keys = [this.sentinel, ...items.map((i) => this.key(organization, i.eventId))];
    const args = [String(nowMs), String(this.windowMs), ...items.map((i) => i.hash)];
    const [verify, ...previous] = (await this.run.claim(keys.length, ...keys, ...args)) as [
      number,
      ...string[],
    ];
    const states = previous.map((raw, i) => {
      const state = parseClaim(raw);
      if (state.kind === 'new') this.ours.set(keys[i + 1]!, pendingValue(items[i]!.hash, nowMs));
      return state;
    });
    return { states, verifyMisses: verify === 1 };
  }

  async confirm(organization: string, items: readonly ClaimItem[]): Promise<void> {
    if (items.length === 0) return;
    const keys = items.map((item) => this.key(organization, item.eventId));
    for (const key of keys) this.ours.delete(key);
    await this.run.confirm(keys.length, ...keys, String(this.windowMs), ...items.map((i) => i.hash));
  }

  async release(organization: string, items: readonly ClaimItem[], _nowMs: number): Promise<void> {
    const keys: string[] = [];
    const values: string[] = [];
    for (const item of items) {
      const key = this.key(organization, item.eventId);
      const value = this.ours.get(key);
      if (value === undefined) continue;
      this.ours.delete(key);
      keys.push(key);
      values.push(value);
    }
    if (keys.length > 0) await this.run.release(keys.length, ...keys, ...values);
  }

  async takeOver(organization: string, item: ClaimItem, previous: string, nowMs: number): Promise<boolean> {
    const key = this.key(organization, item.eventId);
    const value = pendingValue(item.hash, nowMs);
    const swapped = (await this.run.swap(1, key, previous, value, String(this.windowMs))) === 1;
    if (swapped) this.ours.set(key, value);
    return swapped;
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

  constructor(maxKeys = 1_000_000) {
    this.keys = new LRUCache({ max: maxKeys });
  }

  async claim(organization: string, items: readonly ClaimItem[], nowMs: number): Promise<ClaimResult> {
    const states = items.map((item) => {
      const key = `${organization}:${item.eventId}`;
      const state = parseClaim(this.keys.get(key));
      if (state.kind === 'new') this.keys.set(key, pendingValue(item.hash, nowMs));
      return state;
    });
    return { states, verifyMisses: true };
  }

  async confirm(organization: string, items: readonly ClaimItem[]): Promise<void> {
    for (const item of items) this.keys.set(`${organization}:${item.eventId}`, `S:${item.hash}`);
  }

  async release(organization: string, items: readonly ClaimItem[], _nowMs: number): Promise<void> {
    for (const item of items) {
      const key = `${organization}:${item.eventId}`;
      if (this.keys.get(key)?.startsWith(`P:${item.hash}:`)) this.keys.delete(key);
    }
  }

  async takeOver(organization: string, item: ClaimItem, previous: string, nowMs: number): Promise<boolean> {
    const key = `${organization}:${item.eventId}`;
    if (this.keys.get(key) !== previous) return false;
    this.keys.set(key, pendingValue(item.hash, nowMs));
    return true;
  }

  async markComplete(): Promise<void> {}
}

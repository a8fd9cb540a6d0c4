/**
 * Where de-duplication claims live in Redis: the claims of one organization in one hash per generation of the
 * window (`{prefix}dg:{organization}:{generation}`, the field an eventId, the value the claim), a generation
 * being a fifth of the window (7 days of 35). A claim is written to the newest generation, whose hash is kept
 * until a window after the generation ends; it is read from every generation that can still hold a claim made
 * less than a window ago, newest first. So a claim lives at least a window and less than a window and a
 * generation (35 to 42 days), and an eventId is in at most one generation: a claim rewritten (confirmed, taken
 * over) moves to the newest one.
 *
 * Why not a key per claim: one `HMGET` per generation and one `HSET` per request cost Redis 0.6x the CPU of a
 * `SET NX GET PX` per event, write one command to the append-only file instead of one per event, and keep no
 * key and expiry per event (bench/README.md, "Claims in one hash per generation").
 *
 * The scripts of dedup.ts and ingest-log.ts include CLAIMS_LUA; the generations are computed from the caller's
 * clock (`now`), and each hash's time to live is relative, so a clock moved ahead or back stays consistent.
 */
import type { Redis } from 'ioredis';

/** How many generations a window spans (the more, the closer a claim's life is to the window, the more reads). */
const GENERATIONS_PER_WINDOW = 5;

export function generationMs(windowMs: number): number {
  return Math.ceil(windowMs / GENERATIONS_PER_WINDOW);
}

/** The prefix of an organization's claim hashes; the generation number follows it. */
export function claimsPrefix(prefix: string, organization: string): string {
  return `${prefix}dg:${organization}:`;
}

/** The hashes that may hold a claim made less than a window before `nowMs`, newest first. */
export function claimHashes(prefix: string, organization: string, windowMs: number, nowMs: number): string[] {
  const span = generationMs(windowMs);
  const keys: string[] = [];
  for (let g = Math.floor(nowMs / span); g >= Math.floor((nowMs - windowMs) / span); g--)
    keys.push(claimsPrefix(prefix, organization) + g);
  return keys;
}

/** The claim of an eventId as the scripts read it (null when there is none); for tests and tooling. */
export async function readClaim(
  redis: Redis,
  prefix: string,
  windowMs: number,
  organization: string,
  eventId: string,
  nowMs: number,
): Promise<string | null> {
  for (const key of claimHashes(prefix, organization, windowMs, nowMs)) {
    const value = await redis.hget(key, eventId);
    if (value !== null) return value;
  }
  return null;
}

/**
 * Lua: `findClaims(prefix, ids, now, window, span)` returns the claim of each id (false when none) and the
 * generation it is in; `putClaims(prefix, pairs, now, window, span)` writes `pairs` (id, value, id, value, ...)
 * to the newest generation and keeps its hash a window past the generation's end; `moveClaim(prefix, id, from,
 * now, span)` deletes a rewritten claim from the older generation it was found in.
 */
export const CLAIMS_LUA = `
local function findClaims(prefix, ids, now, window, span)
  local found, where, missing = {}, {}, #ids
  if missing == 0 then return found, where end
  local newest = math.floor(now / span)
  for g = newest, math.floor((now - window) / span), -1 do
    if missing == 0 then break end
    local got = redis.call('HMGET', prefix .. g, unpack(ids))
    for i = 1, #ids do
      if got[i] and not found[i] then
        found[i] = got[i]
        where[i] = g
        missing = missing - 1
      end
    end
  end
  return found, where
end
local function putClaims(prefix, pairs, now, window, span)
  if #pairs == 0 then return end
  local newest = math.floor(now / span)
  local key = prefix .. newest
  redis.call('HSET', key, unpack(pairs))
  redis.call('PEXPIRE', key, (newest + 1) * span + window - now)
end
local function moveClaim(prefix, id, from, now, span)
  if from and from ~= math.floor(now / span) then redis.call('HDEL', prefix .. from, id) end
end`;

/**
 * What the de-duplication store (dedup.ts) and the ingest log (packages/usage `log/redis-log.ts`) share in Redis:
 * the key names and the Lua helper their scripts take long arguments with.
 */
import { claimsPrefix } from './claims.ts';

export interface LogKeys {
  stream: string;
  backlog: string;
  batches: string;
  sentinel: string;
  storedMark: string;
  /** The prefix of an organization's claim hashes (claims.ts). */
  claims: (organization: string) => string;
}

/** The key names, shared with RedisDedupStore (`dg:` claims, `ds:` marks, the sentinel). */
export function logKeys(prefix: string): LogKeys {
  return {
    stream: `${prefix}log:stream`,
    backlog: `${prefix}log:backlog`,
    batches: `${prefix}log:batches`,
    // Renamed with the claims' layout (claims.ts): a store of the old layout reads as one that lost its keys.
    sentinel: `${prefix}dg:complete-after`,
    storedMark: `${prefix}ds:`,
    claims: (organization) => claimsPrefix(prefix, organization),
  };
}

/** Lua: `split(s, count)`, the first `count` newline-separated fields of `s` (how scripts take long arguments). */
export const LUA_SPLIT = `
local function split(s, count)
  local out, from = {}, 1
  for i = 1, count do
    local stop = string.find(s, '\\n', from, true) or (#s + 1)
    out[i] = string.sub(s, from, stop - 1)
    from = stop + 1
  end
  return out
end`;

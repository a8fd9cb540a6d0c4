/**
 * TXT lookups for verification through `node:dns` with the configured resolvers (DNS_SERVERS, `host[:port]`;
 * the system's when empty). NXDOMAIN and "no TXT records" are an answer (nothing there); SERVFAIL, a refusal or
 * no answer within the timeout is a failure the caller reports as UNAVAILABLE.
 */
import { Resolver } from 'node:dns';
import { ApiError } from '@billing/core';

/** Each TXT record at `name`, its character-strings joined (RFC 7208 3.3 reads them the same way). */
export interface TxtLookup {
  resolveTxt(name: string): Promise<string[]>;
}

/** Codes c-ares gives for "the name or the type does not exist": a definite answer with no records. */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);

export interface DnsOptions {
  servers: readonly string[];
  /** The whole lookup, all servers and retries included. */
  timeoutMs: number;
}

export function createTxtLookup(options: DnsOptions): TxtLookup {
  // Per try; c-ares doubles it on each retry, so two tries of a third of the budget fit in it.
  const resolver = new Resolver({ timeout: Math.max(1, Math.floor(options.timeoutMs / 3)), tries: 2 });
  if (options.servers.length > 0) resolver.setServers([...options.servers]);
  return {
    resolveTxt(name) {
      return new Promise<string[]>((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          settled = true;
          reject(new ApiError('UNAVAILABLE', `DNS lookup of ${name} timed out; retry later`));
        }, options.timeoutMs);
        resolver.resolveTxt(name, (error, records) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (!error) return resolve(records.map((chunks) => chunks.join('')));
          const code = (error as NodeJS.ErrnoException).code ?? '';
          if (ABSENT.has(code)) return resolve([]);
          reject(new ApiError('UNAVAILABLE', `DNS lookup of ${name} failed (${code}); retry later`));
        });
      });
    },
  };
}

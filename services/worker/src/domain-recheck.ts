/**
 * The re-verification schedule of custom domains (docs/domains.md): a pass asks which ACTIVE domains are due at
 * the injected clock's now and looks their TXT records up again; passes start `intervalMs` after the previous
 * one ended, so they never overlap, and a test drives `runDomainRecheck` with a ManualClock instead of waiting.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { type RecheckSummary, recheckDomains, type TxtLookup } from '@billing/domain';
import type { Logger } from 'pino';
import { type Loop, startLoop } from './loop.ts';

export interface DomainRecheckDeps {
  sql: Sql;
  clock: Clock;
  dns: TxtLookup;
  logger: Logger;
}

/** Every domain due now, in batches, until none is left. */
export async function runDomainRecheck(deps: Omit<DomainRecheckDeps, 'logger'>): Promise<RecheckSummary> {
  const total: RecheckSummary = { checked: 0, missing: 0, deactivated: 0 };
  for (;;) {
    const pass = await recheckDomains({ sql: deps.sql, clock: deps.clock }, deps.dns);
    total.checked += pass.checked;
    total.missing += pass.missing;
    total.deactivated += pass.deactivated;
    // A checked domain is never due again at the same now, so a short batch is the last one.
    if (pass.checked < 100) return total;
  }
}

export function startDomainRecheckLoop(deps: DomainRecheckDeps, options: { intervalMs: number }): Loop {
  return startLoop(options.intervalMs, async () => {
    try {
      const summary = await runDomainRecheck(deps);
      if (summary.missing > 0) deps.logger.info(summary, 'domain re-verification');
    } catch (err) {
      deps.logger.error({ err }, 'domain re-verification failed');
    }
  });
}

/**
 * The rollup loop: passes over every meter (packages/events rollups.ts) one after another, a pass starting
 * `intervalMs` after the previous one ended, so passes never overlap. Replays and corrections run a pass for
 * their organization themselves, so they finish with the rollups recomputed.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { readEveryMeter } from '@billing/domain';
import { type ClickHouseClient, pruneRollups, refreshRollups } from '@billing/events';
import { meterShape } from '@billing/usage';
import type { Logger } from 'pino';
import { type Loop, startLoop } from './loop.ts';

export interface RollupDeps {
  sql: Sql;
  events: ClickHouseClient;
}

export interface RollupPassSummary {
  meters: number;
  buckets: number;
}

/** One pass over the meters of one organization, or of all. */
export async function runRollupPass(
  deps: RollupDeps,
  options: { organization?: string; prune?: boolean; lagMs?: number } = {},
): Promise<RollupPassSummary> {
  const meters = await readEveryMeter(deps, options.organization);
  let buckets = 0;
  for (const { organization, meter } of meters) {
    const shape = meterShape(meter);
    const pass = await refreshRollups(deps.events, organization, shape, { lagMs: options.lagMs });
    buckets += pass.buckets;
    if (options.prune) await pruneRollups(deps.events, organization, shape);
  }
  return { meters: meters.length, buckets };
}

export interface RollupLoopOptions {
  intervalMs: number;
  /** Old generations and former shapes are deleted this often. */
  pruneEveryMs?: number;
}

export function startRollupLoop(
  deps: RollupDeps & { clock: Clock; logger: Logger },
  options: RollupLoopOptions,
): Loop {
  let lastPrune = 0;
  const pass = async () => {
    const started = deps.clock.now().getTime();
    const prune = started - lastPrune >= (options.pruneEveryMs ?? 10 * 60_000);
    try {
      const summary = await runRollupPass(deps, { prune });
      if (prune) lastPrune = started;
      if (summary.buckets > 0) deps.logger.debug(summary, 'rollup pass');
    } catch (err) {
      deps.logger.error({ err }, 'rollup pass failed');
    }
  };
  return startLoop(options.intervalMs, pass);
}

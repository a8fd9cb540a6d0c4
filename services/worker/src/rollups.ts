/**
 * The rollup loop: passes over every meter (packages/events rollups.ts) one after another, a pass starting
 * `intervalMs` after the previous one ended, so passes never overlap. Replays and corrections run a pass for
 * their organization themselves, so they finish with the rollups recomputed.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { readEveryMeter } from '@billing/domain';
import {
  type ClickHouseClient,
  type MeterShape,
  pruneRollups,
  refreshRollups,
  rollupChangeKey,
  rollupChangesSince,
  shapeKey,
} from '@billing/events';
import { meterShape } from '@billing/usage';
import type { Logger } from 'pino';
import { type Loop, startLoop } from './loop.ts';

export interface RollupDeps {
  sql: Sql;
  events: ClickHouseClient;
}

export interface RollupPassSummary {
  meters: number;
  /** Meters whose pass ran (the others had nothing to recompute, checked in one statement). */
  passed: number;
  buckets: number;
}

/**
 * The watermark each meter shape's last pass in this process left, by organization, meter and shape: where the
 * loop's next check for changes starts. Another pass (a job's) may have moved a watermark further since; starting
 * from an earlier one only finds more changes, never fewer.
 */
export type KnownWatermarks = Map<string, string>;

/** One pass over the meters of one organization, or of all. */
export async function runRollupPass(
  deps: RollupDeps,
  options: { organization?: string; prune?: boolean; lagMs?: number; known?: KnownWatermarks } = {},
): Promise<RollupPassSummary> {
  const meters = await readEveryMeter(deps, options.organization);
  const { known } = options;
  const keyOf = (organization: string, shape: MeterShape) =>
    `${organization}\u0000${shape.meterId}\u0000${shapeKey(shape)}`;
  // An idle loop asks chdb once whether anything changed, instead of twice per meter (docs/usage.md "Passes"): a
  // meter is skipped when its pass would find no bucket and keep its watermark. Pruning passes go through every
  // meter, as do the meters this process has not passed yet.
  let skip = (_organization: string, _shape: MeterShape) => false;
  const marks =
    known && !options.prune ? meters.map((m) => known.get(keyOf(m.organization, meterShape(m.meter)))) : [];
  // The earliest: the check must cover every skipped meter's window (the strings compare as the times do).
  const since = marks.filter((w): w is string => w !== undefined).sort()[0];
  if (known && since !== undefined) {
    const changes = await rollupChangesSince(deps.events, since);
    skip = (organization, shape) => {
      const watermark = known.get(keyOf(organization, shape));
      const latest = changes.latest.get(rollupChangeKey(organization, shape.eventType));
      return (
        watermark !== undefined &&
        watermark > changes.recentAfter &&
        (latest === undefined || latest < watermark)
      );
    };
  }
  let buckets = 0;
  let passed = 0;
  for (const { organization, meter } of meters) {
    const shape = meterShape(meter);
    if (skip(organization, shape)) continue;
    const pass = await refreshRollups(deps.events, organization, shape, { lagMs: options.lagMs });
    known?.set(keyOf(organization, shape), pass.watermark);
    buckets += pass.buckets;
    passed += 1;
    if (options.prune) await pruneRollups(deps.events, organization, shape);
  }
  return { meters: meters.length, passed, buckets };
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
  const known: KnownWatermarks = new Map();
  const pass = async () => {
    const started = deps.clock.now().getTime();
    const prune = started - lastPrune >= (options.pruneEveryMs ?? 10 * 60_000);
    try {
      const summary = await runRollupPass(deps, { prune, known });
      if (prune) lastPrune = started;
      if (summary.buckets > 0) deps.logger.debug(summary, 'rollup pass');
    } catch (err) {
      deps.logger.error({ err }, 'rollup pass failed');
    }
  };
  return startLoop(options.intervalMs, pass);
}

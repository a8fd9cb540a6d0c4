/** What a benchmark reports of the machine it ran on; the load average says how much else was running. */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

export function loadAverage1m(): number {
  return Math.round(loadavg()[0]! * 100) / 100;
}

export function machineInfo(loadAtStart?: number) {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    ...(loadAtStart === undefined
      ? {}
      : { loadAverage1mAtStart: loadAtStart, loadAverage1mAtEnd: loadAverage1m() }),
  };
}

/** Busy and total CPU time of the whole machine so far, in clock ticks (Linux `/proc/stat`, every core summed). */
export function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the time no thread wanted a core.
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

/**
 * The cores busy on average between two `machineTicks`, whatever ran on them: with the service's own CPU it
 * tells whether a load left cores idle (a bound other than the CPU) or filled them.
 */
export function busyCores(from: { busy: number; total: number }, to = machineTicks()): number {
  const total = to.total - from.total;
  return total > 0 ? Math.round(((to.busy - from.busy) / total) * cpus().length * 100) / 100 : 0;
}

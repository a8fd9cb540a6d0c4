/** What a benchmark reports of the machine it ran on; the load average says how much else was running. */
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

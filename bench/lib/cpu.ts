/**
 * CPU over a benchmark's phase beyond its own process (Linux /proc): the whole machine's (from /proc/stat, busy
 * and idle over every core) and PostgreSQL's (every `postgres` process of the server, so the shared ones too:
 * the WAL writer, the checkpointer, autovacuum, and other sessions' backends when the machine is shared). The
 * server is on this machine in the benchmarks' setup; where it is not, PostgreSQL's figures are 0.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

interface MachineTicks {
  busy: number;
  idle: number;
}

function machineTicks(): MachineTicks {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
}

/** CPU (user + system, ms) of each process whose command is `postgres`. */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
}

export interface CpuReport {
  /** Every core's busy time over the phase, ms (2 cores busy for 1 s: 2,000). */
  machineBusyMs: number;
  /** The share of the cores' time that was idle. */
  machineIdleShare: number;
  /** PostgreSQL's processes over the phase, ms (a process started meanwhile counts whole; one ended is lost). */
  postgresMs: number;
  /** Of which the backends of these pids (the phase's database's connections). */
  postgresBackendsMs: number;
}

/** Starts counting; `stop(backends)` reports, given the pids of the phase's own database's backends. */
export function startCpuCount(): { stop(backends: readonly number[]): CpuReport } {
  const machine = machineTicks();
  const postgres = postgresTicks();
  return {
    stop(backends) {
      const end = machineTicks();
      const busy = end.busy - machine.busy;
      const idle = end.idle - machine.idle;
      const after = postgresTicks();
      const used = (pid: number) => Math.max(0, (after.get(pid) ?? 0) - (postgres.get(pid) ?? 0));
      let all = 0;
      for (const pid of after.keys()) all += used(pid);
      const own = backends.reduce((sum, pid) => sum + used(pid), 0);
      return {
        machineBusyMs: busy * TICK_MS,
        machineIdleShare: Math.round((idle / Math.max(1, busy + idle)) * 1000) / 1000,
        postgresMs: all * TICK_MS,
        postgresBackendsMs: own * TICK_MS,
      };
    },
  };
}

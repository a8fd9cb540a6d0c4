/**
 * The top entries of a V8 CPU profile (`node --cpu-prof`) by self time: what bench/README.md's profile tables are
 * made from. Shares are of the busy time (every sample but `(idle)`); functions of one name in one file and
 * line are one entry.
 *
 *   node --import tsx bench/profile-top.ts PROFILE.cpuprofile [--top 25]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '25' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) throw new Error('usage: profile-top.ts PROFILE.cpuprofile [--top N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const nameOf = new Map<number, string>();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? ` ${basename(url)}:${lineNumber + 1}` : '';
  nameOf.set(node.id, `${functionName || '(anonymous)'}${where}`);
}
// Each sample's time is the delta that follows it (the last sample has none).
const selfUs = new Map<string, number>();
let total = 0;
let idle = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const us = profile.timeDeltas[i + 1] ?? 0;
  const name = nameOf.get(profile.samples[i]!) ?? '?';
  total += us;
  if (name === '(idle)') idle += us;
  else selfUs.set(name, (selfUs.get(name) ?? 0) + us);
}
const busy = total - idle;
const pct = (x: number) => `${((100 * x) / busy).toFixed(1)}%`;
process.stdout.write(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, idle ${((100 * idle) / total).toFixed(0)}%; ` +
    `shares of the busy ${(busy / 1e6).toFixed(1)} s:\n`,
);
const top = [...selfUs.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
for (const [name, us] of top) process.stdout.write(`${pct(us).padStart(6)}  ${name}\n`);

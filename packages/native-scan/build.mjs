// Builds the native scan of ingest bodies (scan-events.cc) against this Node.js' headers; this workspace's own
// `install` script, so `npm install` runs it. Without a compiler or headers it says so and exits 0: the edge
// then scans in JS, with the same answers (packages/usage/src/edge/scan-ingest-body.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const include = join(dirname(process.execPath), '..', 'include', 'node');
const output = join(here, 'build', 'scan-events.node');
const compiler = process.env.CXX || 'g++';

if (!existsSync(join(include, 'node_api.h'))) {
  console.log(`native scan not built: no Node.js headers in ${include}; the edge scans in JS`);
  process.exit(0);
}
mkdirSync(join(here, 'build'), { recursive: true });
try {
  execFileSync(
    compiler,
    [
      '-O2',
      '-std=c++17',
      '-shared',
      '-fPIC',
      '-fvisibility=hidden',
      `-I${include}`,
      '-o',
      output,
      join(here, 'scan-events.cc'),
    ],
    { stdio: 'inherit' },
  );
  console.log(`native scan built: ${output}`);
} catch {
  console.log(`native scan not built (${compiler} failed); the edge scans in JS`);
}

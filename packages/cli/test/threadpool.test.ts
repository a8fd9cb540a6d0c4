/**
 * The preload that sizes libuv's thread pool for the read pool (packages/cli/src/threadpool.cjs, docs/limits.md):
 * the size it sets, and that the pool a process then has is that size, not libuv's 4 (five FIFO opens hold five
 * threads; a sixth operation answers at once only if the pool has more than five).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const PRELOAD = join(dirname(fileURLToPath(import.meta.url)), '../src/threadpool.cjs');
const BIN = join(dirname(fileURLToPath(import.meta.url)), '../bin/billing.js');
const dir = mkdtempSync(join(tmpdir(), 'threadpool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(script: string, env: Record<string, string>, preload = true): string {
  const base = { PATH: process.env.PATH ?? '' };
  const args = [...(preload ? ['--require', PRELOAD] : []), '-e', script];
  return execFileSync(process.execPath, args, {
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  }).trim();
}

describe('the thread pool preload', () => {
  it('sets READ_POOL_SIZE + READ_POOL_RESERVE + 1, at least 4, and keeps a size already set', () => {
    const size = 'console.log(process.env.UV_THREADPOOL_SIZE)';
    expect(run(size, {})).toBe('5');
    expect(run(size, { READ_POOL_SIZE: '8', READ_POOL_RESERVE: '2' })).toBe('11');
    expect(run(size, { READ_POOL_SIZE: '1', READ_POOL_RESERVE: '0' })).toBe('4');
    expect(run(size, { UV_THREADPOOL_SIZE: '7' })).toBe('7');
    expect(run(size, { READ_POOL_SIZE: 'many' })).toBe('undefined');
  });

  it('gives the process a pool of that size', () => {
    execFileSync(
      'mkfifo',
      [1, 2, 3, 4, 5].map((i) => join(dir, `f${i}`)),
    );
    // Five opens of FIFOs with no writer hold five threads; a stat then waits for a thread unless the pool has a
    // sixth. The writers come after 1 s, so the stat's time tells.
    const script = `
      const { open, stat } = require('node:fs/promises');
      const { writeFileSync } = require('node:fs');
      const fifos = [1, 2, 3, 4, 5].map((i) => ${JSON.stringify(dir)} + '/f' + i);
      for (const f of fifos) open(f, 'r').then((h) => h.close());
      const t0 = Date.now();
      setTimeout(() => { for (const f of fifos) writeFileSync(f, 'x'); }, 1000);
      stat('/').then(() => { console.log(Date.now() - t0 < 500 ? 'at once' : 'waited'); });`;
    expect(run(script, { READ_POOL_SIZE: '5', READ_POOL_RESERVE: '0' })).toBe('at once');
    expect(run(script, {}, false)).toBe('waited');
  });

  it('is what the billing command starts with: its entry sets the size before the ES module loader starts the pool', () => {
    const fifos = [1, 2, 3, 4, 5].map((i) => join(dir, `g${i}`));
    execFileSync('mkfifo', fifos);
    // Required ahead of the command, run just after its entry's first code: five FIFO opens hold five threads, and a
    // stat answers at once only if the pool has a sixth. The writers come after 300 ms, well before the command
    // (printing its usage) has loaded its modules and exited.
    const probe = join(dir, 'probe.cjs');
    writeFileSync(
      probe,
      // In the main thread only: tsx's loader runs a thread of its own, which preloads it too.
      `if (require('node:worker_threads').isMainThread) setTimeout(() => {
        const { open, stat } = require('node:fs/promises');
        const { writeFileSync } = require('node:fs');
        const fifos = ${JSON.stringify(fifos)};
        for (const f of fifos) open(f, 'r').then((h) => h.close());
        const t0 = Date.now();
        setTimeout(() => { for (const f of fifos) writeFileSync(f, 'x'); }, 300);
        stat('/').then(() => console.error('pool: ' + (Date.now() - t0 < 150 ? 'at once' : 'waited')));
      }, 0);`,
    );
    const result = spawnSync(process.execPath, ['--require', probe, BIN], {
      env: { PATH: process.env.PATH ?? '', READ_POOL_SIZE: '5', READ_POOL_RESERVE: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toContain('pool: at once');
  });
});

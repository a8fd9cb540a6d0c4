/**
 * The edge does not load Stripe (docs/payments.md, "The package"): its entry is imported in a fresh Node process
 * under a hook that refuses the `stripe` package, and the same process shape importing `@billing/payments`
 * shows the hook does refuse it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const hook = fileURLToPath(new URL('./tools/refuse-stripe.mjs', import.meta.url));

function importUnderHook(specifier: string) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      hook,
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(specifier)}); console.log('loaded');`,
    ],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
}

describe('the ingest edge without Stripe', () => {
  it('loads its entry without the stripe package', () => {
    const run = importUnderHook('@billing/ingest');
    expect(run.stderr).not.toContain('stripe loaded by');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('loaded');
  });

  it('refuses stripe where it is loaded (the payments package)', () => {
    const run = importUnderHook('@billing/payments');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('stripe loaded by');
    expect(run.stderr).toContain('packages/payments/src/providers/stripe.ts');
  });
});

import type { Config } from '@billing/core';
import { runInvoicesCommand } from '@billing/runtime';

/** `billing invoices run`: progress lines on stderr, the summary as JSON on stdout. */
export async function invoicesRun(config: Config, options: { organization?: string; asOf?: Date }) {
  const summary = await runInvoicesCommand(config, {
    ...options,
    progress: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`${JSON.stringify({ billRun: summary }, null, 2)}\n`);
}

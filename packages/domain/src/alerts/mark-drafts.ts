import type { Context } from '../context.ts';
import { markDraftsStale } from '../invoices/mark-stale.ts';
import type { AlertScope } from './resource.ts';

/**
 * Marks the DRAFTs an alert watches stale (a customer's, or every one of the organization for an
 * organization-wide alert), in the transaction that created or changed it: the next refresh pass (within
 * seconds) evaluates the alert on them, so a threshold crossed before the alert existed fires at once.
 */
export async function markAlertDrafts(ctx: Context, scope: AlertScope): Promise<void> {
  await markDraftsStale(
    ctx,
    scope.customerId === '' ? { organization: true } : { customerId: scope.customerId },
  );
}

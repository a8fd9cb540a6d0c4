/** A connection's health from its attempts' outcomes (docs/payments.md "The rules"). */
import type { Context } from '@billing/domain';

/**
 * docs/payments.md "The rules": a provider error (or a timeout) counts against the connection's health, anything else resets it.
 * A reset of a count already 0 writes nothing: every payment of a healthy connection would otherwise queue on
 * the one connection row.
 */
export async function countHealth(ctx: Context, connectionId: string, providerError: boolean) {
  if (providerError) {
    await ctx.sql`
      UPDATE provider_connections SET provider_errors_in_row = provider_errors_in_row + 1
      WHERE organization_id = ${ctx.organization} AND id = ${connectionId}`;
  } else {
    await ctx.sql`
      UPDATE provider_connections SET provider_errors_in_row = 0
      WHERE organization_id = ${ctx.organization} AND id = ${connectionId} AND provider_errors_in_row <> 0`;
  }
}

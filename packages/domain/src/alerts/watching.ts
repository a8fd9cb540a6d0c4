import type { Context } from '../context.ts';
import type { AlertRow } from './resource.ts';

/**
 * The ACTIVE alerts that watch each of `customerIds`: the customer's own, and the organization-wide ones of a
 * type and meter the customer has none of its own of (an own alert, even DISABLED, overrides: that is how one
 * customer is left out of an organization-wide alert). One query for the whole batch, by primary key: its cost
 * follows the customers asked about, not the alerts of the organization. Customers without any alert are absent
 * from the map.
 */
export async function readWatchingAlerts(
  ctx: Pick<Context, 'sql' | 'organization'>,
  customerIds: readonly string[],
): Promise<Map<string, AlertRow[]>> {
  const out = new Map<string, AlertRow[]>();
  if (customerIds.length === 0) return out;
  // One index seek per customer, never a walk of the organization's alerts: OFFSET 0 keeps the lateral subquery
  // from being flattened into a join the planner may turn around (without statistics on `alerts`, a bulk load
  // autovacuum has not analyzed yet, it takes `organization_id = $1` for a few rows), and every index on alerts
  // leads with (organization_id, customer_id) (migration 0024), so no plan, not even one cached while the table
  // was empty, looks a customer up by organization alone (bench/README.md, "alerts").
  const rows = await ctx.sql<AlertRow[]>`
    SELECT a.* FROM unnest(${ctx.sql.array(['', ...new Set(customerIds)])}::text[]) AS k(customer_id)
    CROSS JOIN LATERAL (
      SELECT * FROM alerts
      WHERE organization_id = ${ctx.organization} AND customer_id = k.customer_id
      OFFSET 0
    ) AS a
    ORDER BY a.seq`;
  if (rows.length === 0) return out;
  const everyone = rows.filter((r) => r.customer_id === '');
  const own = new Map<string, AlertRow[]>();
  for (const r of rows) {
    if (r.customer_id !== '') own.set(r.customer_id, [...(own.get(r.customer_id) ?? []), r]);
  }
  const target = (r: AlertRow) => `${r.type}/${r.meter_id}`;
  for (const customerId of new Set(customerIds)) {
    const mine = own.get(customerId) ?? [];
    const overridden = new Set(mine.map(target));
    const watching = [...mine, ...everyone.filter((r) => !overridden.has(target(r)))].filter(
      (r) => r.status === 'ACTIVE',
    );
    if (watching.length > 0) out.set(customerId, watching);
  }
  return out;
}

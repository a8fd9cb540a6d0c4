import { applyUpdateMask, failedPrecondition, type MaskSpec, parseUpdateMask } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { loadMeterRow } from './get.ts';
import { checkMeterFields, type Meter, type MeterRow, toMeter } from './resource.ts';
import type { MeterInput } from './schema.ts';

export const METER_MASK: MaskSpec = {
  updatable: ['displayName', 'eventType', 'valueProperty', 'aggregation', 'groupKeys'],
  outputOnly: ['name', 'createTime', 'updateTime'],
};

/** Changing a meter changes every draft computation that uses it; products' group keys must stay within it. */
export async function updateMeter(
  ctx: Context,
  id: string,
  patch: MeterInput,
  updateMask: string | undefined,
): Promise<Meter> {
  const paths = parseUpdateMask(updateMask, METER_MASK);
  return withTransaction(ctx, async (tx) => {
    const current = toMeter(await loadMeterRow(tx, id));
    const f = checkMeterFields(applyUpdateMask(current, patch, paths));
    const products = await tx.sql<{ id: string; keys: string[] }[]>`
      SELECT id, pricing_group_keys || presentation_group_keys AS keys FROM products
      WHERE organization_id = ${ctx.organization} AND meter_id = ${id} FOR SHARE`;
    for (const product of products) {
      const missing = product.keys.filter((k) => !f.groupKeys.includes(k));
      if (missing.length > 0) {
        throw failedPrecondition(
          `products/${product.id} groups by ${missing.join(', ')}, which groupKeys must keep`,
        );
      }
    }
    const [row] = await tx.sql<MeterRow[]>`
      UPDATE meters SET display_name = ${f.displayName}, event_type = ${f.eventType},
        value_property = ${f.valueProperty}, aggregation = ${f.aggregation}, group_keys = ${f.groupKeys},
        update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND id = ${id} RETURNING *`;
    return toMeter(row!);
  });
}

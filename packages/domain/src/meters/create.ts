import { alreadyExists, checkResourceId } from '@billing/core';
import type { Context } from '../context.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { checkMeterFields, type Meter, type MeterRow, toMeter } from './resource.ts';
import type { MeterInput } from './schema.ts';

export async function createMeter(
  ctx: Context,
  body: MeterInput,
  meterId: string | undefined,
): Promise<Meter> {
  const id = checkResourceId(meterId, 'meterId');
  const f = checkMeterFields(body);
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.sql<MeterRow[]>`
      INSERT INTO meters (organization_id, id, display_name, event_type, value_property, aggregation, group_keys,
        create_time, update_time)
      VALUES (${ctx.organization}, ${id}, ${f.displayName}, ${f.eventType}, ${f.valueProperty}, ${f.aggregation},
        ${f.groupKeys}, ${now}, ${now})
      RETURNING *`;
    return toMeter(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(`meters/${id}`);
    throw error;
  }
}

/** Meters as other packages read them (usage reads, rating, the worker's rollups), without their table. */
import type { Context, SystemContext } from '../context.ts';
import { type Meter, type MeterRow, toMeter } from './resource.ts';

/** The organization's meters in creation order: all of them, or those of `ids` that exist. */
export async function readMeters(ctx: Context, ids?: readonly string[]): Promise<Meter[]> {
  if (ids !== undefined && ids.length === 0) return [];
  const rows =
    ids === undefined
      ? await ctx.sql<
          MeterRow[]
        >`SELECT * FROM meters WHERE organization_id = ${ctx.organization} ORDER BY seq`
      : await ctx.sql<MeterRow[]>`
          SELECT * FROM meters WHERE organization_id = ${ctx.organization} AND id = ANY(${ids as string[]})
          ORDER BY seq`;
  return rows.map(toMeter);
}

/** Every meter of one organization, or of all, with its organization (for system work such as rollups). */
export async function readEveryMeter(
  system: Pick<SystemContext, 'sql'>,
  organization?: string,
): Promise<Array<{ organization: string; meter: Meter }>> {
  type Row = MeterRow & { organization_id: string };
  const rows =
    organization === undefined
      ? await system.sql<Row[]>`SELECT * FROM meters ORDER BY organization_id, seq`
      : await system.sql<Row[]>`SELECT * FROM meters WHERE organization_id = ${organization} ORDER BY seq`;
  return rows.map((row) => ({ organization: row.organization_id, meter: toMeter(row) }));
}

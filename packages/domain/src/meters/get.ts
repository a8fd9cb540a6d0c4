import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import type { Page, PageRequest } from '../shared/paging.ts';
import { paginate } from '../shared/paging.ts';
import { type Meter, type MeterRow, toMeter } from './resource.ts';

export async function loadMeterRow(ctx: Context, id: string): Promise<MeterRow> {
  const [row] = await ctx.sql<MeterRow[]>`
    SELECT * FROM meters WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!row) throw notFound(`meters/${id}`);
  return row;
}

export async function getMeter(ctx: Context, id: string): Promise<Meter> {
  return toMeter(await loadMeterRow(ctx, id));
}

export async function listMeters(ctx: Context, request: PageRequest): Promise<Page<Meter>> {
  return paginate(
    ctx,
    request,
    { collection: 'meters' },
    (after, limit) => ctx.sql<MeterRow[]>`
      SELECT * FROM meters WHERE organization_id = ${ctx.organization} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    toMeter,
  );
}

import type { Context } from '../context.ts';
import type { Page, PageRequest } from '../shared/paging.ts';
import { listScopedRows, loadScopedRow } from '../shared/scoped-rows.ts';
import { type Meter, type MeterRow, toMeter } from './resource.ts';

export function loadMeterRow(ctx: Context, id: string): Promise<MeterRow> {
  return loadScopedRow<MeterRow>(ctx, 'meters', id, `meters/${id}`);
}

export async function getMeter(ctx: Context, id: string): Promise<Meter> {
  return toMeter(await loadMeterRow(ctx, id));
}

export function listMeters(ctx: Context, request: PageRequest): Promise<Page<Meter>> {
  return listScopedRows(ctx, request, 'meters', 'meters', toMeter);
}

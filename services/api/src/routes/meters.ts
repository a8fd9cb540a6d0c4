import { createMeter, getMeter, listMeters, Meter, MeterInput, updateMeter } from '@billing/domain';
import { collectionRoutes } from '../http/collection-routes.ts';
import { MeterParams } from './params.ts';

const meters = collectionRoutes('meters', MeterParams, Meter, { tag: 'Meters', area: 'catalog' });

export const meterRoutes = [
  meters.list(listMeters),
  meters.create(MeterInput, createMeter),
  meters.get(getMeter),
  meters.update(MeterInput, updateMeter),
];

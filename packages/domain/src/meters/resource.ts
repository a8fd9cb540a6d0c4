import { formatTimestamp, invalidField } from '@billing/core';
import { checkString, checkStringList } from '../shared/inputs.ts';

import { AGGREGATION_TYPES, type AggregationType, type Meter, type MeterInput } from './schema.ts';

export { AGGREGATION_TYPES, type AggregationType, type Meter } from './schema.ts';

/** A dotted path into an event's properties (`usage.tokens`). */
export const PROPERTY_PATH = /^[A-Za-z0-9_$-]{1,64}(\.[A-Za-z0-9_$-]{1,64}){0,7}$/;
export const EVENT_TYPE = /^[A-Za-z0-9._:-]{1,100}$/;

export interface MeterRow {
  id: string;
  seq: string;
  display_name: string;
  event_type: string;
  value_property: string;
  aggregation: AggregationType;
  group_keys: string[];
  create_time: Date;
  update_time: Date;
}

export function toMeter(row: MeterRow): Meter {
  return {
    name: `meters/${row.id}`,
    displayName: row.display_name,
    eventType: row.event_type,
    valueProperty: row.value_property,
    aggregation: row.aggregation,
    groupKeys: row.group_keys,
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}

export interface MeterFields {
  displayName: string;
  eventType: string;
  valueProperty: string;
  aggregation: AggregationType;
  groupKeys: string[];
}

export function checkMeterFields(input: MeterInput): MeterFields {
  const aggregation = input.aggregation;
  if (!AGGREGATION_TYPES.includes(aggregation as AggregationType)) {
    throw invalidField('aggregation', `must be one of ${AGGREGATION_TYPES.join(', ')}`);
  }
  if (typeof input.eventType !== 'string' || !EVENT_TYPE.test(input.eventType)) {
    throw invalidField('eventType', 'is required: 1-100 letters, digits and . _ : -');
  }
  const valueProperty = checkString(input.valueProperty, 'valueProperty', 600);
  if (valueProperty === '' && aggregation !== 'COUNT') {
    throw invalidField('valueProperty', `is required for ${aggregation}`);
  }
  if (valueProperty !== '' && !PROPERTY_PATH.test(valueProperty)) {
    throw invalidField(
      'valueProperty',
      'must be a dotted path into the event properties, such as "usage.tokens"',
    );
  }
  return {
    displayName: checkString(input.displayName, 'displayName', 200),
    eventType: input.eventType,
    valueProperty,
    aggregation: aggregation as AggregationType,
    groupKeys: checkStringList(input.groupKeys, 'groupKeys', PROPERTY_PATH, 10),
  };
}

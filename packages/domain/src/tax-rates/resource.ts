import { Decimal, formatTimestamp, invalidField, parseDecimal } from '@billing/core';
import { checkEffectivePeriod } from '../credits/create.ts';
import { checkString, checkStringList } from '../shared/inputs.ts';
import type { TaxRate, TaxRateInput } from './schema.ts';

export type { TaxRate } from './schema.ts';

export interface TaxRateRow {
  organization_id: string;
  id: string;
  seq: string;
  display_name: string;
  percentage: string;
  country_codes: string[];
  start_time: Date;
  end_time: Date | null;
  archived: boolean;
  create_time: Date;
  update_time: Date;
}

export const taxRateName = (id: string) => `taxRates/${id}`;

export function toTaxRate(row: TaxRateRow): TaxRate {
  return {
    name: taxRateName(row.id),
    displayName: row.display_name,
    percentage: new Decimal(row.percentage).toFixed(),
    countryCodes: row.country_codes,
    effectivePeriod: {
      startTime: formatTimestamp(row.start_time),
      ...(row.end_time ? { endTime: formatTimestamp(row.end_time) } : {}),
    },
    archived: row.archived,
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}

export interface TaxRateFields {
  displayName: string;
  percentage: string;
  countryCodes: string[];
  startTime: Date;
  endTime: Date | null;
}

export function checkTaxRateFields(input: TaxRateInput): TaxRateFields {
  const displayName = checkString(input.displayName, 'displayName', 200);
  if (displayName.trim() === '') throw invalidField('displayName', 'is required');
  if (input.percentage === undefined) throw invalidField('percentage', 'is required');
  const percentage = parseDecimal(input.percentage, 'percentage', { maxScale: 4 });
  if (percentage.greaterThan(100)) throw invalidField('percentage', 'must be at most 100');
  const countryCodes = checkStringList(input.countryCodes, 'countryCodes', /^[A-Z]{2}$/, 250);
  const { startTime, endTime } = checkEffectivePeriod(input.effectivePeriod);
  return { displayName, percentage: percentage.toFixed(), countryCodes, startTime, endTime };
}

export * from './invoice-lines.ts';
export * from './line-json.ts';
export * from './load-terms.ts';
export * from './preview-charges.ts';
export * from './preview-invoice.ts';
export * from './rate-customer.ts';
export * from './rate-period.ts';
export * from './usage-rows.ts';

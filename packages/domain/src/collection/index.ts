export * from './hand-over.ts';
export * from './overdue.ts';

export * from './overdue.ts';

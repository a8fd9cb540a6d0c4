export * from './parse-body.ts';
export * from './pipeline.ts';
export * from './validate.ts';
export * from './write-buffer.ts';

export * from './app.ts';
export * from './metrics.ts';
export * from './openapi.ts';
export { routes } from './routes/index.ts';
export * from './server.ts';

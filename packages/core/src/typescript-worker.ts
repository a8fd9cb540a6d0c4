import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread whose entry is one of our TypeScript modules, run through tsx as the process is. A worker's
 * own `--import tsx` does not reach its entry module on Node 20, so the thread starts from a line that registers
 * tsx's loader first and then imports the entry; both are named by absolute URL, so the process' working
 * directory is no matter. Used by the documents' render threads and the embedded database's thread.
 */
export function typescriptWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const start = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(start, { ...options, eval: true });
}

/**
 * PDFs drawn off the event loop: a few worker threads (one a core by default) that each draw one document at a
 * time, fed from one bounded queue. The api's document route and any batch of documents render through it, so
 * renders use every core and the process keeps answering other requests meanwhile (docs/documents.md,
 * "Rendering off the event loop").
 *
 * - Threads start with the first render, not with the pool (a process that never renders pays nothing), and
 *   each parses the fonts once when it starts.
 * - A render waits in the queue while every thread is busy; with `queue` renders already waiting one more is
 *   refused: RESOURCE_EXHAUSTED with a Retry-After, never an unbounded backlog.
 * - A render that throws is INTERNAL (its message stays in the cause, for the log); a thread that dies takes only
 *   its current render with it (INTERNAL) and is replaced at the next render.
 * - The same document gives the same bytes in any thread: the renderer reads no clock and no random source.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { ApiError, typescriptWorker } from '@billing/core';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './render-pdf.ts';
import type { RenderReply, RenderRequest } from './render-worker.ts';

/** Draws an invoice's PDF: in this thread (`inThisThread`) or in a pool's threads. */
export interface DocumentRenderer {
  renderPdf(document: InvoiceDocument): Promise<Buffer>;
}

/** Renders on the calling thread: for tools and tests that render one document now and then. */
export const inThisThread: DocumentRenderer = { renderPdf: renderInvoicePdf };

export interface RenderPoolOptions {
  /** Threads drawing at once (DOCUMENT_RENDER_THREADS; default one a core). */
  threads: number;
  /** Renders waiting for a thread, past which one more is refused (DOCUMENT_RENDER_QUEUE). */
  queue: number;
  /** Seconds a refused render is told to wait before trying again. */
  retryAfterSeconds?: number;
}

export const DEFAULT_RENDER_QUEUE = 64;

export function defaultRenderThreads(): number {
  return Math.max(1, availableParallelism());
}

interface Job {
  id: number;
  document: InvoiceDocument;
  resolve(pdf: Buffer): void;
  reject(error: unknown): void;
}

interface Thread {
  worker: Worker;
  job: Job | undefined;
}

export class RenderPool implements DocumentRenderer {
  private readonly threads: Thread[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {
    if (!Number.isInteger(options.threads) || options.threads < 1) {
      throw new Error(`a render pool needs at least one thread, got ${options.threads}`);
    }
  }

  renderPdf(document: InvoiceDocument): Promise<Buffer> {
    if (this.closed)
      return Promise.reject(new ApiError('UNAVAILABLE', 'documents are not rendered any more'));
    const idle = this.threads.find((thread) => !thread.job);
    const canStart = idle !== undefined || this.threads.length < this.options.threads;
    if (!canStart && this.waiting.length >= this.options.queue) {
      return Promise.reject(
        new ApiError('RESOURCE_EXHAUSTED', 'too many documents are being rendered; retry later', {
          retryAfter: this.options.retryAfterSeconds ?? 1,
        }),
      );
    }
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { id: this.nextId++, document, resolve, reject };
      const thread = idle ?? (canStart ? this.start() : undefined);
      if (thread) this.run(thread, job);
      else this.waiting.push(job);
    });
  }

  /** Renders waiting for a thread, and renders in progress (for metrics and tests). */
  get load(): { waiting: number; running: number; threads: number } {
    return {
      waiting: this.waiting.length,
      running: this.threads.filter((thread) => thread.job).length,
      threads: this.threads.length,
    };
  }

  /** Stops the threads; renders waiting or in progress are refused UNAVAILABLE. */
  async close(): Promise<void> {
    this.closed = true;
    const unavailable = () => new ApiError('UNAVAILABLE', 'documents are not rendered any more');
    for (const job of this.waiting.splice(0)) job.reject(unavailable());
    const threads = this.threads.splice(0);
    for (const thread of threads) thread.job?.reject(unavailable());
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private start(): Thread {
    const worker = typescriptWorker(new URL('./render-worker.ts', import.meta.url));
    const thread: Thread = { worker, job: undefined };
    this.threads.push(thread);
    worker.on('message', (reply: RenderReply) => this.finish(thread, reply));
    const lost = (error: unknown) => this.lose(thread, error);
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`render thread exited with code ${code}`)));
    return thread;
  }

  private run(thread: Thread, job: Job): void {
    thread.job = job;
    // A busy thread keeps the process alive until its render answers; an idle one does not.
    thread.worker.ref();
    thread.worker.postMessage({ id: job.id, document: job.document } satisfies RenderRequest);
  }

  private finish(thread: Thread, reply: RenderReply): void {
    const job = thread.job;
    thread.job = undefined;
    if (job && job.id === reply.id) {
      if ('pdf' in reply)
        job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else job.reject(new ApiError('INTERNAL', 'internal error', { cause: new Error(reply.error) }));
    }
    this.next(thread);
  }

  private next(thread: Thread): void {
    const job = this.waiting.shift();
    if (job) this.run(thread, job);
    else thread.worker.unref();
  }

  /** A thread that failed or exited: its render fails, it leaves the pool, a waiting render gets a new one. */
  private lose(thread: Thread, error: unknown): void {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    thread.job?.reject(new ApiError('INTERNAL', 'internal error', { cause: error }));
    thread.job = undefined;
    void thread.worker.terminate();
    if (this.closed) return;
    const job = this.waiting.shift();
    if (job) this.run(this.start(), job);
  }
}

export function createRenderPool(options: Partial<RenderPoolOptions> = {}): RenderPool {
  return new RenderPool({
    threads: options.threads ?? defaultRenderThreads(),
    queue: options.queue ?? DEFAULT_RENDER_QUEUE,
    ...(options.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: options.retryAfterSeconds }),
  });
}

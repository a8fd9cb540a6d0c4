/**
 * The producer: sends usage events to the ingest edge in batches, in the background.
 *
 *   const producer = createProducer({ ingestUrl: 'http://127.0.0.1:8081', apiKey });
 *   const result = await producer.ingest({ customer: 'customers/acme', eventType: 'api_call', properties: { tokens: '12' } });
 *   await producer.close();
 *
 * The rules (docs/usage-events.md, "Producer SDK"):
 * - `ingest` queues the event and returns a promise of the edge's answer for it (ACCEPTED, DUPLICATE or
 *   REJECTED). The event is serialized at once, with an eventId (a UUID when the caller gave none) and an
 *   eventTime (now when none), so every retry sends the same bytes and the edge de-duplicates it.
 * - A batch leaves when it is full (events or bytes, the edge's limits) or when its oldest event has waited
 *   `lingerMs`; `flush()` sends everything at once.
 * - Network errors, timeouts, 5xx and 429 are retried with exponential backoff and full jitter, never sooner
 *   than a `Retry-After`; events the edge answers REJECTED UNAVAILABLE are retried the same way. Other 4xx fail
 *   the batch's events. An event still undelivered `retryTimeoutMs` after its first send fails.
 * - Memory is bounded: once `maxQueuedEvents` events (or `maxQueuedBytes`) are held, `ingest` refuses at once
 *   with QUEUE_FULL instead of growing; `waitForCapacity()` lets a caller wait for room instead.
 * - Failures reject the event's promise and go to `onError`; a promise nobody awaits never becomes an
 *   unhandled rejection.
 */
import type { paths } from './generated/schema.ts';

type BatchIngest = paths['/v1/usageEvents:batchIngest']['post'];
type WireEvent = BatchIngest['requestBody']['content']['application/json']['events'][number];
type WireResult = BatchIngest['responses'][200]['content']['application/json']['results'][number];

/** An event as a caller gives it: eventId and eventTime are filled in when absent. */
export type ProducerEvent = Omit<WireEvent, 'eventId' | 'eventTime'> & {
  eventId?: string;
  eventTime?: string;
};

/** The edge's answer for one event. REJECTED is final (the edge refused this event; see errorCode). */
export type IngestResult = Omit<WireResult, 'status'> & { status: 'ACCEPTED' | 'DUPLICATE' | 'REJECTED' };

export type ProducerErrorCode =
  /** The producer holds `maxQueuedEvents` or `maxQueuedBytes`; the event was not queued. */
  | 'QUEUE_FULL'
  /** The event can never be sent (larger than a batch, or not serializable). */
  | 'INVALID_ARGUMENT'
  /** `ingest` after `close`, or `close`'s timeout passed before the event was answered. */
  | 'CANCELLED'
  /** Retries went on for `retryTimeoutMs` without an answer. */
  | 'DEADLINE_EXCEEDED'
  /** The edge refused the request as a whole (a 4xx other than 429): its google.rpc status name. */
  | (string & {});

export class ProducerError extends Error {
  override readonly name = 'ProducerError';
  constructor(
    readonly code: ProducerErrorCode,
    message: string,
    readonly eventId: string,
    /** The HTTP status of the last answer, when there was one. */
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/** Time and timers, injectable so that tests move time instead of waiting for it. */
export interface ProducerTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: ProducerTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    // Not unref'd: a timer exists only while an event is held (its linger, a retry's wait, a request's timeout,
    // close's deadline), and a script that awaits `ingest` must not exit before the answer. An idle producer
    // holds no timer, so it never keeps a process alive.
    return setTimeout(callback, ms);
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ProducerOptions {
  /** The ingest edge's address (its load balancer's in production), not the control plane's. */
  ingestUrl: string;
  apiKey: string;
  /** Events per request; the edge takes at most 1,000. */
  maxBatchEvents?: number;
  /** Bytes per request body; the edge takes at most 5 MiB. */
  maxBatchBytes?: number;
  /** How long the oldest queued event waits for a fuller batch. */
  lingerMs?: number;
  /** Requests in flight at once. */
  maxConcurrentRequests?: number;
  /** Events held (queued, in flight or waiting to be retried) before `ingest` refuses with QUEUE_FULL. */
  maxQueuedEvents?: number;
  /** The same bound in serialized bytes. */
  maxQueuedBytes?: number;
  /** First retry delay; each further attempt doubles it, up to `maxBackoffMs`, then full jitter applies. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A Retry-After longer than this is cut to it. */
  maxRetryAfterMs?: number;
  /** An event undelivered this long after its first send fails with DEADLINE_EXCEEDED. */
  retryTimeoutMs?: number;
  /** A request unanswered this long is abandoned and retried. */
  requestTimeoutMs?: number;
  /** Called with every event's answer, besides its promise. */
  onResult?: (result: IngestResult, event: WireEvent) => void;
  /** Called with every event's failure, besides its promise. */
  onError?: (error: ProducerError, event: WireEvent) => void;
  fetch?: typeof fetch;
  timers?: ProducerTimers;
  /** In [0, 1), for jitter. */
  random?: () => number;
  newEventId?: () => string;
}

export const PRODUCER_DEFAULTS = {
  maxBatchEvents: 1000,
  maxBatchBytes: 5 * 1024 * 1024,
  lingerMs: 100,
  maxConcurrentRequests: 4,
  maxQueuedEvents: 100_000,
  maxQueuedBytes: 64 * 1024 * 1024,
  initialBackoffMs: 100,
  maxBackoffMs: 30_000,
  maxRetryAfterMs: 300_000,
  retryTimeoutMs: 300_000,
  requestTimeoutMs: 30_000,
} as const;

type Settings = { -readonly [K in keyof typeof PRODUCER_DEFAULTS]: number };

/** `{"events":[` and `]}` around the events, with a comma between two. */
const ENVELOPE_BYTES = '{"events":[]}'.length;

/** The size of a batch request body of `count` events whose own JSON totals `eventBytes`. */
export function batchBodyBytes(count: number, eventBytes: number): number {
  return ENVELOPE_BYTES + eventBytes + Math.max(0, count - 1);
}

/**
 * The delay before attempt `attempt + 1` (attempt >= 1 failed attempts): full jitter over an exponential cap,
 * and never less than the edge's Retry-After.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number,
  settings: Pick<Settings, 'initialBackoffMs' | 'maxBackoffMs' | 'maxRetryAfterMs'>,
): number {
  const exponent = Math.min(attempt - 1, 30);
  const cap = Math.min(settings.maxBackoffMs, settings.initialBackoffMs * 2 ** exponent);
  const backoff = Math.floor(random() * cap);
  if (retryAfterMs === undefined) return backoff;
  return Math.max(Math.min(retryAfterMs, settings.maxRetryAfterMs), backoff);
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** Per-event answers that say "not now" rather than "never": the same event is sent again. */
const RETRYABLE_RESULT_CODES = new Set(['UNAVAILABLE', 'ABORTED', 'DEADLINE_EXCEEDED', 'INTERNAL']);

interface Entry {
  event: WireEvent;
  json: string;
  bytes: number;
  queuedAt: number;
  /** When the event was first sent; retries stop `retryTimeoutMs` after it. */
  firstSentAt: number | undefined;
  attempts: number;
  settle: (outcome: { result: IngestResult } | { error: ProducerError }) => void;
  done: Promise<void>;
}

interface RetryBatch {
  entries: Entry[];
  notBefore: number;
}

export interface Producer {
  /** Queues one event; resolves with the edge's answer for it, rejects with a ProducerError. */
  ingest(event: ProducerEvent): Promise<IngestResult>;
  /** Sends everything queued now and resolves once every event held at the call has its answer or failed. */
  flush(): Promise<void>;
  /**
   * Refuses new events, flushes, and stops. With `timeoutMs`, events still unanswered then fail with
   * CANCELLED (an abandoned request may still have been stored: send the same eventId again to find out).
   */
  close(options?: { timeoutMs?: number }): Promise<void>;
  /** Resolves when `ingest` would accept one more event. */
  waitForCapacity(): Promise<void>;
  /** Events held: queued, in flight, or waiting to be retried. */
  readonly size: number;
}

export function createProducer(options: ProducerOptions): Producer {
  return new BatchingProducer(options);
}

class BatchingProducer implements Producer {
  private readonly settings: Settings;
  private readonly timers: ProducerTimers;
  private readonly random: () => number;
  private readonly fetch: typeof fetch;
  private readonly newEventId: () => string;
  private readonly url: string;

  /** Events not yet sent, oldest first (`head` skips the ones taken, without shifting the array). */
  private queue: Entry[] = [];
  private head = 0;
  private queuedBytes = 0;
  private retries: RetryBatch[] = [];
  private readonly held = new Set<Entry>();
  private heldBytes = 0;
  private inFlight = 0;
  private readonly controllers = new Set<AbortController>();
  /** Set by a 429 or 503: no request leaves before it. */
  private pausedUntil = 0;
  private flushing = 0;
  private closed = false;
  private wakeTimer: unknown;
  private wakeAt = Number.POSITIVE_INFINITY;
  private capacityWaiters: Array<() => void> = [];

  constructor(private readonly options: ProducerOptions) {
    const settings = { ...PRODUCER_DEFAULTS } as Settings;
    for (const key of Object.keys(PRODUCER_DEFAULTS) as Array<keyof Settings>) {
      const value = options[key];
      if (value !== undefined) {
        if (!(value >= 0)) throw new RangeError(`${key} must be a non-negative number`);
        settings[key] = value;
      }
    }
    for (const key of ['maxBatchEvents', 'maxConcurrentRequests', 'maxQueuedEvents'] as const) {
      // Zero would never send, or never take, an event.
      if (settings[key] < 1) throw new RangeError(`${key} must be at least 1`);
    }
    this.settings = settings;
    this.timers = options.timers ?? systemTimers;
    this.random = options.random ?? Math.random;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.newEventId = options.newEventId ?? (() => globalThis.crypto.randomUUID());
    this.url = `${options.ingestUrl.replace(/\/+$/, '')}/v1/usageEvents:batchIngest`;
  }

  get size(): number {
    return this.held.size;
  }

  ingest(input: ProducerEvent): Promise<IngestResult> {
    const event: WireEvent = {
      ...input,
      eventId: input.eventId ?? this.newEventId(),
      eventTime: input.eventTime ?? new Date(this.timers.now()).toISOString(),
    };
    const refuse = (code: ProducerErrorCode, message: string) => {
      const error = new ProducerError(code, message, event.eventId);
      this.options.onError?.(error, event);
      return handled(Promise.reject(error));
    };
    if (this.closed) return refuse('CANCELLED', 'the producer is closed');
    let json: string;
    try {
      json = JSON.stringify(event);
    } catch (error) {
      return refuse('INVALID_ARGUMENT', `the event cannot be serialized: ${(error as Error).message}`);
    }
    const bytes = byteLength(json);
    if (batchBodyBytes(1, bytes) > this.settings.maxBatchBytes) {
      return refuse('INVALID_ARGUMENT', `the event is ${bytes} bytes, more than a batch may hold`);
    }
    if (!this.hasRoomFor(bytes)) {
      return refuse(
        'QUEUE_FULL',
        `the producer holds ${this.held.size} events (${this.heldBytes} bytes); wait for capacity or flush`,
      );
    }
    let settle!: Entry['settle'];
    const answer = new Promise<IngestResult>((resolve, reject) => {
      settle = (outcome) => ('result' in outcome ? resolve(outcome.result) : reject(outcome.error));
    });
    let markDone!: () => void;
    const entry: Entry = {
      event,
      json,
      bytes,
      queuedAt: this.timers.now(),
      firstSentAt: undefined,
      attempts: 0,
      settle: (outcome) => {
        if (!this.held.delete(entry)) return;
        this.heldBytes -= entry.bytes;
        if ('result' in outcome) this.options.onResult?.(outcome.result, event);
        else this.options.onError?.(outcome.error, event);
        settle(outcome);
        markDone();
        this.notifyCapacity();
      },
      done: new Promise<void>((resolve) => {
        markDone = resolve;
      }),
    };
    this.held.add(entry);
    this.heldBytes += bytes;
    this.queue.push(entry);
    this.queuedBytes += bytes;
    this.pump();
    return handled(answer);
  }

  async flush(): Promise<void> {
    const waiting = [...this.held].map((entry) => entry.done);
    this.flushing += 1;
    try {
      this.pump();
      await Promise.all(waiting);
    } finally {
      this.flushing -= 1;
    }
  }

  async close(options: { timeoutMs?: number } = {}): Promise<void> {
    this.closed = true;
    let deadline: unknown;
    if (options.timeoutMs !== undefined) {
      deadline = this.timers.setTimeout(() => this.abandon(), options.timeoutMs);
    }
    try {
      await this.flush();
    } finally {
      if (deadline !== undefined) this.timers.clearTimeout(deadline);
      this.clearWake();
      for (const resolve of this.capacityWaiters.splice(0)) resolve();
    }
  }

  waitForCapacity(): Promise<void> {
    if (this.closed || this.hasRoomFor(0)) return Promise.resolve();
    return new Promise((resolve) => this.capacityWaiters.push(resolve));
  }

  private hasRoomFor(bytes: number): boolean {
    return (
      this.held.size < this.settings.maxQueuedEvents &&
      (this.held.size === 0 || this.heldBytes + bytes <= this.settings.maxQueuedBytes)
    );
  }

  private notifyCapacity(): void {
    if (this.capacityWaiters.length === 0 || !this.hasRoomFor(0)) return;
    for (const resolve of this.capacityWaiters.splice(0)) resolve();
  }

  /** `close`'s timeout: every event still held fails, requests in flight are cut. */
  private abandon(): void {
    for (const controller of this.controllers) controller.abort();
    for (const entry of [...this.held]) {
      entry.settle({
        error: new ProducerError(
          'CANCELLED',
          'the producer closed before the event was answered',
          entry.event.eventId,
        ),
      });
    }
    this.queue = [];
    this.head = 0;
    this.queuedBytes = 0;
    this.retries = [];
  }

  private get queuedCount(): number {
    return this.queue.length - this.head;
  }

  /** Sends what is due, then arms one timer for the next moment something becomes due. */
  private pump(): void {
    const now = this.timers.now();
    while (this.inFlight < this.settings.maxConcurrentRequests && now >= this.pausedUntil) {
      const batch = this.nextDueRetry(now) ?? this.nextDueBatch(now);
      if (!batch) break;
      void this.send(batch);
    }
    this.armWake(now);
  }

  private nextDueRetry(now: number): Entry[] | undefined {
    const index = this.retries.findIndex((retry) => retry.notBefore <= now);
    if (index < 0) return undefined;
    const [retry] = this.retries.splice(index, 1);
    return retry!.entries;
  }

  private queueIsFull(): boolean {
    if (this.queuedCount >= this.settings.maxBatchEvents) return true;
    return batchBodyBytes(this.queuedCount, this.queuedBytes) > this.settings.maxBatchBytes;
  }

  private nextDueBatch(now: number): Entry[] | undefined {
    if (this.queuedCount === 0) return undefined;
    const oldest = this.queue[this.head]!;
    const due =
      this.queueIsFull() ||
      this.flushing > 0 ||
      this.closed ||
      now - oldest.queuedAt >= this.settings.lingerMs;
    if (!due) return undefined;
    const batch: Entry[] = [];
    let bytes = 0;
    while (this.head < this.queue.length && batch.length < this.settings.maxBatchEvents) {
      const entry = this.queue[this.head]!;
      if (
        batch.length > 0 &&
        batchBodyBytes(batch.length + 1, bytes + entry.bytes) > this.settings.maxBatchBytes
      ) {
        break;
      }
      batch.push(entry);
      bytes += entry.bytes;
      this.head += 1;
    }
    this.queuedBytes -= bytes;
    // Drop the taken prefix once it is most of the array, so the array does not grow without end.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    return batch;
  }

  private armWake(now: number): void {
    let at = Number.POSITIVE_INFINITY;
    if (this.inFlight < this.settings.maxConcurrentRequests) {
      for (const retry of this.retries) at = Math.min(at, retry.notBefore);
      if (this.queuedCount > 0) {
        const oldest = this.queue[this.head]!;
        at = Math.min(at, oldest.queuedAt + this.settings.lingerMs);
      }
      if (at !== Number.POSITIVE_INFINITY) at = Math.max(at, this.pausedUntil);
    }
    // Otherwise a request's completion pumps again.
    if (at === this.wakeAt) return;
    this.clearWake();
    if (at === Number.POSITIVE_INFINITY) return;
    this.wakeAt = at;
    this.wakeTimer = this.timers.setTimeout(
      () => {
        this.wakeTimer = undefined;
        this.wakeAt = Number.POSITIVE_INFINITY;
        this.pump();
      },
      Math.max(0, at - now),
    );
  }

  private clearWake(): void {
    if (this.wakeTimer !== undefined) this.timers.clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    this.wakeAt = Number.POSITIVE_INFINITY;
  }

  private async send(entries: Entry[]): Promise<void> {
    this.inFlight += 1;
    const sentAt = this.timers.now();
    for (const entry of entries) {
      entry.attempts += 1;
      entry.firstSentAt ??= sentAt;
    }
    const controller = new AbortController();
    this.controllers.add(controller);
    const timeout = this.timers.setTimeout(() => controller.abort(), this.settings.requestTimeoutMs);
    try {
      const response = await this.fetch(this.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json' },
        body: `{"events":[${entries.map((entry) => entry.json).join(',')}]}`,
        signal: controller.signal,
      });
      const text = await response.text();
      this.timers.clearTimeout(timeout);
      this.handleResponse(entries, response.status, response.headers.get('retry-after'), text);
    } catch (error) {
      this.timers.clearTimeout(timeout);
      // A network error, a reset connection or our own timeout: the edge may or may not have stored the
      // events; the same eventIds sent again are answered DUPLICATE if it did.
      this.retry(entries, undefined, undefined, `the request failed: ${(error as Error).message}`);
    } finally {
      this.controllers.delete(controller);
      this.inFlight -= 1;
      this.pump();
    }
  }

  private handleResponse(entries: Entry[], status: number, retryAfter: string | null, text: string): void {
    if (status === 200) {
      const results = parseResults(text);
      if (!results || results.length !== entries.length) {
        this.retry(entries, undefined, status, 'the edge answered 200 without one result per event');
        return;
      }
      const again: Entry[] = [];
      results.forEach((result, i) => {
        const entry = entries[i]!;
        if (result.status === 'REJECTED' && RETRYABLE_RESULT_CODES.has(result.errorCode)) again.push(entry);
        else entry.settle({ result: result as IngestResult });
      });
      if (again.length > 0) this.retry(again, undefined, status, 'the edge could not store the event yet');
      return;
    }
    if (status === 429 || status >= 500) {
      const retryAfterMs = parseRetryAfter(retryAfter, this.timers.now());
      if ((status === 429 || status === 503) && retryAfterMs !== undefined) {
        // The edge asked every client to wait: hold every request, not only this one.
        const until = this.timers.now() + Math.min(retryAfterMs, this.settings.maxRetryAfterMs);
        this.pausedUntil = Math.max(this.pausedUntil, until);
      }
      this.retry(entries, retryAfterMs, status, statusMessage(text) ?? `HTTP ${status}`);
      return;
    }
    const code = statusCode(text) ?? `HTTP_${status}`;
    const message = statusMessage(text) ?? `the edge refused the request (HTTP ${status})`;
    for (const entry of entries) {
      entry.settle({ error: new ProducerError(code, message, entry.event.eventId, status) });
    }
  }

  private retry(
    entries: Entry[],
    retryAfterMs: number | undefined,
    httpStatus: number | undefined,
    why: string,
  ) {
    const live = entries.filter((entry) => this.held.has(entry));
    if (live.length === 0) return;
    const now = this.timers.now();
    const attempt = Math.max(...live.map((entry) => entry.attempts));
    const notBefore = now + retryDelayMs(attempt, retryAfterMs, this.random, this.settings);
    const keep: Entry[] = [];
    for (const entry of live) {
      if (notBefore - (entry.firstSentAt ?? now) > this.settings.retryTimeoutMs) {
        entry.settle({
          error: new ProducerError(
            'DEADLINE_EXCEEDED',
            `not delivered after ${entry.attempts} attempts: ${why}`,
            entry.event.eventId,
            httpStatus,
          ),
        });
      } else {
        keep.push(entry);
      }
    }
    if (keep.length > 0) this.retries.push({ entries: keep, notBefore });
  }
}

/** Marks a promise as observed, so that one nobody awaits is not an unhandled rejection; awaiting still throws. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

const encoder = new TextEncoder();
function byteLength(text: string): number {
  // Only text with non-ASCII characters needs encoding to count its UTF-8 bytes.
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) return encoder.encode(text).length;
  }
  return text.length;
}

function parseResults(text: string): WireResult[] | undefined {
  try {
    const body = JSON.parse(text) as { results?: unknown };
    return Array.isArray(body.results) ? (body.results as WireResult[]) : undefined;
  } catch {
    return undefined;
  }
}

function statusOf(text: string): { status?: unknown; message?: unknown } | undefined {
  try {
    return (JSON.parse(text) as { error?: { status?: unknown; message?: unknown } }).error;
  } catch {
    return undefined;
  }
}

function statusCode(text: string): string | undefined {
  const status = statusOf(text)?.status;
  return typeof status === 'string' ? status : undefined;
}

function statusMessage(text: string): string | undefined {
  const message = statusOf(text)?.message;
  return typeof message === 'string' ? message : undefined;
}

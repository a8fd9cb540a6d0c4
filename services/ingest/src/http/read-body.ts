import type { HttpResponse } from 'uWebSockets.js';
import { ApiError, decodeUtf8 } from '@billing/core';

/** Watches a body while it arrives (open-requests.ts): calls `expire` if it is too slow; returns the stop. */
export type WatchBody = (expire: (error: ApiError) => void) => () => void;

/**
 * Reads a request body up to `limit` bytes. uWS lends each chunk only for the callback, so chunks are copied (a
 * single-chunk body is decoded at once instead).
 * Over the limit the promise fails with 413 RESOURCE_EXHAUSTED as soon as the limit is crossed; a body that
 * `watch` gives up on fails with its error.
 */
export function readBody(res: HttpResponse, limit: number, watch?: WatchBody): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    const unwatch = watch?.((error) => {
      failed = true;
      reject(error);
    });
    // Invalid UTF-8 is INVALID_ARGUMENT, never text with replacement characters (docs/limits.md).
    const finish = (bytes: Uint8Array) => {
      unwatch?.();
      try {
        resolve(decodeUtf8(bytes));
      } catch (error) {
        reject(error);
      }
    };
    res.onData((chunk, isLast) => {
      if (failed) return;
      size += chunk.byteLength;
      if (size > limit) {
        failed = true;
        unwatch?.();
        reject(
          new ApiError('RESOURCE_EXHAUSTED', `the request body exceeds ${limit} bytes`, { httpStatus: 413 }),
        );
        return;
      }
      if (isLast && chunks.length === 0) {
        // The whole body in one chunk (the common case): decoded while it is lent, without a copy.
        finish(new Uint8Array(chunk));
        return;
      }
      // One copy: ArrayBuffer#slice copies, Buffer.from(ArrayBuffer) only wraps.
      chunks.push(Buffer.from(chunk.slice(0)));
      if (isLast) finish(Buffer.concat(chunks));
    });
  });
}

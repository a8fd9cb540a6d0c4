import type { HttpResponse } from 'uWebSockets.js';
import { ApiError } from '@billing/core';

/**
 * Reads a request body up to `limit` bytes. uWS lends each chunk only for the callback, so chunks are copied.
 * Over the limit the promise fails with 413 RESOURCE_EXHAUSTED as soon as the limit is crossed.
 */
export function readBody(res: HttpResponse, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    res.onData((chunk, isLast) => {
      if (failed) return;
      size += chunk.byteLength;
      if (size > limit) {
        failed = true;
        reject(
          new ApiError('RESOURCE_EXHAUSTED', `the request body exceeds ${limit} bytes`, { httpStatus: 413 }),
        );
        return;
      }
      chunks.push(Buffer.from(new Uint8Array(chunk).slice()));
      if (isLast)
        resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    });
  });
}

import type { HttpResponse } from 'uWebSockets.js';
import { type ApiError, type OperationsAnswer, toStatusBody } from '@billing/core';

const REASONS: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  408: 'Request Timeout',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusLine(code: number): string {
  return `${code} ${REASONS[code] ?? 'Error'}`;
}

/**
 * Writes a whole JSON response in one corked write; does nothing when the client is gone. `closeConnection` for
 * an answer given before the body was read whole: what is left of it must not be read as the next request.
 */
export function sendJson(
  res: HttpResponse,
  aborted: () => boolean,
  code: number,
  body: unknown,
  headers: Record<string, string> = {},
  closeConnection = false,
): void {
  if (aborted()) return;
  sendJsonText(res, code, JSON.stringify(body), headers, closeConnection);
}

/** `sendJson` of a body already serialized (the ingest answer, see ingest-answer.ts). */
export function sendJsonText(
  res: HttpResponse,
  code: number,
  text: string,
  headers: Record<string, string> = {},
  closeConnection = false,
): void {
  res.cork(() => {
    res.writeStatus(statusLine(code)).writeHeader('content-type', 'application/json');
    for (const name in headers) res.writeHeader(name, headers[name]!);
    res.end(text, closeConnection);
  });
}

/** An operations answer (health, metrics) as it is. */
export function sendAnswer(res: HttpResponse, aborted: () => boolean, answer: OperationsAnswer): void {
  if (aborted()) return;
  res.cork(() => {
    res
      .writeStatus(statusLine(answer.httpStatus))
      .writeHeader('content-type', answer.contentType)
      .end(answer.body);
  });
}

export function sendError(
  res: HttpResponse,
  aborted: () => boolean,
  error: ApiError,
  closeConnection = false,
  headers: Record<string, string> = {},
): void {
  if (error.retryAfter !== undefined) headers['retry-after'] = String(error.retryAfter);
  sendJson(res, aborted, error.httpStatus, toStatusBody(error), headers, closeConnection);
}

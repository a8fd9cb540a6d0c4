/**
 * Slow, malformed and numerous clients of the control plane (issue 16; docs/limits.md): Node's own header,
 * request and keep-alive timers, a connection limit, and framing errors answered as `google.rpc.Status`.
 */
import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError, type ConnectionLimits, toStatusBody } from '@billing/core';
import type { FastifyHttpOptions } from 'fastify';
import type { Logger } from 'pino';

export type ServerLimits = Omit<ConnectionLimits, 'shutdownTimeoutMs'>;

/**
 * Node checks the header and request timers of every connection on an interval (30 s by default, which would let
 * a 10 s limit last 40 s); a quarter of the shorter limit keeps the overshoot small, at most once a second.
 */
function checkingInterval(limits: ServerLimits): number {
  return Math.max(50, Math.min(1000, Math.floor(Math.min(limits.headerTimeoutMs, limits.bodyTimeoutMs) / 4)));
}

/** Fastify's server options for the limits; `maxConnections` is set on the server once it exists. */
export function serverOptions(limits: ServerLimits, logger: Logger): FastifyHttpOptions<Server> {
  return {
    // Node's requestTimeout covers the whole request from its first byte, so it is the head's time plus the body's.
    requestTimeout: limits.headerTimeoutMs + limits.bodyTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headerTimeoutMs,
      connectionsCheckingInterval: checkingInterval(limits),
    },
    clientErrorHandler: clientErrorHandler(logger),
  };
}

/** What a framing error means to the client, with the SPEC's code mapping (errors.ts). */
export function framingError(code: string | undefined): ApiError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      // The client, not a backend, was too slow: 408 with the timeout's code.
      return new ApiError('DEADLINE_EXCEEDED', 'the request did not arrive in time', { httpStatus: 408 });
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('RESOURCE_EXHAUSTED', 'the request headers are too large', { httpStatus: 431 });
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return new ApiError('INVALID_ARGUMENT', 'the Content-Length header is invalid');
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return new ApiError('INVALID_ARGUMENT', 'the chunked body or its Transfer-Encoding is invalid');
    case 'HPE_INVALID_METHOD':
    case 'HPE_INVALID_URL':
    case 'HPE_INVALID_VERSION':
    case 'HPE_INVALID_CONSTANT':
      return new ApiError('INVALID_ARGUMENT', 'the request line is malformed');
    default:
      return new ApiError('INVALID_ARGUMENT', 'the request is malformed');
  }
}

/** The whole response as bytes: the socket is closed after it, so nothing else can follow on it. */
export function rawErrorResponse(error: ApiError): string {
  const body = JSON.stringify(toStatusBody(error));
  return (
    `HTTP/1.1 ${error.httpStatus} ${STATUS_CODES[error.httpStatus] ?? 'Error'}\r\n` +
    'Content-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/**
 * Node's parser errors and request timeouts arrive here instead of a request; the framework's default answer is
 * its own JSON shape. One log line without a stack: these are the client's errors (and a scanner makes many).
 */
function clientErrorHandler(logger: Logger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const apiError = framingError(error.code);
    logger.info({ code: error.code, status: apiError.httpStatus }, 'client error');
    // A response already under way (an error mid-body of a pipelined request) cannot be followed by another.
    const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inProgress?.headersSent) socket.end(rawErrorResponse(apiError));
    socket.destroySoon();
  };
}

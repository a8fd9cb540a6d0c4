/**
 * Slow, malformed and numerous clients of the control plane (issue 16; docs/limits.md): Node's own header,
 * request and keep-alive timers, a connection limit, and framing errors answered as `google.rpc.Status`.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { type ConnectionLimits, framingError, rawErrorResponse } from '@billing/core';
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

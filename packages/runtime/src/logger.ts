/** The service's logger: JSON lines (pino) with every credential redacted from every line (issue 16, item 8). */
import { redactSecrets } from '@billing/core';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export function createLogger(options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = { ...options, hooks: { ...options.hooks, streamWrite: redactSecrets } };
  return destination ? pino(settings, destination) : pino(settings);
}

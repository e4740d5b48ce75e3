import { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger } from 'pino';
import { currentRequestId } from './request-context';

/**
 * One structured JSON logger for the whole server. Secrets never reach it: request logging keeps
 * only method, path and status, and the redact list covers the places a secret could hide.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
    level,
    base: { service: 'soutache-shop' },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'headers.authorization'],
      censor: '[redacted]',
    },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    },
    destination,
  );
}

/** Lets Nest's own messages (bootstrap, route mapping) go through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

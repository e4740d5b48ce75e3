import { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger } from 'pino';
import { currentRequestId } from './log-context';

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
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'authorization',
          '*.authorization',
          'headers.authorization',
        ],
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

/** Nest's start-up chatter (a line a module and a route): for debugging, not for a person starting the shop. */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'GraphQLModule',
  'NestApplication',
]);

/** Lets Nest's own messages (bootstrap, route mapping) go through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (context && START_UP_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
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

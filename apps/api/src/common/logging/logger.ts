import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/**
 * One pino logger for the process: Fastify logs requests through it (with the
 * request id) and Nest's own messages go through it too, all as JSON lines.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'salon-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Query parameters may hold people's details; secrets never reach the log.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', 'err.parameters', 'err.driverError.parameters'],
      censor: '[redacted]',
    },
    serializers: { err: pino.stdSerializers.err },
  });
}

/** Adapts pino to Nest's LoggerService so framework messages share the format. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, traceOrContext?: string, context?: string) {
    this.write('error', message, context ?? traceOrContext);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, context?: string) {
    if (typeof message === 'object' && message !== null) {
      const { msg, ...fields } = message as Record<string, unknown>;
      this.logger[level]({ context, ...fields }, typeof msg === 'string' ? msg : undefined);
    } else {
      this.logger[level]({ context }, String(message));
    }
  }
}

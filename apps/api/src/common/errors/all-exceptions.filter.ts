import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from '../web/spa-fallback';
import { toErrorEnvelope, UNAVAILABLE_RETRY_SECONDS } from './to-error-envelope';

/**
 * The only place error responses are written. Anything thrown anywhere, a
 * validation failure, a domain refusal or a crash, leaves as the envelope;
 * unexpected errors are logged with the request id and never leak detail.
 * Unmatched client routes are handed to the SPA when one is served.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly spa?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (this.spa?.handles(exception, request)) return this.spa.serve(reply);

    const { envelope, unexpected, notable } = toErrorEnvelope(exception, request);
    // The request's own logger stamps the line with its request id.
    if (unexpected) request.log.error({ err: exception }, 'Unhandled error');
    else if (notable) request.log.warn({ err: exception, code: envelope.code }, 'Request refused by the database');
    const retryAfter = envelope.details?.retryAfterSeconds ?? (envelope.status === 503 ? UNAVAILABLE_RETRY_SECONDS : undefined);
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
    if (Array.isArray(envelope.details?.allowed)) void reply.header('allow', envelope.details.allowed.join(', '));
    void reply.status(envelope.status).header('content-type', 'application/json; charset=utf-8').send(envelope);
  }
}

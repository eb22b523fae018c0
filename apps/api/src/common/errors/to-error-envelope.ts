import { HttpException } from '@nestjs/common';
import { RequestValidationError } from '@ts-rest/nest';
import {
  ERROR_STATUS,
  MESSAGES,
  errorEnvelopeSchema,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldErrors,
} from '@salon/contracts';
import { errorCodes } from 'fastify';
import type { ZodError } from 'zod';
import { isDataException, isDatabaseUnavailable, isTransientConflict } from '../database/database-errors';
import { allowedMethods } from '../http/allowed-methods';
import { DomainError } from './domain-error';

/** Merges zod issues into `{ "<dotted.path>": [messages] }`, the form's shape. */
export function zodFieldErrors(error: ZodError, prefix?: string, into: FieldErrors = {}): FieldErrors {
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : (prefix ?? '_');
    (into[key] ??= []).push(issue.message);
  }
  return into;
}

const STATUS_TO_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_ATTEMPTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** An error envelope: `status` defaults to the code's own. */
export const errorEnvelope = (code: ErrorCode, message: string, details?: ErrorEnvelope['details'], status = ERROR_STATUS[code]): ErrorEnvelope => ({
  success: false,
  status,
  code,
  message,
  ...(details ? { details } : {}),
});

function fromRequestValidation(error: RequestValidationError): ErrorEnvelope {
  const fieldErrors: FieldErrors = {};
  // ts-rest reports one zod error per request part; the form only cares about field paths.
  if (error.body) zodFieldErrors(error.body, 'body', fieldErrors);
  if (error.query) zodFieldErrors(error.query, 'query', fieldErrors);
  if (error.pathParams) zodFieldErrors(error.pathParams, 'params', fieldErrors);
  if (error.headers) zodFieldErrors(error.headers, 'headers', fieldErrors);
  return errorEnvelope('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors });
}

/**
 * Errors Fastify raises before a route runs (body parsing, size, media type).
 * Nest re-throws them as plain HttpExceptions carrying Fastify's message, so
 * they are recognised by status and that message.
 */
const JSON_BODY_MESSAGES = new Set([
  new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY().message,
  new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY().message,
]);

function fromFastifyError(status: number, message: string): ErrorEnvelope | null {
  if (status === 400 && JSON_BODY_MESSAGES.has(message)) return errorEnvelope('BAD_REQUEST', MESSAGES.malformedJson);
  if (status === 413) return errorEnvelope('PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (status === 415) return errorEnvelope('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported; send application/json');
  return null;
}

function fromHttpException(exception: HttpException, request: { method: string; url: string }): ErrorEnvelope {
  const status = exception.getStatus();
  const body = exception.getResponse();
  // Handlers may throw a ready envelope (TsRestException); keep its code and message.
  const ready = errorEnvelopeSchema.safeParse(body);
  if (ready.success) return ready.data;
  if (status === 404) {
    const isRouteMiss = typeof body === 'object' && body !== null && /^Cannot [A-Z]+ /.test(String((body as { message?: unknown }).message));
    const path = request.url.split('?')[0];
    if (!isRouteMiss) return errorEnvelope('NOT_FOUND', exception.message || MESSAGES.notFound);
    // A known path asked with the wrong method is 405, and says which methods it takes.
    const allowed = allowedMethods(path);
    if (allowed.length) return errorEnvelope('METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed(request.method, path, allowed), { allowed });
    return errorEnvelope('NOT_FOUND', MESSAGES.routeNotFound(request.method, path));
  }
  const fastify = fromFastifyError(status, exception.message);
  if (fastify) return fastify;
  if (status === 503) return errorEnvelope('SERVICE_UNAVAILABLE', exception.message);
  if (status >= 500) return errorEnvelope('INTERNAL_ERROR', MESSAGES.internalError);
  // A client error without a code of its own keeps its status under the generic code.
  return errorEnvelope(STATUS_TO_CODE[status] ?? 'BAD_REQUEST', exception.message, undefined, status);
}

/** Seconds a client should wait before sending a request refused for lack of a database. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * Database failures that are not the server's bug: a value the database cannot take (400), two
 * transactions that collided (409, after the retries of `withTransientRetry`), or a database
 * that cannot be reached in time (503). Each is logged as a warning by the filter, not hidden.
 */
function fromDatabaseError(exception: unknown): MappedError | null {
  if (isDataException(exception)) {
    return { envelope: errorEnvelope('BAD_REQUEST', MESSAGES.unstorableValue), unexpected: false, notable: true };
  }
  if (isTransientConflict(exception)) {
    return { envelope: errorEnvelope('CONFLICT', MESSAGES.concurrentChange), unexpected: false, notable: true };
  }
  if (isDatabaseUnavailable(exception)) {
    return { envelope: errorEnvelope('SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable, { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS }), unexpected: false, notable: true };
  }
  return null;
}

/** `unexpected`: a bug, logged as an error; `notable`: not the caller's fault alone, logged as a warning. */
export type MappedError = { envelope: ErrorEnvelope; unexpected: boolean; notable?: boolean };

/** The one mapping from anything thrown to the error envelope (DECISIONS §2). */
export function toErrorEnvelope(exception: unknown, request: { method: string; url: string }): MappedError {
  if (exception instanceof DomainError) {
    return { envelope: errorEnvelope(exception.code, exception.message, exception.details), unexpected: false };
  }
  if (exception instanceof RequestValidationError) {
    return { envelope: fromRequestValidation(exception), unexpected: false };
  }
  if (exception instanceof HttpException) {
    const mapped = fromHttpException(exception, request);
    return { envelope: mapped, unexpected: mapped.status >= 500 };
  }
  const database = fromDatabaseError(exception);
  if (database) return database;
  return { envelope: errorEnvelope('INTERNAL_ERROR', MESSAGES.internalError), unexpected: true };
}

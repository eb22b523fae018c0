import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type ErrorCode } from '@salon/contracts';
import { errorEnvelope } from '../errors/to-error-envelope';

/**
 * Failures Fastify and Node's HTTP parser answer before any route, filter or hook runs. They
 * still speak the error envelope, so a client has one shape to read whatever went wrong.
 */

/** Fastify's own refusals of a request's address (bad percent-encoding, say): 400 in the envelope. */
export function frameworkErrors(_error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(errorEnvelope('BAD_REQUEST', MESSAGES.badRequestLine));
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'HEADERS_TOO_LARGE', message: MESSAGES.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'BAD_REQUEST', message: MESSAGES.requestTimeout },
};
const MALFORMED = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST' as const, message: MESSAGES.malformedRequest };

/**
 * Node's parser refused the bytes themselves (oversized headers, broken framing): the socket
 * gets a complete HTTP answer in the envelope and is closed, as Node would have done.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorEnvelope(code, message, undefined, status));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

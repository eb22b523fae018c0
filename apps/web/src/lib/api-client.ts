import { initClient, type ApiFetcherArgs } from '@ts-rest/core';
import { contract, errorEnvelopeSchema, MESSAGES } from '@salon/contracts';
import { apiBaseUrl } from '../config/env';
import { ApiError } from './api-error';

export const REQUEST_TIMEOUT_MS = 10_000;

type RawResponse = { status: number; body: unknown; headers: Headers };

type SuccessStatus = 200 | 201 | 202 | 204;

/** The `data` of a route's 2xx envelope (undefined for 204), read from the contract. */
export type SuccessData<TResponse> = TResponse extends { status: SuccessStatus; body: infer TBody }
  ? TBody extends { success: true; data: infer TData }
    ? TData
    : undefined
  : never;

/** The one place request headers are assembled, so credentials can be added for every call. */
function buildHeaders(routeHeaders: Record<string, string>): Record<string, string> {
  return { accept: 'application/json', ...routeHeaders };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy or crash page may claim JSON; unwrap() reports it as unexpected.
    return text;
  }
}

async function send({ path, method, headers, body, fetchOptions }: ApiFetcherArgs): Promise<RawResponse> {
  const controller = new AbortController();
  const callerSignal = fetchOptions?.signal ?? undefined;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(path, { ...fetchOptions, method, headers: buildHeaders(headers), body, signal: controller.signal });
    return { status: response.status, body: await readBody(response), headers: response.headers };
  } catch (error) {
    // No answer in time is, to the user, no answer at all (spec part 1 §8).
    if (timedOut) throw new ApiError({ message: MESSAGES.networkError, status: 0, code: 'TIMEOUT' });
    // A caller that cancels (a query unmounting) is not shown an error, so its abort passes through.
    if (callerSignal?.aborted) throw error;
    throw new ApiError({ message: MESSAGES.networkError, status: 0, code: 'NETWORK_ERROR' });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

/** The typed client of every route in the contract; calls resolve to `{ status, body, headers }`. */
export const apiClient = initClient(contract, { baseUrl: apiBaseUrl, baseHeaders: {}, api: send });

function isSuccessEnvelope(body: unknown): body is { success: true; data: unknown } {
  return typeof body === 'object' && body !== null && 'data' in body && (body as { success?: unknown }).success === true;
}

function unexpectedResponse(status: number): ApiError {
  return new ApiError({ message: MESSAGES.internalError, status: status >= 400 ? status : 500, code: 'UNEXPECTED_RESPONSE' });
}

/**
 * Resolves a contract call to its envelope's `data`, or rejects with an ApiError,
 * so hooks handle one success shape and one failure type.
 */
export async function unwrap<TResponse extends RawResponse>(request: Promise<TResponse>): Promise<SuccessData<TResponse>> {
  const { status, body } = await request;
  if (status >= 200 && status < 300) {
    if (status === 204) return undefined as SuccessData<TResponse>;
    if (isSuccessEnvelope(body)) return body.data as SuccessData<TResponse>;
    throw unexpectedResponse(status);
  }
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) throw ApiError.fromEnvelope(envelope.data);
  throw unexpectedResponse(status);
}

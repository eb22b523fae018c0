// Sending one API request: the session's token, one refresh and retry on a 401, a time limit,
// and unwrap() for the answer's envelope. Kept apart from the typed client of the whole
// contract (api-client.ts), so sign-in can call its few routes without every route's schemas.
import type { ApiFetcherArgs } from '@ts-rest/core';
import { AUTH_MESSAGES, authContract, errorEnvelopeSchema, MESSAGES, readRouteAccess, successEnvelope, tokenPairSchema } from '@salon/contracts';
import { apiBaseUrl } from '../../config/env';
import { ApiError } from './api-error';
import { AUTH_CLIENT_MESSAGES } from '../session/auth-messages';
import { inputClock } from '../session/input-clock';
import { sessionStore } from '../session/session-store';

export const REQUEST_TIMEOUT_MS = 10_000;

export type RawResponse = { status: number; body: unknown; headers: Headers };

type SuccessStatus = 200 | 201 | 202 | 204;

/** The `data` of a route's 2xx envelope (undefined for 204), read from the contract. */
export type SuccessData<TResponse> = TResponse extends { status: SuccessStatus; body: infer TBody }
  ? TBody extends { success: true; data: infer TData }
    ? TData
    : undefined
  : never;

/** One HTTP request as the fetcher sends it; the body is already serialised, so it can be sent twice. */
export type ApiRequest = Pick<ApiFetcherArgs, 'path' | 'method' | 'headers' | 'body' | 'fetchOptions'>;

/** The one place request headers are assembled, so credentials are added to every call. */
function buildHeaders(routeHeaders: Record<string, string>, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...routeHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export async function readBody(response: Response): Promise<unknown> {
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

/** How an answer's body is read, and how long the whole exchange may take. */
type SendOptions = { read?: (response: Response) => Promise<unknown>; timeoutMs?: number };

async function sendOnce(
  { path, method, headers, body, fetchOptions }: ApiRequest,
  token: string | null,
  { read = readBody, timeoutMs = REQUEST_TIMEOUT_MS }: SendOptions = {},
): Promise<RawResponse> {
  const controller = new AbortController();
  const callerSignal = fetchOptions?.signal ?? undefined;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(path, { ...fetchOptions, method, headers: buildHeaders(headers, token), body, signal: controller.signal });
    return { status: response.status, body: await read(response), headers: response.headers };
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

const refreshTokenReply = successEnvelope(tokenPairSchema);
let pendingRefresh: Promise<void> | null = null;

/**
 * Trades the stored refresh token for a new pair. A refused or malformed answer ends the
 * session; no answer (network, 5xx) keeps it, since the token may still be good later.
 */
async function refreshSession(): Promise<void> {
  const session = sessionStore.getSession();
  if (!session?.refreshToken) {
    if (session) sessionStore.expire();
    throw new ApiError({ message: AUTH_MESSAGES.noRefreshToken, status: 401, code: 'UNAUTHENTICATED' });
  }
  const response = await sendOnce(
    {
      path: `${apiBaseUrl}${authContract.refreshToken.path}`,
      method: authContract.refreshToken.method,
      headers: { 'content-type': 'application/json' },
      // How long since the user's last input: the API ends the session past the salon's timeout, whatever the polls.
      body: JSON.stringify({ refreshToken: session.refreshToken, idleSeconds: inputClock.idleSeconds() }),
    },
    null,
  );
  if (response.status >= 500) {
    throw new ApiError({ message: AUTH_CLIENT_MESSAGES.refreshFailed, status: response.status, code: 'UNEXPECTED_RESPONSE' });
  }
  if (response.status >= 300) {
    sessionStore.expire();
    const envelope = errorEnvelopeSchema.safeParse(response.body);
    const code = envelope.success ? envelope.data.code : 'UNAUTHENTICATED';
    throw new ApiError({ message: AUTH_CLIENT_MESSAGES.refreshFailed, status: response.status, code });
  }
  const reply = refreshTokenReply.safeParse(response.body);
  if (!reply.success) {
    sessionStore.expire();
    throw new ApiError({ message: AUTH_CLIENT_MESSAGES.invalidRefreshResponse, status: response.status, code: 'UNEXPECTED_RESPONSE' });
  }
  sessionStore.setTokens(reply.data.data);
}

/** Every 401 in flight waits for the same refresh, so a rotated token is never spent twice. */
function renewSession(tokenSent: string | null): Promise<void> {
  const current = sessionStore.getSession();
  // A refresh finished while this request was on its way: its retry just needs the new token.
  if (current && current.token !== tokenSent) return Promise.resolve();
  pendingRefresh ??= refreshSession().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/**
 * Sends a request with the session's token; on a 401 it refreshes the session once
 * and retries once. Public routes (sign-in, refresh itself...) never refresh: their
 * 401 is the answer, and refreshing on the refresh call would loop.
 */
export async function sendWithSession(
  request: ApiRequest,
  { refreshOnUnauthorized = true, ...options }: SendOptions & { refreshOnUnauthorized?: boolean } = {},
): Promise<RawResponse> {
  const tokenSent = sessionStore.getSession()?.token ?? null;
  const response = await sendOnce(request, tokenSent, options);
  if (response.status !== 401 || !refreshOnUnauthorized) return response;
  await renewSession(tokenSent);
  return sendOnce(request, sessionStore.getSession()?.token ?? null, options);
}

/** The fetcher of the typed clients: public routes (sign-in...) answer 401 without a refresh. */
export function sendContractRequest(args: ApiFetcherArgs): Promise<RawResponse> {
  const isPublic = readRouteAccess(args.route.metadata)?.access === 'public';
  return sendWithSession(args, { refreshOnUnauthorized: !isPublic });
}

function isSuccessEnvelope(body: unknown): body is { success: true; data: unknown } {
  return typeof body === 'object' && body !== null && 'data' in body && (body as { success?: unknown }).success === true;
}

/** Texts for answers the API did not shape; callers with their own wording (sign-in...) pass it. */
export type UnwrapMessages = {
  /** A failure without an error envelope. */
  failure?: string;
  /** A 2xx answer without a success envelope. */
  noData?: string;
};

/**
 * Resolves a contract call to its envelope's `data`, or rejects with an ApiError,
 * so hooks handle one success shape and one failure type.
 */
export async function unwrap<TResponse extends RawResponse>(
  request: Promise<TResponse>,
  { failure = MESSAGES.internalError, noData = MESSAGES.internalError }: UnwrapMessages = {},
): Promise<SuccessData<TResponse>> {
  const { status, body } = await request;
  if (status >= 200 && status < 300) {
    if (status === 204) return undefined as SuccessData<TResponse>;
    if (isSuccessEnvelope(body)) return body.data as SuccessData<TResponse>;
    throw new ApiError({ message: noData, status: 500, code: 'UNEXPECTED_RESPONSE' });
  }
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) throw ApiError.fromEnvelope(envelope.data);
  throw new ApiError({ message: failure, status: status >= 400 ? status : 500, code: 'UNEXPECTED_RESPONSE' });
}


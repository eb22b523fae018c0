import { http, HttpResponse, type HttpHandler, type UnhandledRequestCallback } from 'msw';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { Mock } from 'vitest';
import { API_BASE_PATH, contract, type Contract } from '@salon/contracts';
import { apiServer } from './api-server';
import { jsonResponse } from './json-response';

type ApiCall = { url: string; init: RequestInit; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

type RoutesOf<T> = T extends AppRoute ? T : T extends AppRouter ? { [K in keyof T]: RoutesOf<T[K]> }[keyof T] : never;
/** A contract path with each `:param` standing for any text (a value, or the `:param` itself). */
type PathPattern<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${PathPattern<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
type KeyOf<R> = R extends AppRoute ? `${R['method']} ${typeof API_BASE_PATH}${PathPattern<R['path']>}` : never;
/** "METHOD /api/path" of some route of the contract, e.g. "GET /api/clients/1" or "GET /api/clients/:id". */
export type RouteKey = KeyOf<RoutesOf<Contract>>;
export type ApiHandlers = Partial<Record<RouteKey, ApiHandler>>;
/** Every request the app sent during the test, as `(url, init)` like fetch's arguments. */
export type ApiCalls = Mock<(url: string, init: RequestInit) => void>;

function routesOf(router: AppRouter | AppRoute): AppRoute[] {
  return isAppRoute(router) ? [router] : Object.values(router).flatMap(routesOf);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A "METHOD /path" pattern in which each `:param` stands for one path segment. */
const keyPattern = (key: string) => new RegExp(`^${escapeRegExp(key).replace(/:[^/]+/g, '[^/]+')}$`);

const ROUTE_PATTERNS = routesOf(contract).map((route) => keyPattern(`${route.method} ${API_BASE_PATH}${route.path}`));

/** Refuses a key that no route of the contract answers, so a typo fails where it is written. */
function assertRouteKey(key: string): void {
  if (!ROUTE_PATTERNS.some((pattern) => pattern.test(key))) {
    throw new Error(`"${key}" matches no route of the contract (expected "METHOD ${API_BASE_PATH}/path", e.g. "GET ${API_BASE_PATH}/clients/1")`);
  }
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** The calls of the current stubApi; null before a test stubs the API. */
let currentCalls: ApiCalls | null = null;

/** Requests of the current test that no handler answered; setup-tests fails the test on them. */
const unhandledRequests: string[] = [];

export function takeUnhandledRequests(): string[] {
  return unhandledRequests.splice(0);
}

/** The URL as the app wrote it (path and query), since the API's origin is the page's own. */
function pathOf(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `${pathname}${search}`;
}

/** Records the request as fetch saw it; its body is added once read, before any answer. */
function record(request: Request): RequestInit {
  const init: RequestInit = { method: request.method, headers: Object.fromEntries(request.headers), signal: request.signal };
  currentCalls?.(pathOf(request), init);
  return init;
}

function parseBody(text: string | undefined, init: RequestInit): unknown {
  if (!text) return undefined;
  const contentType = (init.headers as Record<string, string>)['content-type'] ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

function toMswHandler(key: string, handler: ApiHandler): HttpHandler {
  const [method, path] = key.split(' ') as [keyof typeof METHODS, string];
  return METHODS[method](path, async ({ request }) => {
    const init = record(request);
    const text = request.method === 'GET' ? undefined : await request.text();
    if (text) init.body = text;
    try {
      return await handler({ url: pathOf(request), init, body: parseBody(text, init) });
    } catch {
      // A handler that throws stands for a request that never reached the server.
      return HttpResponse.error();
    }
  });
}

/**
 * The server's answer to a request no handler matches: it is noted (setup-tests fails the
 * test) and fails like a dropped connection, never a silent 404.
 */
export const failUnhandledRequest: UnhandledRequestCallback = (request, print) => {
  record(request);
  unhandledRequests.push(`${request.method} ${new URL(request.url).pathname}`);
  print.error();
};

/** An API error envelope as the server sends it. */
export function errorResponse(status: number, code: string, message: string, details?: Record<string, unknown>): Response {
  return jsonResponse({ success: false, status, code, message, ...(details ? { details } : {}) }, status);
}

export function dataResponse(data: unknown, status = 200): Response {
  return jsonResponse({ success: true, data }, status);
}

/**
 * Answers the API with handlers keyed by "METHOD /path" (query string ignored), replacing
 * the test's earlier ones. Every key must be a route of the contract; a request no handler
 * answers fails the test. Returns the calls made from now on.
 */
export function stubApi(handlers: ApiHandlers): ApiCalls {
  const entries = Object.entries(handlers).filter((entry): entry is [string, ApiHandler] => entry[1] !== undefined);
  entries.forEach(([key]) => assertRouteKey(key));
  // A concrete path wins over a `:param` key of the same route.
  const ordered = [...entries.filter(([key]) => !key.includes(':')), ...entries.filter(([key]) => key.includes(':'))];
  apiServer.resetHandlers(...ordered.map(([key, handler]) => toMswHandler(key, handler)));
  currentCalls = vi.fn();
  return currentCalls;
}

/** The calls made to one "METHOD /path" (a `:param` matches any value). */
export function callsTo(calls: ApiCalls, key: RouteKey): ApiCall[] {
  assertRouteKey(key);
  const pattern = keyPattern(key);
  return calls.mock.calls
    .filter(([url, init]) => pattern.test(`${init.method ?? 'GET'} ${url.split('?')[0]}`))
    .map(([url, init]) => ({ url, init, body: parseBody(typeof init.body === 'string' ? init.body : undefined, init) }));
}

export function authorizationOf(call: ApiCall): string | undefined {
  return (call.init.headers as Record<string, string> | undefined)?.authorization;
}

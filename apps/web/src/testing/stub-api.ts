import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { API_BASE_PATH, contract, type Contract } from '@salon/contracts';
import { jsonResponse } from './json-response';

type ApiCall = { url: string; init: RequestInit; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

type RoutesOf<T> = T extends AppRoute ? T : T extends AppRouter ? { [K in keyof T]: RoutesOf<T[K]> }[keyof T] : never;
/** A contract path with each `:param` standing for any text. */
type PathPattern<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${PathPattern<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
type KeyOf<R> = R extends AppRoute ? `${R['method']} ${typeof API_BASE_PATH}${PathPattern<R['path']>}` : never;
/** "METHOD /api/path" of some route of the contract, e.g. "GET /api/clients/1". */
export type RouteKey = KeyOf<RoutesOf<Contract>>;
export type ApiHandlers = Partial<Record<RouteKey, ApiHandler>>;

function routesOf(router: AppRouter | AppRoute): AppRoute[] {
  return isAppRoute(router) ? [router] : Object.values(router).flatMap(routesOf);
}

const ROUTE_PATTERNS = routesOf(contract).map((route) => {
  const path = `${API_BASE_PATH}${route.path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${route.method} ${path}$`);
});

/** Refuses a key that no route of the contract answers, so a typo fails where it is written. */
function assertRouteKey(key: string): void {
  if (!ROUTE_PATTERNS.some((pattern) => pattern.test(key))) {
    throw new Error(`"${key}" matches no route of the contract (expected "METHOD ${API_BASE_PATH}/path", e.g. "GET ${API_BASE_PATH}/clients/1")`);
  }
}

const keyOf = (input: string | URL | Request, init: RequestInit = {}) => `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;

/** Requests of the current test that no handler answered; setup-tests fails the test on them. */
const unhandledRequests: string[] = [];

export function takeUnhandledRequests(): string[] {
  return unhandledRequests.splice(0);
}

/** An API error envelope as the server sends it. */
export function errorResponse(status: number, code: string, message: string, details?: Record<string, unknown>): Response {
  return jsonResponse({ success: false, status, code, message, ...(details ? { details } : {}) }, status);
}

export function dataResponse(data: unknown, status = 200): Response {
  return jsonResponse({ success: true, data }, status);
}

/**
 * Stubs fetch with handlers keyed by "METHOD /path" (query string ignored). Every key must
 * be a route of the contract; a request no handler answers rejects and fails the test.
 */
export function stubApi(handlers: ApiHandlers) {
  for (const key of Object.keys(handlers)) assertRouteKey(key);
  const byKey: Record<string, ApiHandler | undefined> = handlers;
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const key = keyOf(input, init);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = byKey[key];
    if (!handler) {
      unhandledRequests.push(key);
      throw new Error(`stubApi: no handler for ${key}`);
    }
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: RouteKey): ApiCall[] {
  assertRouteKey(key);
  return fetchMock.mock.calls
    .filter(([input, init]) => keyOf(input, init) === key)
    .map(([input, init = {}]) => ({ url: String(input), init, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined }));
}

export function authorizationOf(call: ApiCall): string | undefined {
  return (call.init.headers as Record<string, string> | undefined)?.authorization;
}

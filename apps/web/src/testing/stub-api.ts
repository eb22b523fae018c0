import { jsonResponse } from './json-response';

type ApiCall = { url: string; init: RequestInit; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/** An API error envelope as the server sends it. */
export function errorResponse(status: number, code: string, message: string, details?: Record<string, unknown>): Response {
  return jsonResponse({ success: false, status, code, message, ...(details ? { details } : {}) }, status);
}

export function dataResponse(data: unknown, status = 200): Response {
  return jsonResponse({ success: true, data }, status);
}

/**
 * Stubs fetch with handlers keyed by "METHOD /path" (query string ignored); anything
 * else answers 404 like the API does for an unknown route.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = handlers[key];
    if (!handler) return errorResponse(404, 'NOT_FOUND', `No route matches ${key}`);
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string): ApiCall[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === key)
    .map(([input, init = {}]) => ({ url: String(input), init, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined }));
}

export function authorizationOf(call: ApiCall): string | undefined {
  return (call.init.headers as Record<string, string> | undefined)?.authorization;
}

import { MESSAGES, type ErrorEnvelope, type ServiceType } from '@salon/contracts';
import { jsonResponse } from '../../testing/json-response';
import { apiClient, REQUEST_TIMEOUT_MS, unwrap } from './api-client';
import { ApiError } from './api-error';

const serviceTypes: ServiceType[] = [
  { service_type_id: 1, name: 'Hair Cut & Styling', description: 'Cuts, blow-dries and styling', is_active: true },
  { service_type_id: 2, name: 'Hair Coloring', description: null, is_active: false },
];

function stubFetch(implementation: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends the contract route under the API base and resolves to the envelope data', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, data: serviceTypes }));

    const data = await unwrap(apiClient.serviceTypes.list({ query: { is_active: 'true' } }));

    expect(data).toEqual(serviceTypes);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/service-types?is_active=true');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ accept: 'application/json' });
  });

  it('turns an error envelope into an ApiError with its status, code, message and field errors', async () => {
    const envelope: ErrorEnvelope = {
      success: false,
      status: 400,
      code: 'VALIDATION_FAILED',
      message: MESSAGES.validationFailed,
      details: { fieldErrors: { is_active: ['is_active must be true or false'] } },
    };
    stubFetch(async () => jsonResponse(envelope, 400));

    const error = await captureError(unwrap(apiClient.serviceTypes.list()));

    expect(error.message).toBe(MESSAGES.validationFailed);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.fieldErrors).toEqual({ is_active: ['is_active must be true or false'] });
  });

  it('reports a network failure when no answer comes at all', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await captureError(unwrap(apiClient.health.check()));

    expect(error.message).toBe('Network error - please check your connection');
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('reports an unexpected error, keeping the HTTP status, when a failure body is not JSON', async () => {
    stubFetch(async () => new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } }));

    const error = await captureError(unwrap(apiClient.health.check()));

    expect(error.message).toBe('An unexpected error occurred');
    expect(error.status).toBe(500);
    expect(error.code).toBe('UNEXPECTED_RESPONSE');
  });

  it('reports an unexpected error for a gateway page that is not an envelope', async () => {
    stubFetch(async () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));

    const error = await captureError(unwrap(apiClient.health.check()));

    expect(error.message).toBe(MESSAGES.internalError);
    expect(error.status).toBe(502);
  });

  it('reports a 2xx answer without a success envelope as an unexpected 500', async () => {
    stubFetch(async () => jsonResponse({ status: 'ok' }));

    const error = await captureError(unwrap(apiClient.health.check()));

    expect(error.message).toBe(MESSAGES.internalError);
    expect(error.status).toBe(500);
  });

  it('resolves a 204 answer to undefined', async () => {
    await expect(unwrap(Promise.resolve({ status: 204, body: undefined, headers: new Headers() }))).resolves.toBeUndefined();
  });

  describe('time-out', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    function stubHangingFetch() {
      // Like a real fetch, it only settles when its signal aborts.
      return stubFetch(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          }),
      );
    }

    it('aborts a request after 10 seconds and reports the time-out', async () => {
      stubHangingFetch();
      let settled = false;
      const call = unwrap(apiClient.health.check()).finally(() => {
        settled = true;
      });
      const outcome = captureError(call);

      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);

      const error = await outcome;
      expect(REQUEST_TIMEOUT_MS).toBe(10_000);
      expect(error.message).toBe(MESSAGES.networkError);
      expect(error.status).toBe(0);
      expect(error.code).toBe('TIMEOUT');
    });

    it('passes a caller cancellation through instead of reporting an error', async () => {
      stubHangingFetch();
      const controller = new AbortController();
      const call = unwrap(apiClient.health.check({ fetchOptions: { signal: controller.signal } }));

      controller.abort();

      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
      await expect(call).rejects.not.toBeInstanceOf(ApiError);
    });
  });
});

import { callsTo, dataResponse, stubApi, takeUnhandledRequests, authorizationOf, type ApiHandlers } from './stub-api';

describe('stubApi', () => {
  it('refuses a key that is no route of the contract, at compile time and when it runs', () => {
    // @ts-expect-error "clientz" is a typo: no route of the contract has this path.
    const typo: ApiHandlers = { 'GET /api/clientz': () => dataResponse([]) };

    expect(() => stubApi(typo)).toThrow('"GET /api/clientz" matches no route of the contract');
  });

  it('answers the app with the handler of the route and records the call', async () => {
    const calls = stubApi({ 'PUT /api/clients/7': ({ body }) => dataResponse({ echoed: body }) });

    const response = await fetch('/api/clients/7?full=true', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-1' },
      body: JSON.stringify({ first_name: 'Ann' }),
    });

    expect(await response.json()).toEqual({ success: true, data: { echoed: { first_name: 'Ann' } } });
    const [call] = callsTo(calls, 'PUT /api/clients/7');
    expect(call.url).toBe('/api/clients/7?full=true');
    expect(call.body).toEqual({ first_name: 'Ann' });
    expect(authorizationOf(call)).toBe('Bearer token-1');
  });

  it('lets a key name a path parameter, which a concrete path of the same route overrides', async () => {
    stubApi({ 'GET /api/clients/:id': () => dataResponse('any'), 'GET /api/clients/2': () => dataResponse('two') });

    const answers = await Promise.all(['/api/clients/1', '/api/clients/2'].map(async (path) => (await fetch(path)).json()));

    expect(answers).toEqual([
      { success: true, data: 'any' },
      { success: true, data: 'two' },
    ]);
  });

  it('fails a request no handler answers, like a dropped connection, and names it for the test to fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubApi({});

    await expect(fetch('/api/clients?limit=20')).rejects.toThrow(TypeError);

    expect(takeUnhandledRequests()).toEqual(['GET /api/clients']);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('turns a handler that throws into a request that never reached the server', async () => {
    stubApi({
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await expect(fetch('/api/health')).rejects.toThrow(TypeError);
  });

  it('answers while every timer is fake, so a test that fakes them does not hang', async () => {
    vi.useFakeTimers();
    stubApi({ 'GET /api/health': () => dataResponse({ status: 'ok' }) });

    const response = await fetch('/api/health');

    expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});

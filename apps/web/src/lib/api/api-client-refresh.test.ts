import { AUTH_MESSAGES, MESSAGES } from '@salon/contracts';
import { authorizationOf, callsTo, dataResponse, errorResponse, stubApi } from '../../testing/stub-api';
import { ownerUser, signIn } from '../../testing/session-fixtures';
import { apiClient, unwrap } from './api-client';
import { ApiError } from './api-error';
import { sessionStore } from '../session/session-store';

const ME = 'GET /api/auth/me';
const ROLES = 'GET /api/roles';
const REFRESH = 'POST /api/auth/refresh-token';

const expired = () => errorResponse(401, 'UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);

/** Answers 401 to the old access token and data to the new one, like the API after a rotation. */
function acceptsOnly(token: string, data: unknown) {
  return ({ init }: { init: RequestInit }) =>
    (init.headers as Record<string, string>).authorization === `Bearer ${token}` ? dataResponse(data) : expired();
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const reason = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

describe('api client session handling', () => {
  it('sends the stored access token as a bearer token', async () => {
    signIn(ownerUser, 'access-1');
    const fetchMock = stubApi({ [ME]: () => dataResponse(ownerUser) });

    await unwrap(apiClient.auth.me());

    expect(authorizationOf(callsTo(fetchMock, ME)[0])).toBe('Bearer access-1');
  });

  it('sends no authorization header when signed out', async () => {
    const fetchMock = stubApi({ [ME]: () => expired() });

    await rejectionOf(unwrap(apiClient.auth.me()));

    expect(authorizationOf(callsTo(fetchMock, ME)[0])).toBeUndefined();
  });

  it('makes one refresh for several parallel 401s and retries each request once with the new token', async () => {
    signIn(ownerUser, 'old-access', 'old-refresh');
    let answerRefresh = () => {};
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    const fetchMock = stubApi({
      [ME]: acceptsOnly('new-access', ownerUser),
      [ROLES]: acceptsOnly('new-access', []),
      [REFRESH]: async () => {
        // Answers only when the test says so, after every first attempt has failed.
        await refreshAnswered;
        return dataResponse({ token: 'new-access', refreshToken: 'new-refresh' });
      },
    });

    const answers = Promise.all([unwrap(apiClient.auth.me()), unwrap(apiClient.users.listRoles()), unwrap(apiClient.auth.me())]);
    await vi.waitFor(() => expect(callsTo(fetchMock, REFRESH)).toHaveLength(1));
    await vi.waitFor(() => expect(callsTo(fetchMock, ME).length + callsTo(fetchMock, ROLES).length).toBe(3));
    answerRefresh();
    const results = await answers;

    expect(results).toEqual([ownerUser, [], ownerUser]);
    const refreshes = callsTo(fetchMock, REFRESH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refreshToken: 'old-refresh', idleSeconds: expect.any(Number) });
    expect(authorizationOf(refreshes[0])).toBeUndefined();
    const meCalls = callsTo(fetchMock, ME);
    expect(meCalls.map(authorizationOf)).toEqual(['Bearer old-access', 'Bearer old-access', 'Bearer new-access', 'Bearer new-access']);
    expect(callsTo(fetchMock, ROLES).map(authorizationOf)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(sessionStore.getSession()).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh' });
    expect(window.localStorage.getItem('token')).toBe('new-access');
    expect(window.localStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it("tells the refresh how long since the user's last input, so a page that only polls is not kept signed in", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00Z') });
    try {
      signIn(ownerUser, 'old-access', 'old-refresh');
      const fetchMock = stubApi({
        [ME]: acceptsOnly('new-access', ownerUser),
        [REFRESH]: () => dataResponse({ token: 'new-access', refreshToken: 'new-refresh' }),
      });
      // Seven minutes later a poll meets an expired token; nobody has touched the page since signing in.
      vi.setSystemTime(new Date('2026-03-02T09:07:00Z'));
      await unwrap(apiClient.auth.me());
      expect(callsTo(fetchMock, REFRESH)[0].body).toEqual({ refreshToken: 'old-refresh', idleSeconds: 420 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries only once: a second 401 after the refresh is the answer', async () => {
    signIn(ownerUser, 'old-access', 'old-refresh');
    const fetchMock = stubApi({
      [ME]: () => expired(),
      [REFRESH]: () => dataResponse({ token: 'new-access', refreshToken: 'new-refresh' }),
    });

    const error = await rejectionOf(unwrap(apiClient.auth.me()));

    expect(error.status).toBe(401);
    expect(callsTo(fetchMock, ME)).toHaveLength(2);
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(1);
  });

  it('does not refresh again for a 401 that arrives after another request already refreshed', async () => {
    signIn(ownerUser, 'old-access', 'old-refresh');
    const renewed = new Promise<void>((resolve) => {
      const unsubscribe = sessionStore.subscribe(() => {
        if (sessionStore.getSession()?.token !== 'new-access') return;
        unsubscribe();
        resolve();
      });
    });
    const fetchMock = stubApi({
      [ME]: acceptsOnly('new-access', ownerUser),
      [ROLES]: async (call) => {
        // Answers only once the refresh started by GET /auth/me has stored the new tokens.
        await renewed;
        return acceptsOnly('new-access', [])(call);
      },
      [REFRESH]: () => dataResponse({ token: 'new-access', refreshToken: 'new-refresh' }),
    });

    await Promise.all([unwrap(apiClient.auth.me()), unwrap(apiClient.users.listRoles())]);

    expect(callsTo(fetchMock, REFRESH)).toHaveLength(1);
    expect(callsTo(fetchMock, ROLES).map(authorizationOf)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('ends the session when the refresh is refused, and tells the expiry listeners', async () => {
    signIn(ownerUser, 'old-access', 'spent-refresh');
    const onExpire = vi.fn();
    const unsubscribe = sessionStore.onExpire(onExpire);
    const fetchMock = stubApi({
      [ME]: () => expired(),
      [ROLES]: () => expired(),
      [REFRESH]: () => errorResponse(401, 'INVALID_REFRESH_TOKEN', AUTH_MESSAGES.invalidRefreshToken),
    });

    const errors = await Promise.all([rejectionOf(unwrap(apiClient.auth.me())), rejectionOf(unwrap(apiClient.users.listRoles()))]);
    unsubscribe();

    expect(errors.map((error) => error.message)).toEqual(['Session refresh failed.', 'Session refresh failed.']);
    expect(errors[0].code).toBe('INVALID_REFRESH_TOKEN');
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(1);
    // Neither request is retried without a session.
    expect(callsTo(fetchMock, ME)).toHaveLength(1);
    expect(sessionStore.getSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a refresh answer without the new tokens', async () => {
    signIn(ownerUser);
    stubApi({ [ME]: () => expired(), [REFRESH]: () => dataResponse({ token: 'only-half' }) });

    const error = await rejectionOf(unwrap(apiClient.auth.me()));

    expect(error.message).toBe('Invalid token refresh response');
    expect(sessionStore.getSession()).toBeNull();
  });

  it('ends the session without calling the API when no refresh token is stored', async () => {
    // As restored from storage holding a token and user but no refresh token.
    sessionStore.start({ token: 'access-1', refreshToken: '', user: ownerUser });
    const fetchMock = stubApi({ [ME]: () => expired() });

    const error = await rejectionOf(unwrap(apiClient.auth.me()));

    expect(error.message).toBe('No refresh token available');
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(0);
    expect(sessionStore.getSession()).toBeNull();
  });

  it('keeps the session when the refresh gets no answer, so a dropped connection does not sign anyone out', async () => {
    signIn(ownerUser);
    stubApi({
      [ME]: () => expired(),
      [REFRESH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const error = await rejectionOf(unwrap(apiClient.auth.me()));

    expect(error.message).toBe(MESSAGES.networkError);
    expect(sessionStore.getSession()).not.toBeNull();
  });

  it('never refreshes for the refresh call itself', async () => {
    signIn(ownerUser, 'access-1', 'spent-refresh');
    const fetchMock = stubApi({ [REFRESH]: () => errorResponse(401, 'INVALID_REFRESH_TOKEN', AUTH_MESSAGES.invalidRefreshToken) });

    const error = await rejectionOf(unwrap(apiClient.auth.refreshToken({ body: { refreshToken: 'spent-refresh' } })));

    expect(error.code).toBe('INVALID_REFRESH_TOKEN');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getSession()).not.toBeNull();
  });

  it('never refreshes for a failed sign-in', async () => {
    signIn(ownerUser);
    const fetchMock = stubApi({
      'POST /api/auth/login': () => errorResponse(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials),
    });

    const error = await rejectionOf(unwrap(apiClient.auth.login({ body: { username: 'maya', password: 'wrong' } })));

    expect(error.message).toBe('Invalid username or password');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

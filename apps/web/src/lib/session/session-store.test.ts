import { ownerUser } from '../../testing/session-fixtures';
import { createSessionStore } from './session-store';

function store(items: Record<string, string>) {
  for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  return createSessionStore(window.localStorage);
}

describe('session restore', () => {
  it('restores the session when a token and a user are stored', () => {
    const session = store({ token: 'access-1', refreshToken: 'refresh-1', user: JSON.stringify(ownerUser) }).getSession();

    expect(session).toEqual({ token: 'access-1', refreshToken: 'refresh-1', user: ownerUser });
  });

  it('restores without a refresh token, which then cannot be renewed', () => {
    const session = store({ token: 'access-1', user: JSON.stringify(ownerUser) }).getSession();

    expect(session).toEqual({ token: 'access-1', refreshToken: null, user: ownerUser });
  });

  it('stays signed out with a token but no user, and clears the leftovers', () => {
    expect(store({ token: 'access-1', refreshToken: 'refresh-1' }).getSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });

  it('stays signed out with a user but no token', () => {
    expect(store({ refreshToken: 'refresh-1', user: JSON.stringify(ownerUser) }).getSession()).toBeNull();
  });

  it('stays signed out when the stored user is not readable', () => {
    expect(store({ token: 'access-1', user: '{not json' }).getSession()).toBeNull();
    expect(store({ token: 'access-1', user: JSON.stringify({ id: 'x' }) }).getSession()).toBeNull();
  });
});

describe('session store', () => {
  it('keeps a sign-in in storage and clears it all on sign-out', () => {
    const sessions = createSessionStore(window.localStorage);
    const listener = vi.fn();
    sessions.subscribe(listener);

    sessions.start({ token: 'access-1', refreshToken: 'refresh-1', user: ownerUser });

    expect(window.localStorage.getItem('token')).toBe('access-1');
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(ownerUser);

    sessions.end();

    expect(sessions.getSession()).toBeNull();
    expect(['token', 'refreshToken', 'user'].map((key) => window.localStorage.getItem(key))).toEqual([null, null, null]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('replaces the tokens after a refresh but ignores a refresh that lands after sign-out', () => {
    const sessions = createSessionStore(window.localStorage);
    sessions.start({ token: 'access-1', refreshToken: 'refresh-1', user: ownerUser });

    sessions.setTokens({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(sessions.getSession()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2', user: ownerUser });

    sessions.end();
    sessions.setTokens({ token: 'access-3', refreshToken: 'refresh-3' });
    expect(sessions.getSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('follows a sign-out made in another tab', () => {
    const sessions = createSessionStore(window.localStorage, { syncAcrossTabs: true });
    sessions.start({ token: 'access-1', refreshToken: 'refresh-1', user: ownerUser });

    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));

    expect(sessions.getSession()).toBeNull();
  });
});

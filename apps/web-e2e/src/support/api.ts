import { inject } from 'vitest';
import { DEMO_PASSWORD } from './browser';

/**
 * One sign-in per demo user and test file: the sign-in throttle counts attempts still being
 * checked, so a burst of parallel sign-ins for one account is refused like a password guesser.
 */
const tokens = new Map<string, Promise<string>>();

function tokenOf(username: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    token = (async () => {
      const login = await fetch(`${inject('baseUrl')}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      if (!login.ok) throw new Error(`signing in as ${username} answered ${login.status}: ${await login.text()}`);
      return (await login.json()).data.token as string;
    })();
    tokens.set(username, token);
    token.catch(() => tokens.delete(username));
  }
  return token;
}

/** Calls the demo salon's API directly as a demo user, to find ids a journey needs. */
export async function apiAs<T = unknown>(username: string, path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, { headers: { authorization: `Bearer ${await tokenOf(username)}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data as T;
}

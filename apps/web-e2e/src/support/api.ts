import { inject } from 'vitest';
import { DEMO_PASSWORD } from './browser';

/** Calls the demo salon's API directly as a demo user, to find ids a journey needs. */
export async function apiAs<T = unknown>(username: string, path: string): Promise<T> {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const { data } = await login.json();
  const response = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${data.token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data as T;
}

import type { Location } from 'react-router-dom';

/** Router state carried to the sign-in page: where the user was going. */
export type ReturnState = { from: { pathname: string; search: string; hash: string } };

export const SIGN_IN_PATH = '/auth/login';
/** Where sign-out leads (spec part 1 §2). */
export const SIGNED_OUT_PATH = '/login';
export const HOME_PATH = '/dashboard';

const GUEST_ONLY_PATHS = new Set(['/login', '/auth/login', '/register', '/auth/register']);

export function returnStateFor({ pathname, search, hash }: Location): ReturnState {
  return { from: { pathname, search, hash } };
}

/** Where to go after sign-in: the remembered page, unless it is missing or a sign-in page itself. */
export function readReturnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return HOME_PATH;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return HOME_PATH;
  const { pathname, search = '', hash = '' } = from as Partial<ReturnState['from']>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || GUEST_ONLY_PATHS.has(pathname)) return HOME_PATH;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

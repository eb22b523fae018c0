import { sessionUserSchema, type SessionUser } from '@salon/contracts';

/** The local storage keys of the spec (part 1 §9). */
export const SESSION_KEYS = ['token', 'refreshToken', 'user'] as const;

export type Session = {
  token: string;
  /** Null when storage held a token and user but no refresh token: the next 401 then ends the session. */
  refreshToken: string | null;
  user: SessionUser;
};

function parseUser(raw: string): SessionUser | null {
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A session is restored only when both a token and a readable user are stored (spec part 1 §4). */
export function readStoredSession(storage: Storage): Session | null {
  try {
    const token = storage.getItem('token');
    const rawUser = storage.getItem('user');
    if (!token || !rawUser) return null;
    const user = parseUser(rawUser);
    if (!user) return null;
    return { token, refreshToken: storage.getItem('refreshToken') || null, user };
  } catch {
    // Storage can be switched off by the browser; the app then works signed out.
    return null;
  }
}

export function writeStoredSession(storage: Storage, session: Session): void {
  try {
    storage.setItem('token', session.token);
    if (session.refreshToken) storage.setItem('refreshToken', session.refreshToken);
    else storage.removeItem('refreshToken');
    storage.setItem('user', JSON.stringify(session.user));
  } catch {
    // Without storage the session lives for this page only.
  }
}

export function clearStoredSession(storage: Storage): void {
  try {
    for (const key of SESSION_KEYS) storage.removeItem(key);
  } catch {
    // Nothing stored that could be cleared.
  }
}

import type { AuthResult, SessionUser, TokenPair } from '@salon/contracts';
import { inputClock } from './input-clock';
import { clearStoredSession, readStoredSession, SESSION_KEYS, writeStoredSession, type Session } from './session-storage';

type Listener = () => void;

export type SessionStore = {
  getSession(): Session | null;
  /** For useSyncExternalStore; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  /** After sign-in: keeps the tokens and user in memory and storage. */
  start(result: AuthResult): void;
  /** After a token refresh; ignored when the session ended meanwhile. */
  setTokens(pair: TokenPair): void;
  /** After GET /auth/me, so role changes show without signing in again. */
  setUser(user: SessionUser): void;
  /** Sign-out: clears memory and storage. */
  end(): void;
  /** A refresh failed: ends the session and tells the expiry listeners, which send the user to sign in. */
  expire(): void;
  onExpire(listener: Listener): () => void;
};

type SessionStoreOptions = {
  /** Follow sign-ins, sign-outs and token rotations made in other tabs. */
  syncAcrossTabs?: boolean;
};

/** The one session store; plain code (the api client) and React (useSession) read and update it. */
export function createSessionStore(storage: Storage, { syncAcrossTabs = false }: SessionStoreOptions = {}): SessionStore {
  let session = readStoredSession(storage);
  if (!session) clearStoredSession(storage);
  const listeners = new Set<Listener>();
  const expiryListeners = new Set<Listener>();

  const emit = () => listeners.forEach((listener) => listener());
  const notifyExpiry = () => expiryListeners.forEach((listener) => listener());
  const replace = (next: Session | null) => {
    session = next;
    if (next) writeStoredSession(storage, next);
    else clearStoredSession(storage);
    emit();
  };

  if (syncAcrossTabs && typeof window !== 'undefined') {
    // Another tab rotating the refresh token must not leave this tab holding the spent one.
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== storage) return;
      if (event.key !== null && !(SESSION_KEYS as readonly string[]).includes(event.key)) return;
      const hadSession = session !== null;
      session = readStoredSession(storage);
      emit();
      // Signed out elsewhere: this tab goes to sign-in like after a failed refresh.
      if (hadSession && session === null) notifyExpiry();
    });
  }

  return {
    getSession: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: ({ token, refreshToken, user }) => {
      // Signing in is the user's input: idle time starts again from now, not from before.
      inputClock.mark();
      replace({ token, refreshToken, user });
    },
    setTokens({ token, refreshToken }) {
      if (session) replace({ ...session, token, refreshToken });
    },
    setUser(user) {
      if (session) replace({ ...session, user });
    },
    end: () => replace(null),
    expire() {
      replace(null);
      notifyExpiry();
    },
    onExpire(listener) {
      expiryListeners.add(listener);
      return () => expiryListeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore(window.localStorage, { syncAcrossTabs: true });

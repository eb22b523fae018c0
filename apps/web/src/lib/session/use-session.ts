import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { Session } from './session-storage';

/** The signed-in session, or null; re-renders on sign-in, sign-out, refresh and user updates. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession);
}

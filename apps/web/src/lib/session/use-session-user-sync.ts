import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../api/api-client';
import { sessionKeys } from './session-keys';
import { sessionStore } from './session-store';
import { useSession } from './use-session';

/**
 * Re-reads the signed-in user from GET /auth/me, so roles an owner changed (or a
 * deactivation) take effect without signing in again. Each new access token reads it
 * again at once: the API refuses a token whose access changed, and the refresh that
 * follows is the moment the permissions are new.
 */
export function useSessionUserSync(): void {
  const token = useSession()?.token ?? null;
  const signedIn = token !== null;
  const { data } = useQuery({
    queryKey: [...sessionKeys.user(), token],
    queryFn: ({ signal }) => unwrap(apiClient.auth.me({ fetchOptions: { signal } })),
    enabled: signedIn,
    staleTime: 60_000,
  });

  useEffect(() => {
    const session = sessionStore.getSession();
    if (data && session && JSON.stringify(session.user) !== JSON.stringify(data)) sessionStore.setUser(data);
  }, [data]);
}

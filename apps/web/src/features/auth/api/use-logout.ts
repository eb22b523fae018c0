import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@salon/contracts';
import { useNavigate } from 'react-router-dom';
import { authClient } from '../../../lib/api/auth-client';
import { notify } from '../../../lib/notifications/notify';
import { SIGNED_OUT_PATH } from '../../../lib/routing/return-path';
import { sessionStore } from '../../../lib/session/session-store';

/** Signs out at once: the server is told to revoke the refresh token, and a failure there is ignored. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return () => {
    const refreshToken = sessionStore.getSession()?.refreshToken ?? undefined;
    authClient.logout({ body: { refreshToken } }).catch(() => undefined);
    sessionStore.end();
    void navigate(SIGNED_OUT_PATH, { replace: true });
    queryClient.clear();
    notify.success({ message: AUTH_MESSAGES.loggedOut });
  };
}

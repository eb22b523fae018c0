import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { returnStateFor, SIGN_IN_PATH } from '../../lib/routing/return-path';
import { sessionStore } from '../../lib/session/session-store';

/**
 * When a session refresh fails, the api client ends the session; this sends the user to sign in
 * again. A new page opens at its top (the router keeps Back's position where the page is tall
 * enough when it returns).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      sessionStore.onExpire(() => {
        queryClient.clear();
        void navigate(SIGN_IN_PATH, { replace: true, state: returnStateFor(locationRef.current) });
      }),
    [navigate, queryClient],
  );

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

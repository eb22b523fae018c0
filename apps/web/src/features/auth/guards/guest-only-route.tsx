import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readReturnPath } from '../../../lib/routing/return-path';
import { useSession } from '../../../lib/session/use-session';

/** Sign-in and registration are for visitors; a signed-in user is sent on to where they were going. */
export function GuestOnlyRoute() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Navigate to={readReturnPath(location.state)} replace />;
  return <Outlet />;
}

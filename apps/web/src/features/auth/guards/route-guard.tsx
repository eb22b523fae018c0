import { useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { meetsRequirements, type AccessRequirements } from '../../../lib/session/access-rules';
import { returnStateFor, SIGN_IN_PATH } from '../../../lib/routing/return-path';
import { useSession } from '../../../lib/session/use-session';

export const UNAUTHORIZED_PATH = '/unauthorized';

type RouteGuardProps = AccessRequirements & {
  /** Where a signed-out visitor is sent; /auth/login unless given. */
  redirectTo?: string;
  /** The guarded content; the child routes when omitted. */
  children?: ReactNode;
};

/**
 * Lets the signed-in user through when every given requirement holds (spec part 1 §5).
 * A signed-out visitor goes to sign in, remembering the page; a missing permission or role goes to /unauthorized.
 */
export function RouteGuard({ redirectTo = SIGN_IN_PATH, children, ...requirements }: RouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  const signedInWhenOpened = useRef(session !== null);

  if (!session) {
    // The session ended on this page: sign-out (to /login) or expiry (to /auth/login) is already leading away.
    if (signedInWhenOpened.current) return null;
    return <Navigate to={redirectTo} replace state={returnStateFor(location)} />;
  }
  if (!meetsRequirements(session.user, requirements)) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return children ?? <Outlet />;
}

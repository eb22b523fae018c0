/**
 * Who may call a route, written in the route's contract metadata so the API's
 * guard and the web read the same declaration. A route that declares nothing
 * is denied by the API.
 */
export type RouteAccess = { access: 'public' } | { access: 'authenticated' } | { access: 'permission'; permission: string };

/** Anyone, signed in or not. */
export const publicRoute = { access: 'public' } as const satisfies RouteAccess;

/** Any signed-in user, whatever their roles. */
export const authenticatedRoute = { access: 'authenticated' } as const satisfies RouteAccess;

export const requires = (permission: string) =>
  ({ access: 'permission', permission }) as const satisfies RouteAccess;

export function readRouteAccess(metadata: unknown): RouteAccess | null {
  if (typeof metadata !== 'object' || metadata === null || !('access' in metadata)) return null;
  const access = (metadata as { access: unknown }).access;
  if (access === 'public') return publicRoute;
  if (access === 'authenticated') return authenticatedRoute;
  if (access === 'permission' && typeof (metadata as { permission?: unknown }).permission === 'string') {
    return metadata as RouteAccess;
  }
  return null;
}

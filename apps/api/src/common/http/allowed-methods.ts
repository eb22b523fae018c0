import { API_BASE_PATH } from '@salon/contracts';
import { listContractRoutes } from '../auth/route-access';

type RoutePattern = { method: string; pattern: RegExp };

const toPattern = (path: string) => new RegExp(`^${(API_BASE_PATH + path).replace(/:[^/]+/g, '[^/]+')}/?$`);

/** Routes served outside the contract, on Fastify directly. */
const OTHER_ROUTES: RoutePattern[] = [{ method: 'GET', pattern: toPattern('/openapi.json') }];

const ROUTES: RoutePattern[] = [...listContractRoutes().map((route) => ({ method: route.method, pattern: toPattern(route.path) })), ...OTHER_ROUTES];

/**
 * The methods the API answers on a concrete path (`/api/clients/7`), so a wrong method on a
 * known path is told 405 with `Allow`, not 404. Empty when no route has the path.
 */
export function allowedMethods(path: string): string[] {
  const methods = new Set(ROUTES.filter((route) => route.pattern.test(path)).map((route) => route.method));
  // Fastify answers HEAD wherever it answers GET.
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

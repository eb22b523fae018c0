import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { API_BASE_PATH, contract, readRouteAccess, type RouteAccess } from '@salon/contracts';

export type ContractRoute = { key: string; method: string; path: string; access: RouteAccess | null };

/** Every route of a contract, with the access rule its metadata declares. */
export function listContractRoutes(router: AppRouter = contract, prefix = ''): ContractRoute[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(value)) {
      const route = value as AppRoute;
      return [{ key: name, method: route.method, path: route.path, access: readRouteAccess(route.metadata) }];
    }
    return listContractRoutes(value as AppRouter, name);
  });
}

/**
 * Finds the access rule of the route a request matched, by Fastify's route
 * pattern (`/api/service-types/:id`). Routes outside the contract have none.
 */
export class RouteAccessTable {
  private readonly byRoute = new Map<string, RouteAccess | null>();

  constructor(routes: ContractRoute[] = listContractRoutes()) {
    for (const route of routes) this.byRoute.set(`${route.method} ${API_BASE_PATH}${route.path}`, route.access);
  }

  accessFor(method: string, routePattern: string | undefined): RouteAccess | null {
    if (!routePattern) return null;
    // HEAD is served by the GET route.
    const verb = method === 'HEAD' ? 'GET' : method;
    return this.byRoute.get(`${verb} ${routePattern}`) ?? null;
  }
}

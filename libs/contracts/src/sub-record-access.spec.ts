import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { readRouteAccess } from './common/access';
import { contract } from './contract';
import { RESOURCES } from './permissions';

/**
 * DECISIONS §4: reading needs `read`, creating `create`, editing `update`, deleting `delete`.
 * A record's sub-records (notes, extra services, working days) follow the same verbs with
 * the parent's resource, so a role with `update` alone edits them but neither adds nor deletes.
 */

function routes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routes(entry)));
}

/** "POST /clients/:id/notes" → "clients:create", for every route that needs a permission. */
const permissionByRoute = Object.fromEntries(
  routes(contract).flatMap((route) => {
    const access = readRouteAccess(route.metadata);
    return access?.access === 'permission' ? [[`${route.method} ${route.path}`, access.permission]] : [];
  }),
);

describe('access to sub-records', () => {
  it.each([
    ['POST /clients/:id/notes', 'clients:create'],
    ['PUT /clients/:id/notes/:noteId', 'clients:update'],
    ['DELETE /clients/:id/notes/:noteId', 'clients:delete'],
    ['POST /appointments/:id/notes', 'appointments:create'],
    ['PUT /appointments/:id/notes/:noteId', 'appointments:update'],
    ['DELETE /appointments/:id/notes/:noteId', 'appointments:delete'],
    ['POST /appointments/:id/services', 'appointments:create'],
    ['PUT /appointments/:id/services/:serviceId', 'appointments:update'],
    ['DELETE /appointments/:id/services/:serviceId', 'appointments:delete'],
    ['POST /employees/:id/schedules', 'employees:create'],
    ['PUT /employees/:id/schedules/:scheduleId', 'employees:update'],
    ['DELETE /employees/:id/schedules/:scheduleId', 'employees:delete'],
    // Saving the whole week is an edit of the employee's hours (docs/product-choices.md).
    ['POST /employees/:id/schedules/bulk', 'employees:update'],
  ])('%s requires %s', (route, permission) => {
    expect(permissionByRoute[route]).toBe(permission);
  });

  it('every DELETE under a resource requires that resource\'s delete', () => {
    const deletes = routes(contract).filter((route) => route.method === 'DELETE' && (RESOURCES as readonly string[]).includes(route.path.split('/')[1]));
    const wrong = deletes
      .map((route) => [`${route.method} ${route.path}`, permissionByRoute[`${route.method} ${route.path}`]])
      .filter(([key, permission]) => permission !== `${key.split('/')[1]}:delete`);
    expect(deletes.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});

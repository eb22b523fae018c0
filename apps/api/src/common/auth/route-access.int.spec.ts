import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listContractRoutes, type ContractRoute } from './route-access';

const routes = listContractRoutes();
const urlOf = (route: ContractRoute) => `/api${route.path.replace(/:[A-Za-z]+/g, '1')}`;

let t: TestApp;
let noPermissionToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.dataSource, 'newcomer', ['staff']);
  noPermissionToken = (await signIn(t, 'newcomer')).token;
});
afterAll(async () => {
  await t?.close();
});

function call(route: ContractRoute, headers: Record<string, string> = {}) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const request = t.http[method](urlOf(route)).set(headers);
  return route.method === 'GET' || route.method === 'DELETE' ? request : request.send({});
}

describe('every route of the contract', () => {
  it('declares who may call it: public, any signed-in user, or a permission', () => {
    const undeclared = routes.filter((route) => route.access === null).map((route) => route.key);
    expect(undeclared).toEqual([]);
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(routes.filter((route) => route.access?.access !== 'public').map((route) => [route.key, route] as const))(
    '%s refuses a caller without a token with 401',
    async (_key, route) => {
      const response = await call(route);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    },
  );

  it.each(routes.filter((route) => route.access?.access === 'permission').map((route) => [route.key, route] as const))(
    '%s refuses a signed-in user without its permission with 403',
    async (_key, route) => {
      const response = await call(route, bearer(noPermissionToken));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    },
  );

  it.each([
    ['exact', 'admin:access', 200],
    ['resource:*', 'admin:*', 200],
    ['*:action', '*:access', 200],
    ['*:*', '*:*', 200],
    ['another action', 'admin:read', 403],
    ['another resource', 'clients:*', 403],
  ])('grants admin:access by a %s grant (%s) → %i', async (_kind, grant, status) => {
    await t.dataSource.query(`INSERT INTO roles (name, description) VALUES ($1, 'test') ON CONFLICT DO NOTHING`, [`grant-${grant}`]);
    await t.dataSource.query(`INSERT INTO role_permissions (role_id, permission) SELECT role_id, $1 FROM roles WHERE name = $2 ON CONFLICT DO NOTHING`, [grant, `grant-${grant}`]);
    const username = `holder${grant.replace(/\W/g, '')}`.padEnd(8, 'x');
    await createAccount(t.dataSource, username, [`grant-${grant}`]);
    const token = (await signIn(t, username)).token;
    const response = await t.http.get('/api/roles').set(bearer(token));
    expect(response.status).toBe(status);
  });

  it('a public route answers without a token', async () => {
    await t.http.get('/api/health').expect(200);
  });
});

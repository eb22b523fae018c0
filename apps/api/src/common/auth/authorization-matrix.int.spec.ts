import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@salon/contracts';
import { bearer, createAccount, createRole, signIn, signedInAs } from '../testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registeredRoutes } from '../http/registered-routes';
import { actualCell, ALLOWED, expectedCell, forbidden, MISSING_ID, UNAUTHENTICATED, urlFor, type Principal } from './authorization-matrix.cells';
import { listContractRoutes, type ContractRoute } from './route-access';

/**
 * Every operation of the contract, called by nobody and by one account per role the database
 * seeds, gets exactly what the permission table implies. The roles are read from the database,
 * so a new seeded role joins the matrix by itself. Every call names a row no one has and sends
 * an empty body: a permitted call is turned away later (404, 400), so nothing is written and
 * the cells do not depend on each other's order.
 */

const routes = listContractRoutes();
const routeNamed = (key: string) => routes.find((route) => route.key === key)!;

/** Permissions a service checks after the guard, with a body that gets that far. */
const SECOND_CHECKS: Record<string, { permission: string; body: object }> = {
  'waitlist.convertToAppointment': { permission: 'appointments:create', body: { employeeId: Number(MISSING_ID), date: '2031-06-10', startTime: '10:00' } },
};

/** Routes an empty body would not stop: a body no rule accepts, so a permitted call still writes nothing. */
const REFUSED_BODIES: Record<string, object> = {
  'settings.reset': { section: 'no such section' },
};

/**
 * Routes served outside the contract, on Fastify directly: documentation only, public on purpose.
 * (The web app's files are not served here: the test app has no WEB_DIST_DIR.)
 */
const OUTSIDE_CONTRACT = [
  { why: 'the OpenAPI document', method: 'GET', url: /^\/api\/openapi\.json$/ },
  { why: 'Swagger UI and its files', method: 'GET', url: /^\/api\/docs(\/.*)?$/ },
];

const ANONYMOUS: Principal = { name: 'anonymous', grants: null };
let t: TestApp;
let principals: Principal[];
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const roles: Array<{ role_id: number; name: string; grants: string[] }> = await t.dataSource.query(
    `SELECT r.role_id, r.name, coalesce(array_agg(p.permission ORDER BY p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS grants
       FROM roles r LEFT JOIN role_permissions p USING (role_id) GROUP BY r.role_id ORDER BY r.role_id`,
  );
  principals = [ANONYMOUS];
  for (const role of roles) {
    const username = `matrix-${role.role_id}`;
    const userId = await createAccount(t.dataSource, username, []);
    await t.dataSource.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [userId, role.role_id]);
    tokens.set(role.name, (await signIn(t, username)).token);
    principals.push({ name: role.name, grants: role.grants });
  }
});
afterAll(async () => {
  await t?.close();
});

function call(route: ContractRoute, headers: Record<string, string>, body: object = SECOND_CHECKS[route.key]?.body ?? REFUSED_BODIES[route.key] ?? {}) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const request = t.http[method](urlFor(route, API_BASE_PATH)).set(headers);
  return route.method === 'GET' || route.method === 'DELETE' ? request : request.send(body);
}

const headersOf = (principal: string) => (principal === ANONYMOUS.name ? {} : bearer(tokens.get(principal)!));
const cellOf = async (route: ContractRoute, principal: string) => actualCell(await call(route, headersOf(principal)));

/** Every table's rows, hashed: the matrix must leave them as they were. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables: Array<{ table_name: string }> = await t.dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const rows: Array<{ name: string; hash: string }> = await t.dataSource.query(
    tables.map(({ table_name }) => `SELECT '${table_name}' AS name, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS hash FROM "${table_name}" x`).join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

describe('the authorization matrix', () => {
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await databaseFingerprint();
  });

  it('has every route of the contract declare who may call it: public, any signed-in user, or a permission', () => {
    expect(routes.filter((route) => route.access === null).map((route) => route.key)).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('is read from the seeded roles: anonymous and every role, the five of DECISIONS §4 among them', () => {
    expect(principals.map((principal) => principal.name)).toEqual(expect.arrayContaining(['anonymous', 'owner', 'manager', 'receptionist', 'stylist', 'staff']));
  });

  it.each(routes.map((route) => [route.key, route] as const))('%s answers each principal as the permission table implies', async (_key, route) => {
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    await Promise.all(
      principals.map(async (principal) => {
        expected[principal.name] = expectedCell(route, principal, SECOND_CHECKS[route.key]?.permission);
        actual[principal.name] = await cellOf(route, principal.name);
      }),
    );
    expect(actual).toEqual(expected);
  });

  // Pinned by hand, so a change of grants (or of the matcher above) cannot quietly rewrite the whole matrix.
  it.each([
    ['payments.refund', 'stylist', forbidden('payments:refund')],
    ['payments.refund', 'receptionist', forbidden('payments:refund')],
    ['payments.refund', 'manager', ALLOWED],
    ['payments.void', 'receptionist', forbidden('payments:void')],
    ['payments.create', 'receptionist', ALLOWED],
    ['payments.create', 'stylist', forbidden('payments:create')],
    ['settings.saveGeneral', 'manager', forbidden('admin:access')],
    ['settings.saveGeneral', 'owner', ALLOWED],
    ['users.listRoles', 'manager', forbidden('admin:access')],
    ['clients.remove', 'stylist', forbidden('clients:delete')],
    ['appointments.update', 'stylist', ALLOWED],
    ['reports.revenue', 'receptionist', forbidden('reports:read')],
    ['inventory.create', 'receptionist', forbidden('inventory:create')],
    ['dashboard.metrics', 'staff', forbidden('dashboard:read')],
    ['auth.me', 'staff', ALLOWED],
    ['auth.me', 'anonymous', UNAUTHENTICATED],
    ['waitlist.convertToAppointment', 'stylist', forbidden('waitlist:update')],
  ])('pins %s for %s: %s', async (key, principal, cell) => {
    expect(await cellOf(routeNamed(key), principal)).toBe(cell);
  });

  it('wrote nothing: every call was turned away before or after the guard', async () => {
    expect(await databaseFingerprint()).toEqual(before);
  });
});

describe('permissions a service checks after the guard', () => {
  it('turns away a walk-in booking without appointments:create, though the guard let waitlist:update through', async () => {
    await createRole(t.dataSource, 'queue keeper', ['waitlist:read', 'waitlist:update']);
    const keeper = await signedInAs(t, 'keeper', ['queue keeper']);
    const response = await call(routeNamed('waitlist.convertToAppointment'), keeper);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'FORBIDDEN', details: { required: 'appointments:create' } });
  });

  it('lets the same booking through with both permissions (then there is no such entry)', async () => {
    await createRole(t.dataSource, 'queue booker', ['waitlist:update', 'appointments:create']);
    const booker = await signedInAs(t, 'booker', ['queue booker']);
    const response = await call(routeNamed('waitlist.convertToAppointment'), booker);
    expect(response.status).toBe(404);
  });
});

describe('grants by wildcard, as the guard matches them', () => {
  it.each([
    ['exact', 'admin:access', 200],
    ['resource:*', 'admin:*', 200],
    ['*:action', '*:access', 200],
    ['*:*', '*:*', 200],
    ['another action', 'admin:read', 403],
    ['another resource', 'clients:*', 403],
  ])('grants admin:access by a %s grant (%s) → %i', async (_kind, grant, status) => {
    await createRole(t.dataSource, `grant ${grant}`, [grant]);
    const holder = await signedInAs(t, `holder-${grant.replace(/\W/g, '')}`, [`grant ${grant}`]);
    expect((await t.http.get('/api/roles').set(holder)).status).toBe(status);
  });
});

describe('what search returns: a status cell cannot show it, since search filters each type by permission', () => {
  /** "type title" of each result for the term only this test's records carry. */
  const found = async (headers: Record<string, string>) =>
    ((await t.http.get('/api/search').query({ q: 'Quillfeather' }).set(headers).expect(200)).body.data.results as Array<{ type: string; title: string }>).map(
      (result) => `${result.type} ${result.title}`,
    );

  beforeAll(async () => {
    const owner = headersOf('owner');
    await t.http.post('/api/clients').set(owner).send(clientBody({ first_name: 'Ada', last_name: 'Quillfeather' })).expect(201);
    await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Ivo', last_name: 'Quillfeather', email: 'ivo.q@example.com' })).expect(201);
    await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Quillfeather Gloss' })).expect(201);
  });

  // Payments are not searchable at all (SEARCH_RESULT_TYPES); the roles differ in the four types that are.
  it.each([
    ['owner', ['client Ada Quillfeather', 'employee Ivo Quillfeather', 'service Quillfeather Gloss']],
    ['stylist', ['client Ada Quillfeather', 'employee Ivo Quillfeather', 'service Quillfeather Gloss']],
    ['staff', []],
  ])('pins the search of %s', async (principal, expected) => {
    expect(await found(headersOf(principal))).toEqual(expected);
  });

  it('finds only the types a role may read: clients:read alone finds the client, not the employee or the service', async () => {
    await createRole(t.dataSource, 'client reader', ['clients:read']);
    const reader = await signedInAs(t, 'client-reader', ['client reader']);
    expect(await found(reader)).toEqual(['client Ada Quillfeather']);
  });
});

describe('the routes Fastify serves', () => {
  // Every route, not only those under /api/: one added anywhere without a rule must fail.
  const served = () => registeredRoutes(t.app.getHttpAdapter().getInstance());
  const contractKey = (method: string, url: string) => `${method} ${url}`;
  const withRule = new Set(routes.filter((route) => route.access !== null).map((route) => contractKey(route.method, API_BASE_PATH + route.path)));

  it('are contract routes with an access rule, or documentation named here: a route added without a rule fails', () => {
    const outside = served()
      // Fastify answers HEAD with the GET route.
      .map((route) => ({ method: route.method === 'HEAD' ? 'GET' : route.method, url: route.url }))
      .filter((route) => !withRule.has(contractKey(route.method, route.url)))
      .filter((route) => !OUTSIDE_CONTRACT.some((allowed) => allowed.method === route.method && allowed.url.test(route.url)))
      .map((route) => contractKey(route.method, route.url));
    expect([...new Set(outside)]).toEqual([]);
  });

  it('include every contract route, and something for each documentation entry above', () => {
    const keys = new Set(served().map((route) => contractKey(route.method, route.url)));
    expect(routes.map((route) => contractKey(route.method, API_BASE_PATH + route.path)).filter((key) => !keys.has(key))).toEqual([]);
    for (const allowed of OUTSIDE_CONTRACT) expect(served().some((route) => route.method === allowed.method && allowed.url.test(route.url)), allowed.why).toBe(true);
  });

  it('answer a public route without a token', async () => {
    await t.http.get('/api/health').expect(200);
  });
});

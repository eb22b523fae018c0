import { JwtService } from '@nestjs/jwt';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../testing/accounts';
import { clientBody } from '../testing/factories';
import { createTestApp, startAppOn, type TestApp } from '../testing/test-app';

/** DECISIONS §3: deactivation and role or permission changes take effect on the next request, on every instance. */
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.dataSource, 'olivia', ['owner']);
  owner = bearer((await signIn(t, 'olivia')).token);
});
afterAll(async () => {
  await t?.close();
});

const UNAUTHENTICATED = { success: false, status: 401, code: 'UNAUTHENTICATED' };

describe('a change of access', () => {
  it('shuts a deactivated user out at the next request, on another instance too', async () => {
    const userId = await createAccount(t.dataSource, 'dana', ['stylist']);
    const dana = bearer((await signIn(t, 'dana')).token);
    const second = await startAppOn(t.db.url);
    try {
      const other = supertest(second.getHttpServer());
      await other.get('/api/clients').set(dana).expect(200);

      await t.http.patch(`/api/users/${userId}/status`).set(owner).send({ is_active: false }).expect(200);

      expect((await t.http.get('/api/clients').set(dana).expect(401)).body).toMatchObject(UNAUTHENTICATED);
      expect((await other.get('/api/clients').set(dana).expect(401)).body).toMatchObject(UNAUTHENTICATED);
    } finally {
      await second.close();
    }
  });

  it('makes a role change count at once: the old token is refused, a refreshed one carries the new permissions', async () => {
    const userId = await createAccount(t.dataSource, 'evan', ['stylist']);
    const session = await signIn(t, 'evan');
    await t.http.post('/api/clients').set(bearer(session.token)).send(clientBody()).expect(403);

    await t.http.put(`/api/users/${userId}/roles`).set(owner).send({ roles: ['receptionist'] }).expect(200);

    await t.http.get('/api/clients').set(bearer(session.token)).expect(401);
    const refreshed = (await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(200)).body.data;
    await t.http.post('/api/clients').set(bearer(refreshed.token)).send(clientBody()).expect(201);
  });

  it("makes a role's new permissions count at once for everyone holding it", async () => {
    await createAccount(t.dataSource, 'fay', ['receptionist']);
    const session = await signIn(t, 'fay');
    await t.http.get('/api/clients').set(bearer(session.token)).expect(200);
    const roles = (await t.http.get('/api/roles').set(owner).expect(200)).body.data as Array<{ role_id: number; name: string; permissions: string[] }>;
    const receptionist = roles.find((role) => role.name === 'receptionist')!;

    const withoutClients = receptionist.permissions.filter((permission) => !permission.startsWith('clients:'));
    await t.http.put(`/api/roles/${receptionist.role_id}/permissions`).set(owner).send({ permissions: withoutClients }).expect(200);

    await t.http.get('/api/clients').set(bearer(session.token)).expect(401);
    const refreshed = (await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(200)).body.data;
    await t.http.get('/api/clients').set(bearer(refreshed.token)).expect(403);
  });

  it('refuses a correctly signed token that never expires', async () => {
    const userId = await createAccount(t.dataSource, 'gus', ['owner']);
    const forever = t.app.get(JwtService).sign({ sub: String(userId), username: 'gus', roles: ['owner'], perms: ['*:*'], ver: 1 });
    expect((await t.http.get('/api/clients').set(bearer(forever)).expect(401)).body).toMatchObject(UNAUTHENTICATED);
    const expiring = t.app.get(JwtService).sign({ sub: String(userId), username: 'gus', roles: ['owner'], perms: ['*:*'], ver: 1 }, { expiresIn: 60 });
    await t.http.get('/api/clients').set(bearer(expiring)).expect(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, PERMISSION_CATALOGUE } from '@salon/contracts';
import { bearer, createAccount, signIn, TEST_PASSWORD } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let owner: Record<string, string>;
let ownerId: number;
let stylistId: number;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = await createAccount(t.dataSource, 'olivia', ['owner']);
  stylistId = await createAccount(t.dataSource, 'sam', ['stylist']);
  await createAccount(t.dataSource, 'rita', ['receptionist']);
  owner = bearer((await signIn(t, 'olivia')).token);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/users', () => {
  it('lists accounts with their roles, searchable and sortable', async () => {
    const response = await t.http.get('/api/users?sortBy=username&sortOrder=asc').set(owner).expect(200);
    const { data } = contract.users.listUsers.responses[200].parse(response.body);
    expect(data.count).toBe(3);
    expect(data.rows.map((user) => [user.username, user.roles])).toEqual([
      ['olivia', ['owner']],
      ['rita', ['receptionist']],
      ['sam', ['stylist']],
    ]);
    const found = await t.http.get('/api/users?search=RIT').set(owner).expect(200);
    expect(found.body.data.rows.map((user: { username: string }) => user.username)).toEqual(['rita']);
  });

  it('refuses a sort column it does not know', async () => {
    await t.http.get('/api/users?sortBy=password_hash').set(owner).expect(400);
  });
});

describe('roles of a user', () => {
  it('replaces them, and the new permissions come with the next token', async () => {
    const sam = await signIn(t, 'sam');
    expect(sam.user.permissions).not.toContain('clients:create');
    const response = await t.http.put(`/api/users/${stylistId}/roles`).set(owner).send({ roles: ['stylist', 'receptionist'] }).expect(200);
    expect(response.body.data.roles).toEqual(['receptionist', 'stylist']);
    const refreshed = await t.http.post('/api/auth/refresh-token').send({ refreshToken: sam.refreshToken }).expect(200);
    const me = await t.http.get('/api/auth/me').set(bearer(refreshed.body.data.token)).expect(200);
    expect(me.body.data.permissions).toContain('clients:create');
  });

  it('refuses an unknown role and changes nothing', async () => {
    const response = await t.http.put(`/api/users/${stylistId}/roles`).set(owner).send({ roles: ['stylist', 'wizard'] }).expect(400);
    expect(response.body).toMatchObject({ code: 'UNKNOWN_ROLE', message: 'Unknown role: wizard' });
    const [user] = (await t.http.get('/api/users?search=sam').set(owner)).body.data.rows;
    expect(user.roles).toEqual(['receptionist', 'stylist']);
  });

  it('never leaves the salon without an owner', async () => {
    const response = await t.http.put(`/api/users/${ownerId}/roles`).set(owner).send({ roles: ['manager'] }).expect(409);
    expect(response.body.message).toBe('The salon must keep at least one active owner');
  });

  it('answers 404 for a user that does not exist', async () => {
    await t.http.put('/api/users/9999/roles').set(owner).send({ roles: [] }).expect(404);
  });
});

describe('deactivating a user', () => {
  it('ends their refresh at once and stops their sign-in', async () => {
    const rita = await createAccount(t.dataSource, 'rory', ['receptionist']);
    const session = await signIn(t, 'rory');
    const response = await t.http.patch(`/api/users/${rita}/status`).set(owner).send({ is_active: false }).expect(200);
    expect(response.body.data.is_active).toBe(false);
    const refused = await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(401);
    expect(refused.body.code).toBe('INVALID_REFRESH_TOKEN');
    await t.http.post('/api/auth/login').send({ username: 'rory', password: TEST_PASSWORD }).expect(403);
    await t.http.patch(`/api/users/${rita}/status`).set(owner).send({ is_active: true }).expect(200);
    await signIn(t, 'rory');
  });

  it('refuses to deactivate yourself', async () => {
    const response = await t.http.patch(`/api/users/${ownerId}/status`).set(owner).send({ is_active: false }).expect(409);
    expect(response.body.message).toBe('You cannot deactivate your own account');
  });
});

describe('roles and their permissions', () => {
  it('lists the seeded roles with their permissions and how many hold each', async () => {
    const response = await t.http.get('/api/roles').set(owner).expect(200);
    const roles = contract.users.listRoles.responses[200].parse(response.body).data;
    expect(roles.map((role) => role.name)).toEqual(['owner', 'manager', 'receptionist', 'stylist', 'staff']);
    const byName = Object.fromEntries(roles.map((role) => [role.name, role]));
    expect(byName.owner).toMatchObject({ permissions: ['*:*'], is_locked: true, user_count: 1 });
    expect(byName.manager.permissions).not.toContain('admin:access');
    expect(byName.manager.permissions).toContain('payments:refund');
    expect(byName.stylist.permissions).toEqual(
      ['appointments:read', 'appointments:update', 'clients:read', 'dashboard:read', 'employees:read', 'services:read', 'waitlist:read'],
    );
    expect(byName.staff.permissions).toEqual([]);
    for (const role of roles.filter((r) => !r.is_locked)) {
      for (const permission of role.permissions) expect(PERMISSION_CATALOGUE).toContain(permission);
    }
  });

  it('edits a role from the catalogue, and refuses what is not in it', async () => {
    const staff = (await t.http.get('/api/roles').set(owner)).body.data.find((role: { name: string }) => role.name === 'staff');
    const response = await t.http.put(`/api/roles/${staff.role_id}/permissions`).set(owner).send({ permissions: ['dashboard:read', 'clients:read'] }).expect(200);
    expect(response.body.data.permissions).toEqual(['clients:read', 'dashboard:read']);
    const bad = await t.http.put(`/api/roles/${staff.role_id}/permissions`).set(owner).send({ permissions: ['clients:read', 'users:hack'] }).expect(400);
    expect(bad.body.details.fieldErrors['permissions.1']).toEqual(['Unknown permission']);
  });

  it('keeps the owner role as it is', async () => {
    const response = await t.http.put('/api/roles/1/permissions').set(owner).send({ permissions: [] }).expect(409);
    expect(response.body.code).toBe('ROLE_LOCKED');
  });

  it('is for owners only', async () => {
    const manager = bearer((await signIn(t, 'sam')).token);
    await t.http.get('/api/roles').set(manager).expect(403);
  });
});

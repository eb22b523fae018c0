import argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Salon!Test2026';

/** A registration body that passes every rule; override what a test is about. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  termsAccepted: true,
  ...overrides,
});

/**
 * An account with the given roles, written straight to the database (with a
 * cheap hash: these tests are about access, not hashing).
 */
export async function createAccount(dataSource: DataSource, username: string, roles: string[], options: { active?: boolean } = {}) {
  const hash = await argon2.hash(TEST_PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const [{ user_id }] = await dataSource.query(
    `INSERT INTO users (username, email, first_name, last_name, password_hash, is_active)
     VALUES ($1, $2, $3, 'Tester', $4, $5) RETURNING user_id`,
    [username, `${username}@example.com`, username[0].toUpperCase() + username.slice(1), hash, options.active ?? true],
  );
  if (roles.length) {
    await dataSource.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, role_id FROM roles WHERE name = ANY($2)`, [user_id, roles]);
  }
  return user_id as number;
}

/** A role holding exactly these permissions, for tests about one permission among several. */
export async function createRole(dataSource: DataSource, name: string, permissions: string[]) {
  const [{ role_id }] = await dataSource.query(`INSERT INTO roles (name, description) VALUES ($1, 'test') RETURNING role_id`, [name]);
  for (const permission of permissions) {
    await dataSource.query(`INSERT INTO role_permissions (role_id, permission) VALUES ($1, $2)`, [role_id, permission]);
  }
}

/** Signs in through the API; returns the tokens and the session user. */
export async function signIn(t: TestApp, username: string, password = TEST_PASSWORD) {
  const response = await t.http.post('/api/auth/login').send({ username, password }).expect(200);
  return response.body.data as { token: string; refreshToken: string; user: { id: number; permissions: string[]; salon: { id: number; name: string; timeZone: string } } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh account with these roles, signed in: the bearer header its requests carry. */
export async function signedInAs(t: TestApp, username: string, roles: string[]): Promise<Record<string, string>> {
  await createAccount(t.dataSource, username, roles);
  return bearer((await signIn(t, username)).token);
}

/** A user of a new, second salon holding these permissions there, signed in: the bearer header its requests carry. */
export async function signedInAtAnotherSalon(t: TestApp, username: string, permissions: string[]): Promise<Record<string, string>> {
  const [{ salon_id }] = await t.dataSource.query(`INSERT INTO salons (name) VALUES ('Another Salon') RETURNING salon_id`);
  const [{ role_id }] = await t.dataSource.query(`INSERT INTO roles (salon_id, name, description) VALUES ($1, 'front desk', 'test') RETURNING role_id`, [salon_id]);
  for (const permission of permissions) {
    await t.dataSource.query(`INSERT INTO role_permissions (role_id, permission) VALUES ($1, $2)`, [role_id, permission]);
  }
  const userId = await createAccount(t.dataSource, username, []);
  await t.dataSource.query(`UPDATE users SET salon_id = $1 WHERE user_id = $2`, [salon_id, userId]);
  await t.dataSource.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [userId, role_id]);
  return bearer((await signIn(t, username)).token);
}

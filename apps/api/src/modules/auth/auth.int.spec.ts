import { JwtService } from '@nestjs/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { bearer, createAccount, registration, signIn, TEST_PASSWORD } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/auth/register', () => {
  it('makes the first account ever the owner, with every permission', async () => {
    const response = await t.http.post('/api/auth/register').send(registration()).expect(201);
    const body = contract.auth.register.responses[201].parse(response.body);
    expect(body.data.user).toMatchObject({ firstName: 'Maya', email: 'maya@example.com', username: 'maya@example.com', permissions: ['*:*'] });
    expect(body.data.user.roles.map((role) => role.name)).toEqual(['owner']);
    await t.http.get('/api/users').set(bearer(body.data.token)).expect(200);
  });

  it('gives later accounts the role staff, which sees nothing of the business', async () => {
    const response = await t.http.post('/api/auth/register').send(registration({ email: 'stranger@example.com' })).expect(201);
    expect(response.body.data.user.roles).toEqual([{ name: 'staff', permissions: [] }]);
    expect(response.body.data.user.permissions).toEqual([]);
    const forbidden = await t.http.get('/api/users').set(bearer(response.body.data.token)).expect(403);
    expect(forbidden.body).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
  });

  it("accepts the spec's payload, which does not carry termsAccepted (part 2 §6)", async () => {
    const { termsAccepted: _terms, ...specPayload } = registration({ email: 'spec.client@example.com' });
    const response = await t.http.post('/api/auth/register').send(specPayload).expect(201);
    expect(response.body.data.user).toMatchObject({ email: 'spec.client@example.com' });
  });

  it('refuses an e-mail already in use, whatever its case, by field', async () => {
    const response = await t.http.post('/api/auth/register').send(registration({ email: 'MAYA@Example.com' })).expect(409);
    expect(response.body).toMatchObject({ code: 'EMAIL_TAKEN', details: { fieldErrors: { email: ['An account with this email already exists'] } } });
  });

  it.each([
    [{ firstName: 'M' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: '' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: 'Short1!', confirmPassword: 'Short1!' }, 'password', 'Password must be at least 10 characters'],
    [{ password: 'longenough1!', confirmPassword: 'longenough1!' }, 'password', 'Password must include uppercase, lowercase, number, and special character'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'Salon!Other2026' }, 'confirmPassword', 'Passwords do not match'],
    [{ termsAccepted: false }, 'termsAccepted', 'You must accept the terms and conditions'],
  ])('refuses %o with "%s: %s" and creates nothing', async (change, field, message) => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM users');
    const response = await t.http.post('/api/auth/register').send(registration({ email: 'rule@example.com', ...change })).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details.fieldErrors[field][0]).toBe(message);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username or e-mail, in any case, and stores no plain password', async () => {
    await createAccount(t.dataSource, 'jordan', ['receptionist']);
    const byName = await t.http.post('/api/auth/login').send({ username: 'JORDAN', password: TEST_PASSWORD }).expect(200);
    const body = contract.auth.login.responses[200].parse(byName.body);
    expect(body.data.user.roles.map((role) => role.name)).toEqual(['receptionist']);
    expect(body.data.user.permissions).toContain('clients:delete');
    await t.http.post('/api/auth/login').send({ username: 'Jordan@Example.com', password: TEST_PASSWORD }).expect(200);
    const [{ password_hash }] = await t.dataSource.query(`SELECT password_hash FROM users WHERE username = 'jordan'`);
    expect(password_hash).toMatch(/^\$argon2id\$/);
  });

  it('hashes new passwords with argon2id at OWASP minimum or above', async () => {
    const [{ password_hash }] = await t.dataSource.query(`SELECT password_hash FROM users WHERE email = 'maya@example.com'`);
    const [, , , params] = password_hash.split('$');
    expect(Object.fromEntries(params.split(',').map((pair: string) => pair.split('=')))).toEqual({ m: '19456', t: '2', p: '1' });
  });

  it('refuses a wrong password and an unknown name alike', async () => {
    const wrong = await t.http.post('/api/auth/login').send({ username: 'jordan', password: 'nope' }).expect(401);
    const unknown = await t.http.post('/api/auth/login').send({ username: 'nobody', password: 'nope' }).expect(401);
    expect(wrong.body).toEqual({ success: false, status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a deactivated account, even with the right password', async () => {
    await createAccount(t.dataSource, 'leftsalon', ['stylist'], { active: false });
    const response = await t.http.post('/api/auth/login').send({ username: 'leftsalon', password: TEST_PASSWORD }).expect(403);
    expect(response.body.code).toBe('ACCOUNT_INACTIVE');
  });

  it('validates with the sign-in form\'s messages', async () => {
    const response = await t.http.post('/api/auth/login').send({ username: 'ab', password: '' }).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ username: ['Username must be at least 3 characters'], password: ['Password is required'] });
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in user', async () => {
    const session = await signIn(t, 'jordan');
    const response = await t.http.get('/api/auth/me').set(bearer(session.token)).expect(200);
    expect(contract.auth.me.responses[200].parse(response.body).data).toMatchObject({ username: 'jordan', firstName: 'Jordan' });
  });

  it('answers 401 without a token, with a forged one, and with an expired one', async () => {
    const missing = await t.http.get('/api/auth/me').expect(401);
    expect(missing.body).toEqual({ success: false, status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
    const forged = new JwtService({ secret: 'another-secret-that-is-long-enough-0123456789' }).sign({ sub: '1', username: 'x', roles: [], perms: ['*:*'] });
    await t.http.get('/api/auth/me').set(bearer(forged)).expect(401);
    const expired = t.app.get(JwtService).sign({ sub: '1', username: 'x', roles: [], perms: [] }, { expiresIn: -10 });
    await t.http.get('/api/auth/me').set(bearer(expired)).expect(401);
    await t.http.get('/api/auth/me').set('authorization', 'Bearer not.a.jwt').expect(401);
  });

  it('issues access tokens that live 15 minutes', async () => {
    const session = await signIn(t, 'jordan');
    const claims = t.app.get(JwtService).decode(session.token) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });
});

describe('refresh tokens', () => {
  it('rotate: each token works once and yields a new pair', async () => {
    const session = await signIn(t, 'jordan');
    const first = await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(200);
    const pair = contract.auth.refreshToken.responses[200].parse(first.body).data;
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    await t.http.get('/api/auth/me').set(bearer(pair.token)).expect(200);
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: pair.refreshToken }).expect(200);
  });

  it('a reused rotated token is refused and logs its whole family out', async () => {
    const session = await signIn(t, 'jordan');
    const rotated = (await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(200)).body.data;
    const stolen = await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(401);
    expect(stolen.body.code).toBe('INVALID_REFRESH_TOKEN');
    // The legitimate holder's newer token is dead too: the family is revoked.
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: rotated.refreshToken }).expect(401);
    // Another session of the same user is untouched.
    const other = await signIn(t, 'jordan');
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: other.refreshToken }).expect(200);
  });

  it('refreshes racing with one token: exactly one wins, and the reuse revokes the family, the winner\'s new token too', async () => {
    const session = await signIn(t, 'jordan');
    const results = await Promise.all(
      [1, 2, 3].map(() => t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 401, 401]);
    const winner = results.find((result) => result.status === 200)!.body.data;
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: winner.refreshToken }).expect(401);
    // Another session of the same user is another family: untouched.
    const other = await signIn(t, 'jordan');
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: other.refreshToken }).expect(200);
  });

  it('refuses unknown and expired tokens, stored only as hashes', async () => {
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: 'made-up' }).expect(401);
    const session = await signIn(t, 'jordan');
    const stored = await t.dataSource.query(`SELECT token_hash FROM refresh_tokens WHERE token_hash = $1`, [session.refreshToken]);
    expect(stored).toEqual([]);
    await t.dataSource.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE rotated_at IS NULL AND revoked_at IS NULL`);
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(401);
  });

  it('logout revokes the session; a missing token is a clear 400', async () => {
    const session = await signIn(t, 'jordan');
    const response = await t.http.post('/api/auth/logout').send({ refreshToken: session.refreshToken }).expect(200);
    expect(response.body).toEqual({ success: true, data: null, message: 'Logged out successfully' });
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(401);
    const missing = await t.http.post('/api/auth/refresh-token').send({}).expect(400);
    expect(missing.body.details.fieldErrors.refreshToken).toEqual(['No refresh token available']);
  });
});

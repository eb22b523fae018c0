import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, registration, TEST_PASSWORD } from '../../common/testing/accounts';
import supertest from 'supertest';
import { createTestApp, startAppOn, type TestApp } from '../../common/testing/test-app';
import { PostgresThrottleStore, SIGN_IN_RULES } from './sign-in-throttle';

let t: TestApp;
let anaId: number;
let caraId: number;
beforeAll(async () => {
  // One proxy is believed, so each test can speak from an address of its own.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  anaId = await createAccount(t.dataSource, 'ana', ['stylist']);
  await createAccount(t.dataSource, 'ben', ['stylist']);
  caraId = await createAccount(t.dataSource, 'cara', ['stylist']);
  await createAccount(t.dataSource, 'dev', ['stylist']);
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string, address: string) =>
  t.http.post('/api/auth/login').set('x-forwarded-for', address).send({ username, password });

describe('sign-in throttling', () => {
  it('blocks an account at one address after repeated failures, with a clear 429 and Retry-After, even for the right password', async () => {
    for (let i = 0; i < SIGN_IN_RULES.accountFromAddress.limit; i++) await login('ana', 'wrong-password', '203.0.113.10').expect(401);
    const blocked = await login('ana', TEST_PASSWORD, '203.0.113.10').expect(429);
    expect(blocked.body).toMatchObject({
      success: false,
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Please wait 30 minutes and try again.',
      details: { retryAfterSeconds: 1800 },
    });
    expect(blocked.headers['retry-after']).toBe('1800');
  });

  it('does not lock the real owner out from elsewhere', async () => {
    await login('ana', TEST_PASSWORD, '198.51.100.7').expect(200);
  });

  it('lifts the block when its time is over', async () => {
    await t.dataSource.query(`UPDATE login_throttle SET blocked_until = now() - interval '1 second' WHERE key = $1`, [`acct-ip:user:${anaId}|203.0.113.10`]);
    await login('ana', TEST_PASSWORD, '203.0.113.10').expect(200);
  });

  it('a success clears the count of that account at that address', async () => {
    for (let i = 0; i < SIGN_IN_RULES.accountFromAddress.limit - 1; i++) await login('ben', 'wrong-password', '203.0.113.20').expect(401);
    await login('ben', TEST_PASSWORD, '203.0.113.20').expect(200);
    for (let i = 0; i < SIGN_IN_RULES.accountFromAddress.limit - 1; i++) await login('ben', 'wrong-password', '203.0.113.20').expect(401);
    await login('ben', TEST_PASSWORD, '203.0.113.20').expect(200);
  });

  it('counts failures by username and by e-mail against one account', async () => {
    for (let i = 0; i < 3; i++) await login('dev', 'wrong-password', '203.0.113.40').expect(401);
    for (let i = 0; i < 2; i++) await login('Dev@Example.com', 'wrong-password', '203.0.113.40').expect(401);
    const blocked = await login('dev', TEST_PASSWORD, '203.0.113.40').expect(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please wait 30 minutes and try again.');
  });

  it('blocks one address guessing at many accounts', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < SIGN_IN_RULES.address.limit; i++) await login(`guess${i}`, 'wrong-password', address).expect(401);
    const blocked = await login('ben', TEST_PASSWORD, address).expect(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(blocked.headers['retry-after']).toBe('900');
  });

  it('keeps counts in PostgreSQL, so another API instance enforces the same block', async () => {
    const second = await startAppOn(t.db.url, { env: { TRUST_PROXY: '1' } });
    try {
      const response = await supertest(second.getHttpServer())
        .post('/api/auth/login')
        .set('x-forwarded-for', '203.0.113.30')
        .send({ username: 'ben', password: TEST_PASSWORD });
      expect(response.status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('sweeps away counts that are long over, and keeps running blocks', async () => {
    await t.dataSource.query(`INSERT INTO login_throttle (key, failures, window_started_at, blocked_until) VALUES
      ('ip:old', 3, now() - interval '2 days', NULL),
      ('ip:old-blocked', 40, now() - interval '2 days', now() + interval '1 minute')`);
    await t.app.get(PostgresThrottleStore).purgeExpired();
    const keys = (await t.dataSource.query(`SELECT key FROM login_throttle WHERE key LIKE 'ip:old%'`)).map((row: { key: string }) => row.key);
    expect(keys).toEqual(['ip:old-blocked']);
  });

  it('never extends a running block with a failure that arrives during it', async () => {
    await t.dataSource.query(`INSERT INTO login_throttle (key, failures, window_started_at, blocked_until)
      VALUES ('ip:198.51.100.99', 30, now(), now() + interval '1 minute')`);
    const before = await t.dataSource.query(`SELECT blocked_until FROM login_throttle WHERE key = 'ip:198.51.100.99'`);
    const store = t.app.get(PostgresThrottleStore);
    await store.take([{ key: 'ip:198.51.100.99', rule: SIGN_IN_RULES.address }]);
    await store.block([{ key: 'ip:198.51.100.99', rule: SIGN_IN_RULES.address }]);
    expect(await t.dataSource.query(`SELECT failures, blocked_until FROM login_throttle WHERE key = 'ip:198.51.100.99'`)).toEqual([
      { failures: 31, blocked_until: before[0].blocked_until },
    ]);
  });
});

describe('an account guessed at from many addresses', () => {
  const stranger = (i: number) => `198.18.0.${i + 1}`;

  it('cannot be locked away from its owner, who signs in with the right password from a clean address', async () => {
    // One failure per address, past the account-wide limit.
    for (let i = 0; i < SIGN_IN_RULES.account.limit; i++) await login('cara', 'wrong-password', stranger(i)).expect(401);
    for (let i = SIGN_IN_RULES.account.limit; i < SIGN_IN_RULES.account.limit + 5; i++) await login('cara', 'wrong-password', stranger(i)).expect(429);
    await login('cara', TEST_PASSWORD, '192.0.2.50').expect(200);
  });

  it('still slows the guessing: a wrong password from a clean address is refused, and an address that failed may not try again', async () => {
    // The guard has ten minutes left, so the answers below do not depend on how long the test ran.
    await t.dataSource.query(`UPDATE login_throttle SET blocked_until = now() + interval '10 minutes' WHERE key = $1`, [`acct:user:${caraId}`]);
    const wrong = await login('cara', 'wrong-password', '192.0.2.51').expect(429);
    expect(wrong.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Please wait 10 minutes and try again.',
      details: { retryAfterSeconds: 600 },
    });
    expect(wrong.headers['retry-after']).toBe('600');
    // Even the right password from an address that already failed at this account.
    await login('cara', TEST_PASSWORD, '192.0.2.51').expect(429);
    await login('cara', TEST_PASSWORD, stranger(0)).expect(429);
  });

  it('lifts the guard when its time is over', async () => {
    await t.dataSource.query(`UPDATE login_throttle SET blocked_until = now() - interval '1 second' WHERE key = $1`, [`acct:user:${caraId}`]);
    await login('cara', TEST_PASSWORD, stranger(0)).expect(200);
  });
});

describe('registration throttling', () => {
  const register = (email: string, address: string) =>
    t.http.post('/api/auth/register').set('x-forwarded-for', address).send(registration({ email }));

  it('allows ten registrations an hour from one address, then answers 429 with Retry-After; other addresses still register', async () => {
    for (let i = 0; i < 10; i++) await register(`new${i}@example.com`, '203.0.113.60').expect(201);
    const refused = await register('new10@example.com', '203.0.113.60').expect(429);
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many registration attempts from this address. Please wait 60 minutes and try again.',
      details: { retryAfterSeconds: 3600 },
    });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email = 'new10@example.com'`)).toEqual([{ n: 0 }]);
    await register('new10@example.com', '203.0.113.61').expect(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../common/testing/accounts';
import supertest from 'supertest';
import { createTestApp, startAppOn, type TestApp } from '../../common/testing/test-app';
import { PostgresThrottleStore, SIGN_IN_RULES } from './sign-in-throttle';

let t: TestApp;
beforeAll(async () => {
  // One proxy is believed, so each test can speak from an address of its own.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  await createAccount(t.dataSource, 'ana', ['stylist']);
  await createAccount(t.dataSource, 'ben', ['stylist']);
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string, address: string) =>
  t.http.post('/api/auth/login').set('x-forwarded-for', address).send({ username, password });

describe('sign-in throttling', () => {
  it('blocks an account at one address after repeated failures, with a clear 429, even for the right password', async () => {
    for (let i = 0; i < SIGN_IN_RULES.accountFromAddress.limit; i++) await login('ana', 'wrong-password', '203.0.113.10').expect(401);
    const blocked = await login('ana', TEST_PASSWORD, '203.0.113.10').expect(429);
    expect(blocked.body).toMatchObject({
      success: false,
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
    });
  });

  it('does not lock the real owner out from elsewhere', async () => {
    await login('ana', TEST_PASSWORD, '198.51.100.7').expect(200);
  });

  it('lifts the block when its time is over', async () => {
    await t.dataSource.query(`UPDATE login_throttle SET blocked_until = now() - interval '1 second' WHERE key LIKE 'acct-ip:ana|203.0.113.10'`);
    await login('ana', TEST_PASSWORD, '203.0.113.10').expect(200);
  });

  it('a success clears the count of that account at that address', async () => {
    for (let i = 0; i < SIGN_IN_RULES.accountFromAddress.limit - 1; i++) await login('ben', 'wrong-password', '203.0.113.20').expect(401);
    await login('ben', TEST_PASSWORD, '203.0.113.20').expect(200);
    for (let i = 0; i < SIGN_IN_RULES.accountFromAddress.limit - 1; i++) await login('ben', 'wrong-password', '203.0.113.20').expect(401);
    await login('ben', TEST_PASSWORD, '203.0.113.20').expect(200);
  });

  it('blocks one address guessing at many accounts', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < SIGN_IN_RULES.address.limit; i++) await login(`guess${i}`, 'wrong-password', address).expect(401);
    const blocked = await login('ben', TEST_PASSWORD, address).expect(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SecuritySettings } from '@salon/contracts';
import { createAccount, registration, signedInAs, TEST_PASSWORD } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // One proxy is believed, so each test can speak from an address of its own.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const owner = await signedInAs(t, 'olivia', ['owner']);
  const security = structuredClone(DEFAULT_SETTINGS.security) as SecuritySettings;
  security.loginAttempts = { maxAttempts: 3, lockoutDuration: 10 };
  await t.http.put('/api/settings/security').set(owner).send(security).expect(200);
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string, address: string) =>
  t.http.post('/api/auth/login').set('x-forwarded-for', address).send({ username, password });
const sortedStatuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

describe('wrong passwords sent at the same time', () => {
  it("get no more password checks than the salon's login attempts (3), then 429 for the lockout", async () => {
    await createAccount(t.dataSource, 'ana', ['stylist']);
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('ana', 'wrong-password', '203.0.113.9')));
    expect(sortedStatuses(answers)).toEqual([401, 401, 401, ...Array(17).fill(429)]);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.message).toBe('Too many failed sign-in attempts. Please wait 10 minutes and try again.');
    // The refused attempts were given back; the pair is blocked for the lockout and counts again from nothing.
    expect(
      await t.dataSource.query(
        `SELECT failures, blocked_until > now() + interval '9 minutes' AS blocked FROM login_throttle WHERE key LIKE 'acct-ip:%|203.0.113.9'`,
      ),
    ).toEqual([{ failures: 0, blocked: true }]);
    await login('ana', TEST_PASSWORD, '203.0.113.9').expect(429);
  });

  it('hold the per-address limit of 30 too', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`burst${i}`, 'wrong-password', '203.0.113.71')));
    expect(sortedStatuses(answers)).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
  });

  it('give back what right passwords took, so signing in does not count against the address', async () => {
    await createAccount(t.dataSource, 'gus', ['stylist']);
    await Promise.all(Array.from({ length: 3 }, () => login('gus', TEST_PASSWORD, '203.0.113.72').expect(200)));
    expect(await t.dataSource.query(`SELECT key, failures FROM login_throttle WHERE key LIKE '%203.0.113.72%' ORDER BY key`)).toEqual([
      { key: 'ip:203.0.113.72', failures: 0 },
    ]);
  });

  it('registrations sent at the same time get the ten an hour, no more', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.http.post('/api/auth/register').set('x-forwarded-for', '203.0.113.73').send(registration({ email: `burst${i}@example.com` }))),
    );
    expect(sortedStatuses(answers)).toEqual([...Array(10).fill(201), 429, 429]);
  });
});

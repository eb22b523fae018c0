import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type SecuritySettings } from '@salon/contracts';
import { createAccount, registration, signIn, signedInAs, TEST_PASSWORD } from '../../common/testing/accounts';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// The settings' security section drives sign-in lockout, passwords and session idling (issue 16).
const NOW = new Date('2030-12-02T14:00:00Z');
usePretendClock(NOW);

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  // One proxy is believed, so each test can speak from an address of its own.
  t = await createTestApp({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://salon.example.com' } });
  owner = await signedInAs(t, 'olivia', ['owner']);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.dataSource.query(`DELETE FROM salon_settings`);
});

const security = (change: (value: SecuritySettings) => void) => {
  const value = JSON.parse(JSON.stringify(DEFAULT_SETTINGS.security)) as SecuritySettings;
  change(value);
  return value;
};
const saveSecurity = async (value: SecuritySettings) => t.http.put('/api/settings/security').set(owner).send(value).expect(200);
const login = (username: string, password: string, address: string) =>
  t.http.post('/api/auth/login').set('x-forwarded-for', address).send({ username, password });

describe('login attempts', () => {
  it("locks an account at an address after the salon's maximum attempts, for its lockout duration", async () => {
    await createAccount(t.dataSource, 'ana', ['stylist']);
    await saveSecurity(security((s) => (s.loginAttempts = { maxAttempts: 3, lockoutDuration: 10 })));
    for (let i = 0; i < 3; i++) await login('ana', 'wrong-password', '203.0.113.1').expect(401);
    const blocked = await login('ana', TEST_PASSWORD, '203.0.113.1').expect(429);
    expect(blocked.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Please wait 10 minutes and try again.',
      details: { retryAfterSeconds: 600 },
    });
  });

  it('allows more tries when the salon allows more', async () => {
    await createAccount(t.dataSource, 'ben', ['stylist']);
    await saveSecurity(security((s) => (s.loginAttempts = { maxAttempts: 8, lockoutDuration: 30 })));
    for (let i = 0; i < 7; i++) await login('ben', 'wrong-password', '203.0.113.2').expect(401);
    await login('ben', TEST_PASSWORD, '203.0.113.2').expect(200);
  });
});

describe('password policy', () => {
  it("holds registration to the salon's minimum length on top of the spec's own rule", async () => {
    await saveSecurity(security((s) => (s.passwordPolicy.minLength = 16)));
    const refused = await t.http
      .post('/api/auth/register')
      .set('x-forwarded-for', '198.51.100.1')
      .send(registration({ email: 'newcomer@example.com' }))
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fieldErrors: { password: ['Password must be at least 16 characters'] } } });
    const longer = 'Salon!Test2026-long';
    await t.http
      .post('/api/auth/register')
      .set('x-forwarded-for', '198.51.100.1')
      .send(registration({ email: 'newcomer@example.com', password: longer, confirmPassword: longer }))
      .expect(201);
  });

  it('holds a password reset to it, and the link still works for a password that meets it', async () => {
    await createAccount(t.dataSource, 'carla', ['manager']);
    await saveSecurity(security((s) => (s.passwordPolicy.minLength = 20)));
    await t.http.post('/api/auth/request-password-reset').send({ email: 'carla@example.com' }).expect(200);
    const [{ body }] = await t.dataSource.query(`SELECT body FROM outbox_messages WHERE recipient = 'carla@example.com'`);
    const token = new URL(body.match(/https:\/\/\S+/)[0]).searchParams.get('token');
    const short = 'Fresh!Start2027';
    const refused = await t.http.post('/api/auth/reset-password').send({ token, password: short, confirmPassword: short }).expect(400);
    expect(refused.body.details.fieldErrors).toEqual({ password: ['Password must be at least 20 characters'] });
    const long = 'Fresh!Start2027-and-more';
    await t.http.post('/api/auth/reset-password').send({ token, password: long, confirmPassword: long }).expect(200);
    await signIn(t, 'carla', long);
  });
});

describe('session timeout', () => {
  it('refuses a refresh after the set idle minutes beyond the last access token, so the user signs in again', async () => {
    await createAccount(t.dataSource, 'dana', ['stylist']);
    await saveSecurity(security((s) => (s.sessionTimeout = 10)));
    const refresh = (refreshToken: string) => t.http.post('/api/auth/refresh-token').send({ refreshToken });

    const first = await signIn(t, 'dana');
    // The access token's 15 minutes and 10 idle: 25 minutes after sign-in the session still refreshes.
    vi.setSystemTime(new Date(NOW.getTime() + 25 * 60_000));
    const second = (await refresh(first.refreshToken).expect(200)).body.data;

    // Counted again from that refresh: 25 minutes and one second later it is over.
    vi.setSystemTime(new Date(NOW.getTime() + 50 * 60_000 + 1_000));
    const refused = await refresh(second.refreshToken).expect(401);
    expect(refused.body).toMatchObject({ code: 'INVALID_REFRESH_TOKEN', message: 'Your session has expired. Please sign in again.' });
  });

  describe("measured from the user's last input, which the web sends with each refresh", () => {
    const refresh = (refreshToken: string, idleSeconds: number) => t.http.post('/api/auth/refresh-token').send({ refreshToken, idleSeconds });
    const at = (minutes: number) => vi.setSystemTime(new Date(NOW.getTime() + minutes * 60_000));
    // Each test starts at NOW, while the owner's access token is still good.
    beforeEach(() => {
      vi.setSystemTime(NOW);
    });

    it('ends the session of a page that only polls: its refreshes say how long since the last input, and past the timeout the family ends', async () => {
      await createAccount(t.dataSource, 'eve', ['stylist']);
      await saveSecurity(security((s) => (s.sessionTimeout = 10)));
      const first = await signIn(t, 'eve');
      // A poll 9 minutes after the last input still refreshes.
      at(9);
      const second = (await refresh(first.refreshToken, 9 * 60).expect(200)).body.data;
      // The next one, a minute after that, comes 10 minutes and 1 second after the last input.
      at(10);
      const refused = await refresh(second.refreshToken, 10 * 60 + 1).expect(401);
      expect(refused.body).toMatchObject({ code: 'INVALID_REFRESH_TOKEN', message: 'Your session has expired. Please sign in again.' });
      expect(await t.dataSource.query(`SELECT count(*)::int AS open FROM refresh_tokens t JOIN users u USING (user_id) WHERE u.username = 'eve' AND t.revoked_at IS NULL`)).toEqual([
        { open: 0 },
      ]);
      // The family is over: the same token with a fresh input time is refused too.
      await refresh(second.refreshToken, 0).expect(401);
    });

    it('keeps a user who works without calling the server signed in, since their input is recent', async () => {
      await createAccount(t.dataSource, 'finn', ['stylist']);
      await saveSecurity(security((s) => (s.sessionTimeout = 10)));
      const first = await signIn(t, 'finn');
      // Fifty minutes filling in a long form, the last key a minute ago: the old measure (time without a refresh) would refuse.
      at(50);
      await refresh(first.refreshToken, 60).expect(200);
    });

    it('refuses an idle time that is not a whole number of seconds from now backwards', async () => {
      await createAccount(t.dataSource, 'gia', ['stylist']);
      const first = await signIn(t, 'gia');
      await refresh(first.refreshToken, -5).expect(400);
      await refresh(first.refreshToken, 1.5).expect(400);
    });
  });
});

import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../tools/lib/embedded-postgres.mjs';
import { startRedisServer } from '../../../../../tools/lib/redis-server.mjs';
import { createAccount, TEST_PASSWORD } from '../../common/testing/accounts';
import { createTestApp, startAppOn, type TestApp } from '../../common/testing/test-app';
import { SIGN_IN_RULES, THROTTLE_STORE } from './sign-in-throttle';
import { RedisThrottleStore } from './redis-throttle-store';

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let t: TestApp;
beforeAll(async () => {
  redis = await startRedisServer(await freePort());
  t = await createTestApp({ env: { TRUST_PROXY: '1', REDIS_URL: redis.url } });
  await createAccount(t.dataSource, 'dana', ['stylist']);
  await createAccount(t.dataSource, 'eli', ['stylist']);
  // On a fresh Debian machine this installs redis-server first.
}, 300_000);
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

const login = (http: ReturnType<typeof supertest>, password: string, address: string, username = 'dana') =>
  http.post('/api/auth/login').set('x-forwarded-for', address).send({ username, password });

describe('sign-in throttling with REDIS_URL', () => {
  it('keeps the counts in Redis, not in PostgreSQL', async () => {
    expect(t.app.get(THROTTLE_STORE)).toBeInstanceOf(RedisThrottleStore);
    for (let i = 0; i < SIGN_IN_RULES.accountFromAddress.limit; i++) await login(t.http, 'wrong-password', '192.0.2.1').expect(401);
    const blocked = await login(t.http, TEST_PASSWORD, '192.0.2.1').expect(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please wait 30 minutes and try again.');
    expect(await t.dataSource.query('SELECT * FROM login_throttle')).toEqual([]);
  });

  it('shares the block with another API instance using the same Redis', async () => {
    const second = await startAppOn(t.db.url, { env: { TRUST_PROXY: '1', REDIS_URL: redis.url } });
    try {
      await login(supertest(second.getHttpServer()), TEST_PASSWORD, '192.0.2.1').expect(429);
    } finally {
      await second.close();
    }
  });

  it('lets the account in from elsewhere, and clears the count on success', async () => {
    await login(t.http, TEST_PASSWORD, '192.0.2.2').expect(200);
    for (let i = 0; i < SIGN_IN_RULES.accountFromAddress.limit - 1; i++) await login(t.http, 'wrong-password', '192.0.2.3').expect(401);
    await login(t.http, TEST_PASSWORD, '192.0.2.3').expect(200);
    await login(t.http, 'wrong-password', '192.0.2.3').expect(401);
    await login(t.http, TEST_PASSWORD, '192.0.2.3').expect(200);
  });

  it('guards an account guessed at from many addresses without locking out its owner', async () => {
    for (let i = 0; i < SIGN_IN_RULES.account.limit; i++) await login(t.http, 'wrong-password', `198.18.1.${i + 1}`, 'eli').expect(401);
    await login(t.http, 'wrong-password', '192.0.2.60', 'eli@example.com').expect(429);
    await login(t.http, TEST_PASSWORD, '192.0.2.60', 'eli').expect(429);
    await login(t.http, TEST_PASSWORD, '192.0.2.61', 'eli').expect(200);
  });

  it('never extends a running block with an event that arrives during it', async () => {
    const store = t.app.get<RedisThrottleStore>(THROTTLE_STORE);
    const short = { limit: 2, windowMs: 60_000, blockMs: 60_000 };
    const long = { ...short, blockMs: 600_000 };
    for (let i = 0; i < 2; i++) {
      await store.take([{ key: 'test:block', rule: short }]);
      await store.block([{ key: 'test:block', rule: short }]);
    }
    // The block started and the count began again; two more failures reach the limit during the block.
    for (let i = 0; i < 2; i++) await store.take([{ key: 'test:block', rule: long }]);
    await store.block([{ key: 'test:block', rule: long }]);
    const [state] = await store.take([{ key: 'test:block', rule: long }]);
    expect(state.count).toBe(3);
    expect(state.blockedForMs).toBeLessThanOrEqual(60_000);
    expect(state.blockedForMs).toBeGreaterThan(0);
  });

  it("gives wrong passwords sent at the same time no more checks than the login attempts, also across two instances", async () => {
    await createAccount(t.dataSource, 'fay', ['stylist']);
    const second = await startAppOn(t.db.url, { env: { TRUST_PROXY: '1', REDIS_URL: redis.url } });
    try {
      const servers = [t.http, supertest(second.getHttpServer())];
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(servers[i % 2], 'wrong-password', '192.0.2.70', 'fay')));
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      await login(t.http, TEST_PASSWORD, '192.0.2.70', 'fay').expect(429);
    } finally {
      await second.close();
    }
  });
});

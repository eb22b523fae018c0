import { afterEach, describe, expect, inject, it } from 'vitest';
import { signedInAs } from '../testing/accounts';
import { withAdminClient } from '../testing/database-names';
import { createTestApp, type TestApp } from '../testing/test-app';

const UNAVAILABLE = {
  success: false,
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable; please try again in a few seconds',
  details: { retryAfterSeconds: 5 },
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('an ordinary endpoint without its database', () => {
  it('answers 503 with Retry-After while the database refuses connections, and serves again after', async () => {
    t = await createTestApp();
    const auth = await signedInAs(t, 'priya', ['receptionist']);
    const { adminUrl } = inject('testDatabase');
    await withAdminClient(adminUrl, async (client) => {
      await client.query(`ALTER DATABASE ${t!.db.name} ALLOW_CONNECTIONS false`);
      await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [t!.db.name]);
    });
    try {
      const response = await t.http.get('/api/clients').set(auth).expect(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual(UNAVAILABLE);
    } finally {
      await withAdminClient(adminUrl, (client) => client.query(`ALTER DATABASE ${t!.db.name} ALLOW_CONNECTIONS true`));
    }
    await t.http.get('/api/clients').set(auth).expect(200);
  });

  it('answers 503 with Retry-After when every pooled connection stays busy past the wait', async () => {
    t = await createTestApp({ env: { DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: '200' } });
    const auth = await signedInAs(t, 'priya', ['receptionist']);
    // Hold the pool's only connection, as a long report would.
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const response = await t.http.get('/api/clients').set(auth).expect(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual(UNAVAILABLE);
    } finally {
      await runner.release();
    }
    await t.http.get('/api/clients').set(auth).expect(200);
  });
});

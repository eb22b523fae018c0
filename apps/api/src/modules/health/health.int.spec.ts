import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contract } from '@salon/contracts';
import { withAdminClient } from '../../common/testing/database-names';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await t.http.get('/api/health').expect(200);
    const body = contract.health.check.responses[200].parse(response.body);
    expect(body.data).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database does not', async () => {
    // Refuse new connections to this file's database and cut the open ones: the next query fails.
    const { adminUrl } = inject('testDatabase');
    await withAdminClient(adminUrl, async (client) => {
      await client.query(`ALTER DATABASE ${t.db.name} ALLOW_CONNECTIONS false`);
      await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [t.db.name]);
    });
    try {
      const response = await t.http.get('/api/health').expect(503);
      expect(response.body).toEqual({
        success: false,
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is not answering',
      });
    } finally {
      await withAdminClient(adminUrl, (client) => client.query(`ALTER DATABASE ${t.db.name} ALLOW_CONNECTIONS true`));
    }
    await t.http.get('/api/health').expect(200);
  });
});

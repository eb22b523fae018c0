import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../common/testing/test-database';
import { typeOrmOptions } from './typeorm-options';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await db?.drop();
});

describe('typeOrmOptions', () => {
  it('reads dates as YYYY-MM-DD text even where the database defaults to another DateStyle', async () => {
    const setup = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
    try {
      const [{ name }] = await setup.query<{ name: string }[]>('SELECT current_database() AS name');
      await setup.query(`ALTER DATABASE "${name}" SET DateStyle = 'SQL, DMY'`);
    } finally {
      await setup.destroy();
    }
    const app = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
    try {
      const [row] = await app.query<{ style: string; day: string }[]>(`SELECT current_setting('DateStyle') AS style, DATE '2026-11-23'::text AS day`);
      expect(row).toEqual({ style: 'ISO, MDY', day: '2026-11-23' });
    } finally {
      await app.destroy();
    }
  });

  it('keeps the process up when a pooled connection fails while nobody else listens on it (PostgreSQL stopping as the pool hands it over)', async () => {
    const dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
    try {
      // Checked out through the pool's promise, as TypeORM's runners take it: the pool's own listener is off.
      const client = await (dataSource.driver as unknown as { master: Pool }).master.connect();
      expect(() => client.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
      client.release(true);
    } finally {
      await dataSource.destroy();
    }
  });
});

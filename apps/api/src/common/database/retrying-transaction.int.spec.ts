import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { retryingTransaction } from './retrying-transaction';

let db: TestDatabase;
let dataSource: DataSource;
beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url, 2)).initialize();
  await dataSource.query(`CREATE TABLE deadlock_probe (id int PRIMARY KEY, value int NOT NULL)`);
  await dataSource.query(`INSERT INTO deadlock_probe VALUES (1, 0), (2, 0)`);
});
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

describe('retryingTransaction', () => {
  it('runs the work again when PostgreSQL picks it as a deadlock victim, and then succeeds', async () => {
    // Another session holds row 1 and will want row 2; the work holds row 2 and wants row 1.
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      await other.query(`SET deadlock_timeout = '10s'`);
      await other.query('BEGIN');
      await other.query('UPDATE deadlock_probe SET value = value + 1 WHERE id = 1');

      let attempts = 0;
      let otherDone: Promise<unknown> = Promise.resolve();
      const result = await retryingTransaction(dataSource, async (manager) => {
        attempts += 1;
        if (attempts === 1) {
          // This session checks for deadlock first, so it is the one PostgreSQL ends.
          await manager.query(`SET LOCAL deadlock_timeout = '100ms'`);
          await manager.query('UPDATE deadlock_probe SET value = value + 10 WHERE id = 2');
          otherDone = other.query('UPDATE deadlock_probe SET value = value + 1 WHERE id = 2').then(() => other.query('COMMIT'));
        } else {
          await otherDone;
        }
        await manager.query('UPDATE deadlock_probe SET value = value + 10 WHERE id = 1');
        await manager.query('UPDATE deadlock_probe SET value = value + 10 WHERE id = 2');
        return attempts;
      });

      expect(result).toBe(2);
      const rows = await dataSource.query('SELECT id, value FROM deadlock_probe ORDER BY id');
      expect(rows).toEqual([
        { id: 1, value: 11 },
        { id: 2, value: 11 },
      ]);
    } finally {
      await other.end();
    }
  });

  it('does not retry other failures', async () => {
    let attempts = 0;
    await expect(
      retryingTransaction(dataSource, async (manager) => {
        attempts += 1;
        await manager.query('SELECT 1/0');
      }),
    ).rejects.toThrow('division by zero');
    expect(attempts).toBe(1);
  });
});

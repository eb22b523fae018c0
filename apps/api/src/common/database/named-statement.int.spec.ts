import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { AccessVersions } from '../../modules/users/access-versions';
import { createTestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { namedStatementsAllowed, runNamed } from './named-statement';

const PROBE = { name: 'probe-double', text: 'SELECT $1::int * 2 AS doubled' };

let db: TestDatabase;
let userId: number;
beforeAll(async () => {
  db = await createTestDatabase();
  const setup = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
  try {
    const [row] = await setup.query<{ user_id: number }[]>(
      `INSERT INTO users (username, email, first_name, last_name, password_hash) VALUES ('probe', 'probe@example.com', 'Pro', 'Be', 'x') RETURNING user_id`,
    );
    userId = row.user_id;
  } finally {
    await setup.destroy();
  }
});
afterAll(async () => {
  await db?.drop();
});

/** One connection, so what the session prepared can be read back on it. */
async function withOneConnection<T>(namedStatements: boolean, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = await new DataSource(typeOrmOptions(db.url, 1, 5_000, namedStatements)).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

const preparedNames = (dataSource: DataSource) =>
  dataSource.query<{ name: string }[]>('SELECT name FROM pg_prepared_statements ORDER BY name').then((rows) => rows.map((row) => row.name));

describe('named statements (DATABASE_NAMED_STATEMENTS)', () => {
  it('prepares the hot statements under their names by default', async () => {
    const names = await withOneConnection(true, async (dataSource) => {
      const rows = await dataSource.transaction((manager) => runNamed<{ doubled: number }>(manager, PROBE, [21]));
      expect(rows).toEqual([{ doubled: 42 }]);
      expect(await new AccessVersions(dataSource).standing(userId)).toEqual({ isActive: true, accessVersion: 1, salonId: 1 });
      return preparedNames(dataSource);
    });
    expect(names).toEqual(['access-standing', 'probe-double']);
  });

  it('turned off, sends them unnamed: the session keeps no prepared statement a pooler could lose', async () => {
    const names = await withOneConnection(false, async (dataSource) => {
      const rows = await dataSource.transaction((manager) => runNamed<{ doubled: number }>(manager, PROBE, [21]));
      expect(rows).toEqual([{ doubled: 42 }]);
      expect(await new AccessVersions(dataSource).standing(userId)).toEqual({ isActive: true, accessVersion: 1, salonId: 1 });
      return preparedNames(dataSource);
    });
    expect(names).toEqual([]);
  });

  it('is read from the environment by the app: on unless DATABASE_NAMED_STATEMENTS=false', async () => {
    const off = await createTestApp({ env: { DATABASE_NAMED_STATEMENTS: 'false' } });
    try {
      expect(namedStatementsAllowed(off.dataSource)).toBe(false);
    } finally {
      await off.close();
    }
    const on = await createTestApp();
    try {
      expect(namedStatementsAllowed(on.dataSource)).toBe(true);
    } finally {
      await on.close();
    }
  });
});

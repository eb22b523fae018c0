import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource, QueryFailedError } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { runNamed } from './named-statement';

let db: TestDatabase;
let dataSource: DataSource;
beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
  await dataSource.query(`CREATE TABLE named_probe (id int PRIMARY KEY, label text NOT NULL)`);
});
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

const INSERT = { name: 'named-probe-insert', text: 'INSERT INTO named_probe (id, label) VALUES ($1, $2) RETURNING id, label' };

describe('runNamed', () => {
  it('prepares the statement once per connection and runs it with new values each time', async () => {
    const rows = await dataSource.transaction(async (manager) => [
      ...(await runNamed(manager, INSERT, [1, 'one'])),
      ...(await runNamed(manager, INSERT, [2, 'two'])),
    ]);
    expect(rows).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
    // The pool has one connection: a later transaction finds the statement prepared there.
    await dataSource.transaction((manager) => runNamed(manager, INSERT, [3, 'three']));
    const prepared = await dataSource.query(`SELECT name FROM pg_prepared_statements WHERE name = 'named-probe-insert'`);
    expect(prepared).toEqual([{ name: 'named-probe-insert' }]);
  });

  it("fails as TypeORM's QueryFailedError, with PostgreSQL's code, as manager.query does", async () => {
    const failure = await dataSource.transaction((manager) => runNamed(manager, INSERT, [1, 'again'])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError).driverError).toMatchObject({ code: '23505' });
  });

  it('refuses to run outside a transaction', async () => {
    await expect(runNamed(dataSource.manager, INSERT, [9, 'nine'])).rejects.toThrow('named-probe-insert runs inside a transaction');
  });
});

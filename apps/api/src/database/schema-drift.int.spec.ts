import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from './typeorm-options';
import { createTestDatabase, type TestDatabase } from '../common/testing/test-database';

let db: TestDatabase;
let dataSource: DataSource;
beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
});
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

describe('the migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('revert cleanly, down to an empty schema, and apply again', async () => {
    const count = dataSource.migrations.length;
    for (let i = 0; i < count; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    const tables = await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`);
    expect(tables).toEqual([]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied).toHaveLength(count);
  });
});

import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { withAdminClient, withDatabase } from './database-names';

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A fresh, fully migrated database of this test file's own, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `salon_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

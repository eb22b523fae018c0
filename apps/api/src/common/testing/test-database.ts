import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { withAdminClient, withDatabase } from './database-names';

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A fresh database of this test file's own: fully migrated, cloned from the run's
 * template; or `empty` (no migrations), for tests of the migrations themselves.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, template, prefix } = inject('testDatabase');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${options.empty ? 'template0' : template}`));
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

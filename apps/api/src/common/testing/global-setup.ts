import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { withAdminClient, withDatabase } from './database-names';
import { acquirePostgres } from './postgres-source';

/** `prefix` names this run's databases, so teardown can drop every one it made. */
export type TestDatabaseContext = { adminUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseContext;
  }
}

type Shared = { context: TestDatabaseContext; users: number; stop: () => Promise<void> };
/** Projects' global setups run one after another in one process: the first prepares, the others share. */
const holder = globalThis as { salonTestsSharedPostgres?: Promise<Shared> };

/**
 * Once per run: find a PostgreSQL, build a template database with every
 * migration applied, and hand its name to the test files. Each file clones the
 * template (see test-database.ts), so files run in parallel and share nothing.
 * Every project listing this setup (api:int, api:processes) shares the one server and template.
 */
export default async function setup(project: TestProject) {
  holder.salonTestsSharedPostgres ??= prepare();
  const shared = await holder.salonTestsSharedPostgres;
  shared.users += 1;
  project.provide('testDatabase', shared.context);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder.salonTestsSharedPostgres;
    await shared.stop();
  };
}

async function prepare(): Promise<Shared> {
  const source = await acquirePostgres();
  console.log(`[tests] PostgreSQL for integration tests: ${source.label}`);
  const runId = randomBytes(4).toString('hex');
  const template = `salon_template_${runId}`;
  const prefix = `salon_test_${runId}_`;
  try {
    await withAdminClient(source.adminUrl, (client) => client.query(`CREATE DATABASE ${template}`));
    const dataSource = await new DataSource(typeOrmOptions(withDatabase(source.adminUrl, template), 1)).initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
  } catch (error) {
    await source.stop();
    throw error;
  }
  const stop = async () => {
    // Files drop their own databases; this catches those a failing file left behind.
    await withAdminClient(source.adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    }).catch((error) => console.warn(`[tests] could not drop test databases: ${(error as Error).message}`));
    await source.stop();
  };
  return { context: { adminUrl: source.adminUrl, template, prefix }, users: 0, stop };
}

import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { typeOrmOptions } from './typeorm-options';
import { loadDemoData } from './seed/demo-data';

/** Any fixed number: every API instance takes the same lock before touching the schema. */
const SCHEMA_LOCK_KEY = 72_616_001;
/** How long an instance waits for another one's migrations before giving up. */
const SCHEMA_LOCK_TIMEOUT = '5min';

/**
 * Runs pending migrations, then (when asked) loads demo data into an empty
 * database. Several replicas may start at once: a PostgreSQL advisory lock
 * lets one do the work while the others wait, then find nothing left to do.
 */
export async function prepareDatabase(url: string, options: { demoData: boolean; logger: Logger }): Promise<void> {
  const dataSource = await new DataSource(typeOrmOptions(url, 2)).initialize();
  try {
    const lock = dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query(`SET lock_timeout = '${SCHEMA_LOCK_TIMEOUT}'`);
      await lock.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
      try {
        const applied = await dataSource.runMigrations({ transaction: 'each' });
        for (const migration of applied) options.logger.info({ migration: migration.name }, 'Migration applied');
        if (options.demoData) {
          const loaded = await loadDemoData(dataSource);
          options.logger.info(loaded ? 'Demo data loaded into the empty database' : 'Demo data: the database already has data, left as is');
        }
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
      }
    } finally {
      await lock.release();
    }
  } finally {
    await dataSource.destroy();
  }
}

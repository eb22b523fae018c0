import { DataSource, MigrationExecutor } from 'typeorm';
import type { Logger } from 'pino';
import { typeOrmOptions } from './typeorm-options';
import { loadDemoData } from './seed/demo-data';

/** Any fixed number: every API instance takes the same lock before touching the schema. */
const SCHEMA_LOCK_KEY = 72_616_001;
/** How long an instance waits for another one's migrations (and a migration for a table's lock) before giving up. */
const SCHEMA_LOCK_TIMEOUT = '5min';

/**
 * Runs pending migrations, then (when asked) loads demo data into an empty
 * database. Several replicas may start at once: a PostgreSQL advisory lock
 * lets one do the work while the others wait, then find nothing left to do.
 *
 * The lock, the lock timeout and every migration live in one transaction
 * (pg_advisory_xact_lock, SET LOCAL), so nothing outlives it on the server
 * connection: behind PgBouncer in transaction mode a session lock or a session
 * SET would stay on whichever pooled connection ran it.
 */
export async function prepareDatabase(url: string, options: { demoData: boolean; logger: Logger }): Promise<void> {
  const dataSource = await new DataSource(typeOrmOptions(url, 2)).initialize();
  try {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      try {
        await runner.query(`SET LOCAL lock_timeout = '${SCHEMA_LOCK_TIMEOUT}'`);
        await runner.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
        // On our runner, whose transaction is open, the executor runs every pending migration inside it.
        const executor = new MigrationExecutor(dataSource, runner);
        executor.transaction = 'all';
        const applied = await executor.executePendingMigrations();
        await runner.commitTransaction();
        for (const migration of applied) options.logger.info({ migration: migration.name }, 'Migration applied');
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        throw error;
      }
    } finally {
      await runner.release();
    }
    // Needs no schema lock: it locks the salon's row and loads only into a database never seeded.
    if (options.demoData) {
      const loaded = await loadDemoData(dataSource);
      options.logger.info(loaded ? 'Demo data loaded into the empty database' : 'Demo data: the database already has data, left as is');
    }
  } finally {
    await dataSource.destroy();
  }
}

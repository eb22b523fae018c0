import { DataSource, MigrationExecutor, type DataSourceOptions, type QueryRunner } from 'typeorm';
import type { Logger } from 'pino';
import { typeOrmOptions } from './typeorm-options';
import { loadDemoData } from './seed/demo-data';

/** Any fixed number: every API instance takes the same lock before touching the schema. */
const SCHEMA_LOCK_KEY = 72_616_001;
/** How long an instance waits for another one's migrations (and a migration for a table's lock) before giving up. */
const SCHEMA_LOCK_TIMEOUT = '5min';

/** A migration executor that sees the migrations up to one timestamp only: it applies the next pending one and no more. */
class ExecutorUpTo extends MigrationExecutor {
  constructor(dataSource: DataSource, runner: QueryRunner, private readonly upTo: number) {
    super(dataSource, runner);
    // On our runner, whose transaction is open, the executor runs the migration inside it.
    this.transaction = 'all';
  }

  protected override getMigrations() {
    return super.getMigrations().filter((migration) => migration.timestamp <= this.upTo);
  }
}

/**
 * Runs pending migrations, then (when asked) loads demo data into an empty
 * database. Several replicas may start at once: a PostgreSQL advisory lock
 * lets one do the work while the others wait, then find nothing left to do.
 *
 * Each migration runs in a transaction of its own that first takes the lock
 * and its wait (pg_advisory_xact_lock, SET LOCAL) and reads what is still
 * pending. Nothing outlives a transaction on the server connection: behind
 * PgBouncer in transaction mode a session lock or a session SET would stay on
 * whichever pooled connection ran it. And each migration's table locks end at
 * its own commit, so a deploy holds a table no longer than its migration needs.
 * A migration that fails leaves the ones before it applied (see product-choices,
 * "Migrations at start strand nothing": each must work with the release before it).
 * `migrations` replaces the app's list (tests only).
 */
export async function prepareDatabase(url: string, options: { demoData: boolean; logger: Logger; migrations?: DataSourceOptions['migrations'] }): Promise<void> {
  const dataSource = await new DataSource({ ...typeOrmOptions(url, 2), ...(options.migrations ? { migrations: options.migrations } : {}) }).initialize();
  try {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      for (;;) {
        const applied = await underSchemaLock(runner, async () => {
          const [next] = await new MigrationExecutor(dataSource, runner).getPendingMigrations();
          if (!next) return undefined;
          const ran = await new ExecutorUpTo(dataSource, runner, next.timestamp).executePendingMigrations();
          // Exactly the one: never start the API believing the schema is current when it is not.
          if (ran.length !== 1 || ran[0].name !== next.name) throw new Error(`Migration ${next.name} was pending, but the executor ran ${ran.map((m) => m.name).join(', ') || 'nothing'}`);
          return next;
        });
        if (!applied) break;
        options.logger.info({ migration: applied.name }, 'Migration applied');
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

/** Runs `work` in one transaction holding the schema lock; rolls it all back if it throws. */
async function underSchemaLock<T>(runner: QueryRunner, work: () => Promise<T>): Promise<T> {
  await runner.startTransaction();
  try {
    await runner.query(`SET LOCAL lock_timeout = '${SCHEMA_LOCK_TIMEOUT}'`);
    await runner.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const result = await work();
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  }
}

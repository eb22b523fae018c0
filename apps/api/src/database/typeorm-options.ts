import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { ListeningPgClient } from './listening-pg-client';
import { MIGRATIONS } from './migrations';

/**
 * The one TypeORM configuration: the app, the tests and the migration CLI all
 * use it. `synchronize` stays off everywhere: the schema changes only through
 * migrations.
 */
export function typeOrmOptions(url: string, poolSize = 10, poolWaitMs = 5_000, namedStatements = true): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    // Failures are logged once, with the request id, by the error filter.
    logging: false,
    // A database that does not answer, or a pool that stays busy, must fail a request (503), not hang it.
    // DateStyle pinned to ISO: SQL that sends dates as text (date::text) must read YYYY-MM-DD whatever the server's default
    // (PgBouncer passes it on from 1.20; see docs/product-choices.md, "Behind PgBouncer").
    // namedStatements is ours, not pg's (pg ignores it): read by common/database/named-statement.ts.
    // Client: the pool's connections never leave an 'error' unheard (listening-pg-client.ts).
    extra: { max: poolSize, application_name: 'salon-api', connectionTimeoutMillis: poolWaitMs, options: '-c DateStyle=ISO,MDY', namedStatements, Client: ListeningPgClient },
  };
}

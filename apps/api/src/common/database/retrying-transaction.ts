import type { DataSource, EntityManager } from 'typeorm';
import { isTransientConflict } from './database-errors';

/** Tries in all: a deadlock between two bookings of one slot clears on the second try. */
const ATTEMPTS = 3;

/**
 * A transaction that is run again when PostgreSQL ends it as a deadlock victim or a
 * serialization failure (the work was rolled back whole, so running it again is safe).
 * Still failing after the last try, the error answers 409 CONFLICT, never 500.
 */
export async function retryingTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransientConflict(error)) throw error;
    }
  }
}

import { InitialSchema1763769600000 } from './1763769600000-InitialSchema';

/**
 * Every migration, oldest first. `npm run migration:generate -- Name` appends
 * new ones here, so the bundled build runs them without file globbing.
 */
export const MIGRATIONS = [InitialSchema1763769600000];

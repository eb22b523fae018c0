#!/usr/bin/env node
// `npm run migration:generate -- Name`, `migration:run`, `migration:revert`:
// the TypeORM CLI on the built data source, against DATABASE_URL or the
// embedded PostgreSQL of `npm start`.
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { API_DIST, ROOT } from './lib/paths.mjs';
import { run, runOrThrow } from './lib/run.mjs';

const MIGRATIONS_DIR = join(ROOT, 'apps/api/src/database/migrations');
const [command, name] = process.argv.slice(2);
if (!['migration:generate', 'migration:run', 'migration:revert'].includes(command)) {
  console.error('Usage: node tools/typeorm.mjs migration:generate <Name> | migration:run | migration:revert');
  process.exit(2);
}
if (command === 'migration:generate' && !/^[A-Z][A-Za-z0-9]+$/.test(name ?? '')) {
  console.error('Give the migration a PascalCase name: npm run migration:generate -- AddClients');
  process.exit(2);
}

await ensureInstalled(ROOT);
await runOrThrow('npx', ['vite', 'build', '--config', 'apps/api/vite.config.mts', '--logLevel', 'warn'], { cwd: ROOT });
const { openLocalDatabase } = await import('./lib/local-database.mjs');
const database = await openLocalDatabase();
let code = 1;
try {
  const typeorm = (...args) => run('npx', ['typeorm', '-d', join(API_DIST, 'data-source.js'), ...args], { cwd: ROOT, env: { DATABASE_URL: database.url } });
  if (command === 'migration:generate') {
    // Compare the entities with the schema the existing migrations build, not with an empty database.
    code = await typeorm('migration:run');
    if (code === 0) code = await typeorm('migration:generate', join(MIGRATIONS_DIR, name), '--pretty');
  } else {
    code = await typeorm(command);
  }
} finally {
  await database.stop();
}
process.exit(code);

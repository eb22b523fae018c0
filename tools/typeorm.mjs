#!/usr/bin/env node
// `npm run migration:generate -- Name`, `migration:run`, `migration:revert`:
// the TypeORM CLI on the built data source, against DATABASE_URL or the
// embedded PostgreSQL of `npm start`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { API_DIST, ROOT } from './lib/paths.mjs';
import { log, run, runOrThrow } from './lib/run.mjs';

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
  const args = ['typeorm', '-d', join(API_DIST, 'data-source.js'), command];
  if (command === 'migration:generate') args.push(join(MIGRATIONS_DIR, name), '--pretty');
  code = await run('npx', args, { cwd: ROOT, env: { DATABASE_URL: database.url } });
  if (code === 0 && command === 'migration:generate') registerNewest(name);
} finally {
  await database.stop();
}
process.exit(code);

/** Adds the generated migration to migrations/index.ts, which the bundled build reads. */
function registerNewest(migrationName) {
  const file = readdirSync(MIGRATIONS_DIR)
    .filter((entry) => entry.endsWith(`-${migrationName}.ts`))
    .sort()
    .at(-1);
  if (!file) return;
  const timestamp = file.split('-')[0];
  const className = `${migrationName}${timestamp}`;
  const indexPath = join(MIGRATIONS_DIR, 'index.ts');
  const index = readFileSync(indexPath, 'utf8');
  if (index.includes(className)) return;
  const withImport = index.replace(/(import [^\n]+\n)(?![\s\S]*import )/, `$1import { ${className} } from './${file.replace(/\.ts$/, '')}';\n`);
  writeFileSync(indexPath, withImport.replace(/(export const MIGRATIONS = \[[^\]]*)\]/, `$1, ${className}]`));
  log(`Generated ${file} and registered it in migrations/index.ts: review it before committing.`);
}

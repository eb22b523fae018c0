#!/usr/bin/env node
// `npm start`: install what is missing, build, start PostgreSQL (embedded when
// DATABASE_URL is unset), and serve the API and the built SPA on one port.
// Ctrl-C stops everything; the data stays in ./.data for the next start.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { API_DIST, ROOT, WEB_DIST } from './lib/paths.mjs';
import { log, onStopSignal, runOrThrow, seconds } from './lib/run.mjs';
import { supervise } from './lib/supervise.mjs';
import { stopChild, waitForHealth } from './lib/wait-for-health.mjs';

const startedAt = Date.now();
await ensureInstalled(ROOT);

log('Building the API and the web app...');
await runOrThrow('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,web', '--outputStyle=static'], {
  cwd: ROOT,
  env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
});

const { openLocalDatabase, localJwtSecret } = await import('./lib/local-database.mjs');
const database = await openLocalDatabase();
log(`Database: ${database.description}`);

const port = process.env.PORT ?? '3000';
const apiEnv = {
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'info',
  // The demo salon's passwords are published: answer this machine only, unless told otherwise.
  HOST: '127.0.0.1',
  ...process.env,
  PORT: port,
  DATABASE_URL: database.url,
  JWT_SECRET: await localJwtSecret(),
  WEB_DIST_DIR: WEB_DIST,
};
const startApi = () => spawn(process.execPath, ['--enable-source-maps', join(API_DIST, 'main.js')], { cwd: ROOT, stdio: 'inherit', env: apiEnv });

let stopping = false;
const api = startApi();
let supervisor;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  supervisor?.stop();
  await stopChild(supervisor?.current() ?? api);
  await database.stop();
  log('Stopped.');
  process.exit(code);
}
onStopSignal(() => shutdown(0));
api.on('exit', (code) => {
  // Until it has answered once, a stop is a start-up failure: say so and end.
  if (!stopping && !supervisor) {
    log(`The API stopped (exit code ${code}).`);
    void shutdown(code || 1);
  }
});

const url = `http://localhost:${port}`;
if (!(await waitForHealth(`${url}/api/health`, api))) {
  log(`The app did not answer ${url}/api/health; see the log above.`);
  await shutdown(1);
}
// From now on a crashed API is started again (with a back-off), on the same database.
supervisor = supervise({ start: startApi, log, onFatal: (code) => void shutdown(code || 1), first: api });
console.log(`
  Salon back office is running (ready in ${seconds(startedAt)}):

    App        ${url}
    API docs   ${url}/api/docs
    Health     ${url}/api/health
${await demoSignIns(database.url)}
  Press Ctrl-C to stop. Data is kept in .data/ for the next start.
`);

/** The demo accounts, listed only when this database holds the demo salon. */
async function demoSignIns(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT demo_data_loaded_at FROM salons WHERE salon_id = 1');
    if (!rows[0]?.demo_data_loaded_at) return '';
  } catch {
    return '';
  } finally {
    await client.end().catch(() => undefined);
  }
  const demo = JSON.parse(readFileSync(join(ROOT, 'apps/api/src/database/seed/demo-sign-ins.json'), 'utf8'));
  const lines = demo.users.map((user) => `    ${user.username.padEnd(10)} ${user.role}`);
  return `\n  Demo sign-ins (password ${demo.password}):\n${lines.join('\n')}\n`;
}

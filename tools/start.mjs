#!/usr/bin/env node
// `npm start`: install what is missing, build, start PostgreSQL (embedded when
// DATABASE_URL is unset), and serve the API and the built SPA on one port.
// Ctrl-C stops everything; the data stays in ./.data for the next start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { API_DIST, ROOT, WEB_DIST } from './lib/paths.mjs';
import { log, runOrThrow, seconds } from './lib/run.mjs';

const startedAt = Date.now();
await ensureInstalled(ROOT);

log('Building the API and the web app...');
await runOrThrow('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,web', '--outputStyle=static'], {
  cwd: ROOT,
  env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
});

const { openLocalDatabase, localJwtSecret } = await import('./lib/local-database.mjs');
const database = await openLocalDatabase();
log(database.embedded ? `Embedded PostgreSQL is up on port ${database.port} (data in .data/postgres)` : 'Using DATABASE_URL');

const port = process.env.PORT ?? '3000';
const api = spawn(process.execPath, ['--enable-source-maps', join(API_DIST, 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    ...process.env,
    PORT: port,
    DATABASE_URL: database.url,
    JWT_SECRET: await localJwtSecret(),
    WEB_DIST_DIR: WEB_DIST,
  },
});

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null && api.signalCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  await database.stop();
  log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
api.on('exit', (code) => {
  if (!stopping) {
    log(`The API stopped (exit code ${code}).`);
    void shutdown(code ?? 1);
  }
});

const url = `http://localhost:${port}`;
await waitForHealth(`${url}/api/health`);
console.log(`
  Salon back office is running (ready in ${seconds(startedAt)}):

    App        ${url}
    API docs   ${url}/api/docs
    Health     ${url}/api/health

  Press Ctrl-C to stop. Data is kept in .data/ for the next start.
`);

async function waitForHealth(healthUrl) {
  for (let attempt = 0; attempt < 600 && !stopping; attempt++) {
    try {
      const response = await fetch(healthUrl);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

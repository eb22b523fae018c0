#!/usr/bin/env node
// `npm run dev`: the API rebuilt and restarted on change (port 3000) and the
// Vite dev server with hot reload (port 4200) proxying /api to it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { API_DIST, ROOT } from './lib/paths.mjs';
import { log, onStopSignal, runOrThrow } from './lib/run.mjs';
import { stopChild } from './lib/wait-for-health.mjs';

await ensureInstalled(ROOT);
await runOrThrow('npx', ['vite', 'build', '--config', 'apps/api/vite.config.mts', '--logLevel', 'warn'], { cwd: ROOT });
const { openLocalDatabase, localJwtSecret } = await import('./lib/local-database.mjs');
const database = await openLocalDatabase();
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DEMO_DATA: process.env.DEMO_DATA ?? 'true',
  DATABASE_URL: database.url,
  JWT_SECRET: await localJwtSecret(),
  PORT: process.env.PORT ?? '3000',
};

const children = [
  spawn('npx', ['vite', 'build', '--watch', '--config', 'apps/api/vite.config.mts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn(process.execPath, ['--enable-source-maps', '--watch', join(API_DIST, 'main.js')], { cwd: ROOT, stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.mts'], { cwd: ROOT, stdio: 'inherit', env: { ...env, API_PROXY_TARGET: `http://localhost:${env.PORT}` } }),
];
log(`Web app with hot reload: http://localhost:4200 (API on port ${env.PORT}). Ctrl-C stops everything.`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => stopChild(child)));
  await database.stop();
  process.exit(0);
}
onStopSignal(shutdown);

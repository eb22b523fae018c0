// The database `npm start` and the migration commands use: DATABASE_URL when
// set, otherwise an embedded PostgreSQL kept under ./.data/postgres.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_DIR } from './paths.mjs';
import { freePort, startEmbeddedPostgres } from './embedded-postgres.mjs';
import { log } from './run.mjs';

const PREFERRED_PORT = 54329;
const DATABASE = 'salon';

async function portIsFree(port) {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The port is kept with the data so the URL stays the same across starts. */
async function pickPort() {
  const file = join(DATA_DIR, 'postgres.json');
  if (existsSync(file)) {
    const { port } = JSON.parse(readFileSync(file, 'utf8'));
    if (await portIsFree(port)) return port;
  }
  const port = (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await freePort();
  writeFileSync(file, JSON.stringify({ port }, null, 2));
  return port;
}

/** @returns {Promise<{ url: string, embedded: boolean, stop: () => Promise<void> }>} */
export async function openLocalDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  await mkdir(DATA_DIR, { recursive: true });
  const dir = join(DATA_DIR, 'postgres');
  if (existsSync(join(dir, 'postmaster.pid'))) {
    log('Found a postmaster.pid in .data/postgres: if another `npm start` is running, stop it first.');
  }
  const pg = await startEmbeddedPostgres({ dir, port: await pickPort() });
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: pg.url('postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  return { url: pg.url(DATABASE), embedded: true, port: pg.port, stop: pg.stop };
}

/** A signing key made once and kept with the data, so sessions survive restarts. */
export async function localJwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  await mkdir(DATA_DIR, { recursive: true });
  const file = join(DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    const { randomBytes } = await import('node:crypto');
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

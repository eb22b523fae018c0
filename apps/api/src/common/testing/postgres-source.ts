import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort, startEmbeddedPostgres } from '../../../../../tools/lib/embedded-postgres.mjs';
import { isProcessAlive } from './process-alive';

export type PostgresSource = {
  /** Where the server came from, printed so a reader of the test log knows. */
  label: string;
  /** A URL with rights to create databases; its database part is ignored. */
  adminUrl: string;
  stop: () => Promise<void>;
};

const WORKSPACE = join(import.meta.dirname, '../../../../..');

/**
 * A real PostgreSQL for the integration tests, from the first source that works:
 * TEST_DATABASE_URL, then Testcontainers when a Docker engine can run the image,
 * then an embedded PostgreSQL (binaries from the npm registry).
 */
export async function acquirePostgres(): Promise<PostgresSource> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    return { label: `TEST_DATABASE_URL (${redact(given)})`, adminUrl: given, stop: async () => undefined };
  }
  const container = await tryTestcontainers();
  if (container) return container;
  const parent = join(WORKSPACE, '.data', 'test-postgres');
  await removeDeadRunsData(parent);
  const dir = join(parent, String(process.pid));
  const pg = await startEmbeddedPostgres({ dir, port: await freePort(), fast: true });
  return {
    label: `embedded PostgreSQL on port ${pg.port}`,
    adminUrl: pg.url('postgres'),
    stop: async () => {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function tryTestcontainers(): Promise<PostgresSource | null> {
  if (process.env.TESTCONTAINERS_DISABLED === 'true') return null;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await withTimeout(getContainerRuntimeClient(), 5_000);
  } catch {
    return null; // no Docker engine answers
  }
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const started = await withTimeout(new PostgreSqlContainer('postgres:18-alpine').withCommand(['postgres', '-c', 'fsync=off', '-c', 'max_connections=300']).start(), 120_000);
    return {
      label: `Testcontainers (${started.getHost()}:${started.getPort()})`,
      adminUrl: started.getConnectionUri(),
      stop: async () => {
        await started.stop();
      },
    };
  } catch (error) {
    console.warn(`[tests] Docker answers but could not run PostgreSQL (${(error as Error).message}); using embedded PostgreSQL.`);
    return null;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()),
  ]);
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** Data folders of earlier runs that crashed (named by their process id, now gone). */
async function removeDeadRunsData(parent: string) {
  const entries = await readdir(parent).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || isProcessAlive(pid)) continue;
    await rm(join(parent, entry), { recursive: true, force: true });
  }
}

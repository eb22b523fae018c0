import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../../../../tools/lib/embedded-postgres.mjs';
import { startOnPort } from './start-on-port';
import { steadyPort } from './steady-port';

/**
 * A PostgreSQL cluster of one test file's own, which the file may stop, crash and start again:
 * the run's shared server serves every other file and must never go down. It keeps its data
 * directory and port across restarts, so the API's connection string stays right.
 */
export type OwnPostgres = {
  port: number;
  /** A URL of a database on this cluster. */
  url: (database: string) => string;
  /** PostgreSQL's own lines, across starts. */
  log: string[];
  /** Starts the cluster again on the same data and port (after stop or crash), waiting (bounded) while something else holds the port. */
  start: () => Promise<void>;
  /** A fast shutdown (SIGINT): sessions are ended with 57P01, and the cluster stops cleanly. */
  stop: () => Promise<void>;
  /** The postmaster and its backends SIGKILLed at once, as a machine losing power would; the next start recovers from the WAL. */
  crash: () => Promise<void>;
  /** Stops it (if running) and deletes its data. */
  remove: () => Promise<void>;
};

const WORKSPACE = join(import.meta.dirname, '../../../../..');
const PARENT = join(WORKSPACE, '.data', 'own-postgres');

/**
 * Crash-safe settings (`fast: false`): acknowledged commits must survive the crash the tests cause.
 * The folder is named `<pid>-<random>`, so a later run removes what a killed run left behind.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  await removeDeadRunsData();
  const dir = join(PARENT, `${process.pid}-${randomBytes(4).toString('hex')}`);
  const port = await steadyPort();
  // PostgreSQL's own lines, so a start that fails (say, after a crash) says why.
  const log: string[] = [];
  let running: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  const startOnce = async () => {
    const from = log.length;
    try {
      running = await startEmbeddedPostgres({ dir, port, fast: false, log: (line) => log.push(line) });
      return true;
    } catch (error) {
      // Something else took the port while it was down: PostgreSQL said so and exited.
      if (log.slice(from).some((line) => line.includes('Address already in use'))) return false;
      throw new Error(`${(error as Error).message}\n${log.slice(-20).join('\n')}`);
    }
  };
  const start = () => startOnPort(port, `This file's PostgreSQL on port ${port}`, startOnce);
  await start();
  // A test run that ends without stopping it (a killed worker) must not leave PostgreSQL behind.
  const onExit = () => {
    try {
      const pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) signal(pid, 'SIGKILL');
    } catch {
      // not running: no postmaster.pid
    }
  };
  process.once('exit', onExit);

  const stop = () => running.stop();
  const crash = async () => {
    const postmaster = await postmasterPid(dir);
    if (postmaster === undefined) return;
    const family = [postmaster, ...(await childrenOf(postmaster))];
    for (const pid of family) signal(pid, 'SIGKILL');
    await waitUntil(async () => !(await anyAlive(family)), 'the killed PostgreSQL processes to be gone');
  };
  const remove = async () => {
    process.removeListener('exit', onExit);
    await stop();
    await rm(dir, { recursive: true, force: true });
  };
  return { port, log, url: (database) => running.url(database), start, stop, crash, remove };
}

/** The postmaster's process id: the first line of postmaster.pid, while it runs. */
async function postmasterPid(dir: string): Promise<number | undefined> {
  const text = await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && (await isAlive(pid)) ? pid : undefined;
}

/** The processes whose parent is `parent` (PostgreSQL's backends and background workers). */
async function childrenOf(parent: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command name may hold spaces; the fields after its closing parenthesis are state, ppid, ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === parent) children.push(Number(entry));
  }
  return children;
}

/** Alive and not a zombie (a zombie holds no memory or port, it waits only to be reaped). */
async function isAlive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return false;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
}

async function anyAlive(pids: number[]): Promise<boolean> {
  for (const pid of pids) if (await isAlive(pid)) return true;
  return false;
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** Polls `done` every 50 ms, for at most 30 s. */
async function waitUntil(done: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Data folders of earlier runs that died (named by their process id, now gone). */
async function removeDeadRunsData() {
  for (const entry of await readdir(PARENT).catch(() => [] as string[])) {
    const pid = Number(entry.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && (await isAlive(pid))) continue;
    await rm(join(PARENT, entry), { recursive: true, force: true });
  }
}

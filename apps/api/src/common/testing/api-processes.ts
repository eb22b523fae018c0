import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { stopChild, waitForHealth } from '../../../../../tools/lib/wait-for-health.mjs';
import { startOnPort } from './start-on-port';
import { steadyPort } from './steady-port';
import { TEST_JWT_SECRET } from './test-app';
import type { TestDatabase } from './test-database';

/** A real API process (the run's bundle, `node main.js`) serving a test database. */
export type ApiProcess = {
  /** e.g. http://127.0.0.1:41234 (no trailing slash; paths start with /api). */
  url: string;
  /** The current child's process id (a restart gives a new one). */
  readonly pid: number;
  /** Every line the process wrote to stdout and stderr, across restarts (JSON log lines mostly). */
  output: string[];
  /** Sends a signal and waits until the process is gone; SIGKILL is a crash. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /**
   * Stops the process if it runs and starts it again on the same port and database (waiting, bounded,
   * while something else holds the port); `env` replaces the extra variables.
   */
  restart: (env?: Record<string, string>) => Promise<void>;
  /** A clean stop (SIGTERM): Nest's shutdown hooks run. */
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();
// No API outlives its test file, whether the file passed or failed; a killed worker is
// covered by exit-with-parent.cjs in the child.
afterAll(() => stopAllApiProcesses());
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Kills every API process this file started (SIGKILL: their tests are over). */
export async function stopAllApiProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child, 'SIGKILL')));
}

/**
 * Starts the API bundle on a database: the same JWT secret as in-process test apps (a token
 * works on every instance), a small pool, the outbox sender and auto-confirm timers off unless
 * `env` sets OUTBOX_POLL_MS. Resolves once /api/health answers.
 */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await steadyPort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  let child: ChildProcess;
  let extra = env;

  const startOnce = async (): Promise<boolean> => {
    const from = output.length;
    child = spawn(process.execPath, ['--enable-source-maps', '--require', join(import.meta.dirname, 'exit-with-parent.cjs'), inject('apiMain')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        TEST_PARENT_PID: String(process.pid),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        JWT_SECRET: TEST_JWT_SECRET,
        DATABASE_POOL_SIZE: '4',
        // The suites run side by side on a busy machine: a burst may wait long for a connection.
        DATABASE_POOL_WAIT_MS: '30000',
        OUTBOX_POLL_MS: '0',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        ...extra,
      },
    });
    running.add(child);
    const current = child;
    current.once('exit', () => running.delete(current));
    // After 'close' every line the child wrote is in `output`.
    const closed = new Promise((resolve) => current.once('close', resolve));
    collectLines(current, output);
    if (await waitForHealth(`${url}/api/health`, current, 90_000)) return true;
    await stopChild(current, 'SIGKILL');
    await closed;
    // The port was taken while this process was down: it said EADDRINUSE and exited.
    if (output.slice(from).some((line) => line.includes('EADDRINUSE'))) return false;
    throw new Error(`The API process did not answer ${url}/api/health. Its last output:\n${output.slice(-30).join('\n')}`);
  };
  const start = () => startOnPort(port, `The API process on ${url}`, startOnce);

  await start();
  return {
    url,
    get pid() {
      return child.pid ?? -1;
    },
    output,
    kill: (signal = 'SIGTERM') => stopChild(child, signal),
    restart: async (newEnv) => {
      await stopGracefully(child);
      if (newEnv) extra = newEnv;
      await start();
    },
    stop: () => stopGracefully(child),
  };
}

/** Two API processes on one database: A and B. */
export async function twoInstances(db: TestDatabase, env: Record<string, string> = {}): Promise<[ApiProcess, ApiProcess]> {
  return Promise.all([startApiProcess(db.url, env), startApiProcess(db.url, env)]);
}

/** SIGTERM, so Nest's shutdown hooks run; SIGKILL if the process is still there after 30 s (a hung shutdown must not hang the run). */
async function stopGracefully(child: ChildProcess): Promise<void> {
  const escalate = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    await stopChild(child);
  } finally {
    clearTimeout(escalate);
  }
}

function collectLines(child: ChildProcess, lines: string[]) {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line !== ''));
    });
    stream?.on('end', () => {
      if (partial) lines.push(partial);
      partial = '';
    });
  }
}

export type HttpCall = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; headers?: Record<string, string>; body?: unknown };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field by each test
export type HttpAnswer = { status: number; body: any; via: 'A' | 'B' };

/** One request to one instance; the answer's JSON body (or its text when it is not JSON). */
export async function call(instance: ApiProcess, request: HttpCall): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${instance.url}${request.path}`, {
    method: request.method,
    headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}

/** Fires every request at once, the even ones to A and the odd ones to B; the answers in request order. */
export function splitAcross([a, b]: [ApiProcess, ApiProcess], requests: HttpCall[]): Promise<HttpAnswer[]> {
  return Promise.all(requests.map(async (request, index) => ({ ...(await call(index % 2 ? b : a, request)), via: index % 2 ? ('B' as const) : ('A' as const) })));
}

// Small process helpers for the tools scripts (Node built-ins only: they run
// before dependencies are installed).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** Runs a command with inherited output; resolves with its exit code (128 + n when killed by signal n). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

/**
 * Runs a command with its output collected instead of shown, so commands that run side by
 * side do not interleave their lines; resolves with the exit code and the output.
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? 128 + (constants.signals[signal] ?? 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/** Runs a command and fails loudly when it fails. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}`);
}

export const log = (message) => console.log(`\x1b[36m[salon]\x1b[0m ${message}`);

export const seconds = (startedAt) => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

/** Calls `handler` once on Ctrl-C, kill, or a closed terminal. */
export function onStopSignal(handler) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void handler(signal));
}

import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { isProcessAlive } from './process-alive';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API bundle of this run's own (main.js), for tests that start real API processes. */
    apiMain: string;
  }
}

const WORKSPACE = join(import.meta.dirname, '../../../../..');
const PARENT = join(WORKSPACE, 'dist', 'test-api');

/**
 * Once per run of api:processes: bundle the API from the working tree into a folder of this
 * run's own (as tools/bench.mjs does). dist/apps/api may be missing or stale while the API
 * lane runs beside the build, and a running `npm start` keeps its own build.
 */
export default async function setup(project: TestProject) {
  await removeDeadRunsBundles();
  const outDir = join(PARENT, String(process.pid));
  const started = Date.now();
  await run(process.execPath, [join(WORKSPACE, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/api/vite.config.mts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
  console.log(`[tests] API bundle for process tests built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('apiMain', join(outDir, 'main.js'));
  return () => rm(outDir, { recursive: true, force: true });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: WORKSPACE, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building the API for the process tests failed (${code}):\n${output}`))));
  });
}

/** Bundles of earlier runs that were killed (named by their process id, now gone). */
async function removeDeadRunsBundles() {
  const entries = await readdir(PARENT).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && !isProcessAlive(pid)) await rm(join(PARENT, entry), { recursive: true, force: true });
  }
}

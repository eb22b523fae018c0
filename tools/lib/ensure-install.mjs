// Installs dependencies when node_modules is missing or older than the lock
// file, so `npm start` and `npm test` work on a fresh clone.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log, runOrThrow, seconds } from './run.mjs';

export async function ensureInstalled(root) {
  // npm writes node_modules/.package-lock.json at the end of every install.
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  const startedAt = Date.now();
  log('Installing dependencies (npm ci)...');
  await runOrThrow('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  log(`Dependencies installed in ${seconds(startedAt)}`);
}

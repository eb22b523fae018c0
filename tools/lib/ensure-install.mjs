// Installs dependencies when node_modules is missing or older than the lock
// file, so `npm start` and `npm test` work on a fresh clone.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, runOrThrow, seconds } from './run.mjs';

export async function ensureInstalled(root) {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.salon-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  const startedAt = Date.now();
  log('Installing dependencies (npm ci)...');
  await runOrThrow('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  writeFileSync(stamp, hash);
  log(`Dependencies installed in ${seconds(startedAt)}`);
}

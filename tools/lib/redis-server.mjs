// A real Redis for the tests of the Redis-backed stores: Debian's redis-server,
// installed with apt-get when missing on Debian as root (like Chromium).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log, run } from './run.mjs';

const DEBIAN_REDIS = '/usr/bin/redis-server';

export async function ensureRedisServer() {
  if (process.env.REDIS_SERVER_PATH) return process.env.REDIS_SERVER_PATH;
  if (existsSync(DEBIAN_REDIS)) return DEBIAN_REDIS;
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    log('redis-server is missing: installing Debian\'s redis-server package (apt-get)...');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0 && (await run('apt-get', ['install', '-y', '-qq', 'redis-server'], { env })) === 0 && existsSync(DEBIAN_REDIS)) {
      return DEBIAN_REDIS;
    }
  }
  throw new Error('The Redis tests need redis-server: install it (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set REDIS_SERVER_PATH.');
}

/** Starts a throw-away Redis on a loopback port, with nothing written to disk. */
export async function startRedisServer(port) {
  const binary = await ensureRedisServer();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code}: ${output}`));
    });
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProcessAlive } from './process-alive';

const PRELOAD = join(import.meta.dirname, 'exit-with-parent.cjs');

/** Polls (bounded) until the condition holds. */
async function waitFor(what: string, condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('exit-with-parent.cjs, preloaded into API processes that tests start', () => {
  it('ends a child whose parent was killed without its teardown', async () => {
    // A parent that starts a long-lived child with the preload and, once the child runs, prints its
    // pid; if the child cannot start or ends by itself, the parent says so instead.
    const parentScript = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['--require', ${JSON.stringify(PRELOAD)}, '-e', 'console.log("ready"); setInterval(() => {}, 1000)'], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, TEST_PARENT_PID: String(process.pid) },
      });
      child.on('error', (error) => console.log('child failed: ' + error.message));
      child.on('exit', (code, signal) => console.log('child exited: ' + code + ' ' + signal));
      child.stdout.once('data', () => console.log('child ' + child.pid));
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['-e', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const firstLine = await new Promise<string>((resolve) => {
        let text = '';
        parent.stdout.on('data', (chunk) => {
          text += String(chunk);
          if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
        });
      });
      expect(firstLine).toMatch(/^child \d+$/);
      const childPid = Number(firstLine.slice('child '.length));
      expect(isProcessAlive(childPid)).toBe(true);

      parent.kill('SIGKILL');
      await waitFor('the orphaned child to exit', () => !isProcessAlive(childPid));
    } finally {
      // A failed check must not leave the parent (and its child) running.
      if (parent.exitCode === null && parent.signalCode === null) parent.kill('SIGKILL');
    }
  }, 60_000);
});

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PRELOAD = join(import.meta.dirname, 'exit-with-parent.cjs');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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
    // A parent that starts a long-lived child with the preload, prints its pid, and waits.
    const parentScript = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['--require', ${JSON.stringify(PRELOAD)}, '-e', 'setInterval(() => {}, 1000)'], {
        stdio: 'ignore',
        env: { ...process.env, TEST_PARENT_PID: String(process.pid) },
      });
      console.log(child.pid);
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['-e', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))));
    expect(isAlive(childPid)).toBe(true);

    parent.kill('SIGKILL');
    await waitFor('the orphaned child to exit', () => !isAlive(childPid));
  }, 60_000);
});

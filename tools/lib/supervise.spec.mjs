import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restartDelayMs, supervise } from './supervise.mjs';

afterEach(() => {
  vi.useRealTimers();
});

describe('restartDelayMs', () => {
  it('doubles from one second up to thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('supervise', () => {
  function fakeProcesses() {
    const started = [];
    return { started, start: () => started[started.push(new EventEmitter()) - 1] };
  }

  it('starts a crashed process again after a growing back-off, saying so', () => {
    vi.useFakeTimers();
    let clock = 0;
    const { started, start } = fakeProcesses();
    const lines = [];
    const first = new EventEmitter();
    supervise({ start, log: (line) => lines.push(line), onFatal: () => undefined, first, now: () => clock });

    first.emit('exit', 1, null);
    expect(started).toHaveLength(0);
    vi.advanceTimersByTime(999);
    expect(started).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(started).toHaveLength(1);

    started[0].emit('exit', null, 'SIGKILL');
    vi.advanceTimersByTime(1999);
    expect(started).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(started).toHaveLength(2);

    // A process that stayed up a minute starts the back-off over.
    clock += 60_000;
    started[1].emit('exit', 1, null);
    vi.advanceTimersByTime(1000);
    expect(started).toHaveLength(3);
    expect(lines).toEqual([
      'The API stopped (exit code 1); starting it again in 1 s (restart 1).',
      'The API stopped (signal SIGKILL); starting it again in 2 s (restart 2).',
      'The API stopped (exit code 1); starting it again in 1 s (restart 1).',
    ]);
  });

  it('gives up on a bad configuration instead of looping', () => {
    vi.useFakeTimers();
    const { started, start } = fakeProcesses();
    const fatal = [];
    const first = new EventEmitter();
    supervise({ start, log: () => undefined, onFatal: (code) => fatal.push(code), first });
    first.emit('exit', 78, null);
    vi.advanceTimersByTime(60_000);
    expect(started).toHaveLength(0);
    expect(fatal).toEqual([78]);
  });

  it('does not restart after stop()', () => {
    vi.useFakeTimers();
    const { started, start } = fakeProcesses();
    const first = new EventEmitter();
    const supervisor = supervise({ start, log: () => undefined, onFatal: () => undefined, first });
    first.emit('exit', 1, null);
    supervisor.stop();
    vi.advanceTimersByTime(60_000);
    expect(started).toHaveLength(0);
  });

  it('brings a real process back after it crashes', async () => {
    let runs = 0;
    const second = new Promise((resolve) => {
      const supervisor = supervise({
        start: () => {
          runs += 1;
          const child = spawn(process.execPath, ['-e', runs === 1 ? 'process.exit(1)' : 'setTimeout(() => {}, 60000)']);
          if (runs === 2) {
            supervisor.stop();
            child.kill();
            resolve(runs);
          }
          return child;
        },
        log: () => undefined,
        onFatal: () => undefined,
      });
    });
    await expect(second).resolves.toBe(2);
  }, 20_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOnPort } from './start-on-port';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startOnPort', () => {
  it('tries again after 100, 200 and 400 ms while the port is taken, and stops once started', async () => {
    const answers = [false, false, false, true];
    const attempt = vi.fn(async () => answers.shift()!);
    const started = startOnPort(41234, 'The API', attempt);
    await vi.advanceTimersByTimeAsync(699);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('says the port stayed in use once the time is up', async () => {
    const attempt = vi.fn(async () => false);
    const started = startOnPort(41234, 'The API', attempt, 5_000);
    const refused = expect(started).rejects.toThrow('The API could not start again: port 41234 stayed in use for 5 s (it must keep its port, so its url stays right)');
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;
    // 100 + 200 + 400 + 800 + 1,600 ms of pauses fit in 5 s; the next 2 s would not.
    expect(attempt).toHaveBeenCalledTimes(6);
  });

  it('passes any other failure on at once', async () => {
    const attempt = vi.fn(async (): Promise<boolean> => {
      throw new Error('no database');
    });
    await expect(startOnPort(41234, 'The API', attempt)).rejects.toThrow('no database');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

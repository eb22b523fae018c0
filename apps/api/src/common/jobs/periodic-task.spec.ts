import type { Logger } from '@nestjs/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from './periodic-task';

const logger = () => ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

describe('PeriodicTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work at each tick of its interval until stopped', async () => {
    const work = vi.fn().mockResolvedValue(0);
    const task = new PeriodicTask(logger(), 'failed', work);
    task.start(1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(work).toHaveBeenCalledTimes(3);
    await task.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('never starts a run while one is under way, and stop waits for it', async () => {
    let finish: () => void = () => undefined;
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const task = new PeriodicTask(logger(), 'failed', work);
    void task.tick();
    void task.tick();
    expect(work).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run with its message and runs again at the next tick', async () => {
    const log = logger();
    const work = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0);
    const task = new PeriodicTask(log, 'Outbox delivery failed', work);
    await task.tick();
    await task.tick();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toMatchObject({ msg: 'Outbox delivery failed', err: new Error('database gone') });
    expect(work).toHaveBeenCalledTimes(2);
  });
});

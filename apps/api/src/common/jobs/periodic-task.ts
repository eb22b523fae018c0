import type { Logger } from '@nestjs/common';

/**
 * Background work run every so often in this process: never two runs at once here, a failure
 * logged and tried again at the next tick, and stop() waits for a run under way. Work shared by
 * several instances claims its rows itself (FOR UPDATE SKIP LOCKED), so no instance coordinates.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly failure: string,
    private readonly work: () => Promise<unknown>,
  ) {}

  start(everyMs: number): void {
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One run now, unless one is under way. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.work().then(
      () => undefined,
      (error: unknown) => this.logger.error({ err: error, msg: this.failure }),
    );
    await this.running;
    this.running = undefined;
  }
}

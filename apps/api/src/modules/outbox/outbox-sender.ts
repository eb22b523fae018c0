import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PeriodicTask } from '../../common/jobs/periodic-task';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import { OutboxMessageEntity } from './outbox-message.entity';
import { OUTBOX_TRANSPORT, type OutboxTransport } from './outbox-transport';

export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 ... capped at an hour. */
export const retryDelayMinutes = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));

/**
 * Delivers due outbox messages. Each message is claimed with FOR UPDATE SKIP
 * LOCKED and committed on its own, so several API instances share the work without sending twice; a
 * failure is recorded and retried later, and nothing is ever deleted.
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxSender.name);
  private readonly task = new PeriodicTask(this.logger, 'Outbox delivery failed', () => this.deliverDue());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OUTBOX_TRANSPORT) private readonly transport: OutboxTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.OUTBOX_POLL_MS === 0) return;
    this.task.start(this.config.OUTBOX_POLL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** Delivers up to a batch of due messages, one by one; returns how many were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < BATCH_SIZE; i++) {
      const outcome = await this.deliverOne();
      if (outcome === 'none') break;
      if (outcome === 'sent') sent++;
    }
    return sent;
  }

  /**
   * Claims one due message, delivers it and records the outcome in one short transaction. A crash
   * between the transport's acceptance and the commit sends that message again after the restart
   * (at-least-once): committing each message on its own keeps that to one message, not a batch.
   */
  private deliverOne(): Promise<'sent' | 'failed' | 'none'> {
    return this.dataSource.transaction(async (manager) => {
      const message = await manager
        .createQueryBuilder(OutboxMessageEntity, 'message')
        .where(`message.status = 'pending' AND message.nextAttemptAt <= now()`)
        .orderBy('message.nextAttemptAt', 'ASC')
        .limit(1)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getOne();
      if (!message) return 'none';
      try {
        await this.transport.deliver(message);
        await manager.update(OutboxMessageEntity, { outboxMessageId: message.outboxMessageId }, { status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null });
        return 'sent';
      } catch (error) {
        const attempts = message.attempts + 1;
        await manager.update(
          OutboxMessageEntity,
          { outboxMessageId: message.outboxMessageId },
          {
            attempts,
            lastError: String((error as Error)?.message ?? error).slice(0, 1000),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryDelayMinutes(attempts) * 60_000),
          },
        );
        this.logger.warn({ msg: 'Outbox message not delivered', outboxMessageId: message.outboxMessageId, attempts });
        return 'failed';
      }
    });
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_SALON_ID } from '../salons/salon.entity';
import { OutboxMessageEntity, type OutboxChannel } from './outbox-message.entity';

export type OutgoingMessage = { channel: OutboxChannel; recipient: string; subject?: string; body: string };

/** Writes messages into the outbox, inside the transaction of the action that causes them. */
@Injectable()
export class OutboxService {
  async enqueue(manager: EntityManager, message: OutgoingMessage): Promise<void> {
    await manager.insert(OutboxMessageEntity, {
      salonId: DEFAULT_SALON_ID,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
    });
  }
}

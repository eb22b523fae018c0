import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { OutboxMessageEntity, type OutboxChannel } from './outbox-message.entity';

/** `salonId`: only where no signed-in user names the salon (a password reset asked for by e-mail). */
export type OutgoingMessage = { channel: OutboxChannel; recipient: string; subject?: string; body: string; salonId?: number };

/** Writes messages into the outbox, inside the transaction of the action that causes them. */
@Injectable()
export class OutboxService {
  constructor(private readonly tenant: TenantContext) {}

  async enqueue(manager: EntityManager, message: OutgoingMessage): Promise<void> {
    await manager.insert(OutboxMessageEntity, {
      salonId: message.salonId ?? this.tenant.salonId(),
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
    });
  }
}

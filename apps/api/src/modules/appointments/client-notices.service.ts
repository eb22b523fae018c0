import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NotificationSettings } from '@salon/contracts';
import { ClientFactsQuery, type ClientContact } from '../clients';
import { OutboxService } from '../outbox';
import { SettingsService } from '../settings';
import type { AppointmentEntity } from './appointment.entity';
import { cancelledMessage } from './appointment-message-texts';
import { channelSends, type NoticeChannel, type NoticeKind } from './notification-switches';

type Text = { subject: string; body: string };

/**
 * Messages the product sends the client by itself (the cancellation notice, the word on
 * booking), written to the outbox in the caller's transaction on every channel that Settings ›
 * Notifications leaves on and the client can be reached by. An SMS carries the text alone.
 */
@Injectable()
export class ClientNoticesService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly clients: ClientFactsQuery,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Sends `text` on the channels given (those the caller wants), as the switches allow; returns the channels used.
   * `known`: the switches and the client's contact where the caller has read them in this transaction already.
   */
  async send(
    manager: EntityManager,
    appointment: AppointmentEntity,
    kind: NoticeKind,
    wanted: NoticeChannel[],
    text: (firstName: string) => Text,
    known: { notifications?: NotificationSettings; contact?: ClientContact } = {},
  ): Promise<NoticeChannel[]> {
    const notifications = known.notifications ?? (await this.settings.current(manager)).notifications;
    const channels = wanted.filter((channel) => channelSends(notifications, channel, kind));
    if (channels.length === 0) return [];
    const client = known.contact ?? (await this.clients.contact(appointment.client_id, manager));
    if (!client) return [];
    const used: NoticeChannel[] = [];
    for (const channel of channels) {
      const recipient = channel === 'email' ? client.email : client.phone;
      if (!recipient) continue;
      const { subject, body } = text(client.first_name);
      await this.outbox.enqueue(manager, channel === 'email' ? { channel, recipient, subject, body } : { channel, recipient, body });
      used.push(channel);
    }
    return used;
  }

  /** The cancellation notice, naming the late-cancellation fee when one was charged. */
  async cancelled(manager: EntityManager, appointment: AppointmentEntity, feeCents: number): Promise<void> {
    const feeText = feeCents > 0 ? `$${(feeCents / 100).toFixed(2)}` : null;
    await this.send(manager, appointment, 'cancellation', ['email', 'sms'], (firstName) =>
      cancelledMessage({ firstName, date: appointment.appointment_date, startTime: appointment.start_time }, feeText),
    );
  }
}

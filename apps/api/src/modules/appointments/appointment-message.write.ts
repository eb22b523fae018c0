import type { AppointmentMessageKind, SendMethod } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import type { OutboxService } from '../outbox';
import { AppointmentHistoryEntity } from './appointment-history.entity';
import { AppointmentEntity } from './appointment.entity';
import { clientMessage, type ClientMessageFacts } from './appointment-message-texts';

export type MessageSend = { method: SendMethod; recipient: string };

type Write = {
  appointment: Pick<AppointmentEntity, 'appointment_id' | 'reminder_count'>;
  kind: AppointmentMessageKind;
  facts: ClientMessageFacts;
  /** One message per channel; the appointment is stamped once however many there are. */
  sends: MessageSend[];
  sentAt: Date;
  /** The user who sent it; null for the system (the reminder job). */
  changedBy: number | null;
  reason: string | null;
};

/**
 * The one write of a confirmation request or a reminder, by hand or by the reminder job: the
 * outbox messages, the appointment's stamp (a reminder counts once, on however many channels)
 * and a history entry per message, all in the caller's transaction, which holds the row's lock.
 */
export async function writeAppointmentMessage(manager: EntityManager, outbox: OutboxService, write: Write): Promise<void> {
  const { appointment, kind, facts, sends, sentAt, changedBy, reason } = write;
  for (const { method, recipient } of sends) await outbox.enqueue(manager, { channel: method, recipient, ...clientMessage(kind, facts) });
  const stamp = kind === 'confirmation' ? { confirmation_sent_at: sentAt } : { reminder_sent_at: sentAt, reminder_count: appointment.reminder_count + 1 };
  await manager.update(AppointmentEntity, { appointment_id: appointment.appointment_id }, stamp);
  await manager.insert(
    AppointmentHistoryEntity,
    sends.map(({ method, recipient }) => ({
      appointment_id: appointment.appointment_id,
      change_type: `${kind}_sent`,
      change_reason: reason,
      old_values: null,
      new_values: { method, recipient },
      changed_by: changedBy,
    })),
  );
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canSendMessage, refusedSendMessage, type AppointmentMessageKind, type SendMethod } from '@salon/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { ClientFactsQuery } from '../clients';
import { OutboxService } from '../outbox';
import { ServiceFactsQuery } from '../services';
import { SettingsService } from '../settings';
import { writeAppointmentMessage } from './appointment-message.write';
import { AppointmentsRepository } from './appointments.repository';
import { channelSends, switchedOffMessage } from './notification-switches';

/**
 * Confirmation requests and reminders to the client (DECISIONS §5 and §9): written to the
 * outbox in the same transaction that stamps the appointment, so "sent" on the record
 * and the message itself never disagree. A channel or kind switched off in Settings ›
 * Notifications is refused with a message that says so.
 */
@Injectable()
export class AppointmentMessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AppointmentsRepository,
    private readonly outbox: OutboxService,
    private readonly clients: ClientFactsQuery,
    private readonly services: ServiceFactsQuery,
    private readonly settings: SettingsService,
  ) {}

  async send(actor: AuthUser, appointmentId: number, kind: AppointmentMessageKind, method: SendMethod = 'email') {
    return this.dataSource.transaction(async (manager) => {
      const { appointment, status } = await this.repository.lock(manager, appointmentId);
      const subject = { status, checked_in_at: appointment.checked_in_at, checked_out_at: appointment.checked_out_at };
      if (!canSendMessage(subject, kind)) throw new DomainError('INVALID_TRANSITION', refusedSendMessage(kind, subject), { status: status.name });
      const { notifications } = await this.settings.current(manager);
      if (!channelSends(notifications, method, kind)) throw new DomainError('BAD_REQUEST', switchedOffMessage(method, kind));
      const client = await this.clients.contact(appointment.client_id, manager);
      if (!client) throw new Error(`Client ${appointment.client_id} of appointment ${appointmentId} is missing`);
      const recipient = method === 'email' ? client.email : client.phone;
      if (!recipient) {
        throw new DomainError('BAD_REQUEST', method === 'email' ? 'This client has no e-mail address' : 'This client has no phone number');
      }
      const service = await this.services.one(appointment.service_id, manager);
      if (!service) throw new Error(`Service ${appointment.service_id} of appointment ${appointmentId} is missing`);
      const sentAt = new Date();
      const facts = { firstName: client.first_name, serviceName: service.name, date: appointment.appointment_date, startTime: appointment.start_time };
      await writeAppointmentMessage(manager, this.outbox, { appointment, kind, facts, sends: [{ method, recipient }], sentAt, changedBy: actor.id, reason: null });
      return { appointment_id: appointmentId, method, recipient, sent_at: sentAt.toISOString() };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { APPOINTMENT_STATUS } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { ServiceFactsQuery } from '../services';
import { SettingsService } from '../settings';
import { AppointmentHistoryEntity } from './appointment-history.entity';
import { bookedMessage } from './appointment-message-texts';
import { AppointmentEntity } from './appointment.entity';
import { AppointmentsRepository } from './appointments.repository';
import { AUTO_CONFIRMED } from './auto-confirm.job';
import { ClientNoticesService } from './client-notices.service';
import type { NoticeChannel } from './notification-switches';

/**
 * Settings › Appointments › confirmation, on booking, in the booking's transaction:
 * - the salon that does not wait for the client's confirmation and auto-confirms after 0 hours
 *   has the booking confirmed at once (history "auto_confirmed", by the system);
 * - the confirmation e-mail and SMS go to the outbox as asked and as Settings › Notifications
 *   allow: a request to confirm where the salon waits for it (stamped as sent, so the booking
 *   leaves the needs-confirmation queue), word that it is booked otherwise.
 */
@Injectable()
export class BookingConfirmationService {
  constructor(
    private readonly settings: SettingsService,
    private readonly notices: ClientNoticesService,
    private readonly services: ServiceFactsQuery,
    private readonly repository: AppointmentsRepository,
  ) {}

  /** Returns whether the appointment changed (confirmed, or its confirmation request stamped), so the caller reads it again. */
  async afterBooking(manager: EntityManager, actor: AuthUser, appointment: AppointmentEntity): Promise<boolean> {
    const { confirmationSettings: rule } = (await this.settings.current(manager)).appointments;
    const appointmentId = appointment.appointment_id;
    const confirmNow = !rule.requireConfirmation && rule.autoConfirmAfterHours === 0;
    if (confirmNow) await this.confirmAtOnce(manager, appointment);

    const wanted: NoticeChannel[] = [...(rule.sendConfirmationEmail ? ['email' as const] : []), ...(rule.sendConfirmationSms ? ['sms' as const] : [])];
    if (wanted.length === 0) return confirmNow;
    const service = await this.services.one(appointment.service_id, manager);
    const facts = (firstName: string) => ({ firstName, serviceName: service?.name ?? 'your', date: appointment.appointment_date, startTime: appointment.start_time });
    const used = await this.notices.send(manager, appointment, 'confirmation', wanted, (firstName) =>
      bookedMessage(facts(firstName), { awaitsConfirmation: rule.requireConfirmation }),
    );
    if (used.length === 0 || !rule.requireConfirmation) return confirmNow;
    await manager.update(AppointmentEntity, { appointment_id: appointmentId }, { confirmation_sent_at: new Date() });
    await manager.insert(AppointmentHistoryEntity, {
      appointment_id: appointmentId,
      change_type: 'confirmation_sent',
      change_reason: null,
      old_values: null,
      new_values: { method: used.join(', ') },
      changed_by: actor.id,
    });
    return true;
  }

  private async confirmAtOnce(manager: EntityManager, appointment: AppointmentEntity): Promise<void> {
    const confirmed = await this.repository.systemStatus(manager, APPOINTMENT_STATUS.confirmed);
    await manager.update(AppointmentEntity, { appointment_id: appointment.appointment_id }, { status_id: confirmed.status_id });
    await manager.insert(AppointmentHistoryEntity, {
      appointment_id: appointment.appointment_id,
      change_type: AUTO_CONFIRMED,
      change_reason: 'Confirmed on booking (Settings › Appointments)',
      old_values: { status: APPOINTMENT_STATUS.pending },
      new_values: { status: confirmed.name },
      changed_by: null,
    });
  }
}

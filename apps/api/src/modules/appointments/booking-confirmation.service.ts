import { Injectable } from '@nestjs/common';
import { APPOINTMENT_STATUS, type SalonSettings } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { ServiceFactsQuery } from '../services';
import { AppointmentHistoryEntity } from './appointment-history.entity';
import { bookedMessage } from './appointment-message-texts';
import { AppointmentEntity } from './appointment.entity';
import { AppointmentsRepository } from './appointments.repository';
import { BookingRepository } from './booking.repository';
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
    private readonly notices: ClientNoticesService,
    private readonly services: ServiceFactsQuery,
    private readonly repository: AppointmentsRepository,
    private readonly bookings: BookingRepository,
  ) {}

  /**
   * `appointment`: as the booking's insert read it back, with its client and service; `settings`:
   * those the booking was judged by, in the same transaction. Returns whether the appointment
   * must be read again (confirmed at once); a confirmation request's stamp is set on it as written.
   */
  async afterBooking(manager: EntityManager, actor: AuthUser, appointment: AppointmentEntity, settings: SalonSettings): Promise<boolean> {
    const { confirmationSettings: rule } = settings.appointments;
    const confirmNow = !rule.requireConfirmation && rule.autoConfirmAfterHours === 0;
    if (confirmNow) await this.confirmAtOnce(manager, appointment);

    const wanted: NoticeChannel[] = [...(rule.sendConfirmationEmail ? ['email' as const] : []), ...(rule.sendConfirmationSms ? ['sms' as const] : [])];
    if (wanted.length === 0) return confirmNow;
    const serviceName = appointment.service?.name ?? (await this.services.one(appointment.service_id, manager))?.name;
    const facts = (firstName: string) => ({ firstName, serviceName: serviceName ?? 'your', date: appointment.appointment_date, startTime: appointment.start_time });
    const used = await this.notices.send(
      manager,
      appointment,
      'confirmation',
      wanted,
      (firstName) => bookedMessage(facts(firstName), { awaitsConfirmation: rule.requireConfirmation }),
      { notifications: settings.notifications, contact: appointment.client },
    );
    if (used.length === 0 || !rule.requireConfirmation) return confirmNow;
    await this.bookings.stampConfirmationSent(manager, appointment, { at: new Date(), newValues: { method: used.join(', ') }, changedBy: actor.id });
    return confirmNow;
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

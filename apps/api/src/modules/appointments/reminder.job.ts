import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS, type NotificationSettings, type SendMethod } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { PeriodicTask } from '../../common/jobs/periodic-task';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import { ClientFactsQuery } from '../clients';
import { OutboxService } from '../outbox';
import { SalonClock } from '../salons';
import { ServiceFactsQuery } from '../services';
import { SettingsService } from '../settings';
import { writeAppointmentMessage, type MessageSend } from './appointment-message.write';
import { AppointmentQueuesRepository, inQueue } from './appointment-queues.repository';
import { AppointmentEntity } from './appointment.entity';
import { channelSends } from './notification-switches';

const BATCH_SIZE = 100;
const METHODS: SendMethod[] = ['email', 'sms'];

/**
 * The desk's reminders queue (needs-reminders) under the salon's timing, narrowed to clients
 * with an address on an enabled channel, its rows locked. SKIP LOCKED: another instance's batch,
 * or a reminder being sent by hand, is left alone rather than waited for; a row another instance
 * changed meanwhile is tested again on its new version, so one already reminded is not claimed.
 */
const claimSql = (queueTest: string) => `SELECT a.appointment_id
  FROM appointment_statuses named
  JOIN appointments a ON ${queueTest}
  JOIN clients c ON c.client_id = a.client_id AND c.salon_id = a.salon_id
  WHERE named.salon_id = :salonId AND named.name IN (:...statuses)
    AND (:email::boolean AND coalesce(c.email, '') <> '' OR :sms::boolean AND coalesce(c.phone, '') <> '')
  ORDER BY a.appointment_id
  LIMIT ${BATCH_SIZE}
  FOR UPDATE OF a SKIP LOCKED`;

/**
 * Sends the reminders the desk's queue says are due (Settings › Notifications › reminder
 * timing), on every channel that sends reminders and the client can receive, through the same
 * write as a reminder sent by hand. Runs every minute (JOBS_EVERY_MS) on every instance; rows
 * are claimed with FOR UPDATE SKIP LOCKED and sent in the claiming transaction, so each
 * reminder goes out once however many instances run. Appointments it cannot send stay in the
 * desk's queue. Off when background work is (OUTBOX_POLL_MS 0; tests call remindDue).
 */
@Injectable()
export class ReminderJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReminderJob.name);
  private readonly task = new PeriodicTask(this.logger, 'Automatic reminders failed', () => this.remindDue());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly queues: AppointmentQueuesRepository,
    private readonly clock: SalonClock,
    private readonly clients: ClientFactsQuery,
    private readonly services: ServiceFactsQuery,
    private readonly outbox: OutboxService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.OUTBOX_POLL_MS === 0) return;
    this.task.start(this.config.JOBS_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** Sends every salon's due reminders; returns how many appointments this run reminded. */
  async remindDue(now = new Date()): Promise<number> {
    const salons = await this.dataSource.query<{ salon_id: number }[]>(`SELECT salon_id FROM salons ORDER BY salon_id`);
    let reminded = 0;
    for (const { salon_id } of salons) reminded += await runAsSalon(salon_id, () => this.remindDueOfSalon(salon_id, now));
    return reminded;
  }

  private async remindDueOfSalon(salonId: number, now: Date): Promise<number> {
    const { notifications } = await this.settings.current();
    const methods = METHODS.filter((method) => channelSends(notifications, method, 'reminder'));
    if (methods.length === 0) return 0;
    const timeZone = await this.clock.timeZone();
    let reminded = 0;
    for (;;) {
      const claimed = await this.dataSource.transaction(async (manager) => {
        const ids = await this.claim(manager, salonId, now, timeZone, notifications, methods);
        for (const id of ids) await this.remind(manager, id, notifications, methods, now);
        return ids.length;
      });
      reminded += claimed;
      if (claimed < BATCH_SIZE) return reminded;
    }
  }

  private async claim(manager: EntityManager, salonId: number, now: Date, timeZone: string, notifications: NotificationSettings, methods: SendMethod[]): Promise<number[]> {
    const { firstReminder, secondReminder } = notifications.reminderTiming;
    const queue = this.queues.dueReminders([APPOINTMENT_STATUS.pending, APPOINTMENT_STATUS.confirmed], { at: now, timeZone, firstHours: firstReminder, secondHours: secondReminder });
    const named = { ...queue.params, statuses: queue.statuses, salonId, email: methods.includes('email'), sms: methods.includes('sms') };
    const [text, params] = manager.connection.driver.escapeQueryWithParameters(claimSql(inQueue(queue)), named, {});
    const rows = await manager.query<{ appointment_id: number }[]>(text, params);
    return rows.map((row) => row.appointment_id);
  }

  /** One claimed appointment's reminder, on each enabled channel the client has an address for. */
  private async remind(manager: EntityManager, appointmentId: number, notifications: NotificationSettings, methods: SendMethod[], now: Date): Promise<void> {
    const appointment = await manager.findOneByOrFail(AppointmentEntity, { appointment_id: appointmentId });
    const client = await this.clients.contact(appointment.client_id, manager);
    const service = await this.services.one(appointment.service_id, manager);
    if (!client) throw new Error(`Client ${appointment.client_id} of appointment ${appointmentId} is missing`);
    if (!service) throw new Error(`Service ${appointment.service_id} of appointment ${appointmentId} is missing`);
    const sends: MessageSend[] = [];
    for (const method of methods) {
      const recipient = method === 'email' ? client.email : client.phone;
      if (recipient) sends.push({ method, recipient });
    }
    const { firstReminder, secondReminder } = notifications.reminderTiming;
    // The timing that made it due, not the hours left: a booking made inside the window is reminded at once.
    const which = appointment.reminder_count === 0 ? 'first' : 'second';
    const hours = which === 'first' ? firstReminder : secondReminder;
    await writeAppointmentMessage(manager, this.outbox, {
      appointment,
      kind: 'reminder',
      facts: { firstName: client.first_name, serviceName: service.name, date: appointment.appointment_date, startTime: appointment.start_time },
      sends,
      sentAt: now,
      changedBy: null,
      reason: `Sent automatically as the ${which} reminder, due ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start (Settings › Notifications)`,
    });
  }
}

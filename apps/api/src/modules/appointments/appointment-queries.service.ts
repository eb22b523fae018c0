import { Injectable } from '@nestjs/common';
import {
  APPOINTMENT_STATUS,
  CONFIRMATION_WINDOW_HOURS,
  addDays,
  type Appointment,
  type AppointmentListQuery,
  type QueueCounts,
  type appointmentsOfQuerySchema,
  type queuePageQuerySchema,
} from '@salon/contracts';
import type { z } from 'zod';
import { DomainError } from '../../common/errors/domain-error';
import { ClientFactsQuery } from '../clients';
import { EmployeeFactsQuery } from '../employees';
import { SalonClock } from '../salons';
import { ServiceFactsQuery } from '../services';
import { SettingsService } from '../settings';
import { AppointmentListRepository, nothingMatched } from './appointment-list.repository';
import { AppointmentQueriesRepository } from './appointment-queries.repository';
import { AppointmentQueuesRepository, type Queue } from './appointment-queues.repository';
import { toAppointment } from './appointments.mapper';
import { channelSends } from './notification-switches';

type Owner = 'client' | 'employee' | 'service';
type OwnerQuery = z.output<typeof appointmentsOfQuerySchema>;
type QueuePage = z.output<typeof queuePageQuerySchema>;
type Page = { rows: Appointment[]; count: number };

const OPEN_STATUSES = [APPOINTMENT_STATUS.pending, APPOINTMENT_STATUS.confirmed, APPOINTMENT_STATUS.inProgress];
const OWNERS: Record<Owner, { column: 'client_id' | 'employee_id' | 'service_id'; missing: string }> = {
  client: { column: 'client_id', missing: 'Client not found' },
  employee: { column: 'employee_id', missing: 'Employee not found' },
  service: { column: 'service_id', missing: 'Service not found' },
};

/** The read-only views of the book: search, one person's appointments, and the day's work queues, on the salon's clock. */
@Injectable()
export class AppointmentQueriesService {
  constructor(
    private readonly repository: AppointmentQueriesRepository,
    private readonly list: AppointmentListRepository,
    private readonly queues: AppointmentQueuesRepository,
    private readonly clock: SalonClock,
    private readonly clients: ClientFactsQuery,
    private readonly employees: EmployeeFactsQuery,
    private readonly services: ServiceFactsQuery,
    private readonly settings: SettingsService,
  ) {}

  /** By client, employee or service name, client e-mail or phone digits: the names are matched first, then their appointments read by id. */
  async search(q: string, limit: number): Promise<Appointment[]> {
    if (!q) return [];
    const matches = await this.list.matches(q, 'names and contacts');
    if (nothingMatched(matches)) return [];
    return (await this.repository.search(matches, limit, await this.clock.today())).map(toAppointment);
  }

  /** The list filtered to one owner, by date; the count is exact (one person's or service's appointments, read by its index). */
  async of(owner: Owner, id: number, query: OwnerQuery): Promise<{ rows: Appointment[]; count: number }> {
    const { column, missing } = OWNERS[owner];
    const owners = { client: this.clients, employee: this.employees, service: this.services };
    if (!(await owners[owner].exists(id))) throw new DomainError('NOT_FOUND', missing);
    const filters: AppointmentListQuery = { ...query, sortBy: 'appointment_date', [column]: id };
    const [rows, count] = await Promise.all([this.list.page(filters, null), this.list.count(filters, null)]);
    return { rows: rows.map(toAppointment), count };
  }

  /** The salon's today, every status, by start time. */
  async today(employeeId?: number): Promise<Appointment[]> {
    return (await this.repository.onDate(await this.clock.today(), employeeId)).map(toAppointment);
  }

  /** From now until the end of the day `days` ahead, holding time (not cancelled, not no-shows). */
  async upcoming(days: number, employeeId?: number): Promise<Appointment[]> {
    const now = await this.clock.now();
    return (await this.repository.holdingTimeUntil(now, addDays(now.date, days), employeeId)).map(toAppointment);
  }

  /** Over but never finished: still pending, confirmed or in progress after their end time; the latest first, the visits just over being the desk's to close now. */
  async overdue(page: QueuePage): Promise<Page> {
    return this.pageOf(this.queues.endedIn(OPEN_STATUSES, await this.clock.now()), 'DESC', page);
  }

  /** Pending, starting within the confirmation window, and the client not yet asked to confirm; soonest first. */
  async needsConfirmation(page: QueuePage, at = new Date()): Promise<Page> {
    return this.pageOf(await this.unconfirmed(at), 'ASC', page);
  }

  /**
   * Due a reminder now: the first within Settings › Notifications' first reminder hours of the
   * start (24 by default), the second within its second reminder hours (2; unless the first went
   * out that late); soonest first. Empty while reminders are switched off on every channel.
   */
  async needsReminders(page: QueuePage, at = new Date()): Promise<Page> {
    const queue = await this.dueReminders(at);
    return queue ? this.pageOf(queue, 'ASC', page) : { rows: [], count: 0 };
  }

  /** Every queue's full size, from the same queries as their pages. */
  async queueCounts(at = new Date()): Promise<QueueCounts> {
    const [overdue, needsConfirmation, needsReminders] = await Promise.all([
      this.clock.now().then((now) => this.queues.count(this.queues.endedIn(OPEN_STATUSES, now))),
      this.unconfirmed(at).then((queue) => this.queues.count(queue)),
      this.dueReminders(at).then((queue) => (queue ? this.queues.count(queue) : 0)),
    ]);
    return { overdue, needs_confirmation: needsConfirmation, needs_reminders: needsReminders };
  }

  private async unconfirmed(at: Date) {
    const window = { at, timeZone: await this.clock.timeZone(), hours: CONFIRMATION_WINDOW_HOURS };
    return this.queues.unconfirmed(APPOINTMENT_STATUS.pending, await this.clock.now(), window);
  }

  /** The reminders queue under the salon's timing, or null when no channel sends reminders. */
  private async dueReminders(at: Date): Promise<Queue | null> {
    const { notifications } = await this.settings.current();
    if (!channelSends(notifications, 'email', 'reminder') && !channelSends(notifications, 'sms', 'reminder')) return null;
    const { firstReminder, secondReminder } = notifications.reminderTiming;
    const window = { at, timeZone: await this.clock.timeZone(), firstHours: firstReminder, secondHours: secondReminder };
    return this.queues.dueReminders([APPOINTMENT_STATUS.pending, APPOINTMENT_STATUS.confirmed], window);
  }

  private async pageOf(queue: Queue, order: 'ASC' | 'DESC', wanted: QueuePage): Promise<Page> {
    const [rows, count] = await Promise.all([this.queues.page(queue, order, wanted), this.queues.count(queue)]);
    return { rows: rows.map(toAppointment), count };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS, addDays, type Appointment, type appointmentsOfQuerySchema } from '@salon/contracts';
import type { z } from 'zod';
import { Brackets, DataSource } from 'typeorm';
import { containsPattern, phoneDigits } from '../../common/database/search-pattern';
import { DomainError } from '../../common/errors/domain-error';
import { ClientFactsQuery } from '../clients/client-facts.query';
import { EmployeeFactsQuery } from '../employees/employee-facts.query';
import { SalonClock } from '../salons/salon-clock';
import { ServiceFactsQuery } from '../services/service-facts.query';
import { toAppointment } from './appointments.mapper';
import { AppointmentsService } from './appointments.service';

type Owner = 'client' | 'employee' | 'service';
type OwnerQuery = z.output<typeof appointmentsOfQuerySchema>;

/** Reminder timing until the settings screen makes it editable: 24 and 2 hours before (spec part 2 §9). */
export const REMINDER_HOURS = { first: 24, second: 2 } as const;

/** Longest lists the work queues answer with; the oldest or soonest come first. */
const QUEUE_LIMIT = 500;
const OPEN_STATUSES = [APPOINTMENT_STATUS.pending, APPOINTMENT_STATUS.confirmed, APPOINTMENT_STATUS.inProgress];

const OWNERS: Record<Owner, { column: string; missing: string }> = {
  client: { column: 'appointment.client_id', missing: 'Client not found' },
  employee: { column: 'appointment.employee_id', missing: 'Employee not found' },
  service: { column: 'appointment.service_id', missing: 'Service not found' },
};

/** The read-only views of the book: search, one person's appointments, and the day's work queues. */
@Injectable()
export class AppointmentQueriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly appointments: AppointmentsService,
    private readonly clock: SalonClock,
    private readonly clients: ClientFactsQuery,
    private readonly employees: EmployeeFactsQuery,
    private readonly services: ServiceFactsQuery,
  ) {}

  /** By client, employee or service name, client phone digits or e-mail; coming ones first (soonest), then past ones (latest). */
  async search(q: string, limit: number): Promise<Appointment[]> {
    if (!q) return [];
    const today = await this.clock.today();
    const pattern = containsPattern(q);
    const digits = phoneDigits(q);
    const rows = await this.appointments
      .joined()
      .andWhere(
        new Brackets((where) => {
          where
            .where(`(client.first_name || ' ' || client.last_name) ILIKE :pattern`, { pattern })
            .orWhere(`(employee.first_name || ' ' || employee.last_name) ILIKE :pattern`, { pattern })
            .orWhere('service.name ILIKE :pattern', { pattern })
            .orWhere('client.email ILIKE :pattern', { pattern });
          if (digits) where.orWhere(`regexp_replace(coalesce(client.phone, ''), '\\D', '', 'g') LIKE :digits`, { digits: `%${digits}%` });
        }),
      )
      .addSelect('appointment.appointment_date < :today', 'is_past')
      .setParameter('today', today)
      .orderBy('is_past', 'ASC')
      .addOrderBy(`CASE WHEN appointment.appointment_date >= :today THEN appointment.appointment_date + appointment.start_time END`, 'ASC')
      .addOrderBy('appointment.appointment_date + appointment.start_time', 'DESC')
      .limit(limit)
      .getMany();
    return rows.map(toAppointment);
  }

  async of(owner: Owner, id: number, query: OwnerQuery): Promise<{ rows: Appointment[]; count: number }> {
    const { column, missing } = OWNERS[owner];
    const owners = { client: this.clients, employee: this.employees, service: this.services };
    if (!(await owners[owner].exists(id))) throw new DomainError('NOT_FOUND', missing);
    const builder = this.appointments.joined().andWhere(`${column} = :id`, { id });
    if (query.status) builder.andWhere('status.name = :status', { status: query.status });
    if (query.date_from) builder.andWhere('appointment.appointment_date >= :dateFrom', { dateFrom: query.date_from });
    if (query.date_to) builder.andWhere('appointment.appointment_date <= :dateTo', { dateTo: query.date_to });
    builder
      .orderBy('appointment.appointment_date', query.sortOrder)
      .addOrderBy('appointment.start_time', query.sortOrder)
      .addOrderBy('appointment.appointment_id', query.sortOrder)
      .limit(query.limit)
      .offset(query.offset);
    const [rows, count] = await builder.getManyAndCount();
    return { rows: rows.map(toAppointment), count };
  }

  /** The salon's today, every status, by start time. */
  async today(employeeId?: number): Promise<Appointment[]> {
    const builder = this.appointments.joined().andWhere('appointment.appointment_date = :today', { today: await this.clock.today() });
    if (employeeId) builder.andWhere('appointment.employee_id = :employeeId', { employeeId });
    return this.ordered(builder);
  }

  /** From now until the end of the day `days` ahead, holding time (not cancelled, not no-shows). */
  async upcoming(days: number, employeeId?: number): Promise<Appointment[]> {
    const now = await this.clock.now();
    const builder = this.fromNow(this.appointments.joined(), now)
      .andWhere('appointment.holds_slot')
      .andWhere('appointment.appointment_date <= :until', { until: addDays(now.date, days) });
    if (employeeId) builder.andWhere('appointment.employee_id = :employeeId', { employeeId });
    return this.ordered(builder);
  }

  /** Over but never finished: still pending, confirmed or in progress after their end time. */
  async overdue(): Promise<Appointment[]> {
    const now = await this.clock.now();
    const builder = this.appointments
      .joined()
      .andWhere('status.name IN (:...open)', { open: OPEN_STATUSES })
      .andWhere(
        new Brackets((where) =>
          where
            .where('appointment.appointment_date < :today', { today: now.date })
            .orWhere('appointment.appointment_date = :today AND appointment.end_time <= :time', { time: now.time }),
        ),
      );
    return this.ordered(builder);
  }

  /** Pending, still to come, and the client not yet asked to confirm. */
  async needsConfirmation(): Promise<Appointment[]> {
    const now = await this.clock.now();
    const builder = this.fromNow(this.appointments.joined(), now)
      .andWhere('status.name = :pending', { pending: APPOINTMENT_STATUS.pending })
      .andWhere('appointment.confirmation_sent_at IS NULL');
    return this.ordered(builder);
  }

  /**
   * Due a reminder now: the first within 24 hours of the start, the second within 2 hours
   * (unless the first went out that late). Start instants come from the salon's wall clock
   * in its time zone, so the hours are real hours across a daylight-saving change.
   */
  async needsReminders(at = new Date()): Promise<Appointment[]> {
    const manager = this.dataSource.manager;
    const timeZone = await this.clock.timeZone(manager);
    const starts = `((appointment.appointment_date + appointment.start_time) AT TIME ZONE :timeZone)`;
    const builder = this.appointments
      .joined(manager)
      .andWhere('status.name IN (:...due)', { due: [APPOINTMENT_STATUS.pending, APPOINTMENT_STATUS.confirmed] })
      .andWhere('appointment.checked_in_at IS NULL')
      .andWhere(`${starts} > :at`)
      .andWhere(
        new Brackets((where) =>
          where
            .where(`appointment.reminder_count = 0 AND ${starts} <= :at::timestamptz + make_interval(hours => :first)`)
            .orWhere(
              `appointment.reminder_count = 1 AND ${starts} <= :at::timestamptz + make_interval(hours => :second)
               AND (appointment.reminder_sent_at IS NULL OR appointment.reminder_sent_at < ${starts} - make_interval(hours => :second))`,
            ),
        ),
      )
      .setParameters({ timeZone, at: at.toISOString(), first: REMINDER_HOURS.first, second: REMINDER_HOURS.second });
    return this.ordered(builder);
  }

  private fromNow<T extends ReturnType<AppointmentsService['joined']>>(builder: T, now: { date: string; time: string }): T {
    builder.andWhere(
      new Brackets((where) =>
        where
          .where('appointment.appointment_date > :today', { today: now.date })
          .orWhere('appointment.appointment_date = :today AND appointment.start_time >= :time', { time: now.time }),
      ),
    );
    return builder;
  }

  private async ordered(builder: ReturnType<AppointmentsService['joined']>): Promise<Appointment[]> {
    const rows = await builder
      .orderBy('appointment.appointment_date', 'ASC')
      .addOrderBy('appointment.start_time', 'ASC')
      .addOrderBy('appointment.appointment_id', 'ASC')
      .limit(QUEUE_LIMIT)
      .getMany();
    return rows.map(toAppointment);
  }
}

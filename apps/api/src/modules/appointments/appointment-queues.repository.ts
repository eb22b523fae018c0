import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SystemStatusName } from '@salon/contracts';
import type { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import type { AppointmentEntity } from './appointment.entity';
import { AppointmentsRepository } from './appointments.repository';

type WallClock = { date: string; time: string };
export type ReminderWindow = { at: Date; timeZone: string; firstHours: number; secondHours: number };
export type ConfirmationWindow = { at: Date; timeZone: string; hours: number };
type QueuePage = { limit: number; offset: number };

/**
 * A work queue: the appointments in some of the salon's statuses, between two dates (SQL
 * expressions, either left open), that pass a test. The dates bound a range of the
 * (status, date, start, id) index, so a queue reads its own few rows whatever the book holds.
 */
export type Queue = { statuses: SystemStatusName[]; from?: string; to?: string; test: string; params: Record<string, unknown> };

/** An appointment's start as an instant: its wall-clock date and time in the salon's zone (`:timeZone`). */
const STARTS = `((a.appointment_date + a.start_time) AT TIME ZONE :timeZone)`;

/** The salon's date at an instant (`:at`, plus some hours): a constant, so it bounds an index range. */
const dateAt = (hours?: string) => `((:at::timestamptz${hours ? ` + make_interval(hours => ${hours})` : ''}) AT TIME ZONE :timeZone)::date`;

/**
 * The front desk's work queues (overdue, needs confirmation, needs reminders) as SQL. Each
 * status of a queue is read on its own along ix_appointments_status_date, in the queue's
 * order and no further than the page needs (a LATERAL read per status), then the few ids are
 * joined: the planner cannot know that open appointments are few in the past and many in the
 * future, so the query does not leave it the choice of walking the whole book by date.
 */
@Injectable()
export class AppointmentQueuesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly appointments: AppointmentsRepository,
    private readonly tenant: TenantContext,
  ) {}

  /** In one of these statuses after their end time. */
  endedIn(statuses: SystemStatusName[], now: WallClock): Queue {
    return {
      statuses,
      to: ':today',
      test: 'a.appointment_date < :today OR a.end_time <= :time',
      params: { today: now.date, time: now.time },
    };
  }

  /**
   * Still to come in this status and starting within `hours` of `at`, the client not yet asked
   * to confirm. The window's end is a real instant in the salon's zone, as the reminders' are.
   */
  unconfirmed(status: SystemStatusName, now: WallClock, { at, timeZone, hours }: ConfirmationWindow): Queue {
    return {
      statuses: [status],
      from: ':today',
      to: dateAt(':hours'),
      test: `(a.appointment_date > :today OR a.start_time >= :time) AND a.confirmation_sent_at IS NULL AND ${STARTS} <= :at::timestamptz + make_interval(hours => :hours)`,
      params: { today: now.date, time: now.time, timeZone, at: at.toISOString(), hours },
    };
  }

  /**
   * Not checked in, in one of these statuses, and within the first reminder's hours of the start
   * with none sent, or the second's with one sent earlier than that. Start instants come from
   * the salon's wall clock in its time zone, so the hours are real hours across a daylight-saving change.
   */
  dueReminders(statuses: SystemStatusName[], { at, timeZone, firstHours, secondHours }: ReminderWindow): Queue {
    return {
      statuses,
      from: dateAt(),
      to: dateAt('greatest(:first::int, :second::int)'),
      test: `a.checked_in_at IS NULL AND ${STARTS} > :at
        AND (a.reminder_count = 0 AND ${STARTS} <= :at::timestamptz + make_interval(hours => :first)
          OR a.reminder_count = 1 AND ${STARTS} <= :at::timestamptz + make_interval(hours => :second)
             AND (a.reminder_sent_at IS NULL OR a.reminder_sent_at < ${STARTS} - make_interval(hours => :second)))`,
      params: { timeZone, at: at.toISOString(), first: firstHours, second: secondHours },
    };
  }

  /** One page of a queue, by start (soonest or latest first), with what each row shows joined. */
  async page(queue: Queue, order: 'ASC' | 'DESC', { limit, offset }: QueuePage): Promise<AppointmentEntity[]> {
    const by = (alias: string) => `${alias}.appointment_date ${order}, ${alias}.start_time ${order}, ${alias}.appointment_id ${order}`;
    const rows = await this.query<{ appointment_id: number }>(
      queue,
      `SELECT picked.appointment_id
       FROM appointment_statuses named
       CROSS JOIN LATERAL (
         SELECT a.appointment_id, a.appointment_date, a.start_time FROM appointments a
         WHERE ${inQueue(queue)}
         ORDER BY ${by('a')}
         LIMIT :reach
       ) picked
       WHERE named.salon_id = :salonId AND named.name IN (:...statuses)
       ORDER BY ${by('picked')}
       LIMIT :limit OFFSET :offset`,
      { reach: limit + offset, limit, offset },
    );
    if (rows.length === 0) return [];
    return this.appointments
      .joined()
      .andWhere('appointment.appointment_id IN (:...pageIds)', { pageIds: rows.map((row) => row.appointment_id) })
      .orderBy('appointment.appointment_date', order)
      .addOrderBy('appointment.start_time', order)
      .addOrderBy('appointment.appointment_id', order)
      .getMany();
  }

  /** How many the whole queue holds, counted status by status on the index. */
  async count(queue: Queue): Promise<number> {
    const [{ count }] = await this.query<{ count: number }>(
      queue,
      `SELECT coalesce(sum(counted.n), 0)::int AS count
       FROM appointment_statuses named
       CROSS JOIN LATERAL (SELECT count(*) AS n FROM appointments a WHERE ${inQueue(queue)}) counted
       WHERE named.salon_id = :salonId AND named.name IN (:...statuses)`,
    );
    return count;
  }

  private query<T>(queue: Queue, sql: string, extra: Record<string, unknown> = {}): Promise<T[]> {
    const named = { ...queue.params, ...extra, statuses: queue.statuses, salonId: this.tenant.salonId() };
    const [text, params] = this.dataSource.driver.escapeQueryWithParameters(sql, named, {});
    return this.dataSource.query<T[]>(text, params);
  }
}

/** The queue's rows of the status `named`: its index range, then its test. */
export function inQueue({ from, to, test }: Queue): string {
  return [
    'a.status_id = named.status_id AND a.salon_id = named.salon_id',
    from ? `a.appointment_date >= ${from}` : null,
    to ? `a.appointment_date <= ${to}` : null,
    `(${test})`,
  ]
    .filter((part) => part !== null)
    .join(' AND ');
}

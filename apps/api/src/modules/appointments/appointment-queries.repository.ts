import { Injectable } from '@nestjs/common';
import type { SystemStatusName } from '@salon/contracts';
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import type { AppointmentEntity } from './appointment.entity';
import { matchedBy, type SearchMatches } from './appointment-list.repository';
import { AppointmentsRepository } from './appointments.repository';

type WallClock = { date: string; time: string };
export type ReminderWindow = { at: Date; timeZone: string; firstHours: number; secondHours: number };
export type ConfirmationWindow = { at: Date; timeZone: string; hours: number };
type QueuePage = { limit: number; offset: number };

/** An appointment's start as an instant: its wall-clock date and time in the salon's zone (`:timeZone`). */
const STARTS = `((appointment.appointment_date + appointment.start_time) AT TIME ZONE :timeZone)`;

/** Longest lists the views of one day or a few days answer with. */
const VIEW_LIMIT = 500;

/** The read-only views of the book as SQL: search, one person's appointments, and the front desk's work queues (built here, paged by queuePage). */
@Injectable()
export class AppointmentQueriesRepository {
  constructor(private readonly appointments: AppointmentsRepository) {}

  /** Of the matched clients, employees or services; coming ones first (soonest), then past ones (latest). */
  search(matches: SearchMatches, limit: number, today: string): Promise<AppointmentEntity[]> {
    return this.appointments
      .joined()
      .andWhere(matchedBy(matches), { clientIds: matches.clientIds, employeeIds: matches.employeeIds, serviceIds: matches.serviceIds })
      .addSelect('appointment.appointment_date < :today', 'is_past')
      .setParameter('today', today)
      .orderBy('is_past', 'ASC')
      .addOrderBy(`CASE WHEN appointment.appointment_date >= :today THEN appointment.appointment_date + appointment.start_time END`, 'ASC')
      .addOrderBy('appointment.appointment_date + appointment.start_time', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** Every status on one date, by start time. */
  onDate(date: string, employeeId?: number): Promise<AppointmentEntity[]> {
    const builder = this.appointments.joined().andWhere('appointment.appointment_date = :date', { date });
    if (employeeId) builder.andWhere('appointment.employee_id = :employeeId', { employeeId });
    return ordered(builder);
  }

  /** From now until the end of a date, holding time (not cancelled, not no-shows). */
  holdingTimeUntil(now: WallClock, until: string, employeeId?: number): Promise<AppointmentEntity[]> {
    const builder = fromNow(this.appointments.joined(), now)
      .andWhere('appointment.holds_slot')
      .andWhere('appointment.appointment_date <= :until', { until });
    if (employeeId) builder.andWhere('appointment.employee_id = :employeeId', { employeeId });
    return ordered(builder);
  }

  /** In one of these statuses after their end time. */
  endedIn(statuses: SystemStatusName[], now: WallClock): SelectQueryBuilder<AppointmentEntity> {
    return this.appointments
      .joined()
      .andWhere('status.name IN (:...statuses)', { statuses })
      .andWhere(
        new Brackets((where) =>
          where
            .where('appointment.appointment_date < :today', { today: now.date })
            .orWhere('appointment.appointment_date = :today AND appointment.end_time <= :time', { time: now.time }),
        ),
      );
  }

  /**
   * Still to come in this status and starting within `hours` of `at`, the client not yet asked
   * to confirm. The window's end is a real instant in the salon's zone, as the reminders' are.
   */
  unconfirmed(status: SystemStatusName, now: WallClock, { at, timeZone, hours }: ConfirmationWindow): SelectQueryBuilder<AppointmentEntity> {
    return fromNow(this.appointments.joined(), now)
      .andWhere('status.name = :status', { status })
      .andWhere('appointment.confirmation_sent_at IS NULL')
      .andWhere(`${STARTS} <= :at::timestamptz + make_interval(hours => :hours)`)
      .setParameters({ timeZone, at: at.toISOString(), hours });
  }

  /**
   * Not checked in, in one of these statuses, and within the first reminder's hours of the start
   * with none sent, or the second's with one sent earlier than that. Start instants come from
   * the salon's wall clock in its time zone, so the hours are real hours across a daylight-saving change.
   */
  dueReminders(statuses: SystemStatusName[], { at, timeZone, firstHours, secondHours }: ReminderWindow): SelectQueryBuilder<AppointmentEntity> {
    return this.appointments
      .joined()
      .andWhere('status.name IN (:...statuses)', { statuses })
      .andWhere('appointment.checked_in_at IS NULL')
      .andWhere(`${STARTS} > :at`)
      .andWhere(
        new Brackets((where) =>
          where
            .where(`appointment.reminder_count = 0 AND ${STARTS} <= :at::timestamptz + make_interval(hours => :first)`)
            .orWhere(
              `appointment.reminder_count = 1 AND ${STARTS} <= :at::timestamptz + make_interval(hours => :second)
               AND (appointment.reminder_sent_at IS NULL OR appointment.reminder_sent_at < ${STARTS} - make_interval(hours => :second))`,
            ),
        ),
      )
      .setParameters({ timeZone, at: at.toISOString(), first: firstHours, second: secondHours });
  }

  /** One page of a queue, by start (soonest or latest first), and how many the whole queue holds. */
  queuePage(builder: SelectQueryBuilder<AppointmentEntity>, order: 'ASC' | 'DESC', { limit, offset }: QueuePage): Promise<[AppointmentEntity[], number]> {
    return builder
      .orderBy('appointment.appointment_date', order)
      .addOrderBy('appointment.start_time', order)
      .addOrderBy('appointment.appointment_id', order)
      .limit(limit)
      .offset(offset)
      .getManyAndCount();
  }
}

function fromNow(builder: SelectQueryBuilder<AppointmentEntity>, now: WallClock): SelectQueryBuilder<AppointmentEntity> {
  return builder.andWhere(
    new Brackets((where) =>
      where
        .where('appointment.appointment_date > :today', { today: now.date })
        .orWhere('appointment.appointment_date = :today AND appointment.start_time >= :time', { time: now.time }),
    ),
  );
}

function ordered(builder: SelectQueryBuilder<AppointmentEntity>): Promise<AppointmentEntity[]> {
  return builder
    .orderBy('appointment.appointment_date', 'ASC')
    .addOrderBy('appointment.start_time', 'ASC')
    .addOrderBy('appointment.appointment_id', 'ASC')
    .limit(VIEW_LIMIT)
    .getMany();
}

import { Injectable } from '@nestjs/common';
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import type { AppointmentEntity } from './appointment.entity';
import { matchParameters, matchedBy, type SearchMatches } from './appointment-list.repository';
import { AppointmentsRepository } from './appointments.repository';

type WallClock = { date: string; time: string };

/** Longest lists the views of one day or a few days answer with. */
const VIEW_LIMIT = 500;

/** The read-only views of the book as SQL: search, one day, and what is coming (the work queues are AppointmentQueuesRepository's). */
@Injectable()
export class AppointmentQueriesRepository {
  constructor(private readonly appointments: AppointmentsRepository) {}

  /** Of the matched clients, employees or services; coming ones first (soonest), then past ones (latest). */
  search(matches: SearchMatches, limit: number, today: string): Promise<AppointmentEntity[]> {
    return this.appointments
      .joined()
      .andWhere(matchedBy(matches), matchParameters(matches))
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
}

/** From now on; the plain date bound lets the index range start today rather than at the salon's first appointment. */
function fromNow(builder: SelectQueryBuilder<AppointmentEntity>, now: WallClock): SelectQueryBuilder<AppointmentEntity> {
  return builder.andWhere('appointment.appointment_date >= :today', { today: now.date }).andWhere(
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

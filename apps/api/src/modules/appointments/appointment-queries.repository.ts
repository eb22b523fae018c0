import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { AppointmentEntity } from './appointment.entity';
import { clientsMatchedOnce, matchParameters, matchedBy, type SearchMatches } from './appointment-list.repository';
import { AppointmentsRepository } from './appointments.repository';

type WallClock = { date: string; time: string };

/** Longest lists the views of one day or a few days answer with. */
const VIEW_LIMIT = 500;

/** The read-only views of the book as SQL: search, one day, and what is coming (the work queues are AppointmentQueuesRepository's). */
@Injectable()
export class AppointmentQueriesRepository {
  constructor(
    private readonly appointments: AppointmentsRepository,
    @InjectRepository(AppointmentEntity) private readonly plain: Repository<AppointmentEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * Of the matched clients, employees or services; coming ones first (soonest), then past ones
   * (latest). Each part walks the date index from today, one way or the other, and stops at
   * `limit` (a common match stops within a few hundred entries) instead of sorting every match;
   * then the few rows are joined.
   */
  async search(matches: SearchMatches, limit: number, today: string): Promise<AppointmentEntity[]> {
    const { head, clientsFrom } = clientsMatchedOnce(matches);
    const part = (coming: boolean) => {
      const order = coming ? 'ASC' : 'DESC';
      return this.plain
        .createQueryBuilder('appointment')
        .select('appointment.appointment_id')
        .where('appointment.salon_id = :salonId', { salonId: this.tenant.salonId() })
        .andWhere(`appointment.appointment_date ${coming ? '>=' : '<'} :today`, { today })
        .andWhere(matchedBy(matches, clientsFrom), matchParameters(matches))
        .orderBy('appointment.appointment_date', order)
        .addOrderBy('appointment.start_time', order)
        .addOrderBy('appointment.appointment_id', order)
        .limit(limit);
    };
    const [coming, past] = [part(true), part(false)];
    const [sql, params] = this.plain.manager.connection.driver.escapeQueryWithParameters(
      `${head}SELECT ARRAY(${coming.getQuery()}) AS coming, ARRAY(${past.getQuery()}) AS past`,
      { ...coming.getParameters(), ...past.getParameters() },
      {},
    );
    const [found] = await this.plain.manager.query<{ coming: number[]; past: number[] }[]>(sql, params);
    const ids = [...found.coming, ...found.past].slice(0, limit);
    if (ids.length === 0) return [];
    const place = new Map(ids.map((id, index) => [id, index]));
    const rows = await this.appointments.joined().andWhere('appointment.appointment_id IN (:...ids)', { ids }).getMany();
    return rows.sort((a, b) => (place.get(a.appointment_id) ?? 0) - (place.get(b.appointment_id) ?? 0));
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

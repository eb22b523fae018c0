import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS } from '@salon/contracts';
import type { Repository } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { AppointmentEntity } from './appointment.entity';

const TOP = 5;
const { completed, cancelled, noShow } = APPOINTMENT_STATUS;

/** Which appointments the figures count: a date range, optionally one employee, service or client. */
export type StatisticsScope = { dateFrom: string; dateTo: string; employee_id?: number; service_id?: number; client_id?: number };

export type StatisticsTotals = {
  total: number;
  revenue_cents: string;
  duration: string | null;
  rating: string | null;
  ratings: number;
  clients: number;
  completed_price_cents: string | null;
};
export type StatusCount = { name: string; count: number };
export type TopService = { id: number; name: string; count: number; revenue_cents: string };
export type TopEmployee = { id: number; first_name: string; last_name: string; count: number; revenue_cents: string };
export type MonthFigures = { month: string; appointments: number; completed: number; revenue_cents: string };

/**
 * Appointment aggregates in SQL. Revenue is the price of completed appointments, summed in
 * the database's exact numeric and returned in cents, as text (bigint) for the caller to convert.
 */
@Injectable()
export class AppointmentStatisticsRepository {
  constructor(
    @InjectRepository(AppointmentEntity) private readonly appointments: Repository<AppointmentEntity>,
    private readonly tenant: TenantContext,
  ) {}

  async figures(scope: StatisticsScope): Promise<{ totals: StatisticsTotals; byStatus: StatusCount[]; topServices: TopService[]; topEmployees: TopEmployee[]; byMonth: MonthFigures[] }> {
    const filter = where(this.tenant.salonId(), scope);
    const run = <T>(sql: string) => this.appointments.manager.query<T[]>(sql, filter.params);
    const from = `FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id WHERE ${filter.sql}`;
    const [totals, byStatus, topServices, topEmployees, byMonth] = await Promise.all([
      run<StatisticsTotals>(
        `SELECT count(*)::int AS total,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents,
                avg(a.duration_minutes)::numeric(10,1)::text AS duration,
                avg(a.rating)::numeric(3,2)::text AS rating,
                count(a.rating)::int AS ratings,
                count(DISTINCT a.client_id)::int AS clients,
                avg(a.total_price * 100) FILTER (WHERE s.name = '${completed}')::bigint::text AS completed_price_cents
         ${from}`,
      ),
      run<StatusCount>(`SELECT s.name, count(*)::int AS count ${from} GROUP BY s.name`),
      run<TopService>(
        `SELECT v.service_id AS id, v.name, count(*)::int AS count,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents
         ${from.replace('WHERE', 'JOIN services v ON v.service_id = a.service_id WHERE')}
         GROUP BY v.service_id, v.name ORDER BY count DESC, v.name LIMIT ${TOP}`,
      ),
      run<TopEmployee>(
        `SELECT e.employee_id AS id, e.first_name, e.last_name, count(*)::int AS count,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents
         ${from.replace('WHERE', 'JOIN employees e ON e.employee_id = a.employee_id WHERE')}
         GROUP BY e.employee_id, e.first_name, e.last_name ORDER BY count DESC, e.last_name LIMIT ${TOP}`,
      ),
      run<MonthFigures>(
        `SELECT to_char(a.appointment_date, 'YYYY-MM') AS month, count(*)::int AS appointments,
                count(*) FILTER (WHERE s.name = '${completed}')::int AS completed,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents
         ${from} GROUP BY month`,
      ),
    ]);
    return { totals: totals[0], byStatus, topServices, topEmployees, byMonth };
  }

  /** No-shows among the appointments that were expected: not cancelled, on or before `until`. */
  async noShows(scope: StatisticsScope, until: string): Promise<{ no_shows: number; expected: number }> {
    const filter = where(this.tenant.salonId(), scope);
    const [row] = await this.appointments.manager.query<{ no_shows: number; expected: number }[]>(
      `SELECT count(*) FILTER (WHERE s.name = '${noShow}')::int AS no_shows, count(*)::int AS expected
       FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id
       WHERE ${filter.sql} AND s.name <> '${cancelled}' AND a.appointment_date <= $${filter.params.length + 1}`,
      [...filter.params, until],
    );
    return row;
  }
}

function where(salonId: number, scope: StatisticsScope): { sql: string; params: unknown[] } {
  const params: unknown[] = [salonId, scope.dateFrom, scope.dateTo];
  const clauses = ['a.salon_id = $1', 'a.appointment_date BETWEEN $2 AND $3'];
  for (const [column, value] of [
    ['a.employee_id', scope.employee_id],
    ['a.service_id', scope.service_id],
    ['a.client_id', scope.client_id],
  ] as const) {
    if (value === undefined) continue;
    params.push(value);
    clauses.push(`${column} = $${params.length}`);
  }
  return { sql: clauses.join(' AND '), params };
}

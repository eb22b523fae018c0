import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS, addDays, fromCents, type AppointmentStatistics, type NoShowRate, type StatisticsQuery } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { EmployeeFactsQuery } from '../employees/employee-facts.query';
import { SalonClock } from '../salons/salon-clock';
import { DEFAULT_SALON_ID } from '../salons/salon.entity';
import { monthsBetween } from './statistics-months';

/** Without dates: the 30 days up to the salon's today. */
const DEFAULT_RANGE_DAYS = 30;
const TOP = 5;
const { completed, cancelled, noShow } = APPOINTMENT_STATUS;

/** A percentage with one decimal; 0 when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

type Filter = { sql: string; params: unknown[] };

/**
 * Appointment figures for a date range, in a handful of SQL aggregates. Revenue is the
 * price of completed appointments, summed in the database's exact numeric and returned
 * in cents; the average rating comes only from real completion ratings (DECISIONS §5).
 */
@Injectable()
export class AppointmentStatisticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: SalonClock,
    private readonly employees: EmployeeFactsQuery,
  ) {}

  async forEmployee(employeeId: number, query: StatisticsQuery): Promise<AppointmentStatistics> {
    if (!(await this.employees.exists(employeeId))) throw new DomainError('NOT_FOUND', 'Employee not found');
    return this.statistics({ ...query, employee_id: employeeId });
  }

  async statistics(query: StatisticsQuery): Promise<AppointmentStatistics> {
    const { dateFrom, dateTo, filter } = await this.filter(query);
    const run = <T>(sql: string) => this.dataSource.query<T[]>(sql, filter.params);
    const from = `FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id WHERE ${filter.sql}`;

    const [totals, byStatus, topServices, topEmployees, byMonth] = await Promise.all([
      run<{ total: number; revenue_cents: string; duration: string | null; rating: string | null; ratings: number; clients: number; completed_price_cents: string | null }>(
        `SELECT count(*)::int AS total,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents,
                avg(a.duration_minutes)::numeric(10,1)::text AS duration,
                avg(a.rating)::numeric(3,2)::text AS rating,
                count(a.rating)::int AS ratings,
                count(DISTINCT a.client_id)::int AS clients,
                avg(a.total_price * 100) FILTER (WHERE s.name = '${completed}')::bigint::text AS completed_price_cents
         ${from}`,
      ),
      run<{ name: string; count: number }>(`SELECT s.name, count(*)::int AS count ${from} GROUP BY s.name`),
      run<{ id: number; name: string; count: number; revenue_cents: string }>(
        `SELECT v.service_id AS id, v.name, count(*)::int AS count,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents
         ${from.replace('WHERE', 'JOIN services v ON v.service_id = a.service_id WHERE')}
         GROUP BY v.service_id, v.name ORDER BY count DESC, v.name LIMIT ${TOP}`,
      ),
      run<{ id: number; first_name: string; last_name: string; count: number; revenue_cents: string }>(
        `SELECT e.employee_id AS id, e.first_name, e.last_name, count(*)::int AS count,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents
         ${from.replace('WHERE', 'JOIN employees e ON e.employee_id = a.employee_id WHERE')}
         GROUP BY e.employee_id, e.first_name, e.last_name ORDER BY count DESC, e.last_name LIMIT ${TOP}`,
      ),
      run<{ month: string; appointments: number; completed: number; revenue_cents: string }>(
        `SELECT to_char(a.appointment_date, 'YYYY-MM') AS month, count(*)::int AS appointments,
                count(*) FILTER (WHERE s.name = '${completed}')::int AS completed,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents
         ${from} GROUP BY month`,
      ),
    ]);

    const total = totals[0];
    const counts = Object.fromEntries(byStatus.map((row) => [row.name, row.count]));
    const count = (name: string) => counts[name] ?? 0;
    const monthRows = new Map(byMonth.map((row) => [row.month, row]));
    return {
      date_from: dateFrom,
      date_to: dateTo,
      total_appointments: total.total,
      by_status: counts,
      completed: count(completed),
      cancelled: count(cancelled),
      no_show: count(noShow),
      completion_rate: percent(count(completed), total.total),
      cancellation_rate: percent(count(cancelled), total.total),
      no_show_rate: percent(count(noShow), total.total - count(cancelled)),
      revenue: fromCents(Number(total.revenue_cents)),
      average_price: total.completed_price_cents === null ? null : fromCents(Number(total.completed_price_cents)),
      average_duration_minutes: total.duration === null ? null : Number(total.duration),
      average_rating: total.rating === null ? null : Math.round(Number(total.rating) * 10) / 10,
      rating_count: total.ratings,
      unique_clients: total.clients,
      top_services: topServices.map((row) => ({ service_id: row.id, name: row.name, count: row.count, revenue: fromCents(Number(row.revenue_cents)) })),
      top_employees: topEmployees.map((row) => ({ employee_id: row.id, first_name: row.first_name, last_name: row.last_name, count: row.count, revenue: fromCents(Number(row.revenue_cents)) })),
      // Every month of the range, also the empty ones, so a chart shows the gaps.
      by_month: monthsBetween(dateFrom, dateTo).map((month) => {
        const row = monthRows.get(month);
        return { month, appointments: row?.appointments ?? 0, completed: row?.completed ?? 0, revenue: fromCents(Number(row?.revenue_cents ?? 0)) };
      }),
    };
  }

  /**
   * No-shows among the appointments that were expected: those whose day has come,
   * cancelled ones left out (nobody expected them).
   */
  async noShowRate(query: StatisticsQuery): Promise<NoShowRate> {
    const today = await this.clock.today();
    const { dateFrom, dateTo, filter } = await this.filter(query);
    const [row] = await this.dataSource.query<{ no_shows: number; expected: number }[]>(
      `SELECT count(*) FILTER (WHERE s.name = '${noShow}')::int AS no_shows, count(*)::int AS expected
       FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id
       WHERE ${filter.sql} AND s.name <> '${cancelled}' AND a.appointment_date <= $${filter.params.length + 1}`,
      [...filter.params, today],
    );
    return { date_from: dateFrom, date_to: dateTo, no_shows: row.no_shows, expected: row.expected, rate: percent(row.no_shows, row.expected) };
  }

  private async filter(query: StatisticsQuery): Promise<{ dateFrom: string; dateTo: string; filter: Filter }> {
    const today = await this.clock.today();
    const dateTo = query.date_to ?? (query.date_from && query.date_from > today ? addDays(query.date_from, DEFAULT_RANGE_DAYS - 1) : today);
    const dateFrom = query.date_from ?? addDays(dateTo, -(DEFAULT_RANGE_DAYS - 1));
    const params: unknown[] = [DEFAULT_SALON_ID, dateFrom, dateTo];
    const clauses = ['a.salon_id = $1', 'a.appointment_date BETWEEN $2 AND $3'];
    for (const [column, value] of [
      ['a.employee_id', query.employee_id],
      ['a.service_id', query.service_id],
      ['a.client_id', query.client_id],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      clauses.push(`${column} = $${params.length}`);
    }
    return { dateFrom, dateTo, filter: { sql: clauses.join(' AND '), params } };
  }
}

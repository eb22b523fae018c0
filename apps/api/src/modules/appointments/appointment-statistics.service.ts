import { Injectable } from '@nestjs/common';
import { APPOINTMENT_STATUS, addDays, fromCents, monthsBetween, type AppointmentStatistics, type NoShowRate, type StatisticsQuery } from '@salon/contracts';
import { DomainError } from '../../common/errors/domain-error';
import { EmployeeFactsQuery } from '../employees';
import { SalonClock } from '../salons';
import { AppointmentStatisticsRepository, type StatisticsScope } from './appointment-statistics.repository';

/** Without dates: the 30 days up to the salon's today. */
const DEFAULT_RANGE_DAYS = 30;
const { completed, cancelled, noShow } = APPOINTMENT_STATUS;

/** A percentage with one decimal; 0 when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Appointment figures for a date range, from the repository's aggregates. The average rating
 * comes only from real completion ratings (DECISIONS §5).
 */
@Injectable()
export class AppointmentStatisticsService {
  constructor(
    private readonly repository: AppointmentStatisticsRepository,
    private readonly clock: SalonClock,
    private readonly employees: EmployeeFactsQuery,
  ) {}

  async forEmployee(employeeId: number, query: StatisticsQuery): Promise<AppointmentStatistics> {
    if (!(await this.employees.exists(employeeId))) throw new DomainError('NOT_FOUND', 'Employee not found');
    return this.statistics({ ...query, employee_id: employeeId });
  }

  async statistics(query: StatisticsQuery): Promise<AppointmentStatistics> {
    const scope = await this.scope(query);
    const { totals: total, byStatus, topServices, topEmployees, byMonth } = await this.repository.figures(scope);
    const counts = Object.fromEntries(byStatus.map((row) => [row.name, row.count]));
    const count = (name: string) => counts[name] ?? 0;
    const monthRows = new Map(byMonth.map((row) => [row.month, row]));
    return {
      date_from: scope.dateFrom,
      date_to: scope.dateTo,
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
      by_month: monthsBetween(scope.dateFrom, scope.dateTo).map((month) => {
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
    const scope = await this.scope(query);
    const row = await this.repository.noShows(scope, await this.clock.today());
    return { date_from: scope.dateFrom, date_to: scope.dateTo, no_shows: row.no_shows, expected: row.expected, rate: percent(row.no_shows, row.expected) };
  }

  private async scope(query: StatisticsQuery): Promise<StatisticsScope> {
    const today = await this.clock.today();
    const dateTo = query.date_to ?? (query.date_from && query.date_from > today ? addDays(query.date_from, DEFAULT_RANGE_DAYS - 1) : today);
    const dateFrom = query.date_from ?? addDays(dateTo, -(DEFAULT_RANGE_DAYS - 1));
    return { dateFrom, dateTo, employee_id: query.employee_id, service_id: query.service_id, client_id: query.client_id };
  }
}

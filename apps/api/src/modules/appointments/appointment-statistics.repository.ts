import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS } from '@salon/contracts';
import type { Repository } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { AppointmentEntity } from './appointment.entity';
import { distinctClientsSql, SqlParameters, totalsRowsSql, type Dimension, type TotalsSelection } from './appointment-rollups/appointment-totals.sql';

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
export type Figures = { totals: StatisticsTotals; byStatus: StatusCount[]; topServices: TopService[]; topEmployees: TopEmployee[]; byMonth: MonthFigures[] };

/** Revenue is the price of completed appointments, in the database's exact numeric, as cents. */
const REVENUE_CENTS = `(coalesce(sum(r.price_total) FILTER (WHERE s.name = '${completed}'), 0) * 100)::bigint::text`;

/**
 * Appointment aggregates in SQL. Over a date range, optionally for one employee or service,
 * they are sums of the appointment totals (per day and month, kept by the database as
 * appointments change), so a year costs a few thousand rows; the averages divide those exact
 * sums the way avg() would. The figures of one client read that client's appointments.
 * Revenue is returned in cents, as text (bigint), for the caller to convert.
 */
@Injectable()
export class AppointmentStatisticsRepository {
  constructor(
    @InjectRepository(AppointmentEntity) private readonly appointments: Repository<AppointmentEntity>,
    private readonly tenant: TenantContext,
  ) {}

  async figures(scope: StatisticsScope): Promise<Figures> {
    if (scope.client_id !== undefined) return this.figuresOfAppointments(scope);
    const selection = this.selection(scope);
    const [summary, topServices, topEmployees, clients] = await Promise.all([
      this.summary(selection),
      this.topServices({ ...selection, service: scope.service_id ?? 'each' }),
      this.topEmployees({ ...selection, employee: scope.employee_id ?? 'each' }),
      this.distinctClients(scope),
    ]);
    return { ...summary, totals: { ...summary.totals, clients }, topServices, topEmployees };
  }

  /** No-shows among the appointments that were expected: not cancelled, on or before `until`. */
  async noShows(scope: StatisticsScope, until: string): Promise<{ no_shows: number; expected: number }> {
    if (scope.client_id !== undefined) return this.noShowsOfAppointments(scope, until);
    const dateTo = until < scope.dateTo ? until : scope.dateTo;
    if (dateTo < scope.dateFrom) return { no_shows: 0, expected: 0 };
    const params = new SqlParameters();
    const rows = totalsRowsSql(params, this.selection({ ...scope, dateTo }));
    const [row] = await this.appointments.manager.query<{ no_shows: number; expected: number }[]>(
      `SELECT coalesce(sum(r.appointments) FILTER (WHERE s.name = '${noShow}'), 0)::int AS no_shows, coalesce(sum(r.appointments), 0)::int AS expected
         FROM (${rows}) r JOIN appointment_statuses s ON s.status_id = r.status_id
        WHERE s.name <> '${cancelled}'`,
      params.values,
    );
    return row;
  }

  private selection(scope: StatisticsScope): TotalsSelection {
    return { salonId: this.tenant.salonId(), range: { from: scope.dateFrom, to: scope.dateTo }, employee: scope.employee_id ?? 'all', service: scope.service_id ?? 'all' };
  }

  /** The totals, the count per status and the figures per month, from one read of the totals. */
  private async summary(selection: TotalsSelection): Promise<Pick<Figures, 'totals' | 'byStatus' | 'byMonth'>> {
    const params = new SqlParameters();
    type Row = Omit<StatisticsTotals, 'clients'> & { level: number; name: string | null; month: string | null; completed: number };
    const rows = await this.appointments.manager.query<Row[]>(
      `SELECT GROUPING(s.name, r.month) AS level, s.name, r.month,
              coalesce(sum(r.appointments), 0)::int AS total,
              coalesce(sum(r.appointments) FILTER (WHERE s.name = '${completed}'), 0)::int AS completed,
              ${REVENUE_CENTS} AS revenue_cents,
              (sum(r.duration_minutes_total)::numeric / nullif(sum(r.appointments), 0))::numeric(10,1)::text AS duration,
              (sum(r.rating_total)::numeric / nullif(sum(r.ratings), 0))::numeric(3,2)::text AS rating,
              coalesce(sum(r.ratings), 0)::int AS ratings,
              (sum(r.price_total) FILTER (WHERE s.name = '${completed}') * 100
                / nullif(sum(r.appointments) FILTER (WHERE s.name = '${completed}'), 0))::bigint::text AS completed_price_cents
         FROM (${totalsRowsSql(params, selection)}) r JOIN appointment_statuses s ON s.status_id = r.status_id
        GROUP BY GROUPING SETS ((), (s.name), (r.month))
       HAVING GROUPING(s.name, r.month) = 3 OR sum(r.appointments) <> 0
        ORDER BY level, s.name, r.month`,
      params.values,
    );
    // GROUPING sets a bit for each column left out: 3 is the whole range, 1 a status, 2 a month.
    const whole = rows.find((row) => row.level === 3);
    if (!whole) throw new Error('The totals query returned no grand total');
    const { total, revenue_cents, duration, rating, ratings, completed_price_cents } = whole;
    return {
      totals: { total, revenue_cents, duration, rating, ratings, completed_price_cents, clients: 0 },
      byStatus: rows.filter((row) => row.level === 1).map((row) => ({ name: row.name as string, count: row.total })),
      byMonth: rows
        .filter((row) => row.level === 2)
        .map((row) => ({ month: row.month as string, appointments: row.total, completed: row.completed, revenue_cents: row.revenue_cents })),
    };
  }

  private async topServices(selection: TotalsSelection & { service: Dimension }): Promise<TopService[]> {
    const params = new SqlParameters();
    return this.appointments.manager.query<TopService[]>(
      `SELECT v.service_id AS id, v.name, sum(r.appointments)::int AS count, ${REVENUE_CENTS} AS revenue_cents
         FROM (${byStatus('service_id', totalsRowsSql(params, selection))}) r
         JOIN appointment_statuses s ON s.status_id = r.status_id
         JOIN services v ON v.service_id = r.service_id
        GROUP BY v.service_id, v.name
       HAVING sum(r.appointments) > 0
        ORDER BY count DESC, v.name, v.service_id LIMIT ${TOP}`,
      params.values,
    );
  }

  private async topEmployees(selection: TotalsSelection & { employee: Dimension }): Promise<TopEmployee[]> {
    const params = new SqlParameters();
    return this.appointments.manager.query<TopEmployee[]>(
      `SELECT e.employee_id AS id, e.first_name, e.last_name, sum(r.appointments)::int AS count, ${REVENUE_CENTS} AS revenue_cents
         FROM (${byStatus('employee_id', totalsRowsSql(params, selection))}) r
         JOIN appointment_statuses s ON s.status_id = r.status_id
         JOIN employees e ON e.employee_id = r.employee_id
        GROUP BY e.employee_id, e.first_name, e.last_name
       HAVING sum(r.appointments) > 0
        ORDER BY count DESC, e.last_name, e.employee_id LIMIT ${TOP}`,
      params.values,
    );
  }

  /**
   * The salon's clients over the range from the day and month blocks; those of one employee
   * or service from that employee's or service's appointments, read by its index.
   */
  private async distinctClients(scope: StatisticsScope): Promise<number> {
    const salonId = this.tenant.salonId();
    if (scope.employee_id === undefined && scope.service_id === undefined) {
      const params = new SqlParameters();
      const [row] = await this.appointments.manager.query<{ clients: number }[]>(distinctClientsSql(params, salonId, { from: scope.dateFrom, to: scope.dateTo }), params.values);
      return row.clients;
    }
    const filter = where(salonId, scope);
    const [row] = await this.appointments.manager.query<{ clients: number }[]>(
      `SELECT count(DISTINCT a.client_id)::int AS clients FROM appointments a WHERE ${filter.sql}`,
      filter.params,
    );
    return row.clients;
  }

  /** The figures read from the appointments themselves: for one client, whose appointments are few. */
  private async figuresOfAppointments(scope: StatisticsScope): Promise<Figures> {
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
         GROUP BY v.service_id, v.name ORDER BY count DESC, v.name, v.service_id LIMIT ${TOP}`,
      ),
      run<TopEmployee>(
        `SELECT e.employee_id AS id, e.first_name, e.last_name, count(*)::int AS count,
                coalesce(sum(a.total_price * 100) FILTER (WHERE s.name = '${completed}'), 0)::bigint::text AS revenue_cents
         ${from.replace('WHERE', 'JOIN employees e ON e.employee_id = a.employee_id WHERE')}
         GROUP BY e.employee_id, e.first_name, e.last_name ORDER BY count DESC, e.last_name, e.employee_id LIMIT ${TOP}`,
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

  private async noShowsOfAppointments(scope: StatisticsScope, until: string): Promise<{ no_shows: number; expected: number }> {
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

/** Sums per id and status first, so the joins see a few hundred rows instead of thousands. */
function byStatus(column: 'service_id' | 'employee_id', rows: string): string {
  return `SELECT t.${column}, t.status_id, sum(t.appointments) AS appointments, sum(t.price_total) AS price_total FROM (${rows}) t GROUP BY 1, 2`;
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

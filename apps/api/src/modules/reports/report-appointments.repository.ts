import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, APPOINTMENT_STATUS } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { clientBlocksSql, hourRowsSql, SqlParameters, totalsRowsSql } from '../appointments';
import type { Period } from './report-periods';

const { cancelled, completed } = APPOINTMENT_STATUS;

/** The appointments of one key (the salon, a service or an employee, or a day) in one status. */
export type StatusSums = { key: string; status: string; appointments: number; cents: number; minutes: number; ratingTotal: number; ratings: number };

export type Grouping = 'salon' | 'service' | 'employee' | 'day';

type SumsRow = { key: string; status: string; appointments: number; cents: string; minutes: number; rating_total: number; ratings: number };

/** The statuses that are not a cancellation: what "appointments" counts. */
export const isBooked = (status: string) => status !== cancelled;
export const isVisit = (status: string) => status === completed;

/**
 * Appointment figures for the reports, read from the appointment totals (migration
 * AppointmentTotals: a year of a busy salon is a few thousand summed rows) plus the changes
 * not folded in yet, so they are exact; the starting hours likewise from the hour totals
 * (migration AppointmentHourTotals).
 */
@Injectable()
export class ReportAppointmentsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /** Sums per status over the range: for the salon as a whole, each service, each employee or each day. */
  async sums(range: Period, by: Grouping): Promise<StatusSums[]> {
    const params = new SqlParameters();
    const salonId = this.tenant.salonId();
    const source =
      by === 'day'
        ? `SELECT to_char(t.appointment_date, 'YYYY-MM-DD') AS key, t.status_id, t.appointments, t.price_total, t.duration_minutes_total, t.rating_total, t.ratings
             FROM appointment_day_totals t
            WHERE t.salon_id = ${params.add(salonId)} AND t.employee_id = 0 AND t.service_id = 0 AND t.appointment_date BETWEEN ${params.add(range.from)} AND ${params.add(range.to)}
           UNION ALL
           SELECT to_char(p.appointment_date, 'YYYY-MM-DD'), p.status_id, p.appointments, p.price_total, p.duration_minutes_total, p.rating_total, p.ratings
             FROM appointment_totals_pending p
            WHERE p.salon_id = ${params.add(salonId)} AND p.appointment_date BETWEEN ${params.add(range.from)} AND ${params.add(range.to)}`
        : `SELECT ${by === 'service' ? 't.service_id::text' : by === 'employee' ? 't.employee_id::text' : `''`} AS key,
                  t.status_id, t.appointments, t.price_total, t.duration_minutes_total, t.rating_total, t.ratings
             FROM (${totalsRowsSql(params, { salonId, range, employee: by === 'employee' ? 'each' : 'all', service: by === 'service' ? 'each' : 'all' })}) t`;
    const rows = await this.dataSource.query<SumsRow[]>(
      `SELECT r.key, s.name AS status, sum(r.appointments)::int AS appointments, (sum(r.price_total) * 100)::bigint::text AS cents,
              sum(r.duration_minutes_total)::int AS minutes, sum(r.rating_total)::int AS rating_total, sum(r.ratings)::int AS ratings
         FROM (${source}) r JOIN appointment_statuses s ON s.status_id = r.status_id
        GROUP BY r.key, s.name
       HAVING sum(r.appointments) <> 0`,
      params.values,
    );
    // bigint arrives as text; a salon's sums stay far below 2^53 cents.
    return rows.map((row) => ({ ...row, cents: Number(row.cents), ratingTotal: row.rating_total }));
  }

  /**
   * Sums per status for the salon as a whole over a range whose last day counts only the
   * appointments starting before `until` (`HH:MM`): a day not over, compared up to the same time
   * of day. Key `before` sums the days before the last (from the totals), key `last` the last
   * day's appointments (through ix_appointments_salon_date), in one statement.
   */
  async sumsUntil(range: Period, until: string): Promise<StatusSums[]> {
    const params = new SqlParameters();
    const salonId = this.tenant.salonId();
    const parts =
      range.from < range.to
        ? [
            `SELECT 'before' AS key, t.status_id, t.appointments, t.price_total, t.duration_minutes_total, t.rating_total, t.ratings
               FROM (${totalsRowsSql(params, { salonId, range: { from: range.from, to: addDays(range.to, -1) }, employee: 'all', service: 'all' })}) t`,
          ]
        : [];
    parts.push(
      `SELECT 'last', a.status_id, 1, a.total_price, a.duration_minutes, coalesce(a.rating, 0), (a.rating IS NOT NULL)::int
         FROM appointments a
        WHERE a.salon_id = ${params.add(salonId)} AND a.appointment_date = ${params.add(range.to)} AND a.start_time < ${params.add(until)}::time`,
    );
    const rows = await this.dataSource.query<SumsRow[]>(
      `SELECT r.key, s.name AS status, sum(r.appointments)::int AS appointments, (sum(r.price_total) * 100)::bigint::text AS cents,
              sum(r.duration_minutes_total)::int AS minutes, sum(r.rating_total)::int AS rating_total, sum(r.ratings)::int AS ratings
         FROM (${parts.join('\nUNION ALL\n')}) AS r(key, status_id, appointments, price_total, duration_minutes_total, rating_total, ratings)
         JOIN appointment_statuses s ON s.status_id = r.status_id
        GROUP BY r.key, s.name
       HAVING sum(r.appointments) <> 0`,
      params.values,
    );
    return rows.map((row) => ({ ...row, cents: Number(row.cents), ratingTotal: row.rating_total }));
  }

  /**
   * Clients created on one of the range's salon days (time zone `timeZone`) who have an
   * appointment dated in it, whatever its status: the clients created then, read from
   * ix_clients_salon_created_at alone, each looked up in the range's client sets of the
   * appointment totals instead of in its appointments (a year holds about 50,000 new clients).
   */
  async newcomers(range: Period, timeZone: string): Promise<number> {
    const params = new SqlParameters();
    const blocks = clientBlocksSql(params, this.tenant.salonId(), range);
    const [row] = await this.dataSource.query<{ clients: number }[]>(
      // Materialized, so each block's bits are worked out once, not again for every client.
      `WITH b AS MATERIALIZED (${blocks})
       SELECT count(*)::int AS clients
         FROM b
         JOIN clients c ON c.client_id / 8192 = b.client_block AND get_bit(b.clients, c.client_id % 8192) = 1
        WHERE c.salon_id = ${params.add(this.tenant.salonId())}
          AND c.created_at >= (${params.add(range.from)}::date)::timestamp AT TIME ZONE ${params.add(timeZone)}
          AND c.created_at < (${params.add(range.to)}::date + 1)::timestamp AT TIME ZONE ${params.add(timeZone)}`,
      params.values,
    );
    return row.clients;
  }

  /** Appointments (not cancelled) per starting hour of the salon's day over the range; hours without any left out. */
  async perHour(range: Period): Promise<Map<number, number>> {
    const params = new SqlParameters();
    const rows = await this.dataSource.query<{ hour: number; appointments: number }[]>(
      `SELECT r.start_hour AS hour, sum(r.appointments)::int AS appointments
         FROM (${hourRowsSql(params, this.tenant.salonId(), range)}) AS r(start_hour, status_id, appointments)
         JOIN appointment_statuses s ON s.status_id = r.status_id AND s.name <> '${cancelled}'
        GROUP BY 1
       HAVING sum(r.appointments) <> 0`,
      params.values,
    );
    return new Map(rows.map((row) => [row.hour, row.appointments]));
  }

  /** The salon's services by id, for naming the rows of the totals. */
  async serviceNames(): Promise<Map<number, string>> {
    const rows = await this.dataSource.query<{ service_id: number; name: string }[]>(`SELECT service_id, name FROM services WHERE salon_id = $1`, [this.tenant.salonId()]);
    return new Map(rows.map((row) => [row.service_id, row.name]));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, APPOINTMENT_STATUS } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { clientBlocksSql, SqlParameters, totalsRowsSql } from './appointment-rollups/appointment-totals.sql';
import type { DateSpan } from './appointment-rollups/date-spans';

const { cancelled } = APPOINTMENT_STATUS;

/** The dashboard's appointment figures over salon days: cancelled appointments are not counted as bookings. */
export type AppointmentPeriodFigures = { appointments: number; ratingTotal: number; ratings: number; clients: number };
export type DayCount = { date: string; bookings: number };
export type ServiceCount = { serviceId: number; serviceName: string; bookingCount: number };
export type HourCount = { hour: number; bookings: number };

/** The history rows the activity feed tells of: bookings, cancellations, check-ins and no-shows. */
export const ACTIVITY_CHANGES = ['created', 'cancel', 'check_in', 'no_show'] as const;
export type ActivityChange = (typeof ACTIVITY_CHANGES)[number];
export type AppointmentEvent = {
  historyId: number;
  change: ActivityChange;
  at: Date;
  appointmentDate: string;
  startTime: string;
  clientName: string;
  serviceName: string;
  employeeName: string;
};

/**
 * How many clients had an appointment in the days `before` (null: none) or on `last` (`clients`),
 * and with `last` only up to `until` (`clients_so_far`): the union of the totals' client sets and
 * the last day's clients, one bit each.
 */
function clientsSql(params: SqlParameters, salonId: number, before: DateSpan | null, last: string, until: string): string {
  const none = `B'0'::bit(8192)`;
  const lastDay = `SELECT a.client_id / 8192 AS client_block, bit_or(set_bit(${none}, a.client_id % 8192, 1)) AS clients,
                          coalesce(bit_or(set_bit(${none}, a.client_id % 8192, 1)) FILTER (WHERE a.start_time < ${params.add(until)}::time), ${none}) AS so_far
                     FROM appointments a WHERE a.salon_id = ${params.add(salonId)} AND a.appointment_date = ${params.add(last)} GROUP BY 1`;
  const earlier = before ? `(${clientBlocksSql(params, salonId, before)})` : `(SELECT 0 AS client_block, ${none} AS clients WHERE false)`;
  return `SELECT coalesce(sum(bit_count(coalesce(b.clients, ${none}) | coalesce(d.clients, ${none}))), 0)::int AS clients,
                 coalesce(sum(bit_count(coalesce(b.clients, ${none}) | coalesce(d.so_far, ${none}))), 0)::int AS clients_so_far
            FROM ${earlier} AS b FULL JOIN (${lastDay}) AS d USING (client_block)`;
}

/**
 * Read-only appointment figures for the dashboard. Period figures read the appointment totals
 * (the salon as a whole: employee 0 and service 0, or each service with employee 0), so a
 * month of a busy salon group costs a few hundred rows; today's hours read today's appointments.
 */
@Injectable()
export class AppointmentDashboardQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * Appointments (not cancelled), the ratings' sum and count, and the clients with any appointment
   * in the range (`whole`), and the same with the range's last day only up to `until` (`HH:MM`):
   * `soFar`, a day not over compared up to the same time of day. Two statements: the days before
   * the last from the totals, the last day from its own appointments (ix_appointments_salon_date).
   */
  async periodFigures(range: DateSpan, until: string): Promise<{ whole: AppointmentPeriodFigures; soFar: AppointmentPeriodFigures }> {
    const salonId = this.tenant.salonId();
    const before = range.from < range.to ? { from: range.from, to: addDays(range.to, -1) } : null;
    const totals = new SqlParameters();
    const clients = new SqlParameters();
    const parts = before
      ? [`SELECT r.status_id, r.appointments, r.rating_total, r.ratings, true FROM (${totalsRowsSql(totals, { salonId, range: before, employee: 'all', service: 'all' })}) r`]
      : [];
    parts.push(
      `SELECT a.status_id, 1, coalesce(a.rating, 0), (a.rating IS NOT NULL)::int, a.start_time < ${totals.add(until)}::time
         FROM appointments a WHERE a.salon_id = ${totals.add(salonId)} AND a.appointment_date = ${totals.add(range.to)}`,
    );
    const booked = `s.name <> '${cancelled}'`;
    const [[row], [seen]] = await Promise.all([
      this.dataSource.query<Record<'appointments' | 'rating_total' | 'ratings' | 'appointments_so_far' | 'rating_total_so_far' | 'ratings_so_far', number>[]>(
        `SELECT coalesce(sum(r.appointments) FILTER (WHERE ${booked}), 0)::int AS appointments,
                coalesce(sum(r.rating_total), 0)::int AS rating_total, coalesce(sum(r.ratings), 0)::int AS ratings,
                coalesce(sum(r.appointments) FILTER (WHERE ${booked} AND r.so_far), 0)::int AS appointments_so_far,
                coalesce(sum(r.rating_total) FILTER (WHERE r.so_far), 0)::int AS rating_total_so_far,
                coalesce(sum(r.ratings) FILTER (WHERE r.so_far), 0)::int AS ratings_so_far
           FROM (${parts.join('\nUNION ALL\n')}) AS r(status_id, appointments, rating_total, ratings, so_far)
           JOIN appointment_statuses s ON s.status_id = r.status_id`,
        totals.values,
      ),
      this.dataSource.query<{ clients: number; clients_so_far: number }[]>(clientsSql(clients, salonId, before, range.to, until), clients.values),
    ]);
    return {
      whole: { appointments: row.appointments, ratingTotal: row.rating_total, ratings: row.ratings, clients: seen.clients },
      soFar: { appointments: row.appointments_so_far, ratingTotal: row.rating_total_so_far, ratings: row.ratings_so_far, clients: seen.clients_so_far },
    };
  }

  /** Appointments (not cancelled) per day of the range, days without any left out. */
  async perDay(range: DateSpan): Promise<DayCount[]> {
    // The salon-wide day rows (employee 0, service 0) and the changes not folded in yet.
    return this.dataSource.query<DayCount[]>(
      `SELECT to_char(r.appointment_date, 'YYYY-MM-DD') AS date, sum(r.appointments)::int AS bookings
         FROM (SELECT t.appointment_date, t.status_id, t.appointments FROM appointment_day_totals t
                WHERE t.salon_id = $1 AND t.employee_id = 0 AND t.service_id = 0 AND t.appointment_date BETWEEN $2 AND $3
               UNION ALL
               SELECT p.appointment_date, p.status_id, p.appointments FROM appointment_totals_pending p
                WHERE p.salon_id = $1 AND p.appointment_date BETWEEN $2 AND $3) r
         JOIN appointment_statuses s ON s.status_id = r.status_id
        WHERE s.name <> '${cancelled}'
        GROUP BY r.appointment_date
       HAVING sum(r.appointments) <> 0
        ORDER BY r.appointment_date`,
      [this.tenant.salonId(), range.from, range.to],
    );
  }

  /** The most booked services over the range (cancelled left out), most first, then by name. */
  async topServices(range: DateSpan, limit: number): Promise<ServiceCount[]> {
    const params = new SqlParameters();
    const rows = totalsRowsSql(params, { salonId: this.tenant.salonId(), range, employee: 'all', service: 'each' });
    return this.dataSource.query<ServiceCount[]>(
      `SELECT v.service_id AS "serviceId", v.name AS "serviceName", sum(r.appointments)::int AS "bookingCount"
         FROM (SELECT t.service_id, t.status_id, sum(t.appointments) AS appointments FROM (${rows}) t GROUP BY 1, 2) r
         JOIN appointment_statuses s ON s.status_id = r.status_id
         JOIN services v ON v.service_id = r.service_id
        WHERE s.name <> '${cancelled}'
        GROUP BY v.service_id, v.name
       HAVING sum(r.appointments) > 0
        ORDER BY "bookingCount" DESC, v.name, v.service_id LIMIT ${params.add(limit)}`,
      params.values,
    );
  }

  /** The appointments of one day (cancelled left out) per starting hour, hours without any left out. */
  async perHour(date: string): Promise<HourCount[]> {
    return this.dataSource.query<HourCount[]>(
      `SELECT extract(hour FROM a.start_time)::int AS hour, count(*)::int AS bookings
         FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id
        WHERE a.salon_id = $1 AND a.appointment_date = $2 AND s.name <> '${cancelled}'
        GROUP BY 1 ORDER BY 1`,
      [this.tenant.salonId(), date],
    );
  }

  /**
   * The newest bookings, cancellations, check-ins and no-shows of appointments that still
   * exist, newest first, read from ix_appointment_history_activity.
   */
  async recentEvents(limit: number): Promise<AppointmentEvent[]> {
    const rows = await this.dataSource.query<(Omit<AppointmentEvent, 'at'> & { at: Date })[]>(
      `SELECT h.history_id AS "historyId", h.change_type AS change, h.created_at AS at,
              to_char(a.appointment_date, 'YYYY-MM-DD') AS "appointmentDate", to_char(a.start_time, 'HH24:MI') AS "startTime",
              c.first_name || ' ' || c.last_name AS "clientName", v.name AS "serviceName", e.first_name || ' ' || e.last_name AS "employeeName"
         FROM appointment_history h
         JOIN appointments a ON a.appointment_id = h.appointment_id
         JOIN clients c ON c.client_id = a.client_id
         JOIN services v ON v.service_id = a.service_id
         JOIN employees e ON e.employee_id = a.employee_id
        WHERE a.salon_id = $1 AND h.change_type IN (${ACTIVITY_CHANGES.map((change) => `'${change}'`).join(', ')})
        ORDER BY h.created_at DESC, h.history_id DESC LIMIT $2`,
      [this.tenant.salonId(), limit],
    );
    return rows;
  }
}

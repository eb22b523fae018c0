import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { monthRange, type AppointmentMonth, type AppointmentMonthQuery, type CalendarDay } from '@salon/contracts';
import type { Repository } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { AppointmentEntity } from './appointment.entity';

type EntryRow = {
  date: string;
  day_count: number;
  appointment_id: number;
  start_time: string;
  end_time: string;
  client_name: string;
  service_name: string;
  employee_name: string;
  status_id: number;
  status_name: string;
};

/**
 * The calendar month in one query: each day's appointments are numbered by start time
 * (a window over the day) and counted, and only the first few of each day come back,
 * with just what a cell draws. A busy salon's month is tens of thousands of rows; the
 * answer is at most a few per day. Dates are the salon's wall-clock dates as stored, so
 * the month's edges are the salon's midnights. The range scan uses ix_appointments_salon_date.
 */
@Injectable()
export class AppointmentMonthRepository {
  constructor(
    @InjectRepository(AppointmentEntity) private readonly appointments: Repository<AppointmentEntity>,
    private readonly tenant: TenantContext,
  ) {}

  async month(query: AppointmentMonthQuery): Promise<AppointmentMonth> {
    const { first, last } = monthRange(query.month);
    const params: unknown[] = [this.tenant.salonId(), first, last, query.per_day];
    const filters: string[] = [];
    const filter = (sql: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      filters.push(sql(`$${params.length}`));
    };
    if (query.employee_id !== undefined) filter((p) => `a.employee_id = ${p}`, query.employee_id);
    if (query.service_id !== undefined) filter((p) => `a.service_id = ${p}`, query.service_id);
    if (query.status !== undefined) filter((p) => `s.name = ${p}`, query.status);

    // The names are joined after the window, for the few rows that come back only.
    const rows = await this.appointments.manager.query<EntryRow[]>(
      `WITH numbered AS (
         SELECT a.appointment_id, a.appointment_date, a.start_time, a.end_time, a.client_id, a.service_id, a.employee_id,
                a.status_id, s.name AS status_name,
                row_number() OVER (PARTITION BY a.appointment_date ORDER BY a.start_time, a.appointment_id) AS place,
                count(*) OVER (PARTITION BY a.appointment_date)::int AS day_count
         FROM appointments a
         JOIN appointment_statuses s ON s.status_id = a.status_id
         WHERE a.salon_id = $1 AND a.appointment_date BETWEEN $2 AND $3 ${filters.map((sql) => `AND ${sql}`).join(' ')}
       )
       SELECT to_char(n.appointment_date, 'YYYY-MM-DD') AS date, n.day_count, n.appointment_id,
              to_char(n.start_time, 'HH24:MI') AS start_time, to_char(n.end_time, 'HH24:MI') AS end_time,
              c.first_name || ' ' || c.last_name AS client_name, v.name AS service_name,
              e.first_name || ' ' || e.last_name AS employee_name, n.status_id, n.status_name
       FROM numbered n
       JOIN clients c ON c.client_id = n.client_id
       JOIN services v ON v.service_id = n.service_id
       JOIN employees e ON e.employee_id = n.employee_id
       WHERE n.place <= $4
       ORDER BY n.appointment_date, n.place`,
      params,
    );
    return { month: query.month, days: byDay(rows) };
  }
}

/** Rows come in date and start order; each date opens a day. */
function byDay(rows: EntryRow[]): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.date !== row.date) {
      day = { date: row.date, count: row.day_count, appointments: [] };
      days.push(day);
    }
    day.appointments.push({
      appointment_id: row.appointment_id,
      start_time: row.start_time,
      end_time: row.end_time,
      client_name: row.client_name,
      service_name: row.service_name,
      employee_name: row.employee_name,
      status: { status_id: row.status_id, name: row.status_name },
    });
  }
  return days;
}

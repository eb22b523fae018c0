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
 * The calendar month in one query, in one pass over the month's index entries: each day's
 * count comes from the index alone (ix_appointments_salon_date carries the ids the filters
 * test), and each day's first few by start time come from a short ordered read of that index
 * for the day (a LATERAL subquery with LIMIT), with the names joined for those few only. A busy
 * salon's month is tens of thousands of rows; the answer is at most a few per day. Dates are
 * the salon's wall-clock dates as stored, so the month's edges are the salon's midnights.
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
      filters.push(`AND ${sql(`$${params.length}`)}`);
    };
    if (query.employee_id !== undefined) filter((p) => `a.employee_id = ${p}`, query.employee_id);
    if (query.service_id !== undefined) filter((p) => `a.service_id = ${p}`, query.service_id);
    if (query.status !== undefined) filter((p) => `a.status_id IN (SELECT named.status_id FROM appointment_statuses named WHERE named.salon_id = $1 AND named.name = ${p})`, query.status);
    const filtered = filters.join(' ');

    const rows = await this.appointments.manager.query<EntryRow[]>(
      `WITH days AS (
         SELECT a.appointment_date AS day, count(*)::int AS day_count
         FROM appointments a
         WHERE a.salon_id = $1 AND a.appointment_date BETWEEN $2 AND $3 ${filtered}
         GROUP BY a.appointment_date
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, d.day_count, f.appointment_id,
              to_char(f.start_time, 'HH24:MI') AS start_time, to_char(f.end_time, 'HH24:MI') AS end_time,
              c.first_name || ' ' || c.last_name AS client_name, v.name AS service_name,
              e.first_name || ' ' || e.last_name AS employee_name, s.status_id, s.name AS status_name
       FROM days d
       CROSS JOIN LATERAL (
         SELECT a.appointment_id, a.start_time, a.end_time, a.client_id, a.service_id, a.employee_id, a.status_id
         FROM appointments a
         WHERE a.salon_id = $1 AND a.appointment_date = d.day ${filtered}
         ORDER BY a.start_time, a.appointment_id
         LIMIT $4
       ) f
       JOIN clients c ON c.client_id = f.client_id
       JOIN services v ON v.service_id = f.service_id
       JOIN employees e ON e.employee_id = f.employee_id
       JOIN appointment_statuses s ON s.status_id = f.status_id
       ORDER BY d.day, f.start_time, f.appointment_id`,
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

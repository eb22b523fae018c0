import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookedBlock } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/** Whose time, on which dates; the appointment being moved left out so it does not collide with itself. */
export type BookedDates = { employeeIds: number[]; dates: string[]; excludeAppointmentId?: number };
/** Only when a booking holds an employee's time, in minutes after midnight: what free slots are computed from. */
export type BookedSpan = { employee_id: number; appointment_date: string; start: number; end: number };
/** A booking holding an employee's time on a date, as the schedule views show it. */
export type BookedTime = BookedBlock & { employee_id: number; appointment_date: string };

/*
 * Both reads walk ix_appointments_booked (salon, date, employee, start WHERE holds_slot), so a
 * week of sixty employees is one index range in the order the answer is grouped in; the spans
 * come from the index alone. Times are cut to `HH:mm` in SQL, as the entity's transformer does;
 * spans come as minutes, so a search over sixty days parses no time strings.
 */
const BOOKED_WHERE = `a.salon_id = $1 AND a.appointment_date = ANY($2::date[]) AND a.employee_id = ANY($3::int[]) AND a.holds_slot
  AND a.appointment_id IS DISTINCT FROM $4::int`;
const BOOKED_ORDER = 'ORDER BY a.appointment_date, a.employee_id, a.start_time';

const SPANS_SQL = `SELECT a.employee_id, a.appointment_date::text AS appointment_date,
    extract(epoch FROM a.start_time)::int / 60 AS start, extract(epoch FROM a.end_time)::int / 60 AS end
  FROM appointments a
  WHERE ${BOOKED_WHERE} ${BOOKED_ORDER}`;

/**
 * The spans as one JSON array in the spans' order, for a statement of another module's hot path
 * to carry beside its own reads (one employee's slots); its parameters are the spans' own:
 * $1 salon, $2 dates, $3 employee ids, $4 the appointment left out.
 */
export const SPANS_JSON = `(SELECT coalesce(json_agg(s ORDER BY s.appointment_date, s.employee_id, s.start), '[]') FROM (${SPANS_SQL}) s)`;

const TIMES_SQL = `SELECT a.employee_id, a.appointment_date::text AS appointment_date, a.appointment_id,
    left(a.start_time::text, 5) AS start_time, left(a.end_time::text, 5) AS end_time,
    st.name AS status, c.first_name || ' ' || c.last_name AS client_name, s.name AS service_name
  FROM appointments a
  JOIN appointment_statuses st ON st.status_id = a.status_id
  JOIN clients c ON c.client_id = a.client_id
  JOIN services s ON s.service_id = a.service_id
  WHERE ${BOOKED_WHERE} ${BOOKED_ORDER}`;

/**
 * The appointments module's answer to "when is this employee busy", for availability.
 * Availability depends on appointments and never the other way round, so the two modules
 * form no cycle: bookings are the source, free time is derived from them.
 */
@Injectable()
export class BookedTimeQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * Appointments holding time (not cancelled, not no-shows) of these employees on these dates
   * (only those, however far apart), with what the schedules show; by date, employee and start.
   */
  onDates(range: BookedDates, manager?: EntityManager): Promise<BookedTime[]> {
    return this.read<BookedTime>(TIMES_SQL, range, manager);
  }

  /** The same bookings' times only: enough for slots and free-time searches, read from the index alone. */
  spansOnDates(range: BookedDates, manager?: EntityManager): Promise<BookedSpan[]> {
    return this.read<BookedSpan>(SPANS_SQL, range, manager);
  }

  private async read<T>(
    sql: string,
    { employeeIds, dates, excludeAppointmentId }: BookedDates,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<T[]> {
    if (employeeIds.length === 0 || dates.length === 0) return [];
    return manager.query(sql, [this.tenant.salonId(), dates, employeeIds, excludeAppointmentId ?? null]);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookedBlock } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/**
 * One employee's one date of the week grid as PostgreSQL sums it up: how many bookings hold
 * time, for how many minutes, the booked time merged into stretches (touching and overlapping
 * bookings joined), as minutes after midnight: `starts[i]`-`ends[i]`, by start; and the first
 * few bookings with names.
 */
export type WeekCell = {
  employee_id: number;
  appointment_date: string;
  count: number;
  booked_minutes: number;
  starts: number[];
  ends: number[];
  /** The first `perCell` bookings by start, as the answer shows them. */
  first: BookedBlock[];
};

const BOOKED_WHERE = `a.salon_id = $1 AND a.appointment_date = ANY($2::date[]) AND a.employee_id = ANY($3::int[]) AND a.holds_slot`;

/*
 * One row per cell instead of one per booking: a salon group's week is ~5,800 bookings, and
 * reading each into Node cost more than the whole sum does in SQL. Both halves read
 * ix_appointments_booked alone (salon, date, employee, start WHERE holds_slot), already in the
 * windows' order, and come out grouped alike, so they meet in a merge join.
 * Totals: `reach` is the latest end of the cell's earlier bookings; a booking starting after it
 * begins a new stretch, and the stretch before it ended at that reach; the last stretch ends at
 * the cell's latest end (each array ordered by start: an aggregate's input order is not promised). First: only the kept rows join their status, client and service, and
 * come as one JSON array a cell (parsed natively, not field by field: a thousand bookings); a
 * row's columns make each object (a fifth cheaper than json_build_object).
 */
const WEEK_CELLS_SQL = `
  SELECT t.employee_id, t.appointment_date::text AS appointment_date, t.count, t.booked_minutes, t.starts, t.ends, f.first
    FROM (
      SELECT b.appointment_date, b.employee_id, count(*)::int AS count, sum(b.stop - b.start)::int AS booked_minutes,
          array_agg(b.start ORDER BY b.start) FILTER (WHERE b.reach IS NULL OR b.start > b.reach) AS starts,
          array_agg(b.reach ORDER BY b.start) FILTER (WHERE b.start > b.reach) || max(b.stop) AS ends
        FROM (
          SELECT a.employee_id, a.appointment_date, m.start, m.stop,
              max(m.stop) OVER (PARTITION BY a.appointment_date, a.employee_id ORDER BY a.start_time ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reach
            FROM appointments a,
              LATERAL (SELECT date_part('epoch', a.start_time)::int / 60 AS start, date_part('epoch', a.end_time)::int / 60 AS stop) m
            WHERE ${BOOKED_WHERE}
        ) b
        GROUP BY b.appointment_date, b.employee_id
    ) t
    JOIN (
      SELECT a.appointment_date, a.employee_id, json_agg(block ORDER BY a.start_time) AS first
        FROM (
          SELECT a.employee_id, a.appointment_date, a.appointment_id, a.start_time, a.end_time, a.status_id, a.client_id, a.service_id,
              row_number() OVER (PARTITION BY a.appointment_date, a.employee_id ORDER BY a.start_time) AS place
            FROM appointments a
            WHERE ${BOOKED_WHERE}
        ) a
        JOIN appointment_statuses st ON st.status_id = a.status_id
        JOIN clients c ON c.client_id = a.client_id
        JOIN services s ON s.service_id = a.service_id
        CROSS JOIN LATERAL (SELECT a.appointment_id, left(a.start_time::text, 5) AS start_time, left(a.end_time::text, 5) AS end_time,
            st.name AS status, c.first_name || ' ' || c.last_name AS client_name, s.name AS service_name) block
        WHERE a.place <= $4
        GROUP BY a.appointment_date, a.employee_id
    ) f ON f.appointment_date = t.appointment_date AND f.employee_id = t.employee_id`;

@Injectable()
export class WeekCellsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /** Cells without a booking have no row; `perCell`: how many bookings each lists. */
  read(employeeIds: number[], dates: string[], perCell: number): Promise<WeekCell[]> {
    if (employeeIds.length === 0 || dates.length === 0) return Promise.resolve([]);
    return this.dataSource.query(WEEK_CELLS_SQL, [this.tenant.salonId(), dates, employeeIds, perCell]);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/**
 * One employee's one date of the week grid as PostgreSQL sums it up: how many bookings hold
 * time, for how many minutes, and the booked time merged into stretches (touching and
 * overlapping bookings joined), as minutes after midnight: `starts[i]`-`ends[i]`, by start.
 */
export type WeekCellTotals = { employee_id: number; appointment_date: string; count: number; booked_minutes: number; starts: number[]; ends: number[] };

/*
 * One row per cell instead of one per booking: a salon group's week is ~5,800 bookings, and
 * reading each into Node cost more than the whole sum does in SQL. The rows come from
 * ix_appointments_booked alone (salon, date, employee, start WHERE holds_slot), already in the
 * window's order. `reach` is the latest end of the cell's earlier bookings: a booking starting
 * after it begins a new stretch, and the stretch before it ended at that reach; the last
 * stretch ends at the cell's latest end. Same rows as BookedTimeQuery.spansOnDates.
 */
const WEEK_CELLS_SQL = `
  SELECT b.employee_id, b.appointment_date::text AS appointment_date, count(*)::int AS count,
      sum(b.stop - b.start)::int AS booked_minutes,
      array_agg(b.start) FILTER (WHERE b.reach IS NULL OR b.start > b.reach) AS starts,
      array_agg(b.reach) FILTER (WHERE b.start > b.reach) || max(b.stop) AS ends
    FROM (
      SELECT a.employee_id, a.appointment_date, m.start, m.stop,
          max(m.stop) OVER (PARTITION BY a.appointment_date, a.employee_id ORDER BY a.start_time ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reach
        FROM appointments a,
          LATERAL (SELECT date_part('epoch', a.start_time)::int / 60 AS start, date_part('epoch', a.end_time)::int / 60 AS stop) m
        WHERE a.salon_id = $1 AND a.appointment_date = ANY($2::date[]) AND a.employee_id = ANY($3::int[]) AND a.holds_slot
    ) b
    GROUP BY b.appointment_date, b.employee_id`;

@Injectable()
export class WeekCellsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /** Cells without a booking have no row. */
  read(employeeIds: number[], dates: string[]): Promise<WeekCellTotals[]> {
    if (employeeIds.length === 0 || dates.length === 0) return Promise.resolve([]);
    return this.dataSource.query(WEEK_CELLS_SQL, [this.tenant.salonId(), dates, employeeIds]);
  }
}

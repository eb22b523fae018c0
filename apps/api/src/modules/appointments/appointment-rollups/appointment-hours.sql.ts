import type { SqlParameters } from './appointment-totals.sql';
import { splitIntoMonthsAndDays, type DateSpan } from './date-spans';

/**
 * The appointments of a range per starting hour and status, from the hour totals (migration
 * AppointmentHourTotals), as rows (start_hour, status_id, appointments) to be summed by the
 * caller: whole months from the month table, the days around them from the day table (a month
 * read whole less its days outside the range), and the changes not folded in yet, so the sums
 * are exact whatever is being written meanwhile.
 */
export function hourRowsSql(params: SqlParameters, salonId: number, range: DateSpan): string {
  const salon = params.add(salonId);
  const { months, days, lessDays } = splitIntoMonthsAndDays(range, { subtract: true });
  const parts: string[] = [];
  if (months) {
    parts.push(
      `SELECT t.start_hour, t.status_id, t.appointments FROM appointment_month_hours t
        WHERE t.salon_id = ${salon} AND t.month BETWEEN ${params.add(months.from)} AND ${params.add(months.to)}`,
    );
  }
  for (const [spans, sign] of [
    [days, ''],
    [lessDays, '-'],
  ] as const) {
    for (const span of spans) {
      parts.push(
        `SELECT t.start_hour, t.status_id, ${sign}t.appointments FROM appointment_day_hours t
          WHERE t.salon_id = ${salon} AND t.appointment_date BETWEEN ${params.add(span.from)} AND ${params.add(span.to)}`,
      );
    }
  }
  parts.push(
    `SELECT t.start_hour, t.status_id, t.appointments FROM appointment_totals_pending t
      WHERE t.salon_id = ${salon} AND t.appointment_date BETWEEN ${params.add(range.from)} AND ${params.add(range.to)}`,
  );
  return parts.join('\nUNION ALL\n');
}

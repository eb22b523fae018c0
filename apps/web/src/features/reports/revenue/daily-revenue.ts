import { elapsedDaysOf, growthPercent, type ReportDashboard, type RevenueDataPoint } from '@salon/contracts';

/**
 * One row of Daily Revenue Breakdown: the day, and the same day of the previous period when
 * comparing; `previousUntil` (`HH:MM`) when that day is taken only up to the time today is compared at.
 */
export type DailyRevenueRow = RevenueDataPoint & { previousDate: string | null; previousRevenue: number | null; vsPrevious: number | null; previousUntil: string | null };

/** How the previous period's last day is cut while today is not over (GET /reports/dashboard's comparedUntil and previousLastDay). */
export type PreviousCut = { until: string; lastDay: RevenueDataPoint };

/** The cut the dashboard answer describes, if any. */
export const previousCutOf = (metrics: Pick<ReportDashboard, 'comparedUntil' | 'previousLastDay'>): PreviousCut | null =>
  metrics.comparedUntil && metrics.previousLastDay ? { until: metrics.comparedUntil, lastDay: metrics.previousLastDay } : null;

/**
 * The previous period's days, its last day replaced by the same day up to the time today is
 * compared at (REPORT_DEFINITIONS.change): the morning is not set against a whole day.
 */
export function previousDaysCut(days: RevenueDataPoint[], cut: PreviousCut | null): RevenueDataPoint[] {
  return cut ? days.map((day) => (day.date === cut.lastDay.date ? cut.lastDay : day)) : days;
}

/**
 * Day i of the range beside day i of the previous period (as many days just before it as have
 * begun, already cut by previousDaysCut), with the growth of its revenue, null when the previous
 * day took nothing (no invented 100%) and for days that have not happened (no previous day beside them).
 */
export function dailyRevenueRows(current: RevenueDataPoint[], previous: RevenueDataPoint[] | null, cut: PreviousCut | null = null): DailyRevenueRow[] {
  return current.map((day, index) => {
    const before = previous?.[index] ?? null;
    return {
      ...day,
      previousDate: before?.date ?? null,
      previousRevenue: before?.revenue ?? null,
      vsPrevious: before ? growthPercent(day.revenue, before.revenue) : null,
      previousUntil: cut && before?.date === cut.lastDay.date ? cut.until : null,
    };
  });
}

/**
 * Revenue per day over the days of the range that have begun by the salon's today (today
 * included), in dollars to the cent (worked in cents): November's takings on the 10th divide
 * by 10, not 30. Null while the range has not begun.
 */
export function dailyAverage(total: number, range: { start_date: string; end_date: string }, today: string): number | null {
  const days = elapsedDaysOf(range.start_date, range.end_date, today);
  return days > 0 ? Math.round(Math.round(total * 100) / days) / 100 : null;
}

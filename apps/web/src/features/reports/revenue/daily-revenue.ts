import { elapsedDaysOf, growthPercent, type RevenueDataPoint } from '@salon/contracts';

/** One row of Daily Revenue Breakdown: the day, and the same day of the previous period when comparing. */
export type DailyRevenueRow = RevenueDataPoint & { previousDate: string | null; previousRevenue: number | null; vsPrevious: number | null };

/**
 * Day i of the range beside day i of the previous period (as many days just before it as have
 * begun), with the growth of its revenue, null when the previous day took nothing (no invented
 * 100%) and for days that have not happened (no previous day beside them).
 */
export function dailyRevenueRows(current: RevenueDataPoint[], previous: RevenueDataPoint[] | null): DailyRevenueRow[] {
  return current.map((day, index) => {
    const before = previous?.[index] ?? null;
    return {
      ...day,
      previousDate: before?.date ?? null,
      previousRevenue: before?.revenue ?? null,
      vsPrevious: before ? growthPercent(day.revenue, before.revenue) : null,
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

import { daysBetween, growthPercent, type RevenueDataPoint } from '@salon/contracts';

/** One row of Daily Revenue Breakdown: the day, and the same day of the previous period when comparing. */
export type DailyRevenueRow = RevenueDataPoint & { previousDate: string | null; previousRevenue: number | null; vsPrevious: number | null };

/**
 * Day i of the range beside day i of the previous period (same length, just before), with
 * the growth of its revenue, null when the previous day took nothing (no invented 100%).
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

/** Revenue per day over the range, in dollars to the cent (worked in cents). */
export function dailyAverage(total: number, range: { start_date: string; end_date: string }): number {
  const days = daysBetween(range.start_date, range.end_date) + 1;
  return Math.round(Math.round(total * 100) / days) / 100;
}

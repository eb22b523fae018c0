import { addDays, daysBetween, monthRange, monthsBetween } from '@salon/contracts';

/** Dates from one day to another, both included (`YYYY-MM-DD`). */
export type DateSpan = { from: string; to: string };

/**
 * A date range as the totals store it: whole months (`from` and `to` are the first days of
 * the first and last month read whole), days added to them, and days taken away from them.
 */
export type MonthsAndDays = { months: DateSpan | null; days: DateSpan[]; lessDays: DateSpan[] };

/**
 * Whole months inside the range come from the month totals and the days around them from the
 * day totals. With `subtract`, a month the range covers mostly is read whole, less the days
 * outside the range, which reads fewer rows (sums can be subtracted; sets of clients cannot).
 */
export function splitIntoMonthsAndDays({ from, to }: DateSpan, { subtract = false } = {}): MonthsAndDays {
  const days: DateSpan[] = [];
  const lessDays: DateSpan[] = [];
  /** Reads `[start, end]` of `month` as days, or says to read the month whole. */
  const readWhole = (month: string, start: string, end: string): boolean => {
    const { first, last } = monthRange(month);
    if (start === first && end === last) return true;
    const inside = daysBetween(start, end) + 1;
    if (subtract && daysBetween(first, last) + 1 - inside < inside) {
      if (first < start) lessDays.push({ from: first, to: addDays(start, -1) });
      if (end < last) lessDays.push({ from: addDays(end, 1), to: last });
      return true;
    }
    days.push({ from: start, to: end });
    return false;
  };
  const months = monthsBetween(from, to);
  let firstWhole = 0;
  let lastWhole = months.length - 1;
  if (months.length === 1) {
    if (!readWhole(months[0], from, to)) lastWhole = -1;
  } else {
    if (!readWhole(months[0], from, monthRange(months[0]).last)) firstWhole = 1;
    if (!readWhole(months[lastWhole], monthRange(months[lastWhole]).first, to)) lastWhole -= 1;
  }
  const wholeMonths = firstWhole <= lastWhole ? { from: monthRange(months[firstWhole]).first, to: monthRange(months[lastWhole]).first } : null;
  return { months: wholeMonths, days, lessDays };
}

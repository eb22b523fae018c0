import { addDays, addMonthsToMonth, monthRange } from '@salon/contracts';

/** Dates from one day to another, both included (`YYYY-MM-DD`). */
export type DateSpan = { from: string; to: string };

/**
 * A date range as the totals store it: the whole months inside it (`from` and `to` are the
 * first days of the first and last such month) and the days before and after them.
 */
export type MonthsAndDays = { months: DateSpan | null; days: DateSpan[] };

export function splitIntoMonthsAndDays({ from, to }: DateSpan): MonthsAndDays {
  const firstMonth = from.endsWith('-01') ? from.slice(0, 7) : addMonthsToMonth(from.slice(0, 7), 1);
  const lastMonth = to === monthRange(to.slice(0, 7)).last ? to.slice(0, 7) : addMonthsToMonth(to.slice(0, 7), -1);
  if (firstMonth > lastMonth) return { months: null, days: [{ from, to }] };
  const months = { from: monthRange(firstMonth).first, to: monthRange(lastMonth).first };
  const days: DateSpan[] = [];
  if (from < months.from) days.push({ from, to: addDays(months.from, -1) });
  const afterMonths = addDays(monthRange(lastMonth).last, 1);
  if (afterMonths <= to) days.push({ from: afterMonths, to });
  return { months, days };
}

import { addDays, addMonths, addMonthsToMonth, DASHBOARD_TRAILING_DAYS, monthRange } from '@salon/contracts';

export type Period = { from: string; to: string };

/**
 * This month so far (the 1st to today) and the same days of last month. On the month's last
 * day the previous period is the whole of last month, so March 31 compares with all of February
 * and April 30 with all of March.
 */
export function monthToDate(today: string): { current: Period; previous: Period } {
  const month = today.slice(0, 7);
  const previousMonth = monthRange(addMonthsToMonth(month, -1));
  const isLastDay = monthRange(month).last === today;
  return {
    current: { from: `${month}-01`, to: today },
    previous: { from: previousMonth.first, to: isLastDay ? previousMonth.last : addMonths(today, -1) },
  };
}

/** The last 30 salon days, today included. */
export const trailingDays = (today: string): Period => ({ from: addDays(today, -(DASHBOARD_TRAILING_DAYS - 1)), to: today });

/** Every date of a period, oldest first. */
export function datesOf({ from, to }: Period): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

import { addDays, dayOfWeek, monthRange } from '@salon/contracts';
import { formatDate } from '../../../lib/format/format-date';

/**
 * How the calendar lays out and names dates. The arithmetic itself (days, months, real
 * dates) is the contracts' calendar module, shared with the API.
 */

/** The month as weeks from Sunday to Saturday; days of the months around it are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Sunday first, as the calendar's columns. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const atUtcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);
const monthTitleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "March 2030". */
export function monthTitle(month: string): string {
  return monthTitleFormat.format(atUtcMidnight(`${month}-01`));
}

/** "Tuesday, March 12, 2030", or "Tuesday, 12 March 2030" as the salon writes dates. */
export function longDate(date: string): string {
  return formatDate(date, { weekday: 'long', month: 'long' });
}

export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}

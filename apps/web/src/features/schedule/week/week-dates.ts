import { addDays, isCalendarDate, weekStartOf } from '@salon/contracts';

/** Dates are named at UTC midnight, so no daylight-saving change moves a day. */
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The week named in the address (`?week=`), snapped to its Sunday; this week (the salon's
 * today's) when the parameter is missing or not a real date.
 */
export function readWeekParam(value: string | null, today: string): string {
  return weekStartOf(isCalendarDate(value) ? value : today);
}

const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOnly = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });

/** "Sun" and "Nov 22" for a column header. */
export const weekdayShort = (date: string) => shortDay.format(toUtc(date));
export const monthDayOf = (date: string) => monthDay.format(toUtc(date));
/** "Sunday, November 22", for names read out in full. */
export const longDayOf = (date: string) => longDay.format(toUtc(date));

/** "Nov 22 – 28, 2026", "Nov 29 – Dec 5, 2026" or "Dec 27, 2026 – Jan 2, 2027". */
export function weekRangeLabel(start: string): string {
  const end = addDays(start, 6);
  const [startYear, endYear] = [year.format(toUtc(start)), year.format(toUtc(end))];
  if (startYear !== endYear) return `${monthDayOf(start)}, ${startYear} – ${monthDayOf(end)}, ${endYear}`;
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  return `${monthDayOf(start)} – ${sameMonth ? dayOnly.format(toUtc(end)) : monthDayOf(end)}, ${endYear}`;
}

import { addDays, isCalendarDate, weekStartOf } from '@salon/contracts';
import { formatDate } from '../../../lib/format/format-date';
import { salonFormats } from '../../../lib/format/salon-formats';

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

/** "Sun" and "Nov 22" (or "22 Nov", "11-22", as the salon writes dates) for a column header. */
export const weekdayShort = (date: string) => shortDay.format(toUtc(date));
export const monthDayOf = (date: string) => formatDate(date, { year: false });
/** "Sunday, November 22" (or "Sunday, 22 November"), for names read out in full. */
export const longDayOf = (date: string) => formatDate(date, { weekday: 'long', month: 'long', year: false });

const dayOnly = (date: string) => String(Number(date.slice(8, 10)));

/**
 * The week as the salon writes dates, the shared month and year said once:
 * "Nov 22 – 28, 2026", "Nov 29 – Dec 5, 2026", "Dec 27, 2026 – Jan 2, 2027";
 * "22 – 28 Nov 2026", "29 Nov – 5 Dec 2026"; "2026-11-22 – 2026-11-28".
 */
export function weekRangeLabel(start: string): string {
  const end = addDays(start, 6);
  const { dateFormat } = salonFormats();
  if (dateFormat === 'YYYY-MM-DD' || start.slice(0, 4) !== end.slice(0, 4)) return `${formatDate(start)} – ${formatDate(end)}`;
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  if (dateFormat === 'DD/MM/YYYY') return `${sameMonth ? dayOnly(start) : monthDayOf(start)} – ${formatDate(end)}`;
  return `${monthDayOf(start)} – ${sameMonth ? dayOnly(end) : monthDayOf(end)}, ${end.slice(0, 4)}`;
}
